/* global game, T, $, formatMoney, fill, randomInt, wait, el, say, balance, provider, pace */
/* A five-reel slot: five lines, three or more of a kind from the left pay; the provider spins. */

/** The provider's symbols, in its order; faces and colours are the page's. */
const SYMBOLS = [
  { face: '7', color: '#ff4d6d' },
  { face: '★', color: '#ffd166' },
  { face: '♦', color: '#4cc9f0' },
  { face: '♥', color: '#f72585' },
  { face: '♣', color: '#80ffdb' },
  { face: '♠', color: '#c8b6ff' },
  { face: 'W', color: '#ffffff' },
];
const REELS = 5;
const BETS = game.bets;
let betIndex = Math.min(2, BETS.length - 1);
let spinning = false;

const drawSymbol = () => randomInt(SYMBOLS.length);
const drawColumn = () => [drawSymbol(), drawSymbol(), drawSymbol()];

function cell(index) {
  const node = el('div', 'cell', SYMBOLS[index].face);
  node.style.color = SYMBOLS[index].color;
  return node;
}

const strips = Array.from({ length: REELS }, () => {
  const reel = el('div', 'reel');
  const strip = el('div', 'strip');
  reel.append(strip);
  $('#reels').append(reel);
  return strip;
});
let grid = strips.map(() => drawColumn());
grid.forEach((column, r) => strips[r].replaceChildren(...column.map(cell)));

function showBet() {
  $('#bet').textContent = formatMoney(BETS[betIndex]);
  $('#bet-down').disabled = spinning || betIndex === 0;
  $('#bet-up').disabled = spinning || betIndex === BETS.length - 1;
  $('#spin').disabled = spinning || pace.holding();
}

async function spin() {
  if (spinning || pace.holding()) return;
  spinning = true;
  showBet();
  say('');
  const answer = await provider('play', { bet: BETS[betIndex] });
  if (!answer) {
    spinning = false;
    showBet();
    return;
  }
  balance.moved(answer.balanceAfterBet);
  pace.betTaken(showBet);
  const next = answer.result.grid;
  strips.forEach((strip, r) => {
    // The new symbols on top, the old ones at the bottom: the strip slides down to the new ones.
    const filler = Array.from({ length: 12 + r * 4 }, drawSymbol);
    const symbols = [...next[r], ...filler, ...grid[r]];
    strip.replaceChildren(...symbols.map(cell));
    strip.style.transition = 'none';
    strip.style.transform = `translateY(-${((symbols.length - 3) * 100) / symbols.length}%)`;
    strip.getBoundingClientRect();
    strip.style.transition = `transform ${0.9 + r * 0.3}s cubic-bezier(0.2, 0.7, 0.3, 1)`;
    strip.style.transform = 'translateY(0)';
  });
  await wait(900 + REELS * 300);
  grid = next;
  strips.forEach((strip, r) => {
    strip.style.transition = 'none';
    strip.replaceChildren(...grid[r].map(cell));
  });
  for (const index of answer.result.lines) {
    game.lines[index].forEach((row, reel) => strips[reel].children[row].classList.add('win'));
  }
  balance.moved(answer.balance);
  const won = answer.win;
  say(won > 0 ? fill(T.win, { amount: formatMoney(won) }) : T.noWin, won > 0 ? 'good' : '');
  spinning = false;
  showBet();
}

$('#spin').addEventListener('click', spin);
$('#bet-down').addEventListener('click', () => {
  betIndex = Math.max(0, betIndex - 1);
  showBet();
});
$('#bet-up').addEventListener('click', () => {
  betIndex = Math.min(BETS.length - 1, betIndex + 1);
  showBet();
});
document.addEventListener('keydown', (event) => {
  if (event.code === 'Space' && event.target === document.body) {
    event.preventDefault();
    spin();
  }
});
showBet();
