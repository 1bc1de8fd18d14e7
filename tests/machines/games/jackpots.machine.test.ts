import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { JACKPOT_REFRESH_MS, JACKPOT_RETRY_MS } from '../../../machines/content/lobby.ts';
import { jackpotsMachine } from '../../../machines/games/jackpots.machine.ts';
import {
  selectIsFirstLoad,
  selectJackpotPools,
} from '../../../machines/games/jackpots.selectors.ts';
import type { Jackpots } from '../../../machines/shared/games.ts';

const pools = (amount: number): Jackpots => ({
  currency: 'TRY',
  updatedAt: '2026-11-22T10:00:00.000Z',
  pools: [{ id: 'mega', name: 'Mega', amount }],
});

function start(answers: Array<Jackpots | Error>) {
  const load = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const actor = createActor(
    jackpotsMachine.provide({ actors: { loadJackpots: fromPromise(() => load()) } }),
  ).start();
  return { actor, load, snapshot: () => actor.getSnapshot() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('jackpots machine', () => {
  it('shows the pools and reads them again every refresh period', async () => {
    const { snapshot, load } = start([pools(100_000_00), pools(100_250_00)]);
    expect(selectIsFirstLoad(snapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectIsFirstLoad(snapshot())).toBe(false);
    expect(selectJackpotPools(snapshot())[0]!.amount).toBe(100_000_00);
    await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(selectIsFirstLoad(snapshot())).toBe(false);
    expect(selectJackpotPools(snapshot())[0]!.amount).toBe(100_250_00);
  });

  it('keeps the last pools through a failed read and tries again sooner', async () => {
    const { snapshot, load } = start([pools(5_000_00), new Error('offline'), pools(6_000_00)]);
    await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
    expect(snapshot().value).toBe('failed');
    expect(selectJackpotPools(snapshot())[0]!.amount).toBe(5_000_00);
    await vi.advanceTimersByTimeAsync(JACKPOT_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(selectJackpotPools(snapshot())[0]!.amount).toBe(6_000_00);
  });

  it('shows no pools while the first read fails', async () => {
    const { snapshot } = start([new Error('offline')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectJackpotPools(snapshot())).toEqual([]);
    expect(selectIsFirstLoad(snapshot())).toBe(false);
  });
});
