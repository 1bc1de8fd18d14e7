import type { AuthApi } from '../ports.ts';
import { assertEvent, assign, setup } from 'xstate';
import type { AuthenticatorKey, AuthenticatorStatus } from '../shared/contract.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { generateAuthenticatorSchema } from '../shared/validation/account-call-schemas.ts';
import { errorMessageFrom, errorOf } from '../shared/api-errors.ts';
import { codeStepMachine, type CodeStepOutput } from '../auth/code-step.machine.ts';
import { stepUpMachine, type StepUpOutput } from '../auth/step-up.machine.ts';
import { isRefusalOfStepUpOnly } from '../auth/step-up-refusal.ts';
import type { Reauthentication } from '../auth/reauthentication.ts';
import { stepUpStep } from '../auth/step-up-step.ts';

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
  /** Why switching off was refused at its step-up (server message or message id), shown there. */
  codeError: string | null;
}

export type AuthenticatorEvent =
  | { type: 'authenticator.retry' }
  | { type: 'authenticator.start' }
  | { type: 'authenticator.generate'; password: string }
  | { type: 'authenticator.cancel' }
  | { type: 'authenticator.disable' };

/** The step-up's proof that switching off is entered with. */
function proofOf(event: { type: string; output?: unknown }): Reauthentication {
  const output = event.output as StepUpOutput | undefined;
  if (event.type !== 'xstate.done.actor.stepUp' || output?.outcome !== 'confirmed') {
    throw new Error('Switching off without its step-up');
  }
  return output.reauthentication;
}

/**
 * Authenticator on the profile's security tab (spec §2): reads the status, then on → off is a
 * step-up (`stepUp`, action 'factor-off') with the strongest factor the player has: the passkey
 * alone, else the password and a valid code (clear_generated_ga); a refusal (of the proof, or too many attempts) asks it again with
 * why, a call without an answer shows on the card. Off → on asks the password, generates a key
 * with it (user_generate_ga), shows the key as QR and text (tag showsKey) and switches on only
 * when its code step (`codeStep`, checking with user_confirm_ga) ends with the code accepted.
 * Passwords go from the event to the call, never into context.
 */
export const authenticatorMachine = setup({
  types: {
    context: {} as AuthenticatorContext,
    events: {} as AuthenticatorEvent,
    children: {} as { codeStep: 'codeStep'; stepUp: 'stepUp' },
  },
  actors: {
    authenticatorStatus: notProvidedPort<AuthApi['authenticatorStatus']>('authenticatorStatus'),
    generateAuthenticator:
      notProvidedPort<AuthApi['generateAuthenticator']>('generateAuthenticator'),
    codeStep: codeStepMachine,
    stepUp: stepUpMachine,
    disableAuthenticator: notProvidedPort<AuthApi['disableAuthenticator']>('disableAuthenticator'),
  },
  guards: {
    passwordValid: ({ event }) =>
      event.type === 'authenticator.generate' &&
      generateAuthenticatorSchema.isValidSync({ password: event.password }),
    stepUpConfirmed: (_, output: StepUpOutput) => output.outcome === 'confirmed',
    refusedAtStepUp: (_, error: unknown) => isRefusalOfStepUpOnly(error),
    isEnabled: (_, status: AuthenticatorStatus) => status.enabled,
    codeAccepted: (_, step: CodeStepOutput) => step.outcome === 'accepted',
  },
  actions: {
    clearErrors: assign({ error: null, codeError: null }),
    clearKey: assign({ secret: null, uri: null }),
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
      invoke: {
        id: 'codeStep',
        src: 'codeStep',
        // No pending session: the code is checked in the player's own.
        input: { session: null },
        onDone: [
          {
            guard: { type: 'codeAccepted', params: ({ event }) => event.output },
            target: 'on',
            actions: 'clearKey',
          },
          // Cancelled: the key is forgotten; switching on again generates a new one.
          { target: 'off', actions: 'clearKey' },
        ],
      },
    },
    on: { on: { 'authenticator.disable': { target: 'steppingUp', actions: 'clearErrors' } } },
    steppingUp: {
      invoke: {
        ...stepUpStep(
          { target: 'disabling', actions: 'clearErrors' },
          { target: 'on', actions: 'clearErrors' },
        ),
        input: ({ context }) => ({
          action: 'factor-off' as const,
          error: context.codeError,
        }),
      },
    },
    disabling: {
      tags: ['busy'],
      invoke: {
        id: 'disableAuthenticator',
        src: 'disableAuthenticator',
        input: ({ event }) => proofOf(event),
        onDone: 'off',
        onError: [
          // A refused step-up (a wrong password, code or passkey) asks it again, with why.
          {
            guard: { type: 'refusedAtStepUp', params: errorOf },
            target: 'steppingUp',
            actions: { type: 'showCodeError', params: errorMessageFrom },
          },
          { target: 'on', actions: { type: 'showError', params: errorMessageFrom } },
        ],
      },
    },
  },
});
