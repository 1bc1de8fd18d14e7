import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';
import { AUTH_MESSAGES, errorMessageFrom } from '../shared/api-errors.ts';
import { isSixDigitCode } from '../shared/validation/account-schemas.ts';

export interface SmsConfirmationContext {
  /** True once a code was sent: a failed resend keeps the prompt for the code already sent. */
  codeSent: boolean;
  /** Why a code could not be sent (e.g. 5 per hour): server message or message id. */
  error: string | null;
  /** 'login.wrongCode' or a server message (e.g. the code was voided), next to the code field. */
  codeError: string | null;
}

export type SmsConfirmationEvent =
  { type: 'sms.send' } | { type: 'sms.resend' } | { type: 'sms.validate'; code: string };

/**
 * Phone confirmation by SMS on the profile's security tab: `sendSms` sends a 6-digit code,
 * `validateSms` checks it; true confirms the phone (final state confirmed).
 */
export const smsConfirmationMachine = setup({
  types: {
    context: {} as SmsConfirmationContext,
    events: {} as SmsConfirmationEvent,
  },
  actors: {
    sendSms: fromPromise<void>(notProvided('sendSms')),
    validateSms: fromPromise<boolean, string>(notProvided('validateSms')),
  },
  guards: {
    isSixDigitCode: ({ event }) => event.type === 'sms.validate' && isSixDigitCode(event.code),
    codeSent: ({ context }) => context.codeSent,
    codeAccepted: (_, accepted: boolean) => accepted,
  },
  actions: {
    clearErrors: assign({ error: null, codeError: null }),
    markSent: assign({ codeSent: true, error: null, codeError: null }),
    showError: assign((_, error: string) => ({ error })),
    showCodeError: assign((_, codeError: string) => ({ codeError })),
  },
}).createMachine({
  id: 'smsConfirmation',
  context: { codeSent: false, error: null, codeError: null },
  initial: 'idle',
  states: {
    idle: { on: { 'sms.send': { target: 'sending', actions: 'clearErrors' } } },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendSms',
        src: 'sendSms',
        onDone: { target: 'awaitingCode', actions: 'markSent' },
        onError: [
          {
            guard: 'codeSent',
            target: 'awaitingCode',
            actions: { type: 'showError', params: errorMessageFrom },
          },
          { target: 'idle', actions: { type: 'showError', params: errorMessageFrom } },
        ],
      },
    },
    awaitingCode: {
      tags: ['awaitingCode'],
      on: {
        'sms.validate': { guard: 'isSixDigitCode', target: 'validating', actions: 'clearErrors' },
        'sms.resend': { target: 'sending', actions: 'clearErrors' },
      },
    },
    validating: {
      tags: ['awaitingCode', 'busy'],
      invoke: {
        id: 'validateSms',
        src: 'validateSms',
        input: ({ event }) => {
          assertEvent(event, 'sms.validate');
          return event.code;
        },
        onDone: [
          {
            guard: { type: 'codeAccepted', params: ({ event }) => event.output },
            target: 'confirmed',
          },
          {
            target: 'awaitingCode',
            actions: { type: 'showCodeError', params: AUTH_MESSAGES.wrongCode },
          },
        ],
        onError: {
          target: 'awaitingCode',
          actions: { type: 'showCodeError', params: errorMessageFrom },
        },
      },
    },
    confirmed: { type: 'final' },
  },
});
