import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import {
  selectCodeError,
  selectIsCheckingCode,
} from '../../../machines/auth/code-step.selectors.ts';
import { smsConfirmationMachine } from '../../../machines/account/sms-confirmation.machine.ts';
import {
  selectCanResend,
  selectCodeStep,
  selectError,
  selectIsAwaitingCode,
  selectIsConfirmed,
  selectIsIdle,
  selectIsSending,
  selectIsSubmitting,
} from '../../../machines/account/sms-confirmation.selectors.ts';
import { fake, offline, tooManyAttempts } from '../../fixtures/auth.ts';

function start(fakes: { sendSms?: AnyActorLogic; validateSms?: AnyActorLogic } = {}) {
  return createActor(
    smsConfirmationMachine.provide({
      actors: {
        sendSms: fakes.sendSms ?? fake(async (): Promise<void> => undefined),
        codeStep: codeStepMachine.provide({
          actors: { checkCode: fakes.validateSms ?? fake(async () => true) },
        }),
      },
    }),
  ).start();
}

type SmsActor = ReturnType<typeof start>;
/** The card's code step, as the card reaches it. */
const codeStepOf = (actor: SmsActor) => selectCodeStep(actor.getSnapshot())!;
const validate = (actor: SmsActor, code: string) =>
  codeStepOf(actor).send({ type: 'codeStep.submit', code });

async function awaitingCode(fakes: Parameters<typeof start>[0] = {}) {
  const actor = start(fakes);
  actor.send({ type: 'sms.send' });
  await waitFor(actor, (s) => s.matches('awaitingCode'));
  return actor;
}

describe('smsConfirmation machine', () => {
  it('sends a code, has it checked by its code step and ends confirmed', async () => {
    const send = vi.fn(async () => undefined);
    const check = vi.fn(async (_: unknown) => true);
    const actor = start({ sendSms: fake(send), validateSms: fake(check) });
    expect(selectIsIdle(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'sms.send' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    expect(selectIsAwaitingCode(actor.getSnapshot())).toBe(true);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
    validate(actor, '482913');
    expect(selectIsCheckingCode(codeStepOf(actor).getSnapshot())).toBe(true);
    expect(selectIsAwaitingCode(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectIsConfirmed(actor.getSnapshot())).toBe(true);
    expect(send).toHaveBeenCalledOnce();
    expect(check).toHaveBeenCalledWith({ code: '482913', session: null });
  });

  it('a first send that fails goes back to idle with the message', async () => {
    const actor = start({ sendSms: fake(() => Promise.reject(tooManyAttempts)) });
    actor.send({ type: 'sms.send' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe(tooManyAttempts.message);
    expect(selectCodeStep(actor.getSnapshot())).toBeUndefined();
  });

  it('a resend that fails keeps the prompt for the code already sent', async () => {
    let fail = false;
    const send = vi.fn(() => (fail ? Promise.reject(offline) : Promise.resolve()));
    const actor = await awaitingCode({ sendSms: fake(send) });
    fail = true;
    actor.send({ type: 'sms.resend' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(selectIsAwaitingCode(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('awaitingCode') && s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    fail = false;
    actor.send({ type: 'sms.resend' });
    await waitFor(actor, (s) => s.matches('awaitingCode') && s.context.error === null);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('a refused code keeps the step with login.wrongCode; a resend starts a new one', async () => {
    const actor = await awaitingCode({ validateSms: fake(async () => false) });
    validate(actor, '000000');
    await waitFor(codeStepOf(actor), (s) => s.context.codeError !== null);
    expect(selectCodeError(codeStepOf(actor).getSnapshot())).toBe('login.wrongCode');
    expect(actor.getSnapshot().matches('awaitingCode')).toBe(true);
    actor.send({ type: 'sms.resend' });
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    expect(selectCodeError(codeStepOf(actor).getSnapshot())).toBeNull();
  });
});
