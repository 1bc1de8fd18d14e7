import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';
import { registrationSchema, type Registration } from '../shared/validation/account-schemas.ts';
import { errorMessageOf, errorOf } from './auth-messages.ts';

/** The field a refusal names in its data ({field: 'promoCode'}), or null. */
function refusedFieldOf(error: unknown): string | null {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  const field = typeof data === 'object' && data !== null && 'field' in data ? data.field : null;
  return typeof field === 'string' ? field : null;
}

export interface RegistrationContext {
  /** The username of the last submit: the confirmation page names it. */
  username: string | null;
  /** Server message (e.g. username, e-mail or T.C. number already in use) or message id. */
  error: string | null;
  /** The form field the server's refusal is about (e.g. promoCode), shown at that field. */
  errorField: string | null;
}

export type RegistrationEvent = { type: 'registration.submit'; values: Registration };

export interface RegistrationOutput {
  username: string;
}

/**
 * Registration (spec §2, §3): values valid by the shared registrationSchema go to `register`;
 * success ends in `registered` (the view goes to /register-account-confirm), a refusal returns to
 * editing with the server's message.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    output: {} as RegistrationOutput,
  },
  actors: {
    register: fromPromise<void, Registration>(notProvided('register')),
  },
  guards: {
    valuesValid: ({ event }) => registrationSchema.isValidSync(event.values),
  },
  actions: {
    startSubmit: assign(({ event }) => {
      assertEvent(event, 'registration.submit');
      return { username: event.values.username.trim(), error: null, errorField: null };
    }),
    showError: assign((_, error: unknown) => ({
      error: errorMessageOf(error),
      errorField: refusedFieldOf(error),
    })),
  },
}).createMachine({
  id: 'registration',
  context: { username: null, error: null, errorField: null },
  initial: 'editing',
  output: ({ context }) => ({ username: context.username ?? '' }),
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
        onDone: 'registered',
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    registered: { type: 'final' },
  },
});
