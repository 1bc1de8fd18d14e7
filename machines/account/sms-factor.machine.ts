import type { AuthApi } from '../ports.ts';
import { assign, fromPromise, setup } from 'xstate';
import { errorMessageFrom, errorOf } from '../shared/api-errors.ts';
import type { TwoFactorType } from '../shared/contract.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import type { Reauthentication } from '../auth/reauthentication.ts';
import { stepUpMachine, type StepUpOutput } from '../auth/step-up.machine.ts';
import { isRefusalOfStepUpOnly } from '../auth/step-up-refusal.ts';
import { stepUpStep } from '../auth/step-up-step.ts';

/** The choice the player can make here: an SMS code at sign-in (and step-ups), or none. */
export type SmsChoice = Exclude<TwoFactorType, 'authenticator'>;

export interface SmsFactorContext {
  /** The platform's answer (two_auth_type); null until read. 'authenticator' outranks SMS. */
  type: TwoFactorType | null;
  /** Why the last change was refused (e.g. the phone is not confirmed), or null. */
  error: string | null;
  /** The choice being sent. */
  asked: SmsChoice | null;
}

export type SmsFactorEvent =
  { type: 'smsFactor.turnOn' } | { type: 'smsFactor.turnOff' } | { type: 'smsFactor.retry' };

/** What `setType` sends: the choice, and turning off's step-up. */
export interface SmsChoiceChange {
  type: SmsChoice;
  reauthentication?: Reauthentication;
}

/** The choice, with the step-up's proof when saving is entered from a confirmed step-up. */
function changeOf(asked: SmsChoice, event: { type: string; output?: unknown }): SmsChoiceChange {
  if (event.type !== 'xstate.done.actor.stepUp') return { type: asked };
  const output = event.output as StepUpOutput;
  if (output.outcome !== 'confirmed') throw new Error('SMS off without its step-up');
  return { type: asked, reauthentication: output.reauthentication };
}

/**
 * SMS as the player's second factor, on the profile's security tab: reads the choice
 * (`readType`), and switches it on or off (`setType`); the choice holds once the platform took
 * it. Turning it off loosens the account: a step-up first (`stepUp`, action 'factor-off') with
 * the strongest factor the player has: the passkey alone, else the password and an SMS code; a
 * refusal (of the proof, or too many attempts) asks it again with why, a cancelled one changes
 * nothing. The platform refuses SMS for a phone that is not confirmed, and the refusal is shown; while the authenticator is on, its code
 * is asked instead whatever is chosen here.
 */
export const smsFactorMachine = setup({
  types: {
    context: {} as SmsFactorContext,
    events: {} as SmsFactorEvent,
    children: {} as { stepUp: 'stepUp' },
  },
  actors: {
    readType: notProvidedPort<AuthApi['twoFactorType']>('readType'),
    stepUp: stepUpMachine,
    setType: fromPromise<void, SmsChoiceChange>(notProvided('setType')),
  },
  guards: {
    smsOff: ({ context }) => context.type !== 'sms',
    smsOn: ({ context }) => context.type === 'sms',
    stepUpConfirmed: (_, output: StepUpOutput) => output.outcome === 'confirmed',
    refusedAtStepUp: ({ context }, error: unknown) =>
      context.asked === 'none' && isRefusalOfStepUpOnly(error),
  },
  actions: {
    storeType: assign((_, type: TwoFactorType) => ({ type, error: null })),
    clearError: assign({ error: null }),
    ask: assign((_, asked: SmsChoice) => ({ asked, error: null })),
    dropAsked: assign({ asked: null, error: null }),
    keepAsked: assign(({ context }) => ({ type: context.asked, asked: null })),
    showError: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'smsFactor',
  context: { type: null, error: null, asked: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'readType',
        src: 'readType',
        onDone: {
          target: 'ready',
          actions: { type: 'storeType', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    failed: { on: { 'smsFactor.retry': { target: 'loading', actions: 'clearError' } } },
    ready: {
      on: {
        'smsFactor.turnOn': {
          guard: 'smsOff',
          target: 'saving',
          actions: { type: 'ask', params: 'sms' },
        },
        'smsFactor.turnOff': {
          guard: 'smsOn',
          target: 'steppingUp',
          actions: { type: 'ask', params: 'none' },
        },
      },
    },
    steppingUp: {
      invoke: {
        ...stepUpStep(
          { target: 'saving', actions: 'clearError' },
          { target: 'ready', actions: 'dropAsked' },
        ),
        input: ({ context }) => ({
          action: 'factor-off' as const,
          error: context.error,
        }),
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'setType',
        src: 'setType',
        input: ({ context, event }) => changeOf(context.asked!, event),
        onDone: { target: 'ready', actions: 'keepAsked' },
        onError: [
          // A refused step-up (a wrong password, code or passkey) asks it again, with why.
          {
            guard: { type: 'refusedAtStepUp', params: errorOf },
            target: 'steppingUp',
            actions: { type: 'showError', params: errorMessageFrom },
          },
          {
            target: 'ready',
            actions: ['dropAsked', { type: 'showError', params: errorMessageFrom }],
          },
        ],
      },
    },
  },
});
