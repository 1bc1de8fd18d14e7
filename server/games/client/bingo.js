/* global game, T, $, formatCredits, fill, randomInt, wait, el, button, say, wallet */
/*
 * Tombala (bingo) for fun credits: a card of 15 numbers out of 90 in three rows. The first full
 * row pays, the second pays more, all 15 pay the most. Sound bingo calls the numbers aloud.
 */

const PRICE = 1000;
const PRIZES = { line: 5, twoLines: 10, fullHouse: 40 };
const withSound = game.slug === 'sound-bingo';
let card = [];
let drawn = new Set();
let drawing = false;
const cardBox = el('div', 'bingo-card');
const board = el('div', 'board');
const ball = el('div', 'ball', '–');
const count = el('p', 'hint');
const buy = button(fill(T.buyCard, { price: formatCredits(PRICE) }), '', buyCard);
const drawButton = button(T.draw, 'primary', runDraw);
const cardPanel = el('section', 'panel');
cardPanel.append(el('h2', '', T.bingoCard), cardBox);
const drawPanel = el('section', 'panel row');
drawPanel.append(ball, count, buy, drawButton);
const boardPanel = el('section', 'panel');
boardPanel.append(board);
$('#play').append(drawPanel, cardPanel, boardPanel);

function newCard() {
  const numbers = [];
  while (numbers.length < 15) {
    const n = 1 + randomInt(90);
    if (!numbers.includes(n)) numbers.push(n);
  }
  return [0, 1, 2].map((row) => numbers.slice(row * 5, row * 5 + 5).sort((a, b) => a - b));
}

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
  buy.disabled = drawing;
  drawButton.disabled = drawing || card.length === 0;
}

function buyCard() {
  if (drawing || !wallet.take(PRICE)) return;
  card = newCard();
  drawn = new Set();
  ball.textContent = '–';
  say('');
  render();
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

async function runDraw() {
  if (drawing || card.length === 0) return;
  drawing = true;
  render();
  let paidLines = 0;
  const pay = (multiple, label) => {
    wallet.give(PRICE * multiple);
    say(`${label} · ${fill(T.win, { amount: formatCredits(PRICE * multiple) })}`, 'good');
  };
  while (drawn.size < 90) {
    let n = 1 + randomInt(90);
    while (drawn.has(n)) n = 1 + randomInt(90);
    drawn.add(n);
    ball.textContent = String(n);
    call(n);
    render();
    const full = card.filter((row) => row.every((x) => drawn.has(x))).length;
    if (full === 3) {
      pay(PRIZES.fullHouse, T.fullHouse);
      break;
    }
    if (full > paidLines) {
      pay(full === 1 ? PRIZES.line : PRIZES.twoLines, `${full}. ${T.line}`);
      paidLines = full;
    }
    await wait(withSound ? 1100 : 450);
  }
  drawing = false;
  card = [];
  render();
}

render();
