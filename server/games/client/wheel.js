/* global game, $, randomInt, wait, el, runRounds */
/* Roulette and the money wheel: the dealer spins; the provider says where the pointer stops. */

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const MONEY_COLORS = {
  1: '#3a86ff',
  2: '#8338ec',
  5: '#ff006e',
  10: '#fb5607',
  20: '#ffbe0b',
  40: '#0f9b58',
};
const isRoulette = game.type === 'roulette';

const segments = game.segments.map((n) => ({
  label: String(n),
  color: isRoulette ? (n === 0 ? '#0f9b58' : RED.has(n) ? '#c1121f' : '#161616') : MONEY_COLORS[n],
}));
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

let angle = 0;
async function spin(result) {
  const index = result ? result.index : randomInt(segments.length);
  // The pointer is at the top: turn five times more, then until the segment's middle is under it.
  angle += 1800 + ((((360 - (index + 0.5) * SIZE - angle) % 360) + 360) % 360);
  wheel.style.transform = `rotate(${angle}deg)`;
  await wait(4200);
  return { label: segments[index].label };
}

runRounds(spin);
