/** The five-reel slot: five lines, three or more of a kind from the left pay. */
import * as yup from 'yup';
import { drawWeighted } from './draw.ts';
import type { Outcome } from './engine.ts';

/** Pays in line bets for 3, 4 and 5 of a kind; the wild stands in for any symbol. */
const SYMBOLS = [
  { weight: 2, pays: [20, 60, 200] },
  { weight: 3, pays: [10, 30, 100] },
  { weight: 4, pays: [5, 15, 50] },
  { weight: 5, pays: [4, 10, 30] },
  { weight: 6, pays: [3, 8, 20] },
  { weight: 6, pays: [2, 5, 15] },
  { weight: 1, pays: [25, 80, 250], wild: true },
];
const WEIGHTS = SYMBOLS.map((s) => s.weight);
const REELS = 5;
const ROWS = 3;
export const SLOT_LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];
/** The bets a spin may stake, in kuruş: each splits evenly over the lines. */
export const SLOT_BETS = [20, 50, 100, 200, 500, 1000];

export const slotSchema = yup.object({
  bet: yup
    .number()
    .required()
    .oneOf([...SLOT_BETS]),
});

/** What a line pays, in line bets. */
function linePays(grid: number[][], line: number[]): number {
  const symbols = line.map((row, reel) => grid[reel]![row]!);
  const base = symbols.find((s) => !SYMBOLS[s]!.wild) ?? symbols[0]!;
  let count = 0;
  while (count < REELS && (symbols[count] === base || SYMBOLS[symbols[count]!]!.wild)) count++;
  return count >= 3 ? SYMBOLS[base]!.pays[count - 3]! : 0;
}

/** grid[reel][row]: symbol indexes; lines: the indexes of the lines that pay. */
export function spin(bet: number): Outcome {
  const grid = Array.from({ length: REELS }, () =>
    Array.from({ length: ROWS }, () => drawWeighted(WEIGHTS)),
  );
  const lineBet = bet / SLOT_LINES.length;
  let win = 0;
  const lines: number[] = [];
  SLOT_LINES.forEach((line, index) => {
    const pays = linePays(grid, line);
    if (pays === 0) return;
    win += pays * lineBet;
    lines.push(index);
  });
  return { stake: bet, win, result: { grid, lines } };
}
