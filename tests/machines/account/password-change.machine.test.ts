import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic, type AnyEventObject } from 'xstate';
import { passwordChangeMachine } from '../../../machines/account/password-change.machine.ts';
import {
  selectError,
  selectIsEditing,
  selectIsSaved,
  selectIsSaving,
  selectStepUp,
} from '../../../machines/account/password-change.selectors.ts';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import { selectStepUpError } from '../../../machines/auth/step-up.selectors.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import type { StepUpAction } from '../../../machines/shared/step-up.ts';
import { appDouble } from '../app-double.ts';
import {
  apiError,
  fake,
  offline,
  passwordChange,
  sessionExpired,
  sessionExpiredEn,
} from '../../fixtures/auth.ts';
import { passkeyRefused, refusedAt, stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { askingStepUp } from '../step-up-child.ts';

/** What each actor told the app (auth.expired when the session is gone). */
const told = new WeakMap<object, AnyEventObject[]>();

function start(
  changePassword: AnyActorLogic = fake(async () => undefined),
  factor: StepUpFactor | null = null,
  assertPasskey: AnyActorLogic = fake(async () => stepUpAssertion),
  stepUpFactor: AnyActorLogic = fake(async () => factor),
) {
  const { app, told: toApp } = appDouble();
  const sendCode = vi.fn(async (_: { action: StepUpAction }): Promise<void> => undefined);
  const actor = createActor(
    passwordChangeMachine.provide({
      actors: {
        changePassword,
        stepUp: stepUpMachine.provide({
          actors: { stepUpFactor, sendCode: fake(sendCode), assertPasskey },
        }),
      },
    }),
    { parent: app },
  );
  told.set(actor, toApp);
  return Object.assign(actor.start(), { sendCode });
}

/** The step-up child, once the change asks for it. */
const stepUpOf = askingStepUp;

const submit = { type: 'passwordChange.submit', ...passwordChange } as const;

describe('passwordChange machine', () => {
  it('saves valid values with the current password alone for a player without a factor', async () => {
    const changePassword = vi.fn(async (_: unknown) => undefined);
    const actor = start(fake(changePassword));
    actor.send(submit);
    // The step-up reads no factor and asks nothing more.
    await waitFor(actor, (s) => selectIsSaving(s));
    expect(selectStepUp(actor.getSnapshot())).toBeUndefined();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(changePassword).toHaveBeenCalledWith(passwordChange);
    expect(selectIsSaved(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(actor.getSnapshot().can(submit)).toBe(false);
    actor.send({ type: 'passwordChange.edit' });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
  });

  it('a passkey holder confirms with the passkey: the current password and the assertion go', async () => {
    const changePassword = vi.fn(async (_: unknown) => undefined);
    const actor = start(fake(changePassword), 'passkey');
    actor.send(submit);
    const stepUp = await stepUpOf(actor);
    expect(stepUp.getSnapshot().context).toMatchObject({ action: 'password', factor: 'passkey' });
    stepUp.send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(changePassword).toHaveBeenCalledWith({ ...passwordChange, passkey: stepUpAssertion });
  });

  it('others give the code of their factor only: the password is the form’s', async () => {
    const changePassword = vi.fn(async (_: unknown) => undefined);
    const actor = start(fake(changePassword), 'sms');
    actor.send(submit);
    const stepUp = await stepUpOf(actor);
    expect(stepUp.getSnapshot().context.givenPassword).toBe(passwordChange.currentPassword);
    stepUp.send({ type: 'stepUp.sendCode' });
    await waitFor(stepUp, (s) => s.context.codeSent);
    expect(actor.sendCode).toHaveBeenCalledWith({ action: 'password' });
    stepUp.send({ type: 'stepUp.submit', password: '', ga_code: '654321' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(changePassword).toHaveBeenCalledWith({ ...passwordChange, ga_code: '654321' });
  });

  it('a refused passkey asks the step-up again with why; a wrong current password goes to the form', async () => {
    const answers = [passkeyRefused, apiError('Mevcut şifreniz hatalı')];
    const changePassword = vi.fn(async () => {
      throw answers.shift();
    });
    const actor = start(fake(changePassword), 'passkey');
    actor.send(submit);
    (await stepUpOf(actor)).send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('steppingUp') && changePassword.mock.calls.length === 1);
    const again = await askingStepUp(actor);
    expect(selectStepUpError(again.getSnapshot())).toBe(passkeyRefused.message);
    // The form shows nothing meanwhile: the dialog says why.
    expect(selectError(actor.getSnapshot())).toBeNull();
    again.send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBe('Mevcut şifreniz hatalı');
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('a wrong code is the step-up’s, a refused new password the form’s', async () => {
    const answers = [refusedAt('ga_code', 'Girdiğiniz kod hatalı'), refusedAt('password', 'Zayıf')];
    const actor = start(
      fake(async () => {
        throw answers.shift();
      }),
      'authenticator',
    );
    actor.send(submit);
    (await stepUpOf(actor)).send({ type: 'stepUp.submit', password: '', ga_code: '111111' });
    await waitFor(actor, (s) => s.matches('steppingUp') && answers.length === 1);
    const again = await askingStepUp(actor);
    expect(selectStepUpError(again.getSnapshot())).toBe('Girdiğiniz kod hatalı');
    again.send({ type: 'stepUp.submit', password: '', ga_code: '222222' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBe('Zayıf');
  });

  it('a cancelled step-up returns to the form without an error, and sends nothing', async () => {
    const changePassword = vi.fn(async () => undefined);
    const actor = start(fake(changePassword), 'passkey');
    actor.send(submit);
    (await stepUpOf(actor)).send({ type: 'stepUp.cancel' });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['no current password', { currentPassword: '' }],
    ['passwords that differ', { passwordConfirm: 'Other1234' }],
    [
      'a password without an uppercase letter',
      { password: 'yeni1234', passwordConfirm: 'yeni1234' },
    ],
  ])('ignores values with %s', (_, change) => {
    const changePassword = vi.fn(async () => undefined);
    const actor = start(fake(changePassword));
    const event = { ...submit, ...change };
    expect(actor.getSnapshot().can(event)).toBe(false);
    actor.send(event);
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['Turkish', sessionExpired],
    ['English', sessionExpiredEn],
  ])('a %s session-expired answer ends the actor and reports it once', async (_, error) => {
    const actor = start(fake(() => Promise.reject(error)));
    actor.send(submit);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('sessionExpired');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(told.get(actor)).toEqual([{ type: 'auth.expired' }]);
  });

  it.each([
    ['a wrong current password', apiError('Mevcut şifre hatalı'), 'Mevcut şifre hatalı'],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s returns to editing with the message', async (_, error, message) => {
    const actor = start(fake(() => Promise.reject(error)));
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(told.get(actor)).toEqual([]);
    actor.send(submit);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('a factor that could not be read is said in the step-up, and read again on retry', async () => {
    const changePassword = vi.fn(async (_: unknown) => undefined);
    const answers = [offline, null];
    const reads = fake(async (): Promise<StepUpFactor | null> => {
      const answer = answers.shift()!;
      if (answer) throw answer;
      return answer;
    });
    const actor = start(fake(changePassword), null, undefined, reads);
    actor.send(submit);
    const stepUp = await stepUpOf(actor);
    expect(selectStepUpError(stepUp.getSnapshot())).toBe('common.somethingWentWrong');
    stepUp.send({ type: 'stepUp.retry' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(changePassword).toHaveBeenCalledWith(passwordChange);
  });
});
