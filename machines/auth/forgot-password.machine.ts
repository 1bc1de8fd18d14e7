import { assertEvent, assign, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { AuthApi } from '../ports.ts';
import type { NavigationRequest } from '../shared/navigation.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { forgotPasswordSchema } from '../shared/validation/account-schemas.ts';
import { errorMessageFrom } from '../shared/api-errors.ts';

export interface ForgotPasswordContext {
  /** The address the instructions went to, for the toast ('sent to {email}'). */
  email: string;
  error: string | null;
}

export type ForgotPasswordEvent = { type: 'forgot.submit'; email: string };

export interface ForgotPasswordOutput {
  email: string;
}

/**
 * Forgot password (spec §4): a valid e-mail goes to `forgot`; the server answers true whether or
 * not the address has an account, so `sent` says only that the request went out, and leads to
 * the login form ('sent to {email}'). A refusal (rate limit, network) returns to editing.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    output: {} as ForgotPasswordOutput,
  },
  actors: {
    forgot: notProvidedPort<AuthApi['forgot']>('forgot'),
  },
  guards: {
    emailValid: ({ event }) => forgotPasswordSchema.isValidSync({ email: event.email }),
  },
  actions: {
    startSubmit: assign(({ event }) => {
      assertEvent(event, 'forgot.submit');
      return { email: event.email.trim(), error: null };
    }),
    showError: assign((_, error: string) => ({ error })),
    toLogin: sendTo(toApp, ({ context }): NavigationRequest => ({
      type: 'navigate.page',
      page: 'login',
      notice: { id: 'auth.forgot.done', values: { email: context.email } },
    })),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', error: null },
  initial: 'editing',
  output: ({ context }) => ({ email: context.email }),
  states: {
    editing: {
      on: { 'forgot.submit': { guard: 'emailValid', target: 'sending', actions: 'startSubmit' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'forgot',
        src: 'forgot',
        input: ({ context }) => context.email,
        onDone: 'sent',
        onError: { target: 'editing', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    sent: { type: 'final', entry: 'toLogin' },
  },
});
