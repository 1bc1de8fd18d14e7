import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic, type AnyEventObject } from 'xstate';
import { passwordChangeMachine } from '../../../machines/account/password-change.machine.ts';
import {
  selectError,
  selectIsEditing,
  selectIsSaved,
  selectIsSaving,
} from '../../../machines/account/password-change.selectors.ts';
import { appDouble } from '../app-double.ts';
import {
  apiError,
  fake,
  offline,
  passwordChange,
  sessionExpired,
  sessionExpiredEn,
} from '../../fixtures/auth.ts';

/** What each actor told the app (auth.expired when the session is gone). */
const told = new WeakMap<object, AnyEventObject[]>();

function start(changePassword: AnyActorLogic = fake(async () => undefined)) {
  const { app, told: toApp } = appDouble();
  const actor = createActor(passwordChangeMachine.provide({ actors: { changePassword } }), {
    parent: app,
  });
  told.set(actor, toApp);
  return actor.start();
}

const submit = { type: 'passwordChange.submit', ...passwordChange } as const;

describe('passwordChange machine', () => {
  it('saves valid values, then goes back to editing on passwordChange.edit', async () => {
    const changePassword = vi.fn(async (_: unknown) => undefined);
    const actor = start(fake(changePassword));
    actor.send(submit);
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(changePassword).toHaveBeenCalledWith(passwordChange);
    expect(selectIsSaved(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can(submit)).toBe(false);
    actor.send({ type: 'passwordChange.edit' });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
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
});
