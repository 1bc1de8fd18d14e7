import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { codeStepMachine, type CodeStepInput } from '../../../machines/auth/code-step.machine.ts';
import {
  selectCanCancelCode,
  selectCodeError,
  selectIsCheckingCode,
} from '../../../machines/auth/code-step.selectors.ts';
import {
  fake,
  never,
  offline,
  session,
  sessionExpired,
  sessionExpiredEn,
  tooManyAttempts,
  wrongCode,
} from '../../fixtures/auth.ts';

const login: CodeStepInput = { session };
const profile: CodeStepInput = { session: null };

function start(checkCode: AnyActorLogic, input: CodeStepInput = login) {
  return createActor(codeStepMachine.provide({ actors: { checkCode } }), { input }).start();
}

const submit = (code: string) => ({ type: 'codeStep.submit', code }) as const;

describe('codeStep machine', () => {
  it('waits for a code, with nothing to show', () => {
    const s = start(fake(async () => true)).getSnapshot();
    expect(s.matches('awaitingCode')).toBe(true);
    expect(selectIsCheckingCode(s)).toBe(false);
    expect(selectCodeError(s)).toBeNull();
    expect(selectCanCancelCode(s)).toBe(true);
  });

  it('ignores codes that are not 6 digits', () => {
    const check = vi.fn(async () => true);
    const actor = start(fake(check));
    for (const code of ['12345', '1234567', '12a456', '', ' 123456']) {
      expect(actor.getSnapshot().can(submit(code))).toBe(false);
      actor.send(submit(code));
    }
    expect(actor.getSnapshot().matches('awaitingCode')).toBe(true);
    expect(check).not.toHaveBeenCalled();
  });

  it.each([
    ["the login's pending session", login],
    ["the player's own session", profile],
  ])('checks the code with %s and ends accepted', async (_, input) => {
    const check = vi.fn(async (_: unknown) => true);
    const actor = start(fake(check), input);
    actor.send(submit('482913'));
    const checking = actor.getSnapshot();
    expect(selectIsCheckingCode(checking)).toBe(true);
    expect(checking.hasTag('awaitingCode')).toBe(true);
    expect(selectCanCancelCode(checking)).toBe(false);
    await waitFor(actor, (s) => s.status === 'done');
    expect(check).toHaveBeenCalledWith({ code: '482913', session: input.session });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'accepted' });
  });

  it('never keeps the code in context', () => {
    const actor = start(never());
    actor.send(submit('482913'));
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('482913');
  });

  it('a refused code shows login.wrongCode; the next attempt clears it', async () => {
    let accepted = false;
    const actor = start(fake(async () => accepted));
    actor.send(submit('000000'));
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    expect(selectCodeError(actor.getSnapshot())).toBe('login.wrongCode');
    accepted = true;
    actor.send(submit('482913'));
    expect(selectCodeError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'accepted' });
  });

  it.each([
    ['a wrong-code refusal', wrongCode, wrongCode.message],
    ['too many attempts', tooManyAttempts, tooManyAttempts.message],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s keeps waiting with the message', async (_, error, message) => {
    const actor = start(fake(() => Promise.reject(error)));
    actor.send(submit('123456'));
    await waitFor(actor, (s) => s.matches('awaitingCode') && s.context.codeError !== null);
    expect(selectCodeError(actor.getSnapshot())).toBe(message);
  });

  it.each([
    ['Turkish', sessionExpired],
    ['English', sessionExpiredEn],
  ])('a %s session-expired answer on a pending session ends the step', async (_, error) => {
    const actor = start(fake(() => Promise.reject(error)));
    actor.send(submit('123456'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'sessionExpired' });
  });

  it("the player's own session expiring is only a message: the app signs out", async () => {
    const actor = start(
      fake(() => Promise.reject(sessionExpired)),
      profile,
    );
    actor.send(submit('123456'));
    await waitFor(actor, (s) => s.matches('awaitingCode') && s.context.codeError !== null);
    expect(selectCodeError(actor.getSnapshot())).toBe(sessionExpired.message);
  });

  it('cancels while waiting, never while a code is checked', () => {
    const actor = start(never());
    actor.send(submit('123456'));
    actor.send({ type: 'codeStep.cancel' });
    expect(selectIsCheckingCode(actor.getSnapshot())).toBe(true);

    const waiting = start(never());
    waiting.send({ type: 'codeStep.cancel' });
    expect(waiting.getSnapshot().status).toBe('done');
    expect(waiting.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });
});
