/* global game, T, $, formatMoney, fill, wait, el, button, say, balance, provider, pace */
/*
 * Tombala (bingo): a card of 15 numbers out of 90 in three rows and 50 balls, all drawn by the
 * provider when the card is bought. The first full row pays, the second more, all 15 the most.
 * Sound bingo calls the numbers aloud.
 */

const withSound = game.slug === 'sound-bingo';
let card = [];
let drawn = new Set();
let drawing = false;
const cardBox = el('div', 'bingo-card');
const board = el('div', 'board');
const ball = el('div', 'ball', '–');
const count = el('p', 'hint');
const buy = button(fill(T.buyCard, { price: formatMoney(game.price) }), 'primary', play);
const cardPanel = el('section', 'panel');
cardPanel.append(el('h2', '', T.bingoCard), cardBox);
const drawPanel = el('section', 'panel row');
drawPanel.append(ball, count, buy);
const boardPanel = el('section', 'panel');
boardPanel.append(board);
$('#play').append(drawPanel, cardPanel, boardPanel);

function render() {
  cardBox.replaceChildren(
    ...card.flat().map((n) => el('span', drawn.has(n) ? 'hit' : '', String(n))),
  );
  board.replaceChildren(
    ...Array.from({ length: 90 }, (_, i) =>
      el('span', drawn.has(i + 1) ? 'hit' : '', String(i + 1)),
    ),
  );
  count.textContent = fill(T.drawn, { count: drawn.size });
  buy.disabled = drawing || pace.holding();
}

let audio = null;
function call(n) {
  if (!withSound) return;
  audio = audio || new AudioContext();
  const tone = audio.createOscillator();
  tone.frequency.value = 660;
  tone.connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.12);
  if ('speechSynthesis' in window) {
    const words = new SpeechSynthesisUtterance(String(n));
    words.lang = game.lang === 'tr' ? 'tr-TR' : 'en-GB';
    speechSynthesis.speak(words);
  }
}

/** Buys a card and shows the provider's draw ball by ball, with each prize as it falls. */
async function play() {
  if (drawing || pace.holding()) return;
  drawing = true;
  render();
  say('');
  const answer = await provider('play');
  if (answer) {
    balance.moved(answer.balanceAfterBet);
    pace.betTaken(render);
    card = answer.result.card;
    drawn = new Set();
    const prizes = [...answer.result.prizes];
    for (const n of answer.result.balls) {
      drawn.add(n);
      ball.textContent = String(n);
      call(n);
      render();
      while (prizes.length > 0 && prizes[0].ball === drawn.size) {
        const prize = prizes.shift();
        const label = prize.rows === 3 ? T.fullHouse : `${prize.rows}. ${T.line}`;
        say(`${label} · ${fill(T.win, { amount: formatMoney(prize.amount) })}`, 'good');
      }
      await wait(withSound ? 1100 : 350);
    }
    balance.moved(answer.balance);
    if (answer.win === 0) say(T.noWin);
  }
  drawing = false;
  render();
}

render();
