import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { stepUpMachine, type StepUpInput } from '../../../machines/auth/step-up.machine.ts';
import {
  selectStepUpCodeSent,
  selectStepUpError,
  selectStepUpSending,
} from '../../../machines/auth/step-up.selectors.ts';
import type { LoginFactor } from '../../../machines/shared/contract.ts';
import { fake, never, tooManyAttempts } from '../../fixtures/auth.ts';

function start(
  factor: LoginFactor | null,
  { sendCode, error = null }: { sendCode?: AnyActorLogic; error?: string | null } = {},
) {
  const input: StepUpInput = { action: 'limit', factor, error };
  return createActor(
    stepUpMachine.provide({
      actors: { sendCode: sendCode ?? fake(async (): Promise<void> => undefined) },
    }),
    { input },
  ).start();
}

describe('stepUp machine', () => {
  it('ends confirmed with the password alone for a player without a second factor', () => {
    const actor = start(null, { error: 'Mevcut şifreniz hatalı' });
    expect(selectStepUpError(actor.getSnapshot())).toBe('Mevcut şifreniz hatalı');
    actor.send({ type: 'stepUp.submit', password: '', ga_code: '' });
    expect(actor.getSnapshot().value).toBe('editing');
    // No second factor: no code is sent and none goes with the change.
    actor.send({ type: 'stepUp.sendCode' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '123456' });
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'confirmed',
      reauthentication: { password: 'Gizli1234' },
    });
  });

  it('asks the authenticator code with the password', () => {
    const actor = start('authenticator');
    actor.send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '' });
    actor.send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '12345' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'stepUp.sendCode' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '654321' });
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'confirmed',
      reauthentication: { password: 'Gizli1234', ga_code: '654321' },
    });
  });

  it('sends an SMS code for its action on request, again when asked, and shows a refusal', async () => {
    const sent: unknown[] = [];
    let calls = 0;
    const actor = start('sms', {
      sendCode: fake(async (input: unknown) => {
        sent.push(input);
        calls += 1;
        if (calls === 2) throw tooManyAttempts;
      }),
    });
    actor.send({ type: 'stepUp.sendCode' });
    expect(selectStepUpSending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectStepUpCodeSent(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'stepUp.sendCode' });
    await waitFor(actor, (s) => selectStepUpError(s) !== null);
    expect(selectStepUpError(actor.getSnapshot())).toBe(tooManyAttempts.message);
    // The code sent first is still the one to type.
    expect(selectStepUpCodeSent(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([{ action: 'limit' }, { action: 'limit' }]);
    actor.send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '111222' });
    expect(actor.getSnapshot().output).toMatchObject({
      reauthentication: { password: 'Gizli1234', ga_code: '111222' },
    });
  });

  it('takes no answer while a code is sent, and ends cancelled when the player cancels', () => {
    const actor = start('sms', { sendCode: never() });
    actor.send({ type: 'stepUp.sendCode' });
    actor.send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '111222' });
    actor.send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    const other = start('sms');
    other.send({ type: 'stepUp.cancel' });
    expect(other.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });
});
