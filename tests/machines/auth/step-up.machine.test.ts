import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import {
  STEP_UP_PASSKEY_FAILED,
  stepUpMachine,
  type StepUpInput,
} from '../../../machines/auth/step-up.machine.ts';
import {
  selectStepUpAskingPasskey,
  selectStepUpAsksPassword,
  selectStepUpCodeSent,
  selectStepUpError,
  selectStepUpFactor,
  selectStepUpReading,
  selectStepUpSending,
} from '../../../machines/auth/step-up.selectors.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import type { StepUpAction } from '../../../machines/shared/step-up.ts';
import { fake, never, offline, tooManyAttempts } from '../../fixtures/auth.ts';
import {
  browserFailure,
  passkeyCancelled,
  passkeyRefused,
  stepUpAssertion,
} from '../../fixtures/passkey-step-up.ts';

/** A step-up for a player whose factor the platform answers as `factor`, once it has read it. */
async function start(
  factor: StepUpFactor | null,
  {
    sendCode,
    assertPasskey,
    error = null,
    action = 'limit',
    givenPassword,
  }: {
    sendCode?: AnyActorLogic;
    assertPasskey?: AnyActorLogic;
    error?: string | null;
    action?: StepUpAction;
    givenPassword?: string;
  } = {},
) {
  const input: StepUpInput = { action, error, givenPassword };
  const actor = createActor(
    stepUpMachine.provide({
      actors: {
        stepUpFactor: fake(async () => factor),
        sendCode: sendCode ?? fake(async (): Promise<void> => undefined),
        assertPasskey: assertPasskey ?? fake(async () => stepUpAssertion),
      },
    }),
    { input },
  ).start();
  await waitFor(actor, (s) => !selectStepUpReading(s));
  return actor;
}

describe('stepUp machine', () => {
  it('ends confirmed with the password alone for a player without a second factor', async () => {
    const actor = await start(null, { error: 'Mevcut şifreniz hatalı' });
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

  it('asks the authenticator code with the password', async () => {
    const actor = await start('authenticator');
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
    const actor = await start('sms', {
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

  it('takes no answer while a code is sent, and ends cancelled when the player cancels', async () => {
    const actor = await start('sms', { sendCode: never() });
    actor.send({ type: 'stepUp.sendCode' });
    actor.send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '111222' });
    actor.send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    const other = await start('sms');
    other.send({ type: 'stepUp.cancel' });
    expect(other.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });

  it('ends confirmed with the passkey alone: no password, no code', async () => {
    const asked: unknown[] = [];
    const actor = await start('passkey', {
      action: 'withdrawal',
      assertPasskey: fake(async (input: unknown) => {
        asked.push(input);
        return stepUpAssertion;
      }),
    });
    // A password typed somewhere else is no proof for a passkey holder.
    actor.send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '123456' });
    actor.send({ type: 'stepUp.sendCode' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'stepUp.usePasskey' });
    expect(selectStepUpAskingPasskey(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(asked).toEqual([{ action: 'withdrawal' }]);
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'confirmed',
      reauthentication: { passkey: stepUpAssertion },
    });
  });

  it('waits again without an error when the player closes the passkey prompt', async () => {
    let calls = 0;
    const actor = await start('passkey', {
      assertPasskey: fake(async () => {
        calls += 1;
        if (calls === 1) throw passkeyCancelled;
        return stepUpAssertion;
      }),
    });
    actor.send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectStepUpError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'confirmed' });
  });

  it("shows the platform's refusal of the challenge, and the browser's failure in words", async () => {
    const failures = [tooManyAttempts, browserFailure, offline];
    const actor = await start('passkey', {
      assertPasskey: fake(async () => {
        throw failures.shift();
      }),
    });
    const expected = [tooManyAttempts.message, STEP_UP_PASSKEY_FAILED, 'common.somethingWentWrong'];
    for (const message of expected) {
      actor.send({ type: 'stepUp.usePasskey' });
      await waitFor(actor, (s) => s.matches('editing') && selectStepUpError(s) !== null);
      expect(selectStepUpError(actor.getSnapshot())).toBe(message);
    }
  });

  it("asks the passkey again after the parent's call refused it, the refusal shown until pressed", async () => {
    const actor = await start('passkey', { error: passkeyRefused.message });
    expect(selectStepUpError(actor.getSnapshot())).toBe('Passkey doğrulanamadı');
    actor.send({ type: 'stepUp.usePasskey' });
    expect(selectStepUpError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'confirmed',
      reauthentication: { passkey: stepUpAssertion },
    });
  });

  it('cancelling while the passkey prompt is open ends the step and the ceremony', async () => {
    let aborted = false;
    const actor = await start('passkey', {
      assertPasskey: fromPromise(
        ({ signal }) => new Promise(() => signal.addEventListener('abort', () => (aborted = true))),
      ),
    });
    actor.send({ type: 'stepUp.usePasskey' });
    actor.send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
    expect(aborted).toBe(true);
  });

  it('asks only the code when the parent took the password, and sends that password', async () => {
    const actor = await start('sms', { action: 'password', givenPassword: 'Eski1234' });
    expect(selectStepUpAsksPassword(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'stepUp.submit', password: '', ga_code: '12345' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'stepUp.submit', password: '', ga_code: '123456' });
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'confirmed',
      reauthentication: { password: 'Eski1234', ga_code: '123456' },
    });
    expect(selectStepUpAsksPassword((await start('authenticator')).getSnapshot())).toBe(true);
  });

  it('reads the factor the platform has now, each time a step starts', async () => {
    const answers: (StepUpFactor | null)[] = ['authenticator', 'passkey'];
    const reads = fake(async (): Promise<StepUpFactor | null> => answers.shift()!);
    const machine = stepUpMachine.provide({ actors: { stepUpFactor: reads } });
    const input: StepUpInput = { action: 'withdrawal', error: null };
    for (const factor of ['authenticator', 'passkey']) {
      const actor = createActor(machine, { input }).start();
      expect(selectStepUpReading(actor.getSnapshot())).toBe(true);
      // No answer counts while the factor is unknown.
      actor.send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '123456' });
      await waitFor(actor, (s) => s.matches('editing'));
      expect(selectStepUpFactor(actor.getSnapshot())).toBe(factor);
    }
  });

  it('says why the factor could not be read, and reads it again on retry', async () => {
    let calls = 0;
    const actor = createActor(
      stepUpMachine.provide({
        actors: {
          stepUpFactor: fake(async (): Promise<StepUpFactor | null> => {
            calls += 1;
            if (calls === 1) throw offline;
            return 'sms';
          }),
        },
      }),
      { input: { action: 'email', error: null } },
    ).start();
    await waitFor(actor, (s) => s.matches('unread'));
    expect(selectStepUpError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    actor.send({ type: 'stepUp.retry' });
    expect(selectStepUpError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectStepUpFactor(actor.getSnapshot())).toBe('sms');
  });

  it('ends cancelled from a failed read when the player cancels', async () => {
    const actor = createActor(
      stepUpMachine.provide({
        actors: {
          stepUpFactor: fake(async (): Promise<StepUpFactor | null> => Promise.reject(offline)),
        },
      }),
      { input: { action: 'limit', error: null } },
    ).start();
    await waitFor(actor, (s) => s.matches('unread'));
    actor.send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });

  it('asks nothing when the parent took the password and the player has no factor', async () => {
    const actor = await start(null, { action: 'password', givenPassword: 'Eski1234' });
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'confirmed',
      reauthentication: { password: 'Eski1234' },
    });
  });
});
