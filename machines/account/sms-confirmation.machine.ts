import type { AuthApi } from '../ports.ts';
import { assign, setup } from 'xstate';
import { notProvidedPort } from '../shared/not-provided.ts';
import { errorMessageFrom } from '../shared/api-errors.ts';
import { codeStepMachine, type CodeStepOutput } from '../auth/code-step.machine.ts';

export interface SmsConfirmationContext {
  /** True once a code was sent: a failed resend keeps the prompt for the code already sent. */
  codeSent: boolean;
  /** Why a code could not be sent (e.g. 5 per hour): server message or message id. */
  error: string | null;
}

export type SmsConfirmationEvent = { type: 'sms.send' } | { type: 'sms.resend' };

/**
 * Phone confirmation by SMS on the profile's security tab: `sendSms` sends a 6-digit code, and
 * the code step (`codeStep`, checking with `validateSms`) confirms the phone (final state
 * confirmed) when it ends with the code accepted. A new code may be asked for while the step waits.
 */
export const smsConfirmationMachine = setup({
  types: {
    context: {} as SmsConfirmationContext,
    events: {} as SmsConfirmationEvent,
    children: {} as { codeStep: 'codeStep' },
  },
  actors: {
    sendSms: notProvidedPort<AuthApi['sendSms']>('sendSms'),
    codeStep: codeStepMachine,
  },
  guards: {
    codeSent: ({ context }) => context.codeSent,
    codeAccepted: (_, step: CodeStepOutput) => step.outcome === 'accepted',
  },
  actions: {
    clearError: assign({ error: null }),
    markSent: assign({ codeSent: true, error: null }),
    showError: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'smsConfirmation',
  context: { codeSent: false, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'sms.send': { target: 'sending', actions: 'clearError' } } },
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
      invoke: {
        id: 'codeStep',
        src: 'codeStep',
        // No pending session: the code is checked in the player's own.
        input: { session: null },
        // The card offers no cancel: the step ends only with its code accepted.
        onDone: {
          guard: { type: 'codeAccepted', params: ({ event }) => event.output },
          target: 'confirmed',
        },
      },
      on: { 'sms.resend': { target: 'sending', actions: 'clearError' } },
    },
    confirmed: { type: 'final' },
  },
});
