import { fromCallback, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';

export interface ConnectionInput {
  /** The browser had a network when the page opened (navigator.onLine). */
  online: boolean;
}

export interface ConnectionContext {
  openedOnline: boolean;
}

export type ConnectionEvent =
  /** The browser lost its network. */
  | { type: 'connection.lost' }
  /** The browser has a network again. */
  | { type: 'connection.back' };

/**
 * The browser's network as the site's frame shows it. A page opened offline (the service
 * worker's shell) shows the offline screen in its place until the network is back, then the
 * page itself. A network lost under an open page only adds a notice above it: the page and
 * whatever the player is in the middle of (a deposit, a game) stay as they are.
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
  },
  actors: {
    watchConnection: fromCallback<ConnectionEvent>(notProvided('watchConnection')),
  },
  guards: {
    openedOffline: ({ context }) => !context.openedOnline,
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ openedOnline: input.online }),
  invoke: { id: 'watchConnection', src: 'watchConnection' },
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'openedOffline', target: 'openedOffline' }, { target: 'online' }],
    },
    openedOffline: {
      on: { 'connection.back': 'online' },
    },
    online: {
      on: { 'connection.lost': 'lost' },
    },
    lost: {
      on: { 'connection.back': 'online' },
    },
  },
});
