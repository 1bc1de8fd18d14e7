/** The demo provider's randomness: node:crypto, never Math.random, for every outcome. */
import { randomInt } from 'node:crypto';

/** A whole number in [0, n). */
export const drawInt = (n: number) => randomInt(n);

/** A number in [0, 1) with 47 random bits (randomInt takes ranges below 2^48). */
export const drawUnit = () => randomInt(2 ** 47) / 2 ** 47;

/** An index of weights, each as likely as its weight. */
export function drawWeighted(weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let left = drawUnit() * total;
  const index = weights.findIndex((w) => (left -= w) < 0);
  return index < 0 ? weights.length - 1 : index;
}

/** count distinct numbers of 1..max in drawing order. */
export function drawDistinct(count: number, max: number): number[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + drawInt(max - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
