import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { passwordResetMachine } from '../../../machines/auth/password-reset.machine.ts';
import {
  selectError,
  selectIsEditing,
  selectIsMissingToken,
  selectIsSending,
} from '../../../machines/auth/password-reset.selectors.ts';
import { appDouble } from '../app-double.ts';
import { apiError, fake, offline, passwords, resetToken } from '../../fixtures/auth.ts';

function start(token: string | null, resetPassword: AnyActorLogic = fake(async () => undefined)) {
  const { app, told } = appDouble();
  const actor = createActor(passwordResetMachine.provide({ actors: { resetPassword } }), {
    input: { token },
    parent: app,
  });
  return Object.assign(actor.start(), { told });
}

describe('passwordReset machine', () => {
  it.each([null, '', '   '])('rests in missingToken for the token %j', (token) => {
    const actor = start(token);
    expect(selectIsMissingToken(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends the token with valid passwords, then leads to the login form', async () => {
    const resetPassword = vi.fn(async (_: unknown) => undefined);
    const actor = start(resetToken, fake(resetPassword));
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'reset.submit', ...passwords });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(resetPassword).toHaveBeenCalledWith({ token: resetToken, ...passwords });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.told).toEqual([
      { type: 'navigate.page', page: 'login', notice: { id: 'auth.reset.done' } },
    ]);
  });

  it.each([
    ['passwords that differ', { password: 'Yeni1234', passwordConfirm: 'Yeni12345' }],
    ['a short password', { password: 'Ab1', passwordConfirm: 'Ab1' }],
    ['a password without a number', { password: 'Abcdefgh', passwordConfirm: 'Abcdefgh' }],
  ])('ignores %s', (_, values) => {
    const resetPassword = vi.fn(async () => undefined);
    const actor = start(resetToken, fake(resetPassword));
    expect(actor.getSnapshot().can({ type: 'reset.submit', ...values })).toBe(false);
    actor.send({ type: 'reset.submit', ...values });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['an expired token', apiError('Bağlantının süresi doldu'), 'Bağlantının süresi doldu'],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])(
    '%s returns to editing with the message, cleared by a new submit',
    async (_, error, message) => {
      const actor = start(
        resetToken,
        fake(() => Promise.reject(error)),
      );
      actor.send({ type: 'reset.submit', ...passwords });
      await waitFor(actor, (s) => s.matches('editing'));
      expect(selectError(actor.getSnapshot())).toBe(message);
      actor.send({ type: 'reset.submit', ...passwords });
      expect(selectError(actor.getSnapshot())).toBeNull();
    },
  );
});
