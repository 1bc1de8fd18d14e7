import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { authenticatorMachine } from '../../../machines/account/authenticator.machine.ts';
import { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import {
  selectCodeError as selectStepCodeError,
  selectIsCheckingCode,
} from '../../../machines/auth/code-step.selectors.ts';
import {
  selectCodeError,
  selectCodeStep,
  selectError,
  selectHasFailed,
  selectIsAskingPassword,
  selectIsAwaitingCode,
  selectIsBusy,
  selectIsDisabling,
  selectIsEnabled,
  selectIsLoading,
  selectIsTurningOff,
  selectKey,
  selectShowsKey,
  selectStepUp,
} from '../../../machines/account/authenticator.selectors.ts';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import { selectStepUpError } from '../../../machines/auth/step-up.selectors.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import { passkeyRefused, refusedAt, stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { askingStepUp } from '../step-up-child.ts';
import {
  apiError,
  authenticatorKey,
  fake,
  never,
  offline,
  tooManyAttempts,
} from '../../fixtures/auth.ts';

const wrongPassword = apiError('Mevcut şifreniz hatalı');

interface Fakes {
  authenticatorStatus?: AnyActorLogic;
  generateAuthenticator?: AnyActorLogic;
  confirmAuthenticator?: AnyActorLogic;
  disableAuthenticator?: AnyActorLogic;
  /** The factor switching off asks for (with the authenticator on: it, or a passkey). */
  factor?: StepUpFactor | null;
}

function start(fakes: Fakes = {}) {
  return createActor(
    authenticatorMachine.provide({
      actors: {
        authenticatorStatus:
          fakes.authenticatorStatus ?? fake(async () => ({ enabled: false as boolean })),
        generateAuthenticator: fakes.generateAuthenticator ?? fake(async () => authenticatorKey),
        codeStep: codeStepMachine.provide({
          actors: { checkCode: fakes.confirmAuthenticator ?? fake(async () => true) },
        }),
        disableAuthenticator:
          fakes.disableAuthenticator ?? fake(async (): Promise<void> => undefined),
        stepUp: stepUpMachine.provide({
          actors: {
            stepUpFactor: fake(
              async (): Promise<StepUpFactor | null> => fakes.factor ?? 'authenticator',
            ),
            sendCode: fake(async (): Promise<void> => undefined),
            assertPasskey: fake(async () => stepUpAssertion),
          },
        }),
      },
    }),
  ).start();
}

async function started(fakes: Fakes, state: 'on' | 'off') {
  const actor = start(fakes);
  await waitFor(actor, (s) => s.matches(state));
  return actor;
}

async function showingKey(fakes: Fakes = {}) {
  const actor = await started(fakes, 'off');
  actor.send({ type: 'authenticator.start' });
  actor.send({ type: 'authenticator.generate', password: 'Demo1234' });
  await waitFor(actor, (s) => s.matches('confirming'));
  return actor;
}

type AuthenticatorActor = ReturnType<typeof start>;
/** The new key's code step, as the card reaches it. */
const codeStepOf = (actor: AuthenticatorActor) => selectCodeStep(actor.getSnapshot())!;
const confirm = (actor: AuthenticatorActor, code: string) =>
  codeStepOf(actor).send({ type: 'codeStep.submit', code });

async function askingDisableCode(fakes: Fakes = {}) {
  const actor = await started(
    { authenticatorStatus: fake(async () => ({ enabled: true })), ...fakes },
    'on',
  );
  actor.send({ type: 'authenticator.disable' });
  await askingStepUp(actor);
  return actor;
}

const stepUpOf = (actor: ReturnType<typeof start>) => selectStepUp(actor.getSnapshot())!;

describe('authenticator machine: status', () => {
  it('loads the status: off', async () => {
    const actor = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectIsEnabled(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('off'));
    expect(selectIsEnabled(actor.getSnapshot())).toBe(false);
  });

  it('loads the status: on', async () => {
    const actor = await started(
      { authenticatorStatus: fake(async () => ({ enabled: true })) },
      'on',
    );
    expect(selectIsEnabled(actor.getSnapshot())).toBe(true);
  });

  it('a failed load can be retried', async () => {
    let fail = true;
    const actor = start({
      authenticatorStatus: fake(() =>
        fail ? Promise.reject(offline) : Promise.resolve({ enabled: true }),
      ),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    fail = false;
    actor.send({ type: 'authenticator.retry' });
    await waitFor(actor, (s) => s.matches('on'));
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});

describe('authenticator machine: switching on', () => {
  it('asks the password first and generates the key with it, keeping it out of context', async () => {
    const generate = vi.fn(async (_: unknown) => authenticatorKey);
    const actor = await started({ generateAuthenticator: fake(generate) }, 'off');
    actor.send({ type: 'authenticator.start' });
    expect(selectIsAskingPassword(actor.getSnapshot())).toBe(true);
    expect(selectIsEnabled(actor.getSnapshot())).toBe(false);
    expect(generate).not.toHaveBeenCalled();
    actor.send({ type: 'authenticator.generate', password: 'Demo1234' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(generate).toHaveBeenCalledWith('Demo1234');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Demo1234');
  });

  it('ignores an empty password; cancel goes back to off', async () => {
    const generate = vi.fn(async () => authenticatorKey);
    const actor = await started({ generateAuthenticator: fake(generate) }, 'off');
    actor.send({ type: 'authenticator.start' });
    expect(actor.getSnapshot().can({ type: 'authenticator.generate', password: '' })).toBe(false);
    actor.send({ type: 'authenticator.generate', password: '' });
    expect(actor.getSnapshot().matches('passwordPrompt')).toBe(true);
    actor.send({ type: 'authenticator.cancel' });
    expect(actor.getSnapshot().matches('off')).toBe(true);
    expect(generate).not.toHaveBeenCalled();
  });

  it('generates a key, shows it, and switches on when its code step accepts a code', async () => {
    const check = vi.fn(async (_: unknown) => true);
    const actor = await showingKey({ confirmAuthenticator: fake(check) });
    const s = actor.getSnapshot();
    expect(selectShowsKey(s)).toBe(true);
    expect(selectIsAwaitingCode(s)).toBe(true);
    expect(selectKey(s)).toEqual(authenticatorKey);
    expect(selectIsEnabled(s)).toBe(false);
    confirm(actor, '123456');
    expect(selectIsCheckingCode(codeStepOf(actor).getSnapshot())).toBe(true);
    expect(selectShowsKey(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('on'));
    expect(check).toHaveBeenCalledWith({ code: '123456', session: null });
    expect(selectKey(actor.getSnapshot())).toBeNull();
    expect(selectCodeStep(actor.getSnapshot())).toBeUndefined();
  });

  it.each([
    ['a wrong password', wrongPassword],
    ['too many attempts', tooManyAttempts],
  ])('%s asks the password again with the message', async (_, error) => {
    const actor = await started(
      { generateAuthenticator: fake(() => Promise.reject(error)) },
      'off',
    );
    actor.send({ type: 'authenticator.start' });
    actor.send({ type: 'authenticator.generate', password: 'Yanlis123' });
    await waitFor(actor, (s) => s.matches('passwordPrompt') && s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe(error.message);
    expect(selectIsAskingPassword(actor.getSnapshot())).toBe(true);
    expect(selectKey(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'authenticator.cancel' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('a refused code keeps the key shown with login.wrongCode', async () => {
    const actor = await showingKey({ confirmAuthenticator: fake(async () => false) });
    confirm(actor, '000000');
    await waitFor(codeStepOf(actor), (s) => s.context.codeError !== null);
    expect(selectStepCodeError(codeStepOf(actor).getSnapshot())).toBe('login.wrongCode');
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(selectKey(actor.getSnapshot())).toEqual(authenticatorKey);
  });

  it('cancelling the code step forgets the key and goes back to off', async () => {
    const actor = await showingKey({ confirmAuthenticator: fake(async () => false) });
    confirm(actor, '000000');
    await waitFor(codeStepOf(actor), (s) => s.matches('awaitingCode'));
    codeStepOf(actor).send({ type: 'codeStep.cancel' });
    const s = actor.getSnapshot();
    expect(s.matches('off')).toBe(true);
    expect(s.context).toMatchObject({ secret: null, uri: null, codeError: null });
  });

  it('is not cancelled while a code is checked', async () => {
    const actor = await showingKey({ confirmAuthenticator: never() });
    confirm(actor, '123456');
    codeStepOf(actor).send({ type: 'codeStep.cancel' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(selectIsCheckingCode(codeStepOf(actor).getSnapshot())).toBe(true);
  });
});

describe('authenticator machine: switching off', () => {
  it('steps up with the password and a code, and switches off when they are accepted', async () => {
    const disable = vi.fn(async (_: unknown) => undefined);
    const actor = await askingDisableCode({ disableAuthenticator: fake(disable) });
    expect(selectIsTurningOff(actor.getSnapshot())).toBe(true);
    expect(selectIsAwaitingCode(actor.getSnapshot())).toBe(false);
    expect(selectIsEnabled(actor.getSnapshot())).toBe(true);
    expect(stepUpOf(actor).getSnapshot().context).toMatchObject({
      action: 'factor-off',
      factor: 'authenticator',
    });
    // The step-up's own rules: a code of 6 digits and a password.
    stepUpOf(actor).send({ type: 'stepUp.submit', password: 'Demo1234', ga_code: 'abcdef' });
    stepUpOf(actor).send({ type: 'stepUp.submit', password: '', ga_code: '654321' });
    expect(actor.getSnapshot().matches('steppingUp')).toBe(true);
    stepUpOf(actor).send({ type: 'stepUp.submit', password: 'Demo1234', ga_code: '654321' });
    expect(selectIsDisabling(actor.getSnapshot())).toBe(true);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Demo1234');
    await waitFor(actor, (s) => s.matches('off'));
    expect(disable).toHaveBeenCalledWith({ password: 'Demo1234', ga_code: '654321' });
  });

  it('a passkey holder switches it off with the passkey alone', async () => {
    const disable = vi.fn(async (_: unknown) => undefined);
    const actor = await askingDisableCode({
      disableAuthenticator: fake(disable),
      factor: 'passkey',
    });
    expect(stepUpOf(actor).getSnapshot().context.factor).toBe('passkey');
    stepUpOf(actor).send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('off'));
    expect(disable).toHaveBeenCalledWith({ passkey: stepUpAssertion });
  });

  it.each([
    ['a refused passkey', passkeyRefused],
    ['a wrong code', refusedAt('ga_code', 'Girdiğiniz kod hatalı')],
    ['a wrong password', refusedAt('password', 'Mevcut şifreniz hatalı')],
    ['a refusal that names no field (too many attempts)', tooManyAttempts],
  ])('%s asks the step-up again with why; cancel goes back to on', async (_, error) => {
    const actor = await askingDisableCode({
      disableAuthenticator: fake(() => Promise.reject(error)),
      factor: 'passkey',
    });
    stepUpOf(actor).send({ type: 'stepUp.usePasskey' });
    await waitFor(actor, (s) => s.matches('steppingUp') && s.context.codeError !== null);
    await askingStepUp(actor);
    expect(selectCodeError(actor.getSnapshot())).toBe(error.message);
    expect(selectStepUpError(stepUpOf(actor).getSnapshot())).toBe(error.message);
    stepUpOf(actor).send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().matches('on')).toBe(true);
    expect(selectCodeError(actor.getSnapshot())).toBeNull();
  });

  it('a call without an answer ends the step-up and shows on the card, still on', async () => {
    const actor = await askingDisableCode({
      disableAuthenticator: fake(() => Promise.reject(offline)),
    });
    stepUpOf(actor).send({ type: 'stepUp.submit', password: 'Demo1234', ga_code: '000000' });
    await waitFor(actor, (s) => s.matches('on'));
    expect(selectError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    expect(selectCodeError(actor.getSnapshot())).toBeNull();
  });

  it('a factor that could not be read is said in the step-up; cancelled, it stays on', async () => {
    const actor = createActor(
      authenticatorMachine.provide({
        actors: {
          authenticatorStatus: fake(async () => ({ enabled: true as boolean })),
          stepUp: stepUpMachine.provide({
            actors: {
              stepUpFactor: fake((): Promise<StepUpFactor | null> => Promise.reject(offline)),
            },
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('on'));
    actor.send({ type: 'authenticator.disable' });
    const stepUp = await askingStepUp(actor);
    expect(selectStepUpError(stepUp.getSnapshot())).toBe('common.somethingWentWrong');
    stepUp.send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().matches('on')).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});
