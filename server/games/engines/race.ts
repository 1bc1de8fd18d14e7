/** A virtual race: a stake on a runner at its odds; the winner is drawn by strength. */
import * as yup from 'yup';
import { drawWeighted } from './draw.ts';
import { stakeSchema, type Outcome } from './engine.ts';

const NAMES: Record<string, string[]> = {
  'golden-race': ['Rüzgar', 'Yıldırım', 'Karaşimşek', 'Poyraz', 'Tarçın', 'Bora'],
  'bet-on-games': ['Duman', 'Paşa', 'Şans', 'Kömür', 'Fındık', 'Zeytin'],
};
/** How likely each lane wins, relatively; the odds keep a 10 % margin on it. */
const STRENGTHS = [1.5, 1.25, 1.1, 0.95, 0.8, 0.6];
const TOTAL = STRENGTHS.reduce((sum, s) => sum + s, 0);

export interface Runner {
  name: string;
  /** In hundredths: 235 is 2.35. */
  odds: number;
}

export const runnersOf = (slug: string): Runner[] =>
  (NAMES[slug] ?? NAMES['golden-race']!).map((name, i) => ({
    name,
    odds: Math.max(130, Math.round((TOTAL / STRENGTHS[i]!) * 0.9 * 100)),
  }));

export const raceSchema = yup.object({
  runner: yup
    .number()
    .required()
    .integer()
    .min(0)
    .max(STRENGTHS.length - 1),
  stake: stakeSchema(),
});

/** winner: the lane first past the post. */
export function race(slug: string, runner: number, stake: number): Outcome {
  const winner = drawWeighted(STRENGTHS);
  const odds = runnersOf(slug)[runner]!.odds;
  const win = winner === runner ? Math.floor((stake * odds) / 100) : 0;
  return { stake, win, result: { winner } };
}
