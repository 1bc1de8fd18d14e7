import { assertEvent, assign, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { AuthApi } from '../ports.ts';
import type { NavigationRequest } from '../shared/navigation.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { passwordResetSchema } from '../shared/validation/account-schemas.ts';
import { errorMessageFrom } from '../shared/api-errors.ts';

export interface PasswordResetInput {
  /** The token of the /account_reset?token=… link, null when the link has none. */
  token: string | null;
}

export interface PasswordResetContext {
  token: string | null;
  /** Server message (expired, used or unknown token; rate limit) or message id. */
  error: string | null;
}

export type PasswordResetEvent = {
  type: 'reset.submit';
  password: string;
  passwordConfirm: string;
};

/**
 * Password reset from the e-mailed link (spec §4): without a token it rests in missingToken;
 * otherwise valid passwords go to `resetPassword` with the token; `done` means the password was
 * set and every session ended, and leads to the login form. A refused token returns to editing with
 * the server's message.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    resetPassword: notProvidedPort<AuthApi['resetPassword']>('resetPassword'),
  },
  guards: {
    tokenMissing: ({ context }) => context.token === null,
    passwordsValid: ({ context, event }) =>
      passwordResetSchema.isValidSync({
        token: context.token,
        password: event.password,
        passwordConfirm: event.passwordConfirm,
      }),
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, error: string) => ({ error })),
    toLogin: sendTo(toApp, {
      type: 'navigate.page',
      page: 'login',
      notice: { id: 'auth.reset.done' },
    } satisfies NavigationRequest),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.token !== null && input.token.trim() !== '' ? input.token.trim() : null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      always: { guard: 'tokenMissing', target: 'missingToken' },
      on: {
        'reset.submit': { guard: 'passwordsValid', target: 'sending', actions: 'clearError' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'reset.submit');
          return {
            token: context.token ?? '',
            password: event.password,
            passwordConfirm: event.passwordConfirm,
          };
        },
        onDone: 'done',
        onError: { target: 'editing', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    /** The link has no token: the view offers to request a new one. */
    missingToken: { type: 'final' },
    done: { type: 'final', entry: 'toLogin' },
  },
});
