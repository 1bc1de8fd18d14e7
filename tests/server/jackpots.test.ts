import { describe, expect, it } from 'vitest';
import type { Jackpots } from '../../machines/shared/games.ts';
import { harnessForFile } from './harness.ts';
import { testClock } from './players.ts';

/** Class habanero: the jackpot pools follow the server clock. */
const clock = testClock();
const h = harnessForFile({ config: { testClock: clock.now } });

const jackpots = async (lang?: string) => {
  const reply = await h.call<Jackpots>('habanero', 'getJackpots', {}, lang ? { lang } : {});
  expect(reply.status).toBe(200);
  expect(reply.body.result).toBe(true);
  return reply.body.data;
};

describe('habanero.getJackpots', () => {
  it('answers four TRY pools in integer kuruş, stamped with the server time, without a session', async () => {
    const now = await jackpots();
    expect(now.currency).toBe('TRY');
    expect(now.updatedAt).toBe(new Date(clock.ms).toISOString());
    expect(now.pools.map((p) => p.name)).toEqual(['Grand', 'Major', 'Minor', 'Mini']);
    for (const pool of now.pools) {
      expect(Number.isInteger(pool.amount)).toBe(true);
      expect(pool.amount).toBeGreaterThan(0);
    }
    const amounts = now.pools.map((p) => p.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });

  it('gives the same figures for the same moment and growing ones as time passes', async () => {
    const before = await jackpots();
    expect(await jackpots('en')).toEqual(before);
    clock.ms += 60_000;
    const after = await jackpots();
    after.pools.forEach((pool, i) => expect(pool.amount).toBeGreaterThan(before.pools[i]!.amount));
    clock.ms += 1_000;
    const tick = await jackpots();
    expect(tick.pools[0]!.amount).toBeGreaterThan(after.pools[0]!.amount);
  });

  it('starts a pool again after it is won, from its seed amount upwards', async () => {
    const mini = async () => (await jackpots()).pools.find((p) => p.id === 'mini')!.amount;
    const seen: number[] = [];
    for (let step = 0; step < 8; step++) {
      seen.push(await mini());
      clock.ms += 30 * 60_000;
    }
    expect(seen.every((amount) => amount >= 50_000)).toBe(true);
    expect(seen.some((amount, i) => i > 0 && amount < seen[i - 1]!)).toBe(true);
  });
});
