import { assign, fromPromise, setup } from 'xstate';
import { errorMessageFrom, errorMessageOf, errorOf } from '../shared/api-errors.ts';
import { notProvided } from '../shared/not-provided.ts';
import {
  isPasskeyCancelled,
  type PasskeyAssertion,
  type StepUpFactor,
} from '../shared/passkeys.ts';
import type { StepUpAction } from '../shared/step-up.ts';
import {
  EMPTY_REAUTHENTICATION,
  reauthenticationOf,
  reauthenticationSchema,
  type Reauthentication,
  type ReauthenticationValues,
} from './reauthentication.ts';

export interface StepUpInput {
  action: StepUpAction;
  /** Why the change the step-up approved was refused (a wrong password, code or passkey), or null. */
  error: string | null;
  /**
   * The current password the parent's own form already took (the password change): the step
   * asks only for the code, and its output carries this password.
   */
  givenPassword?: string;
}

export interface StepUpContext {
  action: StepUpAction;
  /**
   * The strongest factor the player has, read from the platform as the step starts: 'passkey'
   * asks for the passkey alone, a LoginFactor for the password and its code, null for the
   * password alone.
   */
  factor: StepUpFactor | null;
  /** Server message or message id shown in the step-up, or null. */
  error: string | null;
  /** An SMS code was sent for this step: the prompt says so and offers a new one. */
  codeSent: boolean;
  givenPassword: string | null;
}

export type StepUpEvent =
  | { type: 'stepUp.sendCode' }
  | ({ type: 'stepUp.submit' } & ReauthenticationValues)
  | { type: 'stepUp.usePasskey' }
  | { type: 'stepUp.retry' }
  | { type: 'stepUp.cancel' };

/** The password and code, or the passkey's assertion, the change is sent with; or the cancel. */
export type StepUpOutput =
  { outcome: 'confirmed'; reauthentication: Reauthentication } | { outcome: 'cancelled' };

/** The browser could not run the passkey ceremony (no `kind`: not the API client's failure). */
export const STEP_UP_PASSKEY_FAILED = 'stepUp.passkeyFailed';

/** A platform's refusal says why; the browser's own failure is no text for the player. */
const passkeyFailureOf = ({ event }: { event: { error: unknown } }) => {
  const error = event.error;
  const fromDevice = typeof error !== 'object' || error === null || !('kind' in error);
  return fromDevice ? STEP_UP_PASSKEY_FAILED : errorMessageOf(error);
};

const asksCode = (context: StepUpContext) =>
  context.factor === 'authenticator' || context.factor === 'sms';

/** The typed values, with the parent's password in place of the one the dialog did not ask. */
const valuesOf = (context: StepUpContext, event: ReauthenticationValues): ReauthenticationValues =>
  context.givenPassword === null ? event : { ...event, password: context.givenPassword };

type ConfirmingEvent =
  | ({ type: 'stepUp.submit' } & ReauthenticationValues)
  | { type: 'xstate.done.actor.assertPasskey'; output: PasskeyAssertion }
  | { type: 'xstate.done.actor.stepUpFactor' };

/** What the confirming event proves: the passkey's assertion, else the typed (or given) values. */
const reauthenticationFrom = (context: StepUpContext, event: ConfirmingEvent): Reauthentication => {
  if (event.type === 'xstate.done.actor.assertPasskey') return { passkey: event.output };
  const typed = event.type === 'stepUp.submit' ? event : EMPTY_REAUTHENTICATION;
  return reauthenticationOf(valuesOf(context, typed), asksCode(context));
};

/**
 * A step-up before a change that moves money, loosens the player's protection or changes how
 * they sign in, invoked as `stepUp`, with the strongest factor the player has, read from the
 * platform as it starts (`stepUpFactor`: a passkey added a minute ago, in another tab too,
 * counts; a read that fails is said in the dialog and may be tried again): with a passkey,
 * the passkey alone (`usePasskey` runs the browser's ceremony for a challenge issued for this
 * session and action, `assertPasskey`; a ceremony the player closes just waits again); else the
 * password again and the code of their second factor (with SMS the code is sent on the
 * player's request, `sendCode`, for this action only, and may be sent again); else the
 * password. When the parent's form already took the password and the player has no factor,
 * nothing is left to ask: the step ends confirmed at once, with no dialog. Ends confirmed with
 * what the parent's call carries, which the platform checks; when it refuses, the parent starts
 * the step again with the refusal as its error.
 */
export const stepUpMachine = setup({
  types: {
    context: {} as StepUpContext,
    events: {} as StepUpEvent,
    input: {} as StepUpInput,
    output: {} as StepUpOutput,
  },
  actors: {
    stepUpFactor: fromPromise<StepUpFactor | null>(notProvided('stepUpFactor')),
    sendCode: fromPromise<void, { action: StepUpAction }>(notProvided('sendCode')),
    assertPasskey: fromPromise<PasskeyAssertion, { action: StepUpAction }>(
      notProvided('assertPasskey'),
    ),
  },
  guards: {
    valuesValid: ({ context, event }) =>
      event.type === 'stepUp.submit' &&
      context.factor !== 'passkey' &&
      reauthenticationSchema(asksCode(context)).isValidSync(valuesOf(context, event)),
    nothingToAsk: ({ context }, factor: StepUpFactor | null) =>
      context.givenPassword !== null && factor === null,
    codeBySms: ({ context }) => context.factor === 'sms',
    byPasskey: ({ context }) => context.factor === 'passkey',
    cancelledByPlayer: (_, error: unknown) => isPasskeyCancelled(error),
  },
  actions: {
    storeFactor: assign((_, factor: StepUpFactor | null) => ({ factor })),
    clearError: assign({ error: null }),
    markSent: assign({ codeSent: true, error: null }),
    showError: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'stepUp',
  context: ({ input }) => ({
    action: input.action,
    factor: null,
    error: input.error,
    codeSent: false,
    givenPassword: input.givenPassword ?? null,
  }),
  initial: 'readingFactor',
  output: ({ event }) => event.output as StepUpOutput,
  states: {
    readingFactor: {
      tags: ['reading'],
      invoke: {
        id: 'stepUpFactor',
        src: 'stepUpFactor',
        onDone: [
          {
            guard: { type: 'nothingToAsk', params: ({ event }) => event.output },
            target: 'confirmed',
            actions: { type: 'storeFactor', params: ({ event }) => event.output },
          },
          {
            target: 'editing',
            actions: { type: 'storeFactor', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'unread', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    /** The factor could not be read: the dialog says why and offers to try again. */
    unread: {
      on: {
        'stepUp.retry': { target: 'readingFactor', actions: 'clearError' },
        'stepUp.cancel': 'cancelled',
      },
    },
    editing: {
      on: {
        'stepUp.submit': { guard: 'valuesValid', target: 'confirmed' },
        'stepUp.sendCode': { guard: 'codeBySms', target: 'sendingCode', actions: 'clearError' },
        'stepUp.usePasskey': { guard: 'byPasskey', target: 'askingPasskey', actions: 'clearError' },
        'stepUp.cancel': 'cancelled',
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ action: context.action }),
        onDone: { target: 'editing', actions: 'markSent' },
        onError: { target: 'editing', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    /** The browser's passkey prompt is open; cancelling the change ends the ceremony too. */
    askingPasskey: {
      tags: ['askingPasskey'],
      invoke: {
        id: 'assertPasskey',
        src: 'assertPasskey',
        input: ({ context }) => ({ action: context.action }),
        onDone: 'confirmed',
        onError: [
          { guard: { type: 'cancelledByPlayer', params: errorOf }, target: 'editing' },
          { target: 'editing', actions: { type: 'showError', params: passkeyFailureOf } },
        ],
      },
      on: { 'stepUp.cancel': 'cancelled' },
    },
    confirmed: {
      type: 'final',
      output: ({ context, event }): StepUpOutput => ({
        outcome: 'confirmed',
        reauthentication: reauthenticationFrom(context, event as ConfirmingEvent),
      }),
    },
    cancelled: { type: 'final', output: { outcome: 'cancelled' } },
  },
});
