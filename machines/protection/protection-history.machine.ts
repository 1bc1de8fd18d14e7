import { assign, setup } from 'xstate';
import type { ProtectionApi } from '../ports.ts';
import { errorMessageOf, errorOf } from '../shared/api-errors.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import type { ProtectionEvent } from '../shared/protection.ts';

export interface ProtectionHistoryContext {
  /** The player's protection events, newest first; null until first read. */
  events: ProtectionEvent[] | null;
  /** Server message or message id of a failed read. */
  error: string | null;
}

export type ProtectionHistoryEvent = { type: 'history.retry' } | { type: 'history.reload' };

/**
 * The player's history of protection changes (limits, reality check, time-out, exclusion,
 * panic, the answers to the deposit limit offered, the account review), the child the
 * protection page runs beside its tools: read on opening, read again when its parent saved a
 * change (the list stays shown meanwhile), and a failed read may be retried.
 */
export const protectionHistoryMachine = setup({
  types: {
    context: {} as ProtectionHistoryContext,
    events: {} as ProtectionHistoryEvent,
  },
  actors: {
    loadEvents: notProvidedPort<ProtectionApi['events']>('history.loadEvents'),
  },
  actions: {
    storeEvents: assign((_, events: ProtectionEvent[]) => ({ events, error: null })),
    showError: assign((_, error: unknown) => ({ error: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'protectionHistory',
  context: { events: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        onDone: {
          target: 'loaded',
          actions: { type: 'storeEvents', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loaded: { on: { 'history.reload': 'loading' } },
    failed: { on: { 'history.retry': 'loading', 'history.reload': 'loading' } },
  },
});
