import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic, type AnyEventObject } from 'xstate';
import { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import {
  selectCodeError,
  selectIsCheckingCode,
} from '../../../machines/auth/code-step.selectors.ts';
import { loginMachine } from '../../../machines/auth/login.machine.ts';
import {
  selectCodeStep,
  selectError,
  selectIsAwaitingCode,
  selectIsBusy,
  selectIsEditing,
  selectIsSignedIn,
  selectIsSubmitting,
  selectUsername,
} from '../../../machines/auth/login.selectors.ts';
import { LOGIN_EXPIRATION_MS } from '../../../machines/shared/constants.ts';
import type { LoginAnswerWithSession } from '../../../machines/shared/contract.ts';
import type { SignedIn } from '../../../machines/shared/session.ts';
import { appDouble } from '../app-double.ts';
import {
  challengedLogin,
  credentials,
  fake,
  inactiveAccount,
  loginAnswer,
  loginFailed,
  offline,
  plainLogin,
  session,
  sessionExpired,
  sessionExpiredEn,
  shortSecretLogin,
  tooManyAttempts,
  wrongCode,
} from '../../fixtures/auth.ts';

const NOW = new Date('2026-11-22T10:00:00Z').getTime();

/** What the machine told the app actor: the sign-in it hands over. */
let told: AnyEventObject[] = [];
const handedOver = (signedIn: SignedIn | undefined) => [{ type: 'auth.signedIn', signedIn }];

function start(actors: { login?: AnyActorLogic; checkCode?: AnyActorLogic } = {}) {
  const app = appDouble();
  told = app.told;
  const actor = createActor(
    loginMachine.provide({
      actors: {
        login: actors.login ?? fake(async () => plainLogin),
        codeStep: codeStepMachine.provide({
          actors: { checkCode: actors.checkCode ?? fake(async () => true) },
        }),
      },
    }),
    { parent: app.app },
  ).start();
  return actor;
}

const submit = { type: 'login.submit', ...credentials } as const;

type LoginActor = ReturnType<typeof start>;
/** The prompt's code step, as the views reach it. */
const codeStepOf = (actor: LoginActor) => selectCodeStep(actor.getSnapshot())!;
const submitCode = (actor: LoginActor, code: string) =>
  codeStepOf(actor).send({ type: 'codeStep.submit', code });

async function toCodePrompt(checkCode?: AnyActorLogic) {
  const actor = start({ login: fake(async () => challengedLogin), checkCode });
  actor.send(submit);
  await waitFor(actor, (s) => s.matches('awaitingCode'));
  return actor;
}

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('login machine: credentials', () => {
  it('starts editing with nothing to show', () => {
    const s = start().getSnapshot();
    expect(selectIsEditing(s)).toBe(true);
    expect(s.context).toMatchObject({ username: '', error: null, pending: null });
  });

  it('sends trimmed credentials and, without a secret, signs in with otpStatus false', async () => {
    const login = vi.fn(async (_: unknown) => plainLogin);
    const actor = start({ login: fake(login) });
    actor.send({ type: 'login.submit', username: '  ayse ', password: 'Demo1234' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(login).toHaveBeenCalledWith({ username: 'ayse', password: 'Demo1234' });
    const s = actor.getSnapshot();
    expect(selectIsSignedIn(s)).toBe(true);
    expect(s.output).toEqual({
      session,
      profile: { uid: '1001', firstname: null, lastname: null, username: 'ayse', email: null },
      auth: { username: 'ayse', otpStatus: false, loggedInAt: NOW },
      rid: loginAnswer.rid,
      expiresAt: NOW + LOGIN_EXPIRATION_MS,
    });
    expect(selectUsername(s)).toBe('ayse');
    expect(told).toEqual(handedOver(s.output));
  });

  it('never keeps the password in context', async () => {
    const actor = start({ login: fake(async () => challengedLogin) });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(credentials.password);
  });

  it('a secret of 10 characters is no challenge: signs in at once', async () => {
    const actor = start({ login: fake(async () => shortSecretLogin) });
    actor.send(submit);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.auth.otpStatus).toBe(false);
  });

  it('a secret of 11 characters opens the code prompt and keeps the pending login', async () => {
    const actor = await toCodePrompt();
    const s = actor.getSnapshot();
    expect(selectIsAwaitingCode(s)).toBe(true);
    expect(selectIsBusy(s)).toBe(false);
    expect(s.context.pending).toEqual(challengedLogin);
    expect(s.output).toBeUndefined();
    expect(told).toEqual([]);
  });

  it.each([
    ['an empty username', { username: '  ', password: 'x' }],
    ['an empty password', { username: 'ayse', password: '' }],
  ])('ignores a submit with %s', (_, values) => {
    const login = vi.fn(async () => plainLogin);
    const actor = start({ login: fake(login) });
    const event = { type: 'login.submit', ...values } as const;
    expect(actor.getSnapshot().can(event)).toBe(false);
    actor.send(event);
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(login).not.toHaveBeenCalled();
  });

  it.each([
    ['login failed', loginFailed, 'Giriş Başarısız'],
    ['inactive account', inactiveAccount, 'İnaktif hesap'],
    ['too many attempts', tooManyAttempts, tooManyAttempts.message],
    ['no answer', offline, 'common.somethingWentWrong'],
    ['an error without a message', new Error(''), 'common.somethingWentWrong'],
  ])('%s lands in editing with the message', async (_, error, message) => {
    const actor = start({ login: fake(() => Promise.reject(error)) });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('a new submit clears the previous error', async () => {
    let answer: () => Promise<LoginAnswerWithSession> = () => Promise.reject(loginFailed);
    const actor = start({ login: fake(() => answer()) });
    actor.send(submit);
    await waitFor(actor, (s) => s.context.error !== null);
    answer = () => new Promise(() => undefined);
    actor.send(submit);
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });
});

describe('login machine: authenticator code', () => {
  it('runs the code step on the pending session while the prompt is open', async () => {
    const actor = await toCodePrompt();
    const step = codeStepOf(actor).getSnapshot();
    expect(step.matches('awaitingCode')).toBe(true);
    expect(step.context.session).toEqual(challengedLogin.session);
  });

  it('a code accepted signs in with otpStatus true, checked on the pending session', async () => {
    const checkCode = vi.fn(async (_: unknown) => true);
    const actor = await toCodePrompt(fake(checkCode));
    submitCode(actor, '123456');
    expect(selectIsAwaitingCode(actor.getSnapshot())).toBe(true);
    expect(selectIsCheckingCode(codeStepOf(actor).getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(checkCode).toHaveBeenCalledWith({ session, code: '123456' });
    expect(actor.getSnapshot().output).toMatchObject({
      session,
      auth: { username: 'ayse', otpStatus: true, loggedInAt: NOW },
      rid: loginAnswer.rid,
      expiresAt: NOW + LOGIN_EXPIRATION_MS,
    });
    expect(told).toEqual(handedOver(actor.getSnapshot().output));
  });

  it('a code refused keeps the prompt open with login.wrongCode; a good one then signs in', async () => {
    let accepted = false;
    const actor = await toCodePrompt(fake(async () => accepted));
    submitCode(actor, '000000');
    await waitFor(codeStepOf(actor), (s) => s.matches('awaitingCode'));
    expect(selectCodeError(codeStepOf(actor).getSnapshot())).toBe('login.wrongCode');
    expect(selectIsAwaitingCode(actor.getSnapshot())).toBe(true);
    accepted = true;
    submitCode(actor, '123456');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.auth.otpStatus).toBe(true);
  });

  it.each([
    ['Turkish', sessionExpired],
    ['English', sessionExpiredEn],
  ])('a %s session-expired answer goes back to editing to sign in again', async (_, error) => {
    const actor = await toCodePrompt(fake(() => Promise.reject(error)));
    submitCode(actor, '123456');
    await waitFor(actor, (s) => s.matches('editing'));
    const s = actor.getSnapshot();
    expect(selectError(s)).toBe('login.sessionExpired');
    expect(selectIsAwaitingCode(s)).toBe(false);
    expect(selectCodeStep(s)).toBeUndefined();
    expect(s.context).toMatchObject({ pending: null, username: 'ayse' });
  });

  it.each([
    ['a wrong-code refusal', wrongCode, 'Girdiğiniz kod hatalı'],
    ['too many attempts', tooManyAttempts, tooManyAttempts.message],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s keeps the prompt open with the message', async (_, error, message) => {
    const actor = await toCodePrompt(fake(() => Promise.reject(error)));
    submitCode(actor, '123456');
    await waitFor(codeStepOf(actor), (s) => s.context.codeError !== null);
    expect(selectCodeError(codeStepOf(actor).getSnapshot())).toBe(message);
    expect(actor.getSnapshot().matches('awaitingCode')).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual(challengedLogin);
  });

  it('cancelling the prompt goes back to editing and forgets the pending login', async () => {
    const actor = await toCodePrompt(fake(async () => false));
    submitCode(actor, '000000');
    await waitFor(codeStepOf(actor), (s) => s.matches('awaitingCode'));
    codeStepOf(actor).send({ type: 'codeStep.cancel' });
    const s = actor.getSnapshot();
    expect(selectIsEditing(s)).toBe(true);
    expect(s.context).toMatchObject({ pending: null, error: null });
    expect(selectCodeStep(s)).toBeUndefined();
    expect(told).toEqual([]);
  });

  it('a submit of credentials is not taken while the prompt is open', async () => {
    const actor = await toCodePrompt();
    expect(actor.getSnapshot().can(submit)).toBe(false);
  });
});
