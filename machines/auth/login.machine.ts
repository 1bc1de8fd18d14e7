import { assertEvent, assign, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { LoginAnswer, LoginAnswerWithSession } from '../shared/contract.ts';
import type { AuthApi } from '../ports.ts';
import type { SignedIn } from '../shared/session.ts';
import { now } from '../shared/clock.ts';
import { LOGIN_EXPIRATION_MS } from '../shared/constants.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { AUTH_MESSAGES, errorMessageFrom } from '../shared/api-errors.ts';
import { loginSchema } from '../shared/validation/account-schemas.ts';
import { codeStepMachine, type CodeStepOutput } from './code-step.machine.ts';

/** A login answer whose session waits for the authenticator code. */
export type PendingLogin = LoginAnswerWithSession;

export interface LoginContext {
  /** The last username submitted, to fill the form again. */
  username: string;
  /** Server message or message id (AUTH_MESSAGES.sessionExpired) shown on the form. */
  error: string | null;
  pending: PendingLogin | null;
  /** Set when the machine reaches signedIn; also its output. */
  signedIn: SignedIn | null;
}

/** The code prompt's events go to the code step (code-step.machine.ts), not here. */
export type LoginEvent = { type: 'login.submit'; username: string; password: string };

/** Spec §4: a secret longer than 10 characters means the authenticator code is asked for. */
export const GA_SECRET_MIN_LENGTH = 11;

export function hasCodeChallenge(answer: LoginAnswer): boolean {
  return typeof answer.gasecret === 'string' && answer.gasecret.length >= GA_SECRET_MIN_LENGTH;
}

/** The sign-in the app stores: profile names stay null until the app loads the profile. */
export function toSignedIn(login: PendingLogin, otpStatus: boolean, at: number): SignedIn {
  const { answer, session } = login;
  return {
    session,
    profile: {
      uid: answer.uid,
      firstname: null,
      lastname: null,
      username: answer.username,
      email: null,
    },
    auth: { username: answer.username, otpStatus, loggedInAt: at },
    rid: answer.rid,
    expiresAt: at + LOGIN_EXPIRATION_MS,
  };
}

/**
 * Login (spec §4): the credentials go to `login`; an answer with a code challenge opens a
 * persistent code prompt, the code step (`codeStep`, a child machine given the pending session),
 * and the player is signed in only when it ends with the code accepted. An answer without one
 * signs in at once with otpStatus false. The final state's output is the SignedIn, handed over on
 * arrival (`handOver`: auth.signedIn to the app actor). The password is
 * never kept in context.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as SignedIn,
    children: {} as { codeStep: 'codeStep' },
  },
  actors: {
    login: notProvidedPort<AuthApi['login']>('login'),
    codeStep: codeStepMachine,
  },
  guards: {
    credentialsValid: ({ event }) =>
      event.type === 'login.submit' &&
      loginSchema.isValidSync({ username: event.username, password: event.password }),
    hasCodeChallenge: (_, answer: LoginAnswer) => hasCodeChallenge(answer),
    codeAccepted: (_, step: CodeStepOutput) => step.outcome === 'accepted',
    sessionExpired: (_, step: CodeStepOutput) => step.outcome === 'sessionExpired',
  },
  actions: {
    startSubmit: assign(({ event }) => {
      assertEvent(event, 'login.submit');
      return { username: event.username.trim(), error: null, pending: null };
    }),
    storePending: assign((_, pending: PendingLogin) => ({ pending })),
    clearPending: assign({ pending: null }),
    showError: assign((_, error: string) => ({ error })),
    // The sign-in goes to the app actor when the machine ends. sendTo: the app takes it after the
    // login's step, never inside it (a nested step would run the app's actions within this one's).
    handOver: sendTo(toApp, ({ context }) => ({
      type: 'auth.signedIn' as const,
      signedIn: context.signedIn!,
    })),
    signIn: assign((_, login: { pending: PendingLogin; otpStatus: boolean }) => ({
      pending: login.pending,
      signedIn: toSignedIn(login.pending, login.otpStatus, now()),
    })),
  },
}).createMachine({
  id: 'login',
  context: { username: '', error: null, pending: null, signedIn: null },
  initial: 'editing',
  output: ({ context }) => {
    if (context.signedIn === null) throw new Error('login: signedIn reached without a sign-in');
    return context.signedIn;
  },
  states: {
    editing: {
      on: {
        'login.submit': { guard: 'credentialsValid', target: 'submitting', actions: 'startSubmit' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { username: event.username.trim(), password: event.password };
        },
        onDone: [
          {
            guard: { type: 'hasCodeChallenge', params: ({ event }) => event.output.answer },
            target: 'awaitingCode',
            actions: { type: 'storePending', params: ({ event }) => event.output },
          },
          {
            target: 'signedIn',
            actions: {
              type: 'signIn',
              params: ({ event }) => ({ pending: event.output, otpStatus: false }),
            },
          },
        ],
        // Login failed, inactive account, rate limit, network: the form shows why.
        onError: {
          target: 'editing',
          actions: { type: 'showError', params: errorMessageFrom },
        },
      },
    },
    awaitingCode: {
      // The prompt is open for the whole step, also while its code is checked.
      tags: ['awaitingCode'],
      invoke: {
        id: 'codeStep',
        src: 'codeStep',
        // awaitingCode is entered only with the pending login stored.
        input: ({ context }) => ({ session: (context.pending as PendingLogin).session }),
        onDone: [
          {
            guard: { type: 'codeAccepted', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: {
              type: 'signIn',
              params: ({ context }) => ({
                pending: context.pending as PendingLogin,
                otpStatus: true,
              }),
            },
          },
          {
            // The pending session timed out: only a new sign-in helps.
            guard: { type: 'sessionExpired', params: ({ event }) => event.output },
            target: 'editing',
            actions: ['clearPending', { type: 'showError', params: AUTH_MESSAGES.sessionExpired }],
          },
          // Cancelled: back to the form, the pending login forgotten.
          { target: 'editing', actions: 'clearPending' },
        ],
      },
    },
    signedIn: { type: 'final', entry: 'handOver' },
  },
});
