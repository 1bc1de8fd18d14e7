import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SessionContext } from '../shared/contract.ts';
import { notProvided } from '../shared/not-provided.ts';
import {
  AUTH_MESSAGES,
  errorMessageFrom,
  errorOf,
  isSessionExpiredError,
} from '../shared/api-errors.ts';
import { isSixDigitCode } from '../shared/validation/account-schemas.ts';

export interface CodeStepInput {
  /**
   * The login's pending session, which the code activates; null for the profile's checks, which
   * run in the player's own session.
   */
  session: SessionContext | null;
}

/** What `checkCode` gets: the code (from the event, never from context) and the step's session. */
export interface CodeCheck {
  code: string;
  session: SessionContext | null;
}

export interface CodeStepContext {
  session: SessionContext | null;
  /** 'login.wrongCode' or a server message, shown next to the code field. */
  codeError: string | null;
}

export type CodeStepEvent = { type: 'codeStep.submit'; code: string } | { type: 'codeStep.cancel' };

/**
 * How the step ended: the code was accepted, the player cancelled, or the pending session expired
 * (only a new sign-in helps).
 */
export interface CodeStepOutput {
  outcome: 'accepted' | 'cancelled' | 'sessionExpired';
}

/**
 * One 6-digit code step, invoked as `codeStep` by the login, the authenticator's key confirmation
 * and the SMS confirmation: a code of 6 digits goes to `checkCode`, which the parent's site
 * provides; a refused code or a failed check is shown as codeError and another code may be typed.
 * Cancelling is possible only while no check runs, so an answer in flight is never dropped.
 */
export const codeStepMachine = setup({
  types: {
    context: {} as CodeStepContext,
    events: {} as CodeStepEvent,
    input: {} as CodeStepInput,
    output: {} as CodeStepOutput,
  },
  actors: {
    checkCode: fromPromise<boolean, CodeCheck>(notProvided('checkCode')),
  },
  guards: {
    isSixDigitCode: ({ event }) => event.type === 'codeStep.submit' && isSixDigitCode(event.code),
    codeAccepted: (_, accepted: boolean) => accepted,
    // The player's own session expiring is the app's business; a pending one ends the step.
    pendingSessionExpired: ({ context }, error: unknown) =>
      context.session !== null && isSessionExpiredError(error),
  },
  actions: {
    clearCodeError: assign({ codeError: null }),
    showCodeError: assign((_, codeError: string) => ({ codeError })),
  },
}).createMachine({
  id: 'codeStep',
  context: ({ input }) => ({ session: input.session, codeError: null }),
  initial: 'awaitingCode',
  // The final state reached carries the outcome.
  output: ({ event }) => event.output as CodeStepOutput,
  states: {
    awaitingCode: {
      tags: ['awaitingCode'],
      on: {
        'codeStep.submit': {
          guard: 'isSixDigitCode',
          target: 'checking',
          actions: 'clearCodeError',
        },
        'codeStep.cancel': 'cancelled',
      },
    },
    checking: {
      tags: ['awaitingCode', 'busy'],
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context, event }) => {
          assertEvent(event, 'codeStep.submit');
          return { code: event.code, session: context.session };
        },
        onDone: [
          {
            guard: { type: 'codeAccepted', params: ({ event }) => event.output },
            target: 'accepted',
          },
          {
            target: 'awaitingCode',
            actions: { type: 'showCodeError', params: AUTH_MESSAGES.wrongCode },
          },
        ],
        onError: [
          {
            guard: { type: 'pendingSessionExpired', params: errorOf },
            target: 'sessionExpired',
          },
          {
            target: 'awaitingCode',
            actions: { type: 'showCodeError', params: errorMessageFrom },
          },
        ],
      },
    },
    accepted: { type: 'final', output: { outcome: 'accepted' } },
    cancelled: { type: 'final', output: { outcome: 'cancelled' } },
    sessionExpired: { type: 'final', output: { outcome: 'sessionExpired' } },
  },
});
