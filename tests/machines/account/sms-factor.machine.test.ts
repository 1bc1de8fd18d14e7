import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import {
  smsFactorMachine,
  type SmsChoiceChange,
} from '../../../machines/account/sms-factor.machine.ts';
import {
  selectError,
  selectHasFailed,
  selectIsSaving,
  selectSmsOn,
  selectStepUp,
} from '../../../machines/account/sms-factor.selectors.ts';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import { selectStepUpError } from '../../../machines/auth/step-up.selectors.ts';
import type { TwoFactorType } from '../../../machines/shared/contract.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import type { StepUpAction } from '../../../machines/shared/step-up.ts';
import { apiError, fake, offline, tooManyAttempts } from '../../fixtures/auth.ts';
import { passkeyRefused, refusedAt, stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { askingStepUp } from '../step-up-child.ts';

function start(
  fakes: {
    readType?: AnyActorLogic;
    setType?: AnyActorLogic;
    stepUpFactor?: AnyActorLogic;
  } = {},
) {
  const sendCode = vi.fn(async (_: { action: StepUpAction }): Promise<void> => undefined);
  const actor = createActor(
    smsFactorMachine.provide({
      actors: {
        readType: fakes.readType ?? fake(async (): Promise<TwoFactorType> => 'none'),
        setType: fakes.setType ?? fake(async (_: SmsChoiceChange): Promise<void> => undefined),
        stepUp: stepUpMachine.provide({
          actors: {
            stepUpFactor:
              fakes.stepUpFactor ?? fake(async (): Promise<StepUpFactor | null> => 'sms'),
            sendCode: fake(sendCode),
            assertPasskey: fake(async () => stepUpAssertion),
          },
        }),
      },
    }),
  );
  return Object.assign(actor.start(), { sendCode });
}

const smsOn = fake(async (): Promise<TwoFactorType> => 'sms');

/** SMS on, and turning it off asked: the step-up's child once it runs. */
async function turningOff(fakes: Parameters<typeof start>[0] = {}) {
  const actor = start({ readType: smsOn, ...fakes });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'smsFactor.turnOff' });
  expect(selectIsSaving(actor.getSnapshot())).toBe(false);
  await askingStepUp(actor);
  return actor;
}

const stepUpOf = (actor: ReturnType<typeof start>) => selectStepUp(actor.getSnapshot())!;

describe('smsFactor machine', () => {
  it('reads the choice and switches SMS on at once: it strengthens the account', async () => {
    const sent: unknown[] = [];
    const actor = start({
      setType: fake(async (change: SmsChoiceChange) => {
        sent.push(change);
      }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectSmsOn(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'smsFactor.turnOff' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'smsFactor.turnOn' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectSmsOn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'smsFactor.turnOn' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(sent).toEqual([{ type: 'sms' }]);
  });

  it('turns it off after the step-up: the password and an SMS code sent for factor-off', async () => {
    const setType = vi.fn(async (_: SmsChoiceChange) => undefined);
    const actor = await turningOff({ setType: fake(setType) });
    expect(stepUpOf(actor).getSnapshot().context).toMatchObject({
      action: 'factor-off',
      factor: 'sms',
    });
    stepUpOf(actor).send({ type: 'stepUp.sendCode' });
    await waitFor(stepUpOf(actor), (s) => s.context.codeSent);
    expect(actor.sendCode).toHaveBeenCalledWith({ action: 'factor-off' });
    stepUpOf(actor).send({ type: 'stepUp.submit', password: 'Demo1234', ga_code: '123456' });
    await waitFor(actor, (s) => s.matches('ready') && selectSmsOn(s) === false);
    expect(setType).toHaveBeenCalledWith({
      type: 'none',
      reauthentication: { password: 'Demo1234', ga_code: '123456' },
    });
  });

  it('a passkey holder turns it off with the passkey alone', async () => {
    const setType = vi.fn(async (_: SmsChoiceChange) => undefined);
    const actor = await turningOff({
      setType: fake(setType),
      stepUpFactor: fake(async (): Promise<StepUpFactor | null> => 'passkey'),
    });
    stepUpOf(actor).send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('ready') && selectSmsOn(s) === false);
    expect(setType).toHaveBeenCalledWith({
      type: 'none',
      reauthentication: { passkey: stepUpAssertion },
    });
  });

  it.each([
    ['a refused passkey', passkeyRefused, 'passkey'],
    ['a wrong SMS code', refusedAt('ga_code', 'Girdiğiniz kod hatalı'), 'sms'],
    ['a refusal that names no field (too many attempts)', tooManyAttempts, 'sms'],
  ] as const)(
    '%s asks the step-up again with why; cancel keeps SMS on',
    async (_, error, factor) => {
      const actor = await turningOff({
        setType: fake(() => Promise.reject(error)),
        stepUpFactor: fake(async (): Promise<StepUpFactor | null> => factor),
      });
      if (factor === 'passkey') stepUpOf(actor).send({ type: 'stepUp.usePasskey' });
      else stepUpOf(actor).send({ type: 'stepUp.submit', password: 'Demo1234', ga_code: '000000' });
      await waitFor(actor, (s) => s.matches('steppingUp') && s.context.error !== null);
      await askingStepUp(actor);
      expect(selectStepUpError(stepUpOf(actor).getSnapshot())).toBe(error.message);
      // The card shows it in the dialog only.
      expect(selectError(actor.getSnapshot())).toBeNull();
      stepUpOf(actor).send({ type: 'stepUp.cancel' });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(selectError(actor.getSnapshot())).toBeNull();
      expect(selectSmsOn(actor.getSnapshot())).toBe(true);
    },
  );

  it('a call without an answer ends the step-up and shows on the card, SMS still on', async () => {
    const actor = await turningOff({ setType: fake(() => Promise.reject(offline)) });
    stepUpOf(actor).send({ type: 'stepUp.submit', password: 'Demo1234', ga_code: '000000' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    expect(selectSmsOn(actor.getSnapshot())).toBe(true);
  });

  it('a factor that could not be read is said in the step-up; cancelled, SMS stays on', async () => {
    const actor = await turningOff({
      stepUpFactor: fake((): Promise<StepUpFactor | null> => Promise.reject(offline)),
    });
    expect(selectStepUpError(stepUpOf(actor).getSnapshot())).toBe('common.somethingWentWrong');
    stepUpOf(actor).send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectSmsOn(actor.getSnapshot())).toBe(true);
  });

  it('shows the refusal of a phone that is not confirmed and keeps the choice', async () => {
    const refusal = 'SMS doğrulamasını seçmek için önce telefon numaranızı doğrulayın';
    const actor = start({
      setType: fake(async () => {
        throw apiError(refusal);
      }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'smsFactor.turnOn' });
    await waitFor(actor, (s) => selectError(s) !== null);
    expect(selectError(actor.getSnapshot())).toBe(refusal);
    expect(selectSmsOn(actor.getSnapshot())).toBe(false);
  });

  it('offers a retry when the choice cannot be read', async () => {
    let reads = 0;
    const actor = start({
      readType: fake(async () => {
        reads += 1;
        if (reads === 1) throw offline;
        return 'authenticator';
      }),
    });
    await waitFor(actor, (s) => selectHasFailed(s));
    actor.send({ type: 'smsFactor.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectError(actor.getSnapshot())).toBeNull();
    // The authenticator outranks SMS: SMS is not the factor.
    expect(selectSmsOn(actor.getSnapshot())).toBe(false);
  });
});
