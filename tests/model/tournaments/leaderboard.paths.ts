/**
 * The leaderboard chart as the model of the tournaments page's board: read when opened, refreshed
 * while it can change, failures kept or retried.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { leaderboardMachine } from '../../../machines/tournaments/leaderboard.machine.ts';
import { aBoard, offline } from '../../machines/tournaments/leaderboard-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof leaderboardMachine>;

const running = aBoard();
const moved = aBoard({
  entries: [{ rank: 1, name: 'z**y', points: 4321, prize: 1_000_000, me: false }],
  me: null,
  participants: 1,
});
const paid = aBoard({ status: 'concluded', paid: true });

const events: AnyEventObject[] = [
  { type: 'leaderboard.open', tournamentID: 1 },
  { type: 'leaderboard.close' },
  { type: 'leaderboard.retry' },
  { type: 'xstate.done.actor.loadLeaderboard', output: running },
  { type: 'xstate.done.actor.loadLeaderboard', output: paid },
  { type: 'xstate.error.actor.loadLeaderboard', error: offline() },
  { type: 'xstate.done.actor.refreshLeaderboard', output: moved },
  { type: 'xstate.error.actor.refreshLeaderboard', error: offline() },
  { type: 'xstate.after.leaderboardRefresh.leaderboard.open.showing' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.tournamentID,
    c.board?.paid,
    c.board?.entries[0]?.points,
    c.stale,
  ]);
};

export const paths = transitionCover(leaderboardMachine, {
  inputs: [undefined],
  events,
  serialize,
});

export default { machine: leaderboardMachine, paths } satisfies MachineModel;
