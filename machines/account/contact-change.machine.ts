import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { NoticeRequest } from '../shared/navigation.ts';
import type { AuthApi } from '../ports.ts';
import type { AuthenticatorStatus } from '../shared/contract.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { emailSchema, phoneSchema, usernameSchema } from '../shared/validation/account-schemas.ts';
import { errorMessageFrom, errorOf, isSessionExpiredError } from '../shared/api-errors.ts';
import {
  reauthenticationOf,
  reauthenticationSchema,
  type Reauthentication,
  type ReauthenticationValues,
} from '../auth/reauthentication.ts';

/** What a contactChange actor changes. */
export type ContactField = 'username' | 'email' | 'phone';

export interface ContactChangeInput {
  field: ContactField;
}

/** What `changeContact` gets: the field, its new value and the re-authentication. */
export interface ContactChangeValues extends Reauthentication {
  field: ContactField;
  value: string;
}

export interface ContactChangeContext {
  field: ContactField;
  /** Whether the authenticator is on: then its code is asked for with the password. */
  authenticatorOn: boolean;
  /** The new value as the server kept it, once saved (an e-mail: where its link went). */
  value: string | null;
  /** Server message (e.g. wrong current password, already in use) or message id. */
  error: string | null;
}

export type ContactChangeEvent =
  | { type: 'contactChange.retry' }
  | ({ type: 'contactChange.submit'; value: string } & ReauthenticationValues)
  | { type: 'contactChange.edit' };

const SAVED = [
  { type: 'keepValue', params: ({ event }: { event: { output: string } }) => event.output },
  'reportChange',
  'announceSaved',
] as const;

const VALUE_SCHEMAS = { username: usernameSchema, email: emailSchema, phone: phoneSchema };

/**
 * The shared rules of the field's change call (usernameChangeSchema, emailChangeSchema,
 * phoneChangeSchema): the new value and the re-authentication, the code while the authenticator
 * is on. The machine submits only what the server takes.
 */
export function contactValuesValid(
  field: ContactField,
  values: { value: string } & ReauthenticationValues,
  authenticatorOn: boolean,
) {
  return (
    VALUE_SCHEMAS[field].isValidSync(values.value) &&
    reauthenticationSchema(authenticatorOn).isValidSync(values)
  );
}

/** Emitted for the view: the change is saved (a success notice). */
/**
 * Username, e-mail or phone change on the profile (spec §2): reads whether the authenticator is
 * on (then its code goes with the password); valid values go to `changeContact`, which answers
 * the new value. A saved username or phone is announced and reported (`reportChange`: profile.changed
 * to the app, so the header and the details show it); a username form is
 * empty again for another change, a new phone waits in `confirmingPhone` for its SMS
 * confirmation (the view runs smsConfirmation). A new e-mail changes nothing yet: the server
 * sent a link to it (the same answer if another account has it), so `emailSent` says where, and
 * the address changes when the link is followed (emailConfirmation). A session-expired answer
 * ends in sessionExpired, reported on arrival (`reportExpired`, as auth.expired). Other refusals
 * (wrong password or code, username in use, unchanged) return to editing with the message. The
 * password goes from the event to the call, never into context.
 */
export const contactChangeMachine = setup({
  types: {
    context: {} as ContactChangeContext,
    events: {} as ContactChangeEvent,
    input: {} as ContactChangeInput,
  },
  actors: {
    authenticatorStatus: notProvidedPort<AuthApi['authenticatorStatus']>('authenticatorStatus'),
    changeContact: fromPromise<string, ContactChangeValues>(notProvided('changeContact')),
  },
  guards: {
    valuesValid: ({ context, event }) =>
      event.type === 'contactChange.submit' &&
      contactValuesValid(context.field, event, context.authenticatorOn),
    isPhone: ({ context }) => context.field === 'phone',
    isEmail: ({ context }) => context.field === 'email',
    sessionExpired: (_, error: unknown) => isSessionExpiredError(error),
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, error: string) => ({ error })),
    storeStatus: assign((_, status: AuthenticatorStatus) => ({
      authenticatorOn: status.enabled,
      error: null,
    })),
    keepValue: assign((_, value: string) => ({ value })),
    announceSaved: sendTo(toApp, ({ context }): NoticeRequest => ({
      type: 'notice.show',
      notice: { id: `account.contact.${context.field}Saved` },
    })),
    reportChange: sendTo(toApp, ({ context }) => ({
      type: 'profile.changed' as const,
      field: context.field,
      value: context.value!,
    })),
    reportExpired: sendTo(toApp, { type: 'auth.expired' as const }),
  },
}).createMachine({
  id: 'contactChange',
  context: ({ input }) => ({
    field: input.field,
    authenticatorOn: false,
    value: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'authenticatorStatus',
        src: 'authenticatorStatus',
        onDone: {
          target: 'editing',
          actions: { type: 'storeStatus', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    failed: { on: { 'contactChange.retry': 'loading' } },
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
          return {
            field: context.field,
            value: event.value.trim(),
            ...reauthenticationOf(event, context.authenticatorOn),
          };
        },
        onDone: [
          { guard: 'isPhone', target: 'confirmingPhone', actions: SAVED },
          { guard: 'isEmail', target: 'emailSent', actions: SAVED[0] },
          { target: 'editing', actions: SAVED },
        ],
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'sessionExpired' },
          { target: 'editing', actions: { type: 'showError', params: errorMessageFrom } },
        ],
      },
    },
    confirmingPhone: { on: { 'contactChange.edit': 'editing' } },
    /** A link went to the new address; edit asks for another one. */
    emailSent: { on: { 'contactChange.edit': 'editing' } },
    sessionExpired: { type: 'final', entry: 'reportExpired' },
  },
});
