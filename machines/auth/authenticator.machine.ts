import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AuthenticatorKey, AuthenticatorStatus } from '../shared/contract.ts';
import { notProvided } from '../shared/not-provided.ts';
import {
  clearAuthenticatorSchema,
  generateAuthenticatorSchema,
} from '../shared/validation/account-call-schemas.ts';
import { AUTH_MESSAGES, errorMessageFrom } from '../shared/api-errors.ts';
import { isSixDigitCode } from '../shared/validation/account-schemas.ts';

export interface AuthenticatorContext {
  /** The generated key while it waits for its first code (state confirming, tag showsKey). */
  secret: string | null;
  /** otpauth:// URI of the generated key, for the QR code. */
  uri: string | null;
  /**
   * Why the status could not be read or a key not generated (e.g. a wrong password): server
   * message or message id.
   */
  error: string | null;
  /** 'login.wrongCode' or a server message, shown next to the code field. */
  codeError: string | null;
}

export type AuthenticatorEvent =
  | { type: 'authenticator.retry' }
  | { type: 'authenticator.start' }
  | { type: 'authenticator.generate'; password: string }
  | { type: 'authenticator.confirm'; code: string }
  | { type: 'authenticator.cancel' }
  | { type: 'authenticator.disable' }
  | { type: 'authenticator.confirmDisable'; code: string; password: string };

/**
 * Authenticator on the profile's security tab (spec §2): reads the status, then on → off needs
 * the password and a valid code (clear_generated_ga); off → on asks the password, generates a key
 * with it (user_generate_ga), shows the key as QR and text (tag showsKey) and switches on only
 * when a code for it is accepted. Passwords go from the event to the call, never into context.
 */
export const authenticatorMachine = setup({
  types: {
    context: {} as AuthenticatorContext,
    events: {} as AuthenticatorEvent,
  },
  actors: {
    authenticatorStatus: fromPromise<AuthenticatorStatus>(notProvided('authenticatorStatus')),
    generateAuthenticator: fromPromise<AuthenticatorKey, string>(
      notProvided('generateAuthenticator'),
    ),
    confirmAuthenticator: fromPromise<boolean, string>(notProvided('confirmAuthenticator')),
    disableAuthenticator: fromPromise<void, { code: string; password: string }>(
      notProvided('disableAuthenticator'),
    ),
  },
  guards: {
    isSixDigitCode: ({ event }) =>
      event.type === 'authenticator.confirm' && isSixDigitCode(event.code),
    passwordValid: ({ event }) =>
      event.type === 'authenticator.generate' &&
      generateAuthenticatorSchema.isValidSync({ password: event.password }),
    disableValuesValid: ({ event }) =>
      event.type === 'authenticator.confirmDisable' &&
      clearAuthenticatorSchema.isValidSync({ gacode: event.code, password: event.password }),
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
    off: { on: { 'authenticator.start': { target: 'passwordPrompt', actions: 'clearErrors' } } },
    passwordPrompt: {
      on: {
        'authenticator.generate': {
          guard: 'passwordValid',
          target: 'generating',
          actions: 'clearErrors',
        },
        'authenticator.cancel': { target: 'off', actions: 'clearErrors' },
      },
    },
    generating: {
      tags: ['busy'],
      invoke: {
        id: 'generateAuthenticator',
        src: 'generateAuthenticator',
        input: ({ event }) => {
          assertEvent(event, 'authenticator.generate');
          return event.password;
        },
        onDone: {
          target: 'confirming',
          actions: { type: 'storeKey', params: ({ event }) => event.output },
        },
        // A wrong password (or a limit) asks again, with the message at the prompt.
        onError: {
          target: 'passwordPrompt',
          actions: { type: 'showError', params: errorMessageFrom },
        },
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
          guard: 'disableValuesValid',
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
          return { code: event.code, password: event.password };
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
