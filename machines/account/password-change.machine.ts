import { assign, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { AuthApi, PasswordChangeStepUp } from '../ports.ts';
import type { PasswordChangeValues } from '../shared/contract.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { passwordChangeSchema } from '../shared/validation/account-schemas.ts';
import { errorMessageFrom, errorOf, isSessionExpiredError } from '../shared/api-errors.ts';
import { stepUpMachine, type StepUpOutput } from '../auth/step-up.machine.ts';
import { isStepUpRefusal } from '../auth/step-up-refusal.ts';
import { stepUpStep } from '../auth/step-up-step.ts';

export interface PasswordChangeContext {
  /** Server message (e.g. wrong current password) or message id. */
  error: string | null;
  /** The form's values while the step-up runs and the call is sent. */
  pending: PasswordChangeValues | null;
}

export type PasswordChangeEvent =
  ({ type: 'passwordChange.submit' } & PasswordChangeValues) | { type: 'passwordChange.edit' };

/** A refusal at these is the step-up's; the form's own `password` is the new one. */
const STEP_UP_PROOF = ['ga_code', 'gacode', 'passkey'];

/** What the step-up adds to the call: the passkey's assertion, or the code; none without one. */
function stepUpOf(event: { type: string; output?: unknown }): PasswordChangeStepUp {
  if (event.type !== 'xstate.done.actor.stepUp') return {};
  const output = event.output as StepUpOutput;
  if (output.outcome !== 'confirmed') throw new Error('A password change without its step-up');
  const proof = output.reauthentication;
  if ('passkey' in proof) return { passkey: proof.passkey };
  return proof.ga_code === undefined ? {} : { ga_code: proof.ga_code };
}

/**
 * Password change on the profile (spec §4): valid values take the step-up (`stepUp`, action
 * 'password') with the password the form took. The current password always goes with the call; a
 * player with a factor also confirms with it: the passkey alone, or the code of their
 * authenticator or an SMS (the dialog does not ask the password the form took); a player without
 * one is asked nothing more. `changePassword` then saves; `saved` shows
 * the success until 'passwordChange.edit'. A step-up refused at its proof is asked again with
 * why; a cancelled one returns to the form. A session-expired answer ends in sessionExpired,
 * reported on arrival (`reportExpired`: the site sends auth.expired to the app, which signs out
 * and opens the login form). Other refusals return to editing. The passwords stay in context only
 * while the change is under way.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    children: {} as { stepUp: 'stepUp' },
  },
  actors: {
    stepUp: stepUpMachine,
    changePassword: notProvidedPort<AuthApi['changePassword']>('changePassword'),
  },
  guards: {
    valuesValid: ({ event }) =>
      event.type === 'passwordChange.submit' &&
      passwordChangeSchema.isValidSync({
        currentPassword: event.currentPassword,
        password: event.password,
        passwordConfirm: event.passwordConfirm,
      }),
    stepUpConfirmed: (_, output: StepUpOutput) => output.outcome === 'confirmed',
    refusedAtStepUp: (_, error: unknown) => isStepUpRefusal(error, STEP_UP_PROOF),
    sessionExpired: (_, error: unknown) => isSessionExpiredError(error),
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, error: string) => ({ error })),
    keepPending: assign((_, pending: PasswordChangeValues) => ({ pending })),
    dropPending: assign({ pending: null }),
    reportExpired: sendTo(toApp, { type: 'auth.expired' as const }),
  },
}).createMachine({
  id: 'passwordChange',
  context: { error: null, pending: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'passwordChange.submit': {
          guard: 'valuesValid',
          target: 'steppingUp',
          actions: [
            'clearError',
            {
              type: 'keepPending',
              params: ({ event }) => ({
                currentPassword: event.currentPassword,
                password: event.password,
                passwordConfirm: event.passwordConfirm,
              }),
            },
          ],
        },
      },
    },
    steppingUp: {
      invoke: {
        ...stepUpStep(
          { target: 'saving', actions: 'clearError' },
          { target: 'editing', actions: ['dropPending', 'clearError'] },
        ),
        input: ({ context }) => ({
          action: 'password' as const,
          error: context.error,
          givenPassword: context.pending?.currentPassword ?? '',
        }),
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context, event }) => {
          if (!context.pending) throw new Error('A password change without its values');
          return { ...context.pending, ...stepUpOf(event) };
        },
        onDone: { target: 'saved', actions: 'dropPending' },
        onError: [
          { guard: { type: 'sessionExpired', params: errorOf }, target: 'sessionExpired' },
          // A refused step-up (a wrong code or passkey) asks it again, with why.
          {
            guard: { type: 'refusedAtStepUp', params: errorOf },
            target: 'steppingUp',
            actions: { type: 'showError', params: errorMessageFrom },
          },
          {
            target: 'editing',
            actions: ['dropPending', { type: 'showError', params: errorMessageFrom }],
          },
        ],
      },
    },
    saved: { on: { 'passwordChange.edit': 'editing' } },
    sessionExpired: { type: 'final', entry: ['dropPending', 'reportExpired'] },
  },
});
