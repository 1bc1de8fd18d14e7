import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic, type AnyEventObject } from 'xstate';
import { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import {
  selectCodeError,
  selectIsCheckingCode,
} from '../../../machines/auth/code-step.selectors.ts';
import {
  AUTOFILL_RENEW_MS,
  LOGIN_PASSKEY_FAILED,
  loginMachine,
  type PasskeyCeremony,
} from '../../../machines/auth/login.machine.ts';
import {
  selectCodeStep,
  selectError,
  selectIsAwaitingCode,
  selectIsBusy,
  selectIsEditing,
  selectIsSignedIn,
  selectIsSubmitting,
  selectIsUsingPasskey,
  selectPasskeyOffered,
  selectUsername,
} from '../../../machines/auth/login.selectors.ts';
import { PASSKEY_CHALLENGE_MS, type PasskeyAssertion } from '../../../machines/shared/passkeys.ts';
import { LOGIN_EXPIRATION_MS } from '../../../machines/shared/constants.ts';
import type { LoginAnswerWithSession } from '../../../machines/shared/contract.ts';
import type { SignedIn } from '../../../machines/shared/session.ts';
import { appDouble } from '../app-double.ts';
import {
  challengedLogin,
  credentials,
  fake,
  inactiveAccount,
  never,
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
import {
  assertion,
  cancelled,
  deviceFailure,
  passkeyLogin,
  passkeyRefused,
} from '../../fixtures/passkey-login.ts';

const NOW = new Date('2026-11-22T10:00:00Z').getTime();

/** What the machine told the app actor: the sign-in it hands over. */
let told: AnyEventObject[] = [];
const handedOver = (signedIn: SignedIn | undefined) => [{ type: 'auth.signedIn', signedIn }];

interface Actors {
  login?: AnyActorLogic;
  checkCode?: AnyActorLogic;
  autofillSupported?: AnyActorLogic;
  passkeyAssertion?: AnyActorLogic;
  passkeyLogin?: AnyActorLogic;
}

function start(actors: Actors = {}, passkeys = false) {
  const app = appDouble();
  told = app.told;
  const actor = createActor(
    loginMachine.provide({
      actors: {
        login: actors.login ?? fake(async () => plainLogin),
        codeStep: codeStepMachine.provide({
          actors: { checkCode: actors.checkCode ?? fake(async () => true) },
        }),
        autofillSupported: actors.autofillSupported ?? fake(async () => false),
        passkeyAssertion: actors.passkeyAssertion ?? new Ceremonies().logic,
        passkeyLogin: actors.passkeyLogin ?? fake(async () => passkeyLogin),
      },
    }),
    { parent: app.app, input: { passkeys } },
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

/** The browser's ceremonies as the machine starts them: what for, and whether it stopped them. */
interface Ceremony {
  autofill: boolean;
  signal: AbortSignal;
  ended: boolean;
  resolve: (assertion: PasskeyAssertion) => void;
  reject: (error: unknown) => void;
}

class Ceremonies {
  readonly started: Ceremony[] = [];

  readonly logic = fromPromise<PasskeyAssertion, PasskeyCeremony>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const ceremony: Ceremony = {
          autofill: input.autofill,
          signal,
          ended: false,
          resolve: (assertion) => {
            ceremony.ended = true;
            resolve(assertion);
          },
          reject: (error) => {
            ceremony.ended = true;
            reject(error);
          },
        };
        this.started.push(ceremony);
      }),
  );

  get last() {
    return this.started.at(-1)!;
  }

  /** Every ceremony but the newest ended or was aborted; the newest still waits. */
  onlyLastRunning(): boolean {
    const newest = this.started.length - 1;
    return this.started.every((c, index) => (!c.ended && !c.signal.aborted) === (index === newest));
  }
}

function startWithPasskeys(actors: Actors & { autofill?: boolean } = {}) {
  const ceremonies = new Ceremonies();
  const autofillSupported = vi.fn(async () => actors.autofill ?? false);
  const actor = start(
    { autofillSupported: fake(autofillSupported), passkeyAssertion: ceremonies.logic, ...actors },
    true,
  );
  return { actor, ceremonies, autofillSupported };
}

const pressPasskey = { type: 'login.passkey' } as const;

describe('login machine: passkey button', () => {
  it('is not offered where the browser has no passkeys, and no autofill is asked', () => {
    const autofillSupported = vi.fn(async () => true);
    const actor = start({ autofillSupported: fake(autofillSupported) });
    const s = actor.getSnapshot();
    expect(selectPasskeyOffered(s)).toBe(false);
    expect(s.can(pressPasskey)).toBe(false);
    expect(s.matches({ editing: 'withoutAutofill' })).toBe(true);
    expect(autofillSupported).not.toHaveBeenCalled();
  });

  it('asks the browser, then signs in with the assertion as a passed second factor', async () => {
    const login = vi.fn(async (_: unknown) => passkeyLogin);
    const { actor, ceremonies } = startWithPasskeys({ passkeyLogin: fake(login) });
    expect(selectPasskeyOffered(actor.getSnapshot())).toBe(true);
    actor.send(pressPasskey);
    let s = actor.getSnapshot();
    expect(s.matches('askingPasskey')).toBe(true);
    expect(selectIsBusy(s) && selectIsUsingPasskey(s)).toBe(true);
    expect(ceremonies.last.autofill).toBe(false);
    ceremonies.last.resolve(assertion);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    s = actor.getSnapshot();
    expect(login).toHaveBeenCalledWith(assertion);
    expect(s.output).toEqual({
      session,
      profile: { uid: '1001', firstname: null, lastname: null, username: 'ayse', email: null },
      auth: { username: 'ayse', otpStatus: true, loggedInAt: NOW },
      rid: loginAnswer.rid,
      expiresAt: NOW + LOGIN_EXPIRATION_MS,
    });
    expect(told).toEqual(handedOver(s.output));
  });

  it('never keeps the assertion in context', async () => {
    const { actor, ceremonies } = startWithPasskeys({ passkeyLogin: never() });
    actor.send(pressPasskey);
    ceremonies.last.resolve(assertion);
    await waitFor(actor, (s) => s.matches('signingInWithPasskey'));
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectIsUsingPasskey(actor.getSnapshot())).toBe(true);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(assertion.response.signature);
  });

  it('a prompt the player closes goes back to the form with no error, the old one cleared', async () => {
    const { actor, ceremonies } = startWithPasskeys({
      login: fake(() => Promise.reject(loginFailed)),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send(pressPasskey);
    expect(selectError(actor.getSnapshot())).toBeNull();
    ceremonies.last.reject(cancelled);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(told).toEqual([]);
  });

  it.each([
    ['the platform refusing the assertion', 'login', passkeyRefused, 'Passkey tanınmadı'],
    ['the platform refusing a challenge', 'ceremony', tooManyAttempts, tooManyAttempts.message],
    ['no answer for the challenge', 'ceremony', offline, 'common.somethingWentWrong'],
    ['the browser failing', 'ceremony', deviceFailure, LOGIN_PASSKEY_FAILED],
  ])('%s shows why at the form', async (_, where, error, message) => {
    const { actor, ceremonies } = startWithPasskeys({
      passkeyLogin: fake(() => Promise.reject(error)),
    });
    actor.send(pressPasskey);
    if (where === 'login') ceremonies.last.resolve(assertion);
    else ceremonies.last.reject(error);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBe(message);
    expect(told).toEqual([]);
  });

  it('takes neither credentials nor another press while the passkey is asked or checked', async () => {
    const { actor, ceremonies } = startWithPasskeys({ passkeyLogin: never() });
    actor.send(pressPasskey);
    expect(actor.getSnapshot().can(submit)).toBe(false);
    expect(actor.getSnapshot().can(pressPasskey)).toBe(false);
    ceremonies.last.resolve(assertion);
    await waitFor(actor, (s) => s.matches('signingInWithPasskey'));
    expect(actor.getSnapshot().can(submit)).toBe(false);
    expect(ceremonies.started).toHaveLength(1);
  });
});

describe('login machine: passkey autofill', () => {
  it('where the browser offers it, waits unseen for a passkey picked in the username field', async () => {
    const { actor, ceremonies, autofillSupported } = startWithPasskeys({ autofill: true });
    await waitFor(actor, (s) => s.matches({ editing: 'awaitingAutofill' }));
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(ceremonies.started).toHaveLength(1);
    expect(ceremonies.last.autofill).toBe(true);
    ceremonies.last.resolve(assertion);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.auth.otpStatus).toBe(true);
    expect(told).toEqual(handedOver(actor.getSnapshot().output));
    expect(autofillSupported).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['does not offer it', fake(async () => false)],
    ['cannot tell', fake(() => Promise.reject(new Error('no PublicKeyCredential')))],
  ])('where the browser %s, no ceremony waits', async (_, autofillSupported) => {
    const { actor, ceremonies } = startWithPasskeys({ autofillSupported });
    await waitFor(actor, (s) => s.matches({ editing: 'withoutAutofill' }));
    expect(ceremonies.started).toEqual([]);
    expect(selectPasskeyOffered(actor.getSnapshot())).toBe(true);
  });

  it('submitting a password aborts the waiting ceremony; back at the form a new one waits', async () => {
    const { actor, ceremonies, autofillSupported } = startWithPasskeys({
      autofill: true,
      login: fake(() => Promise.reject(loginFailed)),
    });
    await waitFor(actor, (s) => s.matches({ editing: 'awaitingAutofill' }));
    actor.send(submit);
    expect(ceremonies.last.signal.aborted).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: 'awaitingAutofill' }));
    expect(ceremonies.started.map((c) => c.autofill)).toEqual([true, true]);
    expect(ceremonies.onlyLastRunning()).toBe(true);
    // The browser was asked once; the answer is kept.
    expect(autofillSupported).toHaveBeenCalledTimes(1);
    expect(selectError(actor.getSnapshot())).toBe('Giriş Başarısız');
  });

  it('the passkey button aborts it for its own ceremony; a closed prompt brings it back', async () => {
    const { actor, ceremonies } = startWithPasskeys({ autofill: true });
    await waitFor(actor, (s) => s.matches({ editing: 'awaitingAutofill' }));
    actor.send(pressPasskey);
    expect(ceremonies.started.map((c) => c.autofill)).toEqual([true, false]);
    expect(ceremonies.onlyLastRunning()).toBe(true);
    ceremonies.last.reject(cancelled);
    await waitFor(actor, (s) => s.matches({ editing: 'awaitingAutofill' }));
    expect(ceremonies.started.map((c) => c.autofill)).toEqual([true, false, true]);
    expect(ceremonies.onlyLastRunning()).toBe(true);
  });

  it('the code prompt aborts it too, and it waits again when the prompt is cancelled', async () => {
    const { actor, ceremonies } = startWithPasskeys({
      autofill: true,
      login: fake(async () => challengedLogin),
    });
    await waitFor(actor, (s) => s.matches({ editing: 'awaitingAutofill' }));
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    expect(ceremonies.last.signal.aborted).toBe(true);
    codeStepOf(actor).send({ type: 'codeStep.cancel' });
    expect(actor.getSnapshot().matches({ editing: 'awaitingAutofill' })).toBe(true);
    expect(ceremonies.started).toHaveLength(2);
    expect(ceremonies.onlyLastRunning()).toBe(true);
  });

  it('a refused pick shows why, and a new ceremony waits for the next pick', async () => {
    const { actor, ceremonies } = startWithPasskeys({
      autofill: true,
      passkeyLogin: fake(() => Promise.reject(passkeyRefused)),
    });
    await waitFor(actor, (s) => s.matches({ editing: 'awaitingAutofill' }));
    ceremonies.last.resolve(assertion);
    await waitFor(actor, (s) => s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe('Passkey tanınmadı');
    expect(actor.getSnapshot().matches({ editing: 'awaitingAutofill' })).toBe(true);
    expect(ceremonies.started).toHaveLength(2);
  });

  it.each([
    ['closed', cancelled],
    ['failed', deviceFailure],
  ])('a ceremony the browser %s leaves the form as it is, without autofill', async (_, error) => {
    const { actor, ceremonies } = startWithPasskeys({ autofill: true });
    await waitFor(actor, (s) => s.matches({ editing: 'awaitingAutofill' }));
    ceremonies.last.reject(error);
    await waitFor(actor, (s) => s.matches({ editing: 'withoutAutofill' }));
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(ceremonies.started).toHaveLength(1);
  });

  it('asks for a fresh challenge before the one it waits with expires', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { actor, ceremonies } = startWithPasskeys({ autofill: true });
    await waitFor(actor, (s) => s.matches({ editing: 'awaitingAutofill' }));
    expect(ceremonies.started).toHaveLength(1);
    vi.advanceTimersByTime(AUTOFILL_RENEW_MS - 1);
    expect(ceremonies.started).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ceremonies.started).toHaveLength(2);
    expect(ceremonies.onlyLastRunning()).toBe(true);
    expect(AUTOFILL_RENEW_MS).toBeLessThan(PASSKEY_CHALLENGE_MS);
  });
});
