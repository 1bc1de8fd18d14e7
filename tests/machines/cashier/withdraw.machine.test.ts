import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { selectStepUpReading } from '../../../machines/auth/step-up.selectors.ts';
import {
  WITHDRAW_DRAFT_VERSION,
  type WithdrawDraft,
} from '../../../machines/cashier/withdraw-draft.ts';
import {
  WITHDRAW_MESSAGES,
  WITHDRAW_SUBMIT_TIMEOUT_MS,
} from '../../../machines/cashier/withdraw-rules.ts';
import {
  selectAccountView,
  selectAddAccountActor,
  selectAmountRange,
  selectBankAccount,
  selectCanBack,
  selectCanConfirm,
  selectCanToggleFavorite,
  selectDraft,
  selectFailure,
  selectIsSubmitting,
  selectMethods,
  selectStep,
  selectSteps,
  selectSummary,
  selectBonusTerms,
  selectCanSubmitBonusForfeit,
  selectTransaction,
} from '../../../machines/cashier/withdraw.selectors.ts';
import type { CashierSummary, CashTransaction } from '../../../machines/shared/finance.ts';
import {
  atStep,
  chooseMethod,
  data,
  failureNotice,
  flush,
  pending,
  start,
  successNotice,
  toReview,
} from './withdraw-actor.ts';
import {
  bankTransfer,
  crypto,
  cryptoAddress,
  garanti,
  garantiIban,
  insufficientFunds,
  isBank,
  offline,
  papara,
  payfix,
  refused,
  summary,
  summaryBlock,
  summaryForfeit,
  summaryWithCode,
  TODAY,
  validityDate,
  walletNumber,
  ziraat,
} from './withdraw-fixtures.ts';
import { failingFirst } from '../../fixtures/failing-first.ts';

beforeEach(() => vi.useFakeTimers({ now: TODAY }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withdraw machine: loading', () => {
  it('reads methods, summary and accounts, then asks for a method, highlighted and favourites first', async () => {
    const { actor, load, listWithdrawals } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(selectStep(actor.getSnapshot())).toBeNull();
    await atStep(actor, 'method');
    expect(load).toHaveBeenCalledTimes(1);
    expect(selectMethods(actor.getSnapshot()).map((m) => m.name)).toEqual([
      'Havale/EFT',
      'Kripto (USDT)',
      'Papara',
      'Payfix',
    ]);
    // The withdrawals list runs alongside and hears the operator's cancel setting.
    await flush();
    expect(listWithdrawals).toHaveBeenCalledTimes(1);
    expect(
      actor.getSnapshot().children.withdrawals?.getSnapshot().context.canCancelWithdrawal,
    ).toBe(true);
  });

  it('fails with a retry', async () => {
    const { actor, load } = start({
      load: failingFirst([offline()], () => data),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'withdraw.retry' });
    await atStep(actor, 'method');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('withdraw machine: steps and their guards', () => {
  it('ignores a method it does not know', async () => {
    const { actor } = start();
    await atStep(actor, 'method');
    expect(actor.getSnapshot().can({ type: 'withdraw.selectMethod', methodID: 99 })).toBe(false);
  });

  it.each([
    ['a bank method asks for a saved account', bankTransfer.id, 'account', 'bank'],
    ['a wallet method asks for the wallet number', papara.id, 'account', 'destination'],
    ['a crypto method asks for the address', crypto.id, 'account', 'destination'],
    ['a method with no destination goes to the amount', payfix.id, 'amount', 'bank'],
  ])('%s', async (_, methodID, step, view) => {
    const { actor } = start();
    await chooseMethod(actor, methodID);
    expect(selectStep(actor.getSnapshot())).toBe(step);
    expect(selectAccountView(actor.getSnapshot())).toBe(view);
  });

  it('takes a known account only', async () => {
    const { actor } = start();
    await chooseMethod(actor, bankTransfer.id);
    actor.send({ type: 'withdraw.selectAccount', bankAccountID: 99 });
    expect(selectStep(actor.getSnapshot())).toBe('account');
    actor.send({ type: 'withdraw.selectAccount', bankAccountID: isBank.bankAccountID });
    expect(selectStep(actor.getSnapshot())).toBe('amount');
    expect(selectBankAccount(actor.getSnapshot())).toEqual(isBank);
  });

  it.each([
    [papara.id, '12', walletNumber],
    [crypto.id, 'not-an-address', cryptoAddress],
  ])('method %i takes a valid destination only', async (methodID, wrong, right) => {
    const { actor } = start();
    await chooseMethod(actor, methodID);
    actor.send({ type: 'withdraw.submitDestination', value: wrong });
    expect(selectAccountView(actor.getSnapshot())).toBe('destination');
    actor.send({ type: 'withdraw.submitDestination', value: ` ${right} ` });
    expect(selectStep(actor.getSnapshot())).toBe('amount');
    expect(actor.getSnapshot().context.destination).toBe(right);
  });

  it.each([
    ['under the minimum', '99', false],
    ['over the withdrawable balance', '2.000,01', false],
    ['not a number', 'beş yüz', false],
    ['within range and balance', '1.999,99', true],
  ])('an amount %s', async (_, amount, accepted) => {
    const { actor } = start();
    await chooseMethod(actor, payfix.id);
    expect(selectAmountRange(actor.getSnapshot())).toEqual({ min: 10_000, max: 200_000 });
    actor.send({ type: 'withdraw.submitAmount', amount });
    expect(selectStep(actor.getSnapshot())).toBe(accepted ? 'validityDate' : 'amount');
  });

  it.each([
    ['expired', '2026-11-21', false],
    ['not a real day', '2027-02-30', false],
    ['empty', '', false],
    ['today', '2026-11-22', true],
  ])('a validity date %s', async (_, date, accepted) => {
    const { actor } = start();
    await chooseMethod(actor, payfix.id);
    actor.send({ type: 'withdraw.submitAmount', amount: '500' });
    actor.send({ type: 'withdraw.submitValidityDate', date });
    expect(selectStep(actor.getSnapshot())).toBe(accepted ? 'note' : 'validityDate');
  });

  it('takes an optional note of at most 250 characters', async () => {
    const { actor } = start();
    await chooseMethod(actor, payfix.id);
    actor.send({ type: 'withdraw.submitAmount', amount: '500' });
    actor.send({ type: 'withdraw.submitValidityDate', date: validityDate });
    actor.send({ type: 'withdraw.submitNote', note: 'x'.repeat(251) });
    expect(selectStep(actor.getSnapshot())).toBe('note');
    actor.send({ type: 'withdraw.submitNote', note: '' });
    expect(selectStep(actor.getSnapshot())).toBe('review');
  });

  it('asks for the 6-digit code when the authenticator is on', async () => {
    const { actor } = start({ load: async () => ({ ...data, summary: summaryWithCode }) });
    await chooseMethod(actor, payfix.id);
    actor.send({ type: 'withdraw.submitAmount', amount: '500' });
    actor.send({ type: 'withdraw.submitValidityDate', date: validityDate });
    actor.send({ type: 'withdraw.submitNote', note: '' });
    expect(selectStep(actor.getSnapshot())).toBe('code');
    expect(selectSteps(actor.getSnapshot())).toEqual([
      'method',
      'amount',
      'validityDate',
      'note',
      'code',
      'review',
    ]);
    actor.send({ type: 'withdraw.submitCode', code: '12345' });
    expect(selectStep(actor.getSnapshot())).toBe('code');
    actor.send({ type: 'withdraw.submitCode', code: '123456' });
    expect(selectStep(actor.getSnapshot())).toBe('review');
  });

  it('goes back one step at a time, to the account only where the method has one', async () => {
    const { actor } = start({ load: async () => ({ ...data, summary: summaryWithCode }) });
    await toReview(actor, { code: true });
    const back = () => {
      actor.send({ type: 'withdraw.back' });
      return selectStep(actor.getSnapshot());
    };
    expect([back(), back(), back(), back(), back(), back()]).toEqual([
      'code',
      'note',
      'validityDate',
      'amount',
      'account',
      'method',
    ]);
    expect(selectCanBack(actor.getSnapshot())).toBe(false);
    // Payfix has no account step: back from the amount is the method.
    actor.send({ type: 'withdraw.selectMethod', methodID: payfix.id });
    expect(back()).toBe('method');
    // A wallet method's address step goes back to the method too.
    actor.send({ type: 'withdraw.selectMethod', methodID: papara.id });
    expect(back()).toBe('method');
  });

  it('a review without the code goes back to the note', async () => {
    const { actor } = start();
    await toReview(actor);
    actor.send({ type: 'withdraw.back' });
    expect(selectStep(actor.getSnapshot())).toBe('note');
  });

  it('another method forgets the account chosen for the first one', async () => {
    const { actor } = start();
    await toReview(actor);
    actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.selectMethod', methodID: bankTransfer.id });
    expect(actor.getSnapshot().context.bankAccountID).toBe(ziraat.bankAccountID);
    actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.selectMethod', methodID: papara.id });
    expect(actor.getSnapshot().context.bankAccountID).toBeNull();
  });
});

describe('withdraw machine: adding an account inside the wizard', () => {
  it('runs the bank account form as a child and continues with the new account', async () => {
    const { actor, saveAccount, told } = start();
    await chooseMethod(actor, bankTransfer.id);
    actor.send({ type: 'withdraw.addAccount' });
    expect(selectAccountView(actor.getSnapshot())).toBe('adding');
    // Back belongs to the form now (its cancel).
    expect(selectCanBack(actor.getSnapshot())).toBe(false);
    const child = selectAddAccountActor(actor.getSnapshot());
    expect(child).toBeDefined();
    await waitFor(child!, (s) => s.matches('form'));
    child!.send({
      type: 'bankAccounts.submit',
      values: {
        owner: 'Ayşe Yılmaz',
        branch: 'Moda',
        accountNumber: '55556666',
        iban: garantiIban,
      },
    });
    // The form's own step-up confirms the new account with the password, once it read the factor.
    const stepUp = child!.getSnapshot().children.stepUp!;
    await waitFor(stepUp, (s) => !selectStepUpReading(s));
    stepUp.send({
      type: 'stepUp.submit',
      password: 'Demo1234',
      ga_code: '',
    });
    await atStep(actor, 'amount');
    expect(saveAccount).toHaveBeenCalledTimes(1);
    const s = actor.getSnapshot();
    expect(selectBankAccount(s)).toEqual(garanti);
    expect(s.context.accounts.map((a) => a.bankAccountID)).toEqual([13, 11, 12]);
    expect(told).toContainEqual(successNotice(WITHDRAW_MESSAGES.accountAdded));
  });

  it('returns to the saved accounts when the form is cancelled', async () => {
    const { actor } = start();
    await chooseMethod(actor, bankTransfer.id);
    actor.send({ type: 'withdraw.addAccount' });
    const child = selectAddAccountActor(actor.getSnapshot())!;
    await waitFor(child, (s) => s.matches('form'));
    child.send({ type: 'bankAccounts.cancel' });
    await waitFor(actor, (s) => selectAccountView(s) === 'bank');
    expect(selectStep(actor.getSnapshot())).toBe('account');
    expect(actor.getSnapshot().context.bankAccountID).toBeNull();
  });
});

describe('withdraw machine: submitting', () => {
  it('sends the request with one key, holds the amount and refreshes balance and list', async () => {
    const key = vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('k-1-1-1-1');
    const { actor, submit, listWithdrawals, told } = start({
      load: async () => ({ ...data, summary: summaryWithCode }),
    });
    await toReview(actor, { code: true });
    expect(selectCanConfirm(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'withdraw.confirm' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await atStep(actor, 'submitted');
    expect(submit).toHaveBeenCalledWith({
      methodID: bankTransfer.id,
      amount: 50_000,
      idempotencyKey: 'k-1-1-1-1',
      bankAccountID: ziraat.bankAccountID,
      validityDate,
      note: 'Maaş',
      ga_code: '123456',
    });
    expect(key).toHaveBeenCalledTimes(1);
    const s = actor.getSnapshot();
    expect(selectTransaction(s)).toEqual(pending);
    expect(s.context.code).toBeNull();
    expect(selectDraft(s)).toBeNull();
    expect(told).toContainEqual({ type: 'wallet.refresh' });
    await flush();
    expect(listWithdrawals).toHaveBeenCalledTimes(2);
  });

  it('reads the cashier summary again once the amount is held, showing none meanwhile', async () => {
    let answer!: (summary: CashierSummary) => void;
    const after = { ...summary, balance: 70_000, withdrawable: 70_000 };
    const { actor } = start({ summaryAfter: () => new Promise((resolve) => (answer = resolve)) });
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    expect(selectSummary(actor.getSnapshot())).toBeNull();
    answer(after);
    await waitFor(actor, (s) => selectSummary(s) !== null);
    expect(selectSummary(actor.getSnapshot())).toEqual(after);
  });

  it('keeps the summary hidden when it cannot be read again', async () => {
    const { actor } = start({ summaryAfter: () => Promise.reject(new Error('offline')) });
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    expect(selectSummary(actor.getSnapshot())).toBeNull();
    expect(selectStep(actor.getSnapshot())).toBe('submitted');
  });

  it.each([
    ['a wallet number', papara.id, { walletNumber }],
    ['a crypto address', crypto.id, { cryptoAddress }],
  ])('sends %s for such methods', async (_, methodID, destination) => {
    const { actor, submit } = start();
    await chooseMethod(actor, methodID);
    actor.send({ type: 'withdraw.submitDestination', value: Object.values(destination)[0]! });
    actor.send({ type: 'withdraw.submitAmount', amount: '500' });
    actor.send({ type: 'withdraw.submitValidityDate', date: validityDate });
    actor.send({ type: 'withdraw.submitNote', note: '' });
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ methodID, ...destination, note: '' }),
    );
    expect(submit.mock.calls[0]![0]).not.toHaveProperty('bankAccountID');
    expect(submit.mock.calls[0]![0]).not.toHaveProperty('ga_code');
  });

  it('returns to the review with the server message, and a refused attempt gets a new key', async () => {
    const keys = ['k-1', 'k-2'];
    vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(
      () => keys.shift() as `${string}-${string}-${string}-${string}-${string}`,
    );
    const { actor, submit, told } = start({
      submit: failingFirst([insufficientFunds()], () => pending),
    });
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'review');
    expect(selectFailure(actor.getSnapshot())).toBe(insufficientFunds().message);
    expect(told).toContainEqual(failureNotice(insufficientFunds().message));
    expect(told).not.toContainEqual({ type: 'wallet.refresh' });
    actor.send({ type: 'withdraw.confirm' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    await atStep(actor, 'submitted');
    expect(submit.mock.calls.map(([request]) => request.idempotencyKey)).toEqual(['k-1', 'k-2']);
  });

  it('reuses the key when the platform did not answer, and says Process Failed', async () => {
    const key = vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('k-a-a-a-a');
    const { actor, submit, told } = start({
      submit: failingFirst([offline()], () => pending),
    });
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'review');
    expect(told).toContainEqual(failureNotice(WITHDRAW_MESSAGES.failed));
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    expect(submit.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([
      'k-a-a-a-a',
      'k-a-a-a-a',
    ]);
    expect(key).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the named delay and retries with the same key', async () => {
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('k-t-t-t-t');
    let calls = 0;
    const { actor, submit, told } = start({
      submit: () => {
        calls += 1;
        return calls === 1 ? new Promise<CashTransaction>(() => {}) : Promise.resolve(pending);
      },
    });
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    await vi.advanceTimersByTimeAsync(WITHDRAW_SUBMIT_TIMEOUT_MS - 1);
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectStep(actor.getSnapshot())).toBe('review');
    expect(selectFailure(actor.getSnapshot())).toBe(WITHDRAW_MESSAGES.timeout);
    expect(told).toContainEqual(failureNotice(WITHDRAW_MESSAGES.timeout));
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    expect(submit.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([
      'k-t-t-t-t',
      'k-t-t-t-t',
    ]);
  });

  it('a change after a failure is a new attempt with a new key', async () => {
    const keys = ['k-1', 'k-2'];
    vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(
      () => keys.shift() as `${string}-${string}-${string}-${string}-${string}`,
    );
    const { actor, submit } = start({
      submit: failingFirst([offline()], () => pending),
    });
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'review');
    actor.send({ type: 'withdraw.back' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'withdraw.submitNote', note: 'Kira' });
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    expect(submit.mock.calls.map(([request]) => request.idempotencyKey)).toEqual(['k-1', 'k-2']);
  });

  it('starts another withdrawal from the beginning, reading everything again', async () => {
    const { actor, load } = start();
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    actor.send({ type: 'withdraw.restart' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await atStep(actor, 'method');
    expect(load).toHaveBeenCalledTimes(2);
    expect(selectTransaction(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.amount).toBeNull();
  });
});

describe('withdraw machine: favourites', () => {
  it('marks a method at once and keeps it when saved, without blocking the steps', async () => {
    let release = () => {};
    const { actor, favorite } = start({
      favorite: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await atStep(actor, 'method');
    expect(selectCanToggleFavorite(actor.getSnapshot(), papara.id)).toBe(true);
    actor.send({ type: 'withdraw.toggleFavorite', methodID: papara.id });
    expect(favorite).toHaveBeenCalledWith({ methodID: papara.id, favorite: true });
    expect(selectMethods(actor.getSnapshot()).find((m) => m.id === papara.id)?.isFavorite).toBe(1);
    // One heart at a time; the wizard goes on meanwhile.
    expect(selectCanToggleFavorite(actor.getSnapshot(), crypto.id)).toBe(false);
    actor.send({ type: 'withdraw.selectMethod', methodID: payfix.id });
    expect(selectStep(actor.getSnapshot())).toBe('amount');
    release();
    await waitFor(actor, (s) => s.matches({ ready: { favorite: 'idle' } }));
    expect(selectMethods(actor.getSnapshot()).find((m) => m.id === papara.id)?.isFavorite).toBe(1);
  });

  it('puts the heart back when the platform refuses', async () => {
    const { actor } = start({
      favorite: async () => {
        throw refused('İşlem başarısız');
      },
    });
    await atStep(actor, 'method');
    actor.send({ type: 'withdraw.toggleFavorite', methodID: crypto.id });
    expect(selectMethods(actor.getSnapshot()).find((m) => m.id === crypto.id)?.isFavorite).toBe(0);
    await waitFor(actor, (s) => s.matches({ ready: { favorite: 'idle' } }));
    expect(selectMethods(actor.getSnapshot()).find((m) => m.id === crypto.id)?.isFavorite).toBe(1);
  });

  it('takes hearts on the method step only, and for known methods only', async () => {
    const { actor } = start();
    await atStep(actor, 'method');
    expect(selectCanToggleFavorite(actor.getSnapshot(), 99)).toBe(false);
    actor.send({ type: 'withdraw.selectMethod', methodID: payfix.id });
    expect(selectCanToggleFavorite(actor.getSnapshot(), papara.id)).toBe(false);
  });
});

describe('withdraw machine: a draft from before a reload', () => {
  const draft = (values: Partial<WithdrawDraft> = {}): WithdrawDraft => ({
    version: WITHDRAW_DRAFT_VERSION,
    methodID: bankTransfer.id,
    bankAccountID: ziraat.bankAccountID,
    amount: 50_000,
    validityDate,
    note: 'Maaş',
    ...values,
  });

  it.each([
    ['a full draft re-enters the review', draft(), 'review'],
    ['an account that is gone re-enters the account step', draft({ bankAccountID: 99 }), 'account'],
    ['an amount over the withdrawable re-enters the amount', draft({ amount: 300_000 }), 'amount'],
    ['an expired date re-enters the date', draft({ validityDate: '2026-11-01' }), 'validityDate'],
    ['no note yet re-enters the note', draft({ note: null }), 'note'],
    ['a method that is gone starts over', draft({ methodID: 99 }), 'method'],
    [
      'a wallet method asks for the wallet again',
      draft({ methodID: papara.id, bankAccountID: null }),
      'account',
    ],
  ])('%s', async (_, stored, step) => {
    const { actor } = start({}, { draft: stored });
    await waitFor(actor, (s) => selectStep(s) !== null);
    expect(selectStep(actor.getSnapshot())).toBe(step);
  });

  it('keeps only what still holds and never asks the code from a draft', async () => {
    const { actor } = start(
      { load: async () => ({ ...data, summary: summaryWithCode }) },
      { draft: draft({ amount: 300_000 }) },
    );
    expect(selectDraft(actor.getSnapshot())).toEqual(draft({ amount: 300_000 }));
    await atStep(actor, 'amount');
    expect(selectDraft(actor.getSnapshot())).toEqual(draft({ amount: null }));
    actor.send({ type: 'withdraw.submitAmount', amount: '750' });
    expect(selectStep(actor.getSnapshot())).toBe('validityDate');
    actor.send({ type: 'withdraw.submitValidityDate', date: validityDate });
    actor.send({ type: 'withdraw.submitNote', note: 'Maaş' });
    actor.send({ type: 'withdraw.submitCode', code: '123456' });
    const s = actor.getSnapshot();
    expect(selectStep(s)).toBe('review');
    expect(selectDraft(s)).toEqual(draft({ amount: 75_000 }));
    expect(JSON.stringify(selectDraft(s))).not.toContain('123456');
  });

  it('a full draft with the authenticator on re-enters the code step', async () => {
    const { actor } = start(
      { load: async () => ({ ...data, summary: summaryWithCode }) },
      { draft: draft() },
    );
    await atStep(actor, 'code');
  });
});

describe('withdraw machine: an active bonus', () => {
  it("rule 'forfeit': the player ticks the forfeit before any step, and the request carries it", async () => {
    const { actor, submit } = start({ load: async () => ({ ...data, summary: summaryForfeit }) });
    await atStep(actor, 'bonusForfeit');
    expect(selectBonusTerms(actor.getSnapshot())).toEqual(summaryForfeit.bonus);
    expect(selectCanSubmitBonusForfeit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'withdraw.submitBonusForfeit' });
    expect(selectStep(actor.getSnapshot())).toBe('bonusForfeit');
    actor.send({ type: 'withdraw.acceptBonusForfeit', accepted: true });
    actor.send({ type: 'withdraw.acceptBonusForfeit', accepted: false });
    expect(selectCanSubmitBonusForfeit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'withdraw.acceptBonusForfeit', accepted: true });
    actor.send({ type: 'withdraw.submitBonusForfeit' });
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ acceptBonusForfeit: true }));
  });

  it("rule 'forfeit': a kept draft comes back after the tick", async () => {
    const { actor } = start(
      { load: async () => ({ ...data, summary: summaryForfeit }) },
      {
        draft: {
          version: WITHDRAW_DRAFT_VERSION,
          methodID: bankTransfer.id,
          bankAccountID: ziraat.bankAccountID,
          amount: 50_000,
          validityDate,
          note: 'Maaş',
        },
      },
    );
    await atStep(actor, 'bonusForfeit');
    actor.send({ type: 'withdraw.acceptBonusForfeit', accepted: true });
    actor.send({ type: 'withdraw.submitBonusForfeit' });
    expect(selectStep(actor.getSnapshot())).toBe('review');
  });

  it("rule 'block': no step of the form, and a retry reads the summary again", async () => {
    let summaryNow = summaryBlock;
    const { actor, load } = start({ load: async () => ({ ...data, summary: summaryNow }) });
    await atStep(actor, 'bonusBlocked');
    for (const type of [
      'withdraw.back',
      'withdraw.confirm',
      'withdraw.submitBonusForfeit',
    ] as const) {
      expect(actor.getSnapshot().can({ type })).toBe(false);
    }
    expect(actor.getSnapshot().can({ type: 'withdraw.selectMethod', methodID: papara.id })).toBe(
      false,
    );
    summaryNow = summary;
    actor.send({ type: 'withdraw.retry' });
    await atStep(actor, 'method');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without a bonus the request carries no forfeit', async () => {
    const { actor, submit } = start();
    await toReview(actor);
    actor.send({ type: 'withdraw.confirm' });
    await atStep(actor, 'submitted');
    expect(submit.mock.calls[0]![0]).not.toHaveProperty('acceptBonusForfeit');
  });
});
