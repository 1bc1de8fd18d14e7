import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AuthenticatorKey, AuthenticatorStatus } from '../shared/contract.ts';
import { notProvided } from '../shared/not-provided.ts';
import { AUTH_MESSAGES, errorMessageFrom, isSixDigitCode } from './auth-messages.ts';

export interface AuthenticatorContext {
  /** The generated key while it waits for its first code (state confirming, tag showsKey). */
  secret: string | null;
  /** otpauth:// URI of the generated key, for the QR code. */
  uri: string | null;
  /** Why the status could not be read or a key not generated: server message or message id. */
  error: string | null;
  /** 'login.wrongCode' or a server message, shown next to the code field. */
  codeError: string | null;
}

export type AuthenticatorEvent =
  | { type: 'authenticator.retry' }
  | { type: 'authenticator.start' }
  | { type: 'authenticator.confirm'; code: string }
  | { type: 'authenticator.cancel' }
  | { type: 'authenticator.disable' }
  | { type: 'authenticator.confirmDisable'; code: string };

const codeOf = (event: AuthenticatorEvent) =>
  event.type === 'authenticator.confirm' || event.type === 'authenticator.confirmDisable'
    ? event.code
    : '';

/**
 * Authenticator on the profile's security tab (spec §2): reads the status, then on → off needs a
 * valid code (clear_generated_ga), off → on generates a key, shows it as QR and text (tag
 * showsKey) and switches on only when a code for it is accepted.
 */
export const authenticatorMachine = setup({
  types: {
    context: {} as AuthenticatorContext,
    events: {} as AuthenticatorEvent,
  },
  actors: {
    authenticatorStatus: fromPromise<AuthenticatorStatus>(notProvided('authenticatorStatus')),
    generateAuthenticator: fromPromise<AuthenticatorKey>(notProvided('generateAuthenticator')),
    confirmAuthenticator: fromPromise<boolean, string>(notProvided('confirmAuthenticator')),
    disableAuthenticator: fromPromise<void, string>(notProvided('disableAuthenticator')),
  },
  guards: {
    isSixDigitCode: ({ event }) => isSixDigitCode(codeOf(event)),
    isEnabled: (_, status: AuthenticatorStatus) => status.enabled,
    codeAccepted: (_, accepted: boolean) => accepted,
  },
  actions: {
    clearErrors: assign({ error: null, codeError: null }),
    clearKey: assign({ secret: null, uri: null, codeError: null }),
    storeKey: assign((_, key: AuthenticatorKey) => ({ secret: key.secret, uri: key.uri })),
    showError: assign((_, error: string) => ({ error })),
    showCodeError: assign((_, codeError: string) => ({ codeError })),
  },
}).createMachine({
  id: 'authenticator',
  context: { secret: null, uri: null, error: null, codeError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'authenticatorStatus',
        src: 'authenticatorStatus',
        onDone: [
          {
            guard: { type: 'isEnabled', params: ({ event }) => event.output },
            target: 'on',
            actions: 'clearErrors',
          },
          { target: 'off', actions: 'clearErrors' },
        ],
        onError: { target: 'failed', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    failed: { on: { 'authenticator.retry': 'loading' } },
    off: { on: { 'authenticator.start': { target: 'generating', actions: 'clearErrors' } } },
    generating: {
      tags: ['busy'],
      invoke: {
        id: 'generateAuthenticator',
        src: 'generateAuthenticator',
        onDone: {
          target: 'confirming',
          actions: { type: 'storeKey', params: ({ event }) => event.output },
        },
        onError: { target: 'off', actions: { type: 'showError', params: errorMessageFrom } },
      },
    },
    confirming: {
      tags: ['showsKey'],
      on: {
        'authenticator.confirm': {
          guard: 'isSixDigitCode',
          target: 'verifying',
          actions: 'clearErrors',
        },
        'authenticator.cancel': { target: 'off', actions: 'clearKey' },
      },
    },
    verifying: {
      tags: ['showsKey', 'busy'],
      invoke: {
        id: 'confirmAuthenticator',
        src: 'confirmAuthenticator',
        input: ({ event }) => {
          assertEvent(event, 'authenticator.confirm');
          return event.code;
        },
        onDone: [
          {
            guard: { type: 'codeAccepted', params: ({ event }) => event.output },
            target: 'on',
            actions: 'clearKey',
          },
          {
            target: 'confirming',
            actions: { type: 'showCodeError', params: AUTH_MESSAGES.wrongCode },
          },
        ],
        onError: {
          target: 'confirming',
          actions: { type: 'showCodeError', params: errorMessageFrom },
        },
      },
    },
    on: { on: { 'authenticator.disable': { target: 'disablePrompt', actions: 'clearErrors' } } },
    disablePrompt: {
      on: {
        'authenticator.confirmDisable': {
          guard: 'isSixDigitCode',
          target: 'disabling',
          actions: 'clearErrors',
        },
        'authenticator.cancel': { target: 'on', actions: 'clearErrors' },
      },
    },
    disabling: {
      tags: ['busy'],
      invoke: {
        id: 'disableAuthenticator',
        src: 'disableAuthenticator',
        input: ({ event }) => {
          assertEvent(event, 'authenticator.confirmDisable');
          return event.code;
        },
        onDone: 'off',
        onError: {
          target: 'disablePrompt',
          actions: { type: 'showCodeError', params: errorMessageFrom },
        },
      },
    },
  },
});
