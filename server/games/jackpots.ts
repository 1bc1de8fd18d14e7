import type { Jackpots } from '../../machines/shared/games.ts';

const HOUR = 3_600_000;

/**
 * The progressive pools: each starts at its seed amount, grows at a steady rate and is won (and
 * starts again) once per cycle, so the figure ticks up with the clock and is the same for every
 * server. Amounts in kuruş.
 */
const POOLS = [
  { id: 'grand', name: 'Grand', seed: 150_000_000, perHour: 180_000, cycleHours: 61 * 24 },
  { id: 'major', name: 'Major', seed: 7_500_000, perHour: 36_000, cycleHours: 9 * 24 },
  { id: 'minor', name: 'Minor', seed: 500_000, perHour: 14_400, cycleHours: 20 },
  { id: 'mini', name: 'Mini', seed: 50_000, perHour: 7_200, cycleHours: 3 },
] as const;

/** The pools at ms since the epoch. */
export function jackpotsAt(ms: number): Jackpots {
  return {
    currency: 'TRY',
    updatedAt: new Date(ms).toISOString(),
    pools: POOLS.map((pool, i) => {
      const cycle = pool.cycleHours * HOUR;
      // Each pool has its own phase, so they are not all won at the same moment.
      const elapsed = (ms + i * 7_777_777) % cycle;
      return {
        id: pool.id,
        name: pool.name,
        amount: pool.seed + Math.floor((elapsed * pool.perHour) / HOUR),
      };
    }),
  };
}
