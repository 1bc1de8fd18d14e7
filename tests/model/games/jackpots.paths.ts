/**
 * The jackpots machine as the model of the slot lobby's jackpot banner: the pools read, shown,
 * read again after a while; a failed read keeps the figures shown and tries again sooner.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { jackpotsMachine } from '../../../machines/games/jackpots.machine.ts';
import type { Jackpots } from '../../../machines/shared/games.ts';
import { offline } from '../../fixtures/auth.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof jackpotsMachine>;

/** Habanero's pools at one moment: the figures move between two reads. */
export const jackpots = (grand: number): Jackpots => ({
  currency: 'TRY',
  updatedAt: '2026-11-22T10:00:00.000Z',
  pools: [
    { id: 'grand', name: 'Grand', amount: grand },
    { id: 'minor', name: 'Minor', amount: 12_345_67 },
  ],
});

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadJackpots', output: jackpots(1_234_567_89) },
  { type: 'xstate.done.actor.loadJackpots', output: jackpots(1_234_600_00) },
  { type: 'xstate.error.actor.loadJackpots', error: offline },
  { type: 'xstate.after.jackpotRefresh.jackpots.showing' },
  { type: 'xstate.after.jackpotRetry.jackpots.failed' },
];

const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s as Snapshot).context.jackpots?.pools[0]?.amount ?? null]);

const paths = [
  ...transitionCover(jackpotsMachine, { inputs: [undefined], events, serialize }),
  // A first read that fails shows no banner at all until a later read answers.
  replay(jackpotsMachine, undefined, [events[2]!, events[4]!, events[1]!]),
];

export default { machine: jackpotsMachine, paths } satisfies MachineModel;
