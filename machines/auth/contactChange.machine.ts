import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';
import { emailChangeSchema, usernameChangeSchema } from '../shared/validation/account-schemas.ts';
import { errorMessageFrom, errorOf, isSessionExpiredError } from './auth-messages.ts';

/** What a contactChange actor changes. */
export type ContactField = 'username' | 'email';

export interface ContactChangeInput {
  field: ContactField;
}

/** What `changeContact` gets: the field, its new value and the current password. */
export interface ContactChangeValues {
  field: ContactField;
  value: string;
  password: string;
}

export interface ContactChangeContext {
  field: ContactField;
  /** The new value as the server kept it, once saved. */
  value: string | null;
  /** Server message (e.g. wrong current password, already in use) or message id. */
  error: string | null;
}

export type ContactChangeEvent =
  | { type: 'contactChange.submit'; value: string; password: string }
  | { type: 'contactChange.edit' };

/** The shared rule of the field's change call: the machine submits only what the server takes. */
export function contactValuesValid(field: ContactField, value: string, password: string) {
  return field === 'username'
    ? usernameChangeSchema.isValidSync({ username: value, password })
    : emailChangeSchema.isValidSync({ email: value, password });
}

/**
 * Username or e-mail change on the profile (spec §2): valid values go to `changeContact`, which
 * answers the new value; `saved` keeps it until 'contactChange.edit'. A session-expired answer
 * ends in sessionExpired: the view sends user.logout to the app and goes to /login. Other
 * refusals (wrong password, already in use, unchanged) return to editing with the message.
 */
export const contactChangeMachine = setup({
  types: {
    context: {} as ContactChangeContext,
    events: {} as ContactChangeEvent,
    input: {} as ContactChangeInput,
  },
  actors: {
    changeContact: fromPromise<string, ContactChangeValues>(notProvided('changeContact')),
  },
  guards: {
    valuesValid: ({ context, event }) =>
      event.type === 'contactChange.submit' &&
      contactValuesValid(context.field, event.value, event.password),
    sessionExpired: (_, error: unknown) => isSessionExpiredError(error),
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, error: string) => ({ error })),
    keepValue: assign((_, value: string) => ({ value })),
  },
}).createMachine({
  id: 'contactChange',
  context: ({ input }) => ({ field: input.field, value: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contactChange.submit': { guard: 'valuesValid', target: 'saving', actions: 'clearError' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changeContact',
        src: 'changeContact',
        input: ({ context, event }) => {
          assertEvent(event, 'contactChange.submit');
          return { field: context.field, value: event.value.trim(), password: event.password };
        },
        onDone: {
          target: 'saved',
          actions: { type: 'keepValue', params: ({ event }) => event.output },
        },
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'sessionExpired' },
          { target: 'editing', actions: { type: 'showError', params: errorMessageFrom } },
        ],
      },
    },
    saved: { on: { 'contactChange.edit': 'editing' } },
    sessionExpired: { type: 'final' },
  },
});
