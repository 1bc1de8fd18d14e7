/* global game, T, $, randomInt, wait, el, runRounds */
/* Roulette and the money wheel: the dealer spins, the segment under the pointer wins. */

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const ROULETTE = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const MONEY = [1, 2, 1, 5, 1, 2, 1, 10, 1, 2, 1, 5, 1, 2, 1, 20, 1, 2, 1, 5, 1, 2, 1, 40];
const MONEY_COLORS = {
  1: '#3a86ff',
  2: '#8338ec',
  5: '#ff006e',
  10: '#fb5607',
  20: '#ffbe0b',
  40: '#0f9b58',
};
const isRoulette = game.type === 'roulette';

const segments = isRoulette
  ? ROULETTE.map((n) => ({
      label: String(n),
      value: n,
      color: n === 0 ? '#0f9b58' : RED.has(n) ? '#c1121f' : '#161616',
    }))
  : MONEY.map((v) => ({ label: String(v), value: v, color: MONEY_COLORS[v] }));
const SIZE = 360 / segments.length;

const wheel = el('div', 'wheel');
wheel.style.background = `conic-gradient(${segments
  .map((s, i) => `${s.color} ${i * SIZE}deg ${(i + 1) * SIZE}deg`)
  .join(', ')})`;
segments.forEach((segment, i) => {
  const label = el('span', 'wheel-label', segment.label);
  label.style.transform = `rotate(${(i + 0.5) * SIZE}deg) translateY(-112px)`;
  wheel.append(label);
});
$('#dealer').append(el('div', 'pointer'), wheel);

const spots = isRoulette
  ? [
      { id: 'red', label: T.red, pays: 2, className: 'red' },
      { id: 'black', label: T.black, pays: 2, className: 'black' },
      { id: 'even', label: T.even, pays: 2 },
      { id: 'odd', label: T.odd, pays: 2 },
      { id: 'low', label: T.low, pays: 2 },
      { id: 'high', label: T.high, pays: 2 },
      { id: 'zero', label: T.zero, pays: 36, className: 'green' },
    ]
  : [1, 2, 5, 10, 20, 40].map((v) => ({ id: `x${v}`, label: `${v}×`, pays: v + 1 }));

function winnersOf(segment) {
  if (!isRoulette) return new Set([`x${segment.value}`]);
  const n = segment.value;
  if (n === 0) return new Set(['zero']);
  return new Set([
    RED.has(n) ? 'red' : 'black',
    n % 2 === 0 ? 'even' : 'odd',
    n <= 18 ? 'low' : 'high',
  ]);
}

let angle = 0;
async function spin() {
  const index = randomInt(segments.length);
  // The pointer is at the top: turn five times more, then until the segment's middle is under it.
  angle += 1800 + ((((360 - (index + 0.5) * SIZE - angle) % 360) + 360) % 360);
  wheel.style.transform = `rotate(${angle}deg)`;
  await wait(4200);
  return { winners: winnersOf(segments[index]), label: segments[index].label };
}

runRounds(spots, spin);
