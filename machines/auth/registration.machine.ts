import { assertEvent, assign, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { AuthApi } from '../ports.ts';
import type { NavigationRequest } from '../shared/navigation.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { registrationSchema, type Registration } from '../shared/validation/registration-schema.ts';
import { errorMessageOf, errorOf } from '../shared/api-errors.ts';

/** The field a refusal names in its data ({field: 'promoCode'}), or null. */
function refusedFieldOf(error: unknown): string | null {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  const field = typeof data === 'object' && data !== null && 'field' in data ? data.field : null;
  return typeof field === 'string' ? field : null;
}

export interface RegistrationContext {
  /**
   * The server's answer once registered: one generic message whether or not the username, e-mail
   * or T.C. number was taken (what happened goes to the e-mail address).
   */
  message: string | null;
  /** Server message (e.g. an invalid promo code, too many attempts) or message id. */
  error: string | null;
  /** The form field the server's refusal is about (e.g. promoCode), shown at that field. */
  errorField: string | null;
}

export type RegistrationEvent = { type: 'registration.submit'; values: Registration };

export interface RegistrationOutput {
  message: string;
}

/**
 * Registration (spec §2, §3): values valid by the shared registrationSchema go to `register`;
 * its answer ends in `registered` with the server's message, which leads to the confirmation page
 * (it shows the message); a refusal returns to editing with the server's message.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as RegistrationOutput,
  },
  actors: {
    register: notProvidedPort<AuthApi['register']>('register'),
  },
  guards: {
    valuesValid: ({ event }) => registrationSchema.isValidSync(event.values),
  },
  actions: {
    startSubmit: assign({ error: null, errorField: null }),
    keepMessage: assign((_, message: string) => ({ message })),
    showError: assign((_, error: unknown) => ({
      error: errorMessageOf(error),
      errorField: refusedFieldOf(error),
    })),
    toConfirmation: sendTo(toApp, ({ context }): NavigationRequest => ({
      type: 'navigate.page',
      page: 'registerConfirm',
      notice: { id: 'auth.register.received' },
      state: { message: context.message ?? '' },
    })),
  },
}).createMachine({
  id: 'registration',
  context: { message: null, error: null, errorField: null },
  initial: 'editing',
  output: ({ context }) => ({ message: context.message ?? '' }),
  states: {
    editing: {
      on: {
        'registration.submit': {
          guard: 'valuesValid',
          target: 'submitting',
          actions: 'startSubmit',
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'registration.submit');
          return event.values;
        },
        onDone: {
          target: 'registered',
          actions: { type: 'keepMessage', params: ({ event }) => event.output },
        },
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    registered: { type: 'final', entry: 'toConfirmation' },
  },
});
