import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine.ts';
import {
  selectError,
  selectIsEditing,
  selectIsSending,
} from '../../../machines/auth/forgot-password.selectors.ts';
import { appDouble } from '../app-double.ts';
import { fake, offline, tooManyAttempts } from '../../fixtures/auth.ts';

function start(forgot: AnyActorLogic = fake(async () => undefined)) {
  const { app, told } = appDouble();
  const actor = createActor(forgotPasswordMachine.provide({ actors: { forgot } }), { parent: app });
  return Object.assign(actor.start(), { told });
}

describe('forgotPassword machine', () => {
  it('sends the trimmed address, then leads to the login form saying where it went', async () => {
    const forgot = vi.fn(async (_: unknown) => undefined);
    const actor = start(fake(forgot));
    actor.send({ type: 'forgot.submit', email: ' ayse@example.com ' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(forgot).toHaveBeenCalledWith('ayse@example.com');
    expect(actor.told).toEqual([
      {
        type: 'navigate.page',
        page: 'login',
        notice: { id: 'auth.forgot.done', values: { email: 'ayse@example.com' } },
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({ email: 'ayse@example.com' });
  });

  it.each(['', 'not-an-address'])('ignores the address %j', (email) => {
    const forgot = vi.fn(async () => undefined);
    const actor = start(fake(forgot));
    expect(actor.getSnapshot().can({ type: 'forgot.submit', email })).toBe(false);
    actor.send({ type: 'forgot.submit', email });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(forgot).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal', tooManyAttempts, tooManyAttempts.message],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s returns to editing with the message', async (_, error, message) => {
    const actor = start(fake(() => Promise.reject(error)));
    actor.send({ type: 'forgot.submit', email: 'ayse@example.com' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(actor.told).toEqual([]);
  });
});
