import type { GamesApi } from '../ports.ts';
import { assign, setup } from 'xstate';
import { JACKPOT_REFRESH_MS, JACKPOT_RETRY_MS } from '../content/lobby.ts';
import type { Jackpots } from '../shared/games.ts';
import { notProvidedPort } from '../shared/not-provided.ts';

export interface JackpotsContext {
  /** The last pools habanero answered; null until the first answer. */
  jackpots: Jackpots | null;
}

/**
 * The jackpot banner's pools (habanero getJackpots): read, shown, read again after a while so
 * the figures keep moving. A failed read keeps the last figures and tries again sooner.
 */
export const jackpotsMachine = setup({
  types: {
    context: {} as JackpotsContext,
  },
  actors: {
    loadJackpots: notProvidedPort<GamesApi['jackpots']>('jackpots.loadJackpots'),
  },
  delays: {
    jackpotRefresh: JACKPOT_REFRESH_MS,
    jackpotRetry: JACKPOT_RETRY_MS,
  },
}).createMachine({
  id: 'jackpots',
  context: { jackpots: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadJackpots',
        src: 'loadJackpots',
        onDone: { target: 'showing', actions: assign({ jackpots: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    showing: { after: { jackpotRefresh: 'loading' } },
    failed: { after: { jackpotRetry: 'loading' } },
  },
});
