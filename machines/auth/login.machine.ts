import { assertEvent, assign, fromPromise, sendTo, setup, type DoneActorEvent } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { LoginAnswer, LoginAnswerWithSession } from '../shared/contract.ts';
import type { AuthApi, PasskeyApi, PasskeyDevice } from '../ports.ts';
import type { SignedIn } from '../shared/session.ts';
import { now } from '../shared/clock.ts';
import { LOGIN_EXPIRATION_MS } from '../shared/constants.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { AUTH_MESSAGES, errorMessageFrom, errorMessageOf, errorOf } from '../shared/api-errors.ts';
import {
  isPasskeyCancelled,
  PASSKEY_CHALLENGE_MS,
  type PasskeyAssertion,
} from '../shared/passkeys.ts';
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
  /** The browser can use passkeys: the page offers to sign in with one. */
  passkeys: boolean;
  /** The browser offers passkeys in the username field's autofill; null until it was asked. */
  autofill: boolean | null;
}

export interface LoginInput {
  /** PasskeyDevice.supported() of this browser. */
  passkeys: boolean;
}

/** The code prompt's events go to the code step (code-step.machine.ts), not here. */
export type LoginEvent =
  { type: 'login.submit'; username: string; password: string } | { type: 'login.passkey' };

/** What a passkey ceremony is asked for: the player's press, or the username field's autofill. */
export interface PasskeyCeremony {
  autofill: boolean;
}

/**
 * The autofill's ceremony waits for a pick with the challenge it was started with: a fresh one
 * is asked for before the platform's expires, so a late pick is not refused.
 */
export const AUTOFILL_RENEW_MS = PASSKEY_CHALLENGE_MS - 30_000;

/** The message id of a passkey sign-in the browser itself could not do. */
export const LOGIN_PASSKEY_FAILED = 'auth.login.passkeyFailed';

/**
 * Why a passkey ceremony failed, for the form: the platform's message when it refused, the
 * generic one without an answer; a failure of the browser's own (no `kind`: not the API client's)
 * says this device could not do it, never the browser's English text.
 */
function passkeyErrorMessage(error: unknown): string {
  const fromDevice = typeof error !== 'object' || error === null || !('kind' in error);
  return fromDevice ? LOGIN_PASSKEY_FAILED : errorMessageOf(error);
}

/** The assertion a ceremony ended with, for the passkey sign-in that follows it. */
const assertionOf = ({ event }: { event: unknown }) =>
  (event as DoneActorEvent<PasskeyAssertion>).output;

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
 *
 * Passkeys (issue 41), where the browser has them: the player's press runs the browser's
 * ceremony for a sign-in challenge (`passkeyAssertion`), and its assertion signs in
 * (`passkeyLogin`) as a password with its code accepted would: otpStatus true, never the code
 * step. A prompt the player closes just goes back to the form. While the form is being edited
 * and the browser offers passkeys in the username field's autofill (`autofillSupported`, asked
 * once), an unseen ceremony waits for a pick there; leaving the form aborts it (the actor's
 * signal) and coming back starts a new one. Assertions pass from event to input, never context.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as SignedIn,
    children: {} as { codeStep: 'codeStep' },
  },
  actors: {
    login: notProvidedPort<AuthApi['login']>('login'),
    codeStep: codeStepMachine,
    autofillSupported: notProvidedPort<PasskeyDevice['autofillSupported']>('autofillSupported'),
    /** A sign-in challenge (PasskeyApi.loginOptions) asserted by the browser; aborted when stopped. */
    passkeyAssertion: fromPromise<PasskeyAssertion, PasskeyCeremony>(
      notProvided('passkeyAssertion'),
    ),
    passkeyLogin: notProvidedPort<PasskeyApi['login']>('passkeyLogin'),
  },
  delays: { autofillRenewal: AUTOFILL_RENEW_MS },
  guards: {
    credentialsValid: ({ event }) =>
      event.type === 'login.submit' &&
      loginSchema.isValidSync({ username: event.username, password: event.password }),
    hasCodeChallenge: (_, answer: LoginAnswer) => hasCodeChallenge(answer),
    codeAccepted: (_, step: CodeStepOutput) => step.outcome === 'accepted',
    sessionExpired: (_, step: CodeStepOutput) => step.outcome === 'sessionExpired',
    passkeysSupported: ({ context }) => context.passkeys,
    autofillOffered: ({ context }) => context.autofill === true,
    autofillUnasked: ({ context }) => context.passkeys && context.autofill === null,
    isTrue: (_, value: boolean) => value,
    cancelledByPlayer: (_, error: unknown) => isPasskeyCancelled(error),
  },
  actions: {
    startSubmit: assign(({ event }) => {
      assertEvent(event, 'login.submit');
      return { username: event.username.trim(), error: null, pending: null };
    }),
    storePending: assign((_, pending: PendingLogin) => ({ pending })),
    clearPending: assign({ pending: null }),
    clearError: assign({ error: null }),
    rememberAutofill: assign((_, autofill: boolean) => ({ autofill })),
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
  context: ({ input }) => ({
    username: '',
    error: null,
    pending: null,
    signedIn: null,
    passkeys: input.passkeys,
    autofill: null,
  }),
  initial: 'editing',
  output: ({ context }) => {
    if (context.signedIn === null) throw new Error('login: signedIn reached without a sign-in');
    return context.signedIn;
  },
  states: {
    editing: {
      on: {
        'login.submit': { guard: 'credentialsValid', target: 'submitting', actions: 'startSubmit' },
        'login.passkey': {
          guard: 'passkeysSupported',
          target: 'askingPasskey',
          actions: 'clearError',
        },
      },
      initial: 'entered',
      states: {
        entered: {
          always: [
            { guard: 'autofillOffered', target: 'awaitingAutofill' },
            { guard: 'autofillUnasked', target: 'askingAutofill' },
            { target: 'withoutAutofill' },
          ],
        },
        askingAutofill: {
          invoke: {
            id: 'autofillSupported',
            src: 'autofillSupported',
            onDone: [
              {
                guard: { type: 'isTrue', params: ({ event }) => event.output },
                target: 'awaitingAutofill',
                actions: { type: 'rememberAutofill', params: true },
              },
              { target: 'withoutAutofill', actions: { type: 'rememberAutofill', params: false } },
            ],
            onError: {
              target: 'withoutAutofill',
              actions: { type: 'rememberAutofill', params: false },
            },
          },
        },
        /** Unseen: the browser lists the passkeys in the username field's suggestions. */
        awaitingAutofill: {
          invoke: {
            id: 'autofill',
            src: 'passkeyAssertion',
            input: { autofill: true },
            onDone: { target: '#login.signingInWithPasskey', actions: 'clearError' },
            // Closed or failed without the player asking for it: the form just stays.
            onError: 'withoutAutofill',
          },
          after: { autofillRenewal: { target: 'awaitingAutofill', reenter: true } },
        },
        withoutAutofill: {},
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
    /** The browser's passkey prompt is open. */
    askingPasskey: {
      tags: ['busy', 'passkey'],
      invoke: {
        id: 'passkey',
        src: 'passkeyAssertion',
        input: { autofill: false },
        onDone: 'signingInWithPasskey',
        onError: [
          { guard: { type: 'cancelledByPlayer', params: errorOf }, target: 'editing' },
          {
            target: 'editing',
            actions: { type: 'showError', params: ({ event }) => passkeyErrorMessage(event.error) },
          },
        ],
      },
    },
    signingInWithPasskey: {
      tags: ['busy', 'passkey'],
      invoke: {
        id: 'passkeyLogin',
        src: 'passkeyLogin',
        input: assertionOf,
        // The passkey is the second factor: signed in as with the code accepted.
        onDone: {
          target: 'signedIn',
          actions: {
            type: 'signIn',
            params: ({ event }) => ({ pending: event.output, otpStatus: true }),
          },
        },
        // An unknown or removed passkey, a stale challenge, a rate limit: the form shows why.
        onError: { target: 'editing', actions: { type: 'showError', params: errorMessageFrom } },
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
