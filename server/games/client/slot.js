/* global T, $, formatCredits, fill, wait, el, say, wallet */
/* A five-reel slot for fun credits: five lines, three or more of a kind from the left pay. */

const SYMBOLS = [
  { face: '7', color: '#ff4d6d', weight: 2, pays: [20, 60, 200] },
  { face: '★', color: '#ffd166', weight: 3, pays: [10, 30, 100] },
  { face: '♦', color: '#4cc9f0', weight: 4, pays: [5, 15, 50] },
  { face: '♥', color: '#f72585', weight: 5, pays: [4, 10, 30] },
  { face: '♣', color: '#80ffdb', weight: 6, pays: [3, 8, 20] },
  { face: '♠', color: '#c8b6ff', weight: 6, pays: [2, 5, 15] },
  { face: 'W', color: '#ffffff', weight: 1, pays: [25, 80, 250], wild: true },
];
const WEIGHT_SUM = SYMBOLS.reduce((sum, s) => sum + s.weight, 0);
const REELS = 5;
const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];
const BETS = [20, 50, 100, 200, 500, 1000];
let betIndex = 2;
let spinning = false;

function drawSymbol() {
  let draw = Math.random() * WEIGHT_SUM;
  return SYMBOLS.findIndex((symbol) => (draw -= symbol.weight) < 0);
}
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

/** What a line pays, in line bets: the first symbol (wilds stand in) counted from the left. */
function linePays(line) {
  const symbols = line.map((row, reel) => grid[reel][row]);
  const base = symbols.find((s) => !SYMBOLS[s].wild) ?? symbols[0];
  let count = 0;
  while (count < REELS && (symbols[count] === base || SYMBOLS[symbols[count]].wild)) count++;
  return count >= 3 ? SYMBOLS[base].pays[count - 3] : 0;
}

function showBet() {
  $('#bet').textContent = formatCredits(BETS[betIndex]);
  $('#bet-down').disabled = spinning || betIndex === 0;
  $('#bet-up').disabled = spinning || betIndex === BETS.length - 1;
  $('#spin').disabled = spinning;
}

async function spin() {
  const bet = BETS[betIndex];
  if (spinning || !wallet.take(bet)) return;
  spinning = true;
  showBet();
  say('');
  const next = strips.map(() => drawColumn());
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
  let won = 0;
  for (const line of LINES) {
    const pays = linePays(line);
    if (pays === 0) continue;
    won += (pays * bet) / LINES.length;
    line.forEach((row, reel) => strips[reel].children[row].classList.add('win'));
  }
  wallet.give(won);
  say(won > 0 ? fill(T.win, { amount: formatCredits(won) }) : T.noWin, won > 0 ? 'good' : '');
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
  if (event.code === 'Space') {
    event.preventDefault();
    spin();
  }
});
showBet();
