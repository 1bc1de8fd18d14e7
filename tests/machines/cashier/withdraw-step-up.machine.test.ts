import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { selectStepUpReading } from '../../../machines/auth/step-up.selectors.ts';
import { WITHDRAW_DRAFT_VERSION } from '../../../machines/cashier/withdraw-draft.ts';
import {
  selectDraft,
  selectFailure,
  selectStep,
  selectSteps,
  selectStepUp,
} from '../../../machines/cashier/withdraw.selectors.ts';
import type { CashierSummary, WithdrawRequest } from '../../../machines/shared/finance.ts';
import { NEW_ACCOUNT_MS } from '../../../machines/shared/step-up.ts';
import { atStep, data, pending, start, toReview, type Actor } from './withdraw-actor.ts';
import {
  bankTransfer,
  garanti,
  insufficientFunds,
  offline,
  refused,
  summary,
  TODAY,
  validityDate,
  wrongCode,
  wrongPassword,
  ziraat,
} from './withdraw-fixtures.ts';
import { failingFirst } from '../../fixtures/failing-first.ts';

/** Garanti was added at TODAY: a payout to it takes the step-up for a day. */
const withSummary = (changes: Partial<CashierSummary>) => async () => ({
  ...data,
  summary: { ...summary, ...changes },
  accounts: [garanti, ...data.accounts],
});
const authenticator = withSummary({ authenticatorRequired: true });
const noFactor = withSummary({});
/** A player with the authenticator on: their step-up asks its code. */
const withAuthenticator = { load: authenticator, factor: async () => 'authenticator' as const };
const PASSWORD = 'Gizli1234';
const stepUpRequired = () =>
  refused('Bu işlemi onaylamak için şifrenizi girin', { field: 'password' });

/** The step-up the payout waits for, once it has read the player's factor. */
async function stepUpOf(actor: Actor) {
  await waitFor(actor, (s) => selectStepUp(s) !== undefined);
  const stepUp = selectStepUp(actor.getSnapshot())!;
  await waitFor(stepUp, (s) => !selectStepUpReading(s));
  return stepUp;
}
const confirmStepUp = async (actor: Actor, ga_code = '') =>
  (await stepUpOf(actor)).send({ type: 'stepUp.submit', password: PASSWORD, ga_code });
/** Nothing the machine keeps (context, draft) holds the password. */
const expectNoPassword = (actor: Actor) => {
  const s = actor.getSnapshot();
  expect(JSON.stringify(s.context)).not.toContain(PASSWORD);
  expect(JSON.stringify(selectDraft(s))).not.toContain(PASSWORD);
};

beforeEach(() => vi.useFakeTimers({ now: TODAY }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withdraw machine: the step-up of a payout to a new account', () => {
  it('asks the password and code after the review instead of the code step, for that call only', async () => {
    const { actor, submit } = start(withAuthenticator);
    await toReview(actor, { account: garanti });
    expect(selectSteps(actor.getSnapshot())).toEqual([
      'method',
      'account',
      'amount',
      'validityDate',
      'note',
      'review',
    ]);
    actor.send({ type: 'withdraw.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('steppingUp');
    expect((await stepUpOf(actor)).getSnapshot().context).toMatchObject({
      action: 'withdrawal',
      factor: 'authenticator',
      error: null,
    });
    await confirmStepUp(actor, '123456');
    expectNoPassword(actor);
    await atStep(actor, 'submitted');
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        bankAccountID: garanti.bankAccountID,
        password: PASSWORD,
        ga_code: '123456',
      }),
    );
    expectNoPassword(actor);
  });

  it('asks a player without a factor for the password alone', async () => {
    const { actor, submit } = start({ load: noFactor });
    await toReview(actor, { account: garanti });
    actor.send({ type: 'withdraw.confirm' });
    expect((await stepUpOf(actor)).getSnapshot().context.factor).toBeNull();
    await confirmStepUp(actor);
    await atStep(actor, 'submitted');
    const request = submit.mock.calls[0]![0];
    expect(request).toMatchObject({ password: PASSWORD });
    expect(request).not.toHaveProperty('ga_code');
  });

  it('asks with the factor the platform has as the step starts, not the one the summary implies', async () => {
    // A passkey added in another tab after the wizard read the summary.
    const { actor, factor } = start({
      load: withSummary({ authenticatorRequired: true }),
      factor: async () => 'passkey',
    });
    await toReview(actor, { account: garanti });
    actor.send({ type: 'withdraw.confirm' });
    expect(factor).toHaveBeenCalledTimes(1);
    expect((await stepUpOf(actor)).getSnapshot().context.factor).toBe('passkey');
  });

  it('sends the SMS code for a withdrawal when the factor is SMS', async () => {
    const { actor, sendCode } = start({ load: noFactor, factor: async () => 'sms' });
    await toReview(actor, { account: garanti });
    actor.send({ type: 'withdraw.confirm' });
    const stepUp = await stepUpOf(actor);
    stepUp.send({ type: 'stepUp.sendCode' });
    await waitFor(stepUp, (s) => s.context.codeSent);
    expect(sendCode).toHaveBeenCalledWith('withdrawal');
  });

  it('returns to the review when the step-up is cancelled, sending nothing', async () => {
    const { actor, submit } = start({ load: noFactor });
    await toReview(actor, { account: garanti });
    actor.send({ type: 'withdraw.confirm' });
    (await stepUpOf(actor)).send({ type: 'stepUp.cancel' });
    expect(selectStep(actor.getSnapshot())).toBe('review');
    expect(selectStepUp(actor.getSnapshot())).toBeUndefined();
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'withdraw.back' });
    expect(selectStep(actor.getSnapshot())).toBe('note');
  });

  it('asks again with the refusal of a wrong password or code, under the same key', async () => {
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('k-s-s-s-s');
    const refusals = [wrongPassword(), wrongCode()];
    const { actor, submit, told } = start({
      ...withAuthenticator,
      submit: async () => {
        const refusal = refusals.shift();
        if (refusal) throw refusal;
        return pending;
      },
    });
    await toReview(actor, { account: garanti });
    actor.send({ type: 'withdraw.confirm' });
    await confirmStepUp(actor, '123456');
    expect((await stepUpOf(actor)).getSnapshot().context.error).toBe('Mevcut şifreniz hatalı');
    await confirmStepUp(actor, '654321');
    expect((await stepUpOf(actor)).getSnapshot().context.error).toBe('Girdiğiniz kod hatalı');
    // Shown in the step-up, not as a failure of the review.
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(
      told.filter(({ type, notice }) => type === 'notice.show' && notice.tone === 'failure'),
    ).toEqual([]);
    await confirmStepUp(actor, '111222');
    await atStep(actor, 'submitted');
    expect(submit.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([
      'k-s-s-s-s',
      'k-s-s-s-s',
      'k-s-s-s-s',
    ]);
    expectNoPassword(actor);
  });

  it('a cancel after a refusal clears it: the next step-up starts without it', async () => {
    const { actor } = start({
      load: noFactor,
      submit: failingFirst([wrongPassword()], () => pending),
    });
    await toReview(actor, { account: garanti });
    actor.send({ type: 'withdraw.confirm' });
    await confirmStepUp(actor);
    (await stepUpOf(actor)).send({ type: 'stepUp.cancel' });
    actor.send({ type: 'withdraw.confirm' });
    expect((await stepUpOf(actor)).getSnapshot().context.error).toBeNull();
  });

  it('any other refusal returns to the review, and a retry asks the step-up again', async () => {
    const { actor, submit } = start({
      load: noFactor,
      submit: failingFirst([insufficientFunds(), offline()], () => pending),
    });
    await toReview(actor, { account: garanti });
    actor.send({ type: 'withdraw.confirm' });
    await confirmStepUp(actor);
    await atStep(actor, 'review');
    expect(selectFailure(actor.getSnapshot())).toBe(insufficientFunds().message);
    actor.send({ type: 'withdraw.confirm' });
    await confirmStepUp(actor);
    await atStep(actor, 'review');
    // Not answered: the same attempt again, its password asked again (it was never kept).
    actor.send({ type: 'withdraw.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('steppingUp');
    await confirmStepUp(actor);
    await atStep(actor, 'submitted');
    const keys = submit.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('takes the step-up the platform asks for an account this device thought older', async () => {
    const { actor, submit } = start({
      ...withAuthenticator,
      submit: failingFirst([stepUpRequired()], () => pending),
    });
    await toReview(actor, { account: ziraat, code: true });
    actor.send({ type: 'withdraw.confirm' });
    expect((await stepUpOf(actor)).getSnapshot().context.error).toBe(stepUpRequired().message);
    expect(selectSteps(actor.getSnapshot())).not.toContain('code');
    await confirmStepUp(actor, '654321');
    await atStep(actor, 'submitted');
    const [first, second] = submit.mock.calls.map(([request]) => request);
    expect(first).toMatchObject({ ga_code: '123456' });
    expect(first).not.toHaveProperty('password');
    expect(second).toMatchObject({ password: PASSWORD, ga_code: '654321' });
  });

  it('keeps the step-up asked for until another account is chosen', async () => {
    const { actor } = start({
      load: noFactor,
      submit: failingFirst([stepUpRequired()], () => pending),
    });
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    (await stepUpOf(actor)).send({ type: 'stepUp.cancel' });
    actor.send({ type: 'withdraw.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('steppingUp');
    (await stepUpOf(actor)).send({ type: 'stepUp.cancel' });
    for (let i = 0; i < 4; i += 1) actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.selectAccount', bankAccountID: ziraat.bankAccountID });
    actor.send({ type: 'withdraw.submitAmount', amount: '500' });
    actor.send({ type: 'withdraw.submitValidityDate', date: validityDate });
    actor.send({ type: 'withdraw.submitNote', note: '' });
    actor.send({ type: 'withdraw.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('submitting');
  });

  it('a wrong authenticator code of a payout without the step-up returns to the review', async () => {
    const { actor } = start({
      ...withAuthenticator,
      submit: failingFirst([wrongCode()], () => pending),
    });
    await toReview(actor, { account: ziraat, code: true });
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'review');
    expect(selectFailure(actor.getSnapshot())).toBe(wrongCode().message);
    actor.send({ type: 'withdraw.back' });
    expect(selectStep(actor.getSnapshot())).toBe('code');
  });

  it('a day after the account was added, its payouts ask the authenticator code again', async () => {
    vi.setSystemTime(TODAY.getTime() + NEW_ACCOUNT_MS);
    const { actor, submit } = start(withAuthenticator);
    await toReview(actor, { account: garanti, code: true });
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    const request: WithdrawRequest = submit.mock.calls[0]![0];
    expect(request).toMatchObject({ ga_code: '123456' });
    expect(request).not.toHaveProperty('password');
  });

  it('a draft to a new account re-enters the review, not the code step', async () => {
    const { actor } = start(
      { load: authenticator },
      {
        draft: {
          version: WITHDRAW_DRAFT_VERSION,
          methodID: bankTransfer.id,
          bankAccountID: garanti.bankAccountID,
          amount: 50_000,
          validityDate,
          note: '',
        },
      },
    );
    await atStep(actor, 'review');
  });
});
