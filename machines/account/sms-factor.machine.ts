import type { AuthApi } from '../ports.ts';
import { assign, setup } from 'xstate';
import { errorMessageFrom } from '../shared/api-errors.ts';
import type { TwoFactorType } from '../shared/contract.ts';
import { notProvidedPort } from '../shared/not-provided.ts';

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

/**
 * SMS as the player's second factor, on the profile's security tab: reads the choice
 * (`readType`), and switches it on or off (`setType`); the choice holds once the platform took it. The
 * platform refuses SMS for a phone that is not confirmed, and the refusal is shown; while the
 * authenticator is on, its code is asked instead whatever is chosen here.
 */
export const smsFactorMachine = setup({
  types: {
    context: {} as SmsFactorContext,
    events: {} as SmsFactorEvent,
  },
  actors: {
    readType: notProvidedPort<AuthApi['twoFactorType']>('readType'),
    setType: notProvidedPort<AuthApi['setTwoFactorType']>('setType'),
  },
  guards: {
    smsOff: ({ context }) => context.type !== 'sms',
    smsOn: ({ context }) => context.type === 'sms',
  },
  actions: {
    storeType: assign((_, type: TwoFactorType) => ({ type, error: null })),
    clearError: assign({ error: null }),
    ask: assign((_, asked: SmsChoice) => ({ asked, error: null })),
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
          target: 'saving',
          actions: { type: 'ask', params: 'none' },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'setType',
        src: 'setType',
        input: ({ context }) => context.asked!,
        onDone: { target: 'ready', actions: 'keepAsked' },
        onError: { target: 'ready', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
  },
});
