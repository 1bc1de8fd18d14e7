/**
 * Tombala: a card of 15 numbers out of 90 in three rows, and 50 balls drawn. The first full row
 * pays 5 cards, the second 10 more, all 15 numbers 40 more.
 */
import { drawDistinct } from './draw.ts';
import type { Outcome } from './engine.ts';

/** A card costs 10.00 TRY. */
export const BINGO_PRICE = 1000;
const BALLS = 50;
const PRIZES = [5, 10, 40];

export interface Prize {
  /** How many balls were out when it was won. */
  ball: number;
  /** 1 and 2: rows; 3: the full card. */
  rows: number;
  amount: number;
}

export function playBingo(): Outcome {
  const numbers = drawDistinct(15, 90);
  const card = [0, 1, 2].map((row) => numbers.slice(row * 5, row * 5 + 5).sort((a, b) => a - b));
  const balls = drawDistinct(BALLS, 90);
  const out = new Set<number>();
  const prizes: Prize[] = [];
  balls.forEach((ball, index) => {
    out.add(ball);
    const full = card.filter((row) => row.every((n) => out.has(n))).length;
    for (let rows = prizes.length + 1; rows <= full; rows++) {
      prizes.push({ ball: index + 1, rows, amount: BINGO_PRICE * PRIZES[rows - 1]! });
    }
  });
  const win = prizes.reduce((sum, p) => sum + p.amount, 0);
  return { stake: BINGO_PRICE, win, result: { card, balls, prizes } };
}
