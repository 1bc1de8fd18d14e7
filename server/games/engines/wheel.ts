/** Roulette and the money wheel: the segment under the pointer wins. */
import { drawInt } from './draw.ts';
import type { Spot } from './table.ts';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The numbers in wheel order. */
export const ROULETTE = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
export const MONEY_WHEEL = [
  1, 2, 1, 5, 1, 2, 1, 10, 1, 2, 1, 5, 1, 2, 1, 20, 1, 2, 1, 5, 1, 2, 1, 40,
];

export const wheelSegments = (type: string) => (type === 'roulette' ? ROULETTE : MONEY_WHEEL);

export const wheelSpots = (type: string): Spot[] =>
  type === 'roulette'
    ? [
        { id: 'red', label: 'red', pays: 2, className: 'red' },
        { id: 'black', label: 'black', pays: 2, className: 'black' },
        { id: 'even', label: 'even', pays: 2 },
        { id: 'odd', label: 'odd', pays: 2 },
        { id: 'low', label: 'low', pays: 2 },
        { id: 'high', label: 'high', pays: 2 },
        { id: 'zero', label: 'zero', pays: 36, className: 'green' },
      ]
    : [1, 2, 5, 10, 20, 40].map((v) => ({ id: `x${v}`, label: `${v}×`, pays: v + 1 }));

function winnersOf(type: string, value: number): Set<string> {
  if (type !== 'roulette') return new Set([`x${value}`]);
  if (value === 0) return new Set(['zero']);
  return new Set([
    RED.has(value) ? 'red' : 'black',
    value % 2 === 0 ? 'even' : 'odd',
    value <= 18 ? 'low' : 'high',
  ]);
}

/** index: the segment under the pointer. */
export function spinWheel(type: string) {
  const segments = wheelSegments(type);
  const index = drawInt(segments.length);
  return { index, winners: winnersOf(type, segments[index]!), label: String(segments[index]) };
}
