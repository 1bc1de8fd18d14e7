import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';
import { errorMessageFrom } from '../shared/api-errors.ts';

export interface EmailConfirmationInput {
  /** The token of the /account_email?token=… link, null when the link has none. */
  token: string | null;
}

export interface EmailConfirmationContext {
  token: string | null;
  /** The account's address once the link switched it. */
  email: string | null;
  /** Server message (used, expired or superseded link; the address taken since) or message id. */
  error: string | null;
}

export type EmailConfirmationEvent = { type: 'emailConfirm.submit' };

/**
 * The new address's link of an e-mail change (spec §2): without a token it rests in
 * missingToken. Opening the link changes nothing by itself (a mail scanner may open it): the
 * player presses confirm, `confirmEmail` sends the token and answers the address now on the
 * account (done). A refused link returns to ready with the server's message.
 */
export const emailConfirmationMachine = setup({
  types: {
    context: {} as EmailConfirmationContext,
    events: {} as EmailConfirmationEvent,
    input: {} as EmailConfirmationInput,
  },
  actors: {
    confirmEmail: fromPromise<{ email: string }, { token: string }>(notProvided('confirmEmail')),
  },
  guards: {
    tokenMissing: ({ context }) => context.token === null,
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, error: string) => ({ error })),
    keepEmail: assign((_, email: string) => ({ email })),
  },
}).createMachine({
  id: 'emailConfirmation',
  context: ({ input }) => ({
    token: input.token !== null && input.token.trim() !== '' ? input.token.trim() : null,
    email: null,
    error: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      always: { guard: 'tokenMissing', target: 'missingToken' },
      on: { 'emailConfirm.submit': { target: 'confirming', actions: 'clearError' } },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'done',
          actions: { type: 'keepEmail', params: ({ event }) => event.output.email },
        },
        onError: { target: 'ready', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    /** The link has no token: nothing to confirm. */
    missingToken: { type: 'final' },
    done: { type: 'final' },
  },
});
