import { assign, fromPromise, sendTo, setup } from 'xstate';
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
import { stepUpMachine, type StepUpOutput } from '../auth/step-up.machine.ts';
import { isStepUpRefusal } from '../auth/step-up-refusal.ts';
import { stepUpStep } from '../auth/step-up-step.ts';

/** What a contactChange actor changes. */
export type ContactField = 'username' | 'email' | 'phone';

export interface ContactChangeInput {
  field: ContactField;
}

/**
 * What `changeContact` gets: the field, its new value and the re-authentication (a passkey only
 * for the e-mail, whose step-up may take one).
 */
export type ContactChangeValues = { field: ContactField; value: string } & Reauthentication;

export interface ContactChangeContext {
  field: ContactField;
  /** Whether the authenticator is on: then its code is asked for with the password. */
  authenticatorOn: boolean;
  /** The new e-mail address while its step-up and its call run. */
  pending: string | null;
  /** The new value as the server kept it, once saved (an e-mail: where its link went). */
  value: string | null;
  /** Server message (e.g. wrong current password, already in use) or message id. */
  error: string | null;
}

/** The e-mail form sends the new address alone: its step-up asks for the rest. */
export type ContactChangeEvent =
  | { type: 'contactChange.retry' }
  | ({ type: 'contactChange.submit'; value: string } & Partial<ReauthenticationValues>)
  | { type: 'contactChange.edit' };

type SavingEvent =
  | Extract<ContactChangeEvent, { type: 'contactChange.submit' }>
  | { type: 'xstate.done.actor.stepUp'; output: StepUpOutput };

const SAVED = [
  { type: 'keepValue', params: ({ event }: { event: { output: string } }) => event.output },
  'reportChange',
  'announceSaved',
] as const;

/** The call of a username or phone change typed in the form, or of the e-mail after its step-up. */
function changeOf(context: ContactChangeContext, event: SavingEvent): ContactChangeValues {
  if (event.type === 'contactChange.submit') {
    const values = { password: event.password ?? '', ga_code: event.ga_code ?? '' };
    return {
      field: context.field,
      value: event.value.trim(),
      ...reauthenticationOf(values, context.authenticatorOn),
    };
  }
  if (event.output.outcome !== 'confirmed' || context.pending === null) {
    throw new Error('An e-mail change without its step-up');
  }
  return { field: 'email', value: context.pending, ...event.output.reauthentication };
}

const VALUE_SCHEMAS = { username: usernameSchema, email: emailSchema, phone: phoneSchema };

/**
 * The shared rules of the field's change call (usernameChangeSchema, emailChangeSchema,
 * phoneChangeSchema): the new value and, for a username or phone, the re-authentication, the code
 * while the authenticator is on (the e-mail's step-up asks for its own). The machine submits only
 * what the server takes.
 */
export function contactValuesValid(
  field: ContactField,
  values: { value: string } & Partial<ReauthenticationValues>,
  authenticatorOn: boolean,
) {
  if (!VALUE_SCHEMAS[field].isValidSync(values.value)) return false;
  return field === 'email' || reauthenticationSchema(authenticatorOn).isValidSync(values);
}

/**
 * Username, e-mail or phone change on the profile (spec §2): reads whether the authenticator is
 * on (then its code goes with the password of a username or phone change); valid values go to
 * `changeContact`, which answers the new value. A new e-mail first takes the step-up (`stepUp`,
 * action 'email') with the strongest factor the player has: the passkey alone, else the password
 * and the code of their second factor; one refused at its proof asks the step-up again
 * with why, a cancelled one returns to the form. A saved username or phone is announced and
 * reported (`reportChange`: profile.changed to the app, so the header and the details show it);
 * a username form is empty again for another change, a new phone waits in `confirmingPhone` for
 * its SMS confirmation (the view runs smsConfirmation). A new e-mail changes nothing yet: the
 * server sent a link to it (the same answer if another account has it), so `emailSent` says
 * where, and the address changes when the link is followed (emailConfirmation). A
 * session-expired answer ends in sessionExpired, reported on arrival (`reportExpired`, as
 * auth.expired). Other refusals (wrong password or code, username in use, unchanged) return to
 * editing with the message. The password goes from the event (or the step-up's output) to the
 * call, never into context.
 */
export const contactChangeMachine = setup({
  types: {
    context: {} as ContactChangeContext,
    events: {} as ContactChangeEvent,
    input: {} as ContactChangeInput,
    children: {} as { stepUp: 'stepUp' },
  },
  actors: {
    authenticatorStatus: notProvidedPort<AuthApi['authenticatorStatus']>('authenticatorStatus'),
    stepUp: stepUpMachine,
    changeContact: fromPromise<string, ContactChangeValues>(notProvided('changeContact')),
  },
  guards: {
    valuesValid: ({ context, event }) =>
      context.field !== 'email' &&
      event.type === 'contactChange.submit' &&
      contactValuesValid(context.field, event, context.authenticatorOn),
    isEmailValid: ({ context, event }) =>
      context.field === 'email' &&
      event.type === 'contactChange.submit' &&
      contactValuesValid('email', event, false),
    isPhone: ({ context }) => context.field === 'phone',
    isEmail: ({ context }) => context.field === 'email',
    stepUpConfirmed: (_, output: StepUpOutput) => output.outcome === 'confirmed',
    refusedAtStepUp: ({ context }, error: unknown) =>
      context.pending !== null && isStepUpRefusal(error),
    sessionExpired: (_, error: unknown) => isSessionExpiredError(error),
  },
  actions: {
    clearError: assign({ error: null }),
    keepPending: assign((_, value: string) => ({ pending: value })),
    dropPending: assign({ pending: null }),
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
    pending: null,
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
        'contactChange.submit': [
          {
            guard: { type: 'isEmailValid' },
            target: 'steppingUp',
            actions: [
              'clearError',
              { type: 'keepPending', params: ({ event }) => event.value.trim() },
            ],
          },
          { guard: 'valuesValid', target: 'saving', actions: 'clearError' },
        ],
      },
    },
    steppingUp: {
      invoke: {
        ...stepUpStep(
          { target: 'saving', actions: 'clearError' },
          { target: 'editing', actions: ['dropPending', 'clearError'] },
        ),
        input: ({ context }) => ({
          action: 'email' as const,
          error: context.error,
        }),
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changeContact',
        src: 'changeContact',
        input: ({ context, event }) => changeOf(context, event as SavingEvent),
        onDone: [
          { guard: 'isPhone', target: 'confirmingPhone', actions: SAVED },
          { guard: 'isEmail', target: 'emailSent', actions: [SAVED[0], 'dropPending'] },
          { target: 'editing', actions: SAVED },
        ],
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'sessionExpired' },
          // A refused step-up (a wrong password, code or passkey) asks it again, with why.
          {
            guard: { type: 'refusedAtStepUp', params: errorOf },
            target: 'steppingUp',
            actions: { type: 'showError', params: errorMessageFrom },
          },
          {
            target: 'editing',
            actions: ['dropPending', { type: 'showError', params: errorMessageFrom }],
          },
        ],
      },
    },
    confirmingPhone: { on: { 'contactChange.edit': 'editing' } },
    /** A link went to the new address; edit asks for another one. */
    emailSent: { on: { 'contactChange.edit': 'editing' } },
    sessionExpired: { type: 'final', entry: 'reportExpired' },
  },
});
