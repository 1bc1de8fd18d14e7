import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { smsConfirmationMachine } from '../../../machines/auth/smsConfirmation.machine.ts';
import {
  selectCanResend,
  selectCodeError,
  selectError,
  selectIsAwaitingCode,
  selectIsConfirmed,
  selectIsIdle,
  selectIsSending,
  selectIsSubmitting,
  selectIsValidating,
} from '../../../machines/auth/smsConfirmation.selectors.ts';
import { apiError, fake, offline, tooManyAttempts } from '../../fixtures/auth.ts';

function start(fakes: { sendSms?: AnyActorLogic; validateSms?: AnyActorLogic } = {}) {
  return createActor(
    smsConfirmationMachine.provide({
      actors: {
        sendSms: fakes.sendSms ?? fake(async (): Promise<void> => undefined),
        validateSms: fakes.validateSms ?? fake(async () => true),
      },
    }),
  ).start();
}

async function awaitingCode(fakes: Parameters<typeof start>[0] = {}) {
  const actor = start(fakes);
  actor.send({ type: 'sms.send' });
  await waitFor(actor, (s) => s.matches('awaitingCode'));
  return actor;
}

describe('smsConfirmation machine', () => {
  it('sends a code, validates it and ends confirmed', async () => {
    const send = vi.fn(async () => undefined);
    const validate = vi.fn(async (_: unknown) => true);
    const actor = start({ sendSms: fake(send), validateSms: fake(validate) });
    expect(selectIsIdle(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'sms.send' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    expect(selectIsAwaitingCode(actor.getSnapshot())).toBe(true);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'sms.validate', code: '482913' });
    expect(selectIsValidating(actor.getSnapshot())).toBe(true);
    expect(selectIsAwaitingCode(actor.getSnapshot())).toBe(true);
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectIsConfirmed(actor.getSnapshot())).toBe(true);
    expect(send).toHaveBeenCalledOnce();
    expect(validate).toHaveBeenCalledWith('482913');
  });

  it('a first send that fails goes back to idle with the message', async () => {
    const actor = start({ sendSms: fake(() => Promise.reject(tooManyAttempts)) });
    actor.send({ type: 'sms.send' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe(tooManyAttempts.message);
  });

  it('a resend that fails keeps the prompt for the code already sent', async () => {
    let fail = false;
    const send = vi.fn(() => (fail ? Promise.reject(offline) : Promise.resolve()));
    const actor = await awaitingCode({ sendSms: fake(send) });
    fail = true;
    actor.send({ type: 'sms.resend' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('awaitingCode') && s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    fail = false;
    actor.send({ type: 'sms.resend' });
    await waitFor(actor, (s) => s.matches('awaitingCode') && s.context.error === null);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('ignores a code that is not 6 digits', async () => {
    const validate = vi.fn(async () => true);
    const actor = await awaitingCode({ validateSms: fake(validate) });
    expect(actor.getSnapshot().can({ type: 'sms.validate', code: '1234' })).toBe(false);
    actor.send({ type: 'sms.validate', code: '1234' });
    expect(actor.getSnapshot().matches('awaitingCode')).toBe(true);
    expect(validate).not.toHaveBeenCalled();
  });

  it('a refused code shows login.wrongCode; a new attempt clears it', async () => {
    let accepted = false;
    const actor = await awaitingCode({ validateSms: fake(async () => accepted) });
    actor.send({ type: 'sms.validate', code: '000000' });
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    expect(selectCodeError(actor.getSnapshot())).toBe('login.wrongCode');
    accepted = true;
    actor.send({ type: 'sms.validate', code: '482913' });
    expect(selectCodeError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  it.each([
    ['a voided code', apiError('Kod geçersiz'), 'Kod geçersiz'],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s keeps the prompt with the message', async (_, error, message) => {
    const actor = await awaitingCode({ validateSms: fake(() => Promise.reject(error)) });
    actor.send({ type: 'sms.validate', code: '000000' });
    await waitFor(actor, (s) => s.matches('awaitingCode') && s.context.codeError !== null);
    expect(selectCodeError(actor.getSnapshot())).toBe(message);
  });
});
