import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { leaderboardMachine } from '../../../machines/tournaments/leaderboard.machine.ts';
import {
  selectBoard,
  selectHasFailed,
  selectIsLoading,
  selectIsRefreshing,
  selectIsStale,
  selectOpenTournament,
} from '../../../machines/tournaments/leaderboard.selectors.ts';
import {
  LEADERBOARD_REFRESH_MS,
  type TournamentLeaderboard,
} from '../../../machines/shared/tournaments.ts';
import { aBoard, offline } from './leaderboard-fixtures.ts';

function start(load: (tournamentID: number) => Promise<TournamentLeaderboard>) {
  const loadLeaderboard = vi.fn(({ input }: { input: { tournamentID: number } }) =>
    load(input.tournamentID),
  );
  const actor = createActor(
    leaderboardMachine.provide({ actors: { loadLeaderboard: fromPromise(loadLeaderboard) } }),
  ).start();
  return { actor, loadLeaderboard };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('leaderboard machine', () => {
  it('reads nothing until a board is opened, then reads that tournament', async () => {
    const { actor, loadLeaderboard } = start(async (id) => aBoard({ tournamentID: id }));
    expect(loadLeaderboard).not.toHaveBeenCalled();
    expect(selectOpenTournament(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'leaderboard.open', tournamentID: 2 });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(selectBoard(actor.getSnapshot())?.tournamentID).toBe(2));
    expect(actor.getSnapshot().matches({ open: 'showing' })).toBe(true);
  });

  it('reads the board again every LEADERBOARD_REFRESH_MS while it can change', async () => {
    vi.useFakeTimers();
    let points = 100;
    const { actor, loadLeaderboard } = start(async () =>
      aBoard({ entries: [{ rank: 1, name: 'a**b', points, prize: 0, me: false }] }),
    );
    actor.send({ type: 'leaderboard.open', tournamentID: 1 });
    await vi.advanceTimersByTimeAsync(0);
    points = 300;
    await vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS - 1);
    expect(selectBoard(actor.getSnapshot())?.entries[0]?.points).toBe(100);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectBoard(actor.getSnapshot())?.entries[0]?.points).toBe(300);
    expect(loadLeaderboard).toHaveBeenCalledTimes(2);
  });

  it('keeps the last board when a refresh fails and says so until one succeeds', async () => {
    vi.useFakeTimers();
    let fail = false;
    const { actor } = start(async () => {
      if (fail) throw offline();
      return aBoard();
    });
    actor.send({ type: 'leaderboard.open', tournamentID: 1 });
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    await vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS);
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(false);
    expect(selectIsStale(actor.getSnapshot())).toBe(true);
    expect(selectBoard(actor.getSnapshot())?.entries).toHaveLength(3);
    fail = false;
    await vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS);
    expect(selectIsStale(actor.getSnapshot())).toBe(false);
  });

  it('stops reading a paid board', async () => {
    vi.useFakeTimers();
    const { actor, loadLeaderboard } = start(async () =>
      aBoard({ status: 'concluded', paid: true }),
    );
    actor.send({ type: 'leaderboard.open', tournamentID: 5 });
    await vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS * 3);
    expect(loadLeaderboard).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ open: 'showing' })).toBe(true);
  });

  it('offers a retry when the first read fails', async () => {
    let fail = true;
    const { actor, loadLeaderboard } = start(async () => {
      if (fail) throw offline();
      return aBoard();
    });
    actor.send({ type: 'leaderboard.open', tournamentID: 1 });
    await vi.waitFor(() => expect(selectHasFailed(actor.getSnapshot())).toBe(true));
    expect(selectBoard(actor.getSnapshot())).toBeNull();
    fail = false;
    actor.send({ type: 'leaderboard.retry' });
    await vi.waitFor(() => expect(selectBoard(actor.getSnapshot())).not.toBeNull());
    expect(loadLeaderboard).toHaveBeenCalledTimes(2);
  });

  it('forgets the board when closed and stops reading; opening another starts afresh', async () => {
    vi.useFakeTimers();
    const { actor, loadLeaderboard } = start(async (id) => aBoard({ tournamentID: id }));
    actor.send({ type: 'leaderboard.open', tournamentID: 1 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'leaderboard.close' });
    expect(actor.getSnapshot().context).toEqual({ tournamentID: null, board: null, stale: false });
    await vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS * 2);
    expect(loadLeaderboard).toHaveBeenCalledTimes(1);
    actor.send({ type: 'leaderboard.open', tournamentID: 2 });
    expect(selectBoard(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectBoard(actor.getSnapshot())?.tournamentID).toBe(2);
  });
});
