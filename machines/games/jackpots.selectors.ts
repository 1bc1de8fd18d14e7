import type { SnapshotFrom } from 'xstate';
import type { jackpotsMachine } from './jackpots.machine.ts';

type JackpotsSnapshot = SnapshotFrom<typeof jackpotsMachine>;

/** The pools to show: the last answer, kept through refreshes and failed reads. */
export const selectJackpotPools = (s: JackpotsSnapshot) => s.context.jackpots?.pools ?? [];
/** Nothing to show yet: the first read runs. */
export const selectIsFirstLoad = (s: JackpotsSnapshot) =>
  s.matches('loading') && s.context.jackpots === null;
