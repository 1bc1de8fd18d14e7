import { assertEvent, assign, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { AuthApi } from '../ports.ts';
import type { PasswordChangeValues } from '../shared/contract.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { passwordChangeSchema } from '../shared/validation/account-schemas.ts';
import { errorMessageFrom, errorOf, isSessionExpiredError } from '../shared/api-errors.ts';

export interface PasswordChangeContext {
  /** Server message (e.g. wrong current password) or message id. */
  error: string | null;
}

export type PasswordChangeEvent =
  ({ type: 'passwordChange.submit' } & PasswordChangeValues) | { type: 'passwordChange.edit' };

/**
 * Password change on the profile (spec §4): valid values go to `changePassword`; `saved` shows
 * the success until 'passwordChange.edit'. A session-expired answer ends in sessionExpired,
 * reported on arrival (`reportExpired`: the site sends auth.expired to the app, which signs out
 * and opens the login form). Other refusals return to editing.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: notProvidedPort<AuthApi['changePassword']>('changePassword'),
  },
  guards: {
    valuesValid: ({ event }) =>
      event.type === 'passwordChange.submit' &&
      passwordChangeSchema.isValidSync({
        currentPassword: event.currentPassword,
        password: event.password,
        passwordConfirm: event.passwordConfirm,
      }),
    sessionExpired: (_, error: unknown) => isSessionExpiredError(error),
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, error: string) => ({ error })),
    reportExpired: sendTo(toApp, { type: 'auth.expired' as const }),
  },
}).createMachine({
  id: 'passwordChange',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'passwordChange.submit': { guard: 'valuesValid', target: 'saving', actions: 'clearError' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'passwordChange.submit');
          return {
            currentPassword: event.currentPassword,
            password: event.password,
            passwordConfirm: event.passwordConfirm,
          };
        },
        onDone: 'saved',
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'sessionExpired' },
          { target: 'editing', actions: { type: 'showError', params: errorMessageFrom } },
        ],
      },
    },
    saved: { on: { 'passwordChange.edit': 'editing' } },
    sessionExpired: { type: 'final', entry: 'reportExpired' },
  },
});
