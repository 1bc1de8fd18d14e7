import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { authenticatorMachine } from '../../../machines/auth/authenticator.machine.ts';
import {
  selectCodeError,
  selectError,
  selectHasFailed,
  selectIsAskingDisableCode,
  selectIsAwaitingCode,
  selectIsBusy,
  selectIsDisabling,
  selectIsEnabled,
  selectIsLoading,
  selectIsVerifying,
  selectKey,
  selectShowsKey,
} from '../../../machines/auth/authenticator.selectors.ts';
import {
  authenticatorKey,
  fake,
  offline,
  tooManyAttempts,
  wrongCode,
} from '../../fixtures/auth.ts';

interface Fakes {
  authenticatorStatus?: AnyActorLogic;
  generateAuthenticator?: AnyActorLogic;
  confirmAuthenticator?: AnyActorLogic;
  disableAuthenticator?: AnyActorLogic;
}

function start(fakes: Fakes = {}) {
  return createActor(
    authenticatorMachine.provide({
      actors: {
        authenticatorStatus:
          fakes.authenticatorStatus ?? fake(async () => ({ enabled: false as boolean })),
        generateAuthenticator: fakes.generateAuthenticator ?? fake(async () => authenticatorKey),
        confirmAuthenticator: fakes.confirmAuthenticator ?? fake(async () => true),
        disableAuthenticator:
          fakes.disableAuthenticator ?? fake(async (): Promise<void> => undefined),
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
  await waitFor(actor, (s) => s.matches('confirming'));
  return actor;
}

async function askingDisableCode(fakes: Fakes = {}) {
  const actor = await started(
    { authenticatorStatus: fake(async () => ({ enabled: true })), ...fakes },
    'on',
  );
  actor.send({ type: 'authenticator.disable' });
  return actor;
}

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
  it('generates a key, shows it, and switches on when the code is accepted', async () => {
    const confirm = vi.fn(async (_: unknown) => true);
    const actor = await showingKey({ confirmAuthenticator: fake(confirm) });
    const s = actor.getSnapshot();
    expect(selectShowsKey(s)).toBe(true);
    expect(selectIsAwaitingCode(s)).toBe(true);
    expect(selectKey(s)).toEqual(authenticatorKey);
    expect(selectIsEnabled(s)).toBe(false);
    actor.send({ type: 'authenticator.confirm', code: '123456' });
    expect(selectIsVerifying(actor.getSnapshot())).toBe(true);
    expect(selectShowsKey(actor.getSnapshot())).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('on'));
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(selectKey(actor.getSnapshot())).toBeNull();
  });

  it('generating shows busy; a failure goes back to off with the message', async () => {
    const actor = await started(
      { generateAuthenticator: fake(() => Promise.reject(tooManyAttempts)) },
      'off',
    );
    actor.send({ type: 'authenticator.start' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('off') && s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe(tooManyAttempts.message);
    actor.send({ type: 'authenticator.start' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('ignores a code that is not 6 digits', async () => {
    const confirm = vi.fn(async () => true);
    const actor = await showingKey({ confirmAuthenticator: fake(confirm) });
    expect(actor.getSnapshot().can({ type: 'authenticator.confirm', code: '12345' })).toBe(false);
    actor.send({ type: 'authenticator.confirm', code: '12345' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a refused code keeps the key shown with login.wrongCode', async () => {
    const actor = await showingKey({ confirmAuthenticator: fake(async () => false) });
    actor.send({ type: 'authenticator.confirm', code: '000000' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(selectCodeError(actor.getSnapshot())).toBe('login.wrongCode');
    expect(selectKey(actor.getSnapshot())).toEqual(authenticatorKey);
  });

  it.each([
    ['a wrong-code refusal', wrongCode, wrongCode.message],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s keeps the key shown with the message', async (_, error, message) => {
    const actor = await showingKey({ confirmAuthenticator: fake(() => Promise.reject(error)) });
    actor.send({ type: 'authenticator.confirm', code: '000000' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.codeError !== null);
    expect(selectCodeError(actor.getSnapshot())).toBe(message);
  });

  it('cancel forgets the key and goes back to off', async () => {
    const actor = await showingKey({ confirmAuthenticator: fake(async () => false) });
    actor.send({ type: 'authenticator.confirm', code: '000000' });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'authenticator.cancel' });
    const s = actor.getSnapshot();
    expect(s.matches('off')).toBe(true);
    expect(s.context).toMatchObject({ secret: null, uri: null, codeError: null });
  });
});

describe('authenticator machine: switching off', () => {
  it('asks for a code and switches off when it is accepted', async () => {
    const disable = vi.fn(async (_: unknown) => undefined);
    const actor = await askingDisableCode({ disableAuthenticator: fake(disable) });
    expect(selectIsAskingDisableCode(actor.getSnapshot())).toBe(true);
    expect(selectIsAwaitingCode(actor.getSnapshot())).toBe(true);
    expect(selectIsEnabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'authenticator.confirmDisable', code: '654321' });
    expect(selectIsDisabling(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('off'));
    expect(disable).toHaveBeenCalledWith('654321');
  });

  it('ignores a code that is not 6 digits', async () => {
    const disable = vi.fn(async () => undefined);
    const actor = await askingDisableCode({ disableAuthenticator: fake(disable) });
    actor.send({ type: 'authenticator.confirmDisable', code: 'abcdef' });
    expect(actor.getSnapshot().matches('disablePrompt')).toBe(true);
    expect(disable).not.toHaveBeenCalled();
  });

  it.each([
    ['a wrong-code refusal', wrongCode, wrongCode.message],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])(
    '%s keeps the prompt open with the message; cancel goes back to on',
    async (_, error, message) => {
      const actor = await askingDisableCode({
        disableAuthenticator: fake(() => Promise.reject(error)),
      });
      actor.send({ type: 'authenticator.confirmDisable', code: '000000' });
      await waitFor(actor, (s) => s.matches('disablePrompt') && s.context.codeError !== null);
      expect(selectCodeError(actor.getSnapshot())).toBe(message);
      actor.send({ type: 'authenticator.cancel' });
      expect(actor.getSnapshot().matches('on')).toBe(true);
      expect(selectCodeError(actor.getSnapshot())).toBeNull();
    },
  );
});
