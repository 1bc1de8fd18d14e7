import { assign, fromPromise, setup } from 'xstate';
import type { LoginFactor } from '../shared/contract.ts';
import { errorMessageFrom } from '../shared/api-errors.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { StepUpAction } from '../shared/step-up.ts';
import {
  reauthenticationOf,
  reauthenticationSchema,
  type Reauthentication,
  type ReauthenticationValues,
} from './reauthentication.ts';

export interface StepUpInput {
  action: StepUpAction;
  /** The player's strongest second factor; null asks for the password alone. */
  factor: LoginFactor | null;
  /** Why the change the step-up approved was refused (a wrong password or code), or null. */
  error: string | null;
}

export interface StepUpContext {
  action: StepUpAction;
  factor: LoginFactor | null;
  /** Server message or message id shown in the step-up, or null. */
  error: string | null;
  /** An SMS code was sent for this step: the prompt says so and offers a new one. */
  codeSent: boolean;
}

export type StepUpEvent =
  | { type: 'stepUp.sendCode' }
  | ({ type: 'stepUp.submit' } & ReauthenticationValues)
  | { type: 'stepUp.cancel' };

/** The password and code the change is sent with, or the player's cancel. */
export type StepUpOutput =
  { outcome: 'confirmed'; reauthentication: Reauthentication } | { outcome: 'cancelled' };

const asksCode = (context: StepUpContext) => context.factor !== null;

/**
 * A step-up before a change that loosens the player's protection, invoked as `stepUp`: the
 * password again and, when the player has one, the code of their second factor; with SMS the
 * code is sent on the player's request (`sendCode`, for this action only) and may be sent
 * again. Ends confirmed with what the parent's call carries, which the platform checks; when it
 * refuses, the parent starts the step again with the refusal as its error.
 */
export const stepUpMachine = setup({
  types: {
    context: {} as StepUpContext,
    events: {} as StepUpEvent,
    input: {} as StepUpInput,
    output: {} as StepUpOutput,
  },
  actors: {
    sendCode: fromPromise<void, { action: StepUpAction }>(notProvided('sendCode')),
  },
  guards: {
    valuesValid: ({ context, event }) =>
      event.type === 'stepUp.submit' &&
      reauthenticationSchema(asksCode(context)).isValidSync(event),
    codeBySms: ({ context }) => context.factor === 'sms',
  },
  actions: {
    clearError: assign({ error: null }),
    markSent: assign({ codeSent: true, error: null }),
    showError: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'stepUp',
  context: ({ input }) => ({ ...input, codeSent: false }),
  initial: 'editing',
  output: ({ event }) => event.output as StepUpOutput,
  states: {
    editing: {
      on: {
        'stepUp.submit': { guard: 'valuesValid', target: 'confirmed' },
        'stepUp.sendCode': { guard: 'codeBySms', target: 'sendingCode', actions: 'clearError' },
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
    confirmed: {
      type: 'final',
      output: ({ context, event }): StepUpOutput => ({
        outcome: 'confirmed',
        reauthentication: reauthenticationOf(
          event as ReauthenticationValues & { type: string },
          asksCode(context),
        ),
      }),
    },
    cancelled: { type: 'final', output: { outcome: 'cancelled' } },
  },
});
