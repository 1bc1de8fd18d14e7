import { transactionNewsFake } from '../../fixtures/transaction-news.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { depositMachine } from '../../../machines/cashier/deposit.machine.ts';
import type {
  DepositAllowance,
  DepositInput,
  FavoriteChange,
} from '../../../machines/cashier/deposit-types.ts';
import {
  selectBonusChoices,
  selectCanRedeem,
  selectCanSubmitBonus,
  selectChosenBonus,
  selectOffersStatus,
  selectAmountError,
  selectCanConfirm,
  selectCanSubmitAmount,
  selectCanToggleFavorite,
  selectDraft,
  selectFieldErrors,
  selectIsRetry,
  selectPresets,
  selectAllowance,
  selectAmountRange,
  selectLimitStop,
  selectIsSavingLimit,
  selectLimitError,
  selectPanel,
  selectScreen,
} from '../../../machines/cashier/deposit.selectors.ts';
import {
  DEPOSIT_CHECK_LIMIT_MS,
  DEPOSIT_MESSAGES,
  DEPOSIT_POLL_MS,
} from '../../../machines/cashier/deposit-rules.ts';
import {
  CASH_TYPE,
  TRANSACTION_STATUS,
  type CashTransaction,
  type DepositOutcome,
  type DepositRequest,
  type PaymentMethod,
} from '../../../machines/shared/finance.ts';
import type { BonusOffer } from '../../../machines/shared/bonus.ts';
import type { ProtectionState } from '../../../machines/shared/protection.ts';
import type {
  ProtectionAnswer,
  ProtectionChange,
} from '../../../machines/protection/protection.machine.ts';
import { openState } from '../../fixtures/protection.ts';
import { V } from '../../../machines/shared/validation/messages.ts';
import {
  casinoDiscount,
  deposit20,
  ekstra25,
  hosgeldin100,
  offers,
  welcome,
} from './deposit-bonus-fixtures.ts';
import {
  apiError,
  bank,
  BANK_PRESETS,
  bankAmounts,
  cep,
  cepValues,
  completedTx,
  draft,
  methods,
  notFound,
  NOW,
  offline,
  OWNER,
  papara,
  pendingOutcome,
  pendingTx,
  qr,
  qrOutcome,
  QR_TTL_MS,
  redirectOutcome,
  refused,
  rejectedTx,
  SORTED_IDS,
  transaction,
} from './deposit-fixtures.ts';
import { appDouble } from '../app-double.ts';

interface Fakes {
  loadMethods: (input: { type: number }) => Promise<PaymentMethod[]>;
  loadPresets: (input: { bankcode: string }) => Promise<number[]>;
  submitDeposit: (request: DepositRequest) => Promise<DepositOutcome>;
  checkTransaction: (input: { transactionID: number }) => Promise<CashTransaction>;
  saveFavorite: (change: FavoriteChange) => Promise<void>;
  loadOffers: () => Promise<BonusOffer[]>;
  redeemCode: (input: { code: string }) => Promise<BonusOffer>;
  loadAllowance: () => Promise<DepositAllowance>;
  saveLimit: (change: ProtectionChange) => Promise<ProtectionAnswer>;
  declineLimit: () => Promise<ProtectionState>;
}

const never = <T>() => new Promise<T>(() => undefined);

/** Spec §8: a refused deposit as the brief negative notice the app is told to show. */
const failureNotice = (id: string) => ({
  type: 'notice.show',
  notice: { id, tone: 'failure', brief: true },
});

/** A deposit actor whose every port is a vi.fn (defaults: methods load, nothing else answers). */
function start(
  input: Partial<DepositInput> = {},
  fakes: Partial<Fakes> = {},
  news = transactionNewsFake(),
) {
  const calls = {
    loadMethods: vi.fn(fakes.loadMethods ?? (async () => methods)),
    loadPresets: vi.fn(fakes.loadPresets ?? (async () => bankAmounts)),
    submitDeposit: vi.fn(fakes.submitDeposit ?? (() => never<DepositOutcome>())),
    checkTransaction: vi.fn(fakes.checkTransaction ?? (() => never<CashTransaction>())),
    saveFavorite: vi.fn(fakes.saveFavorite ?? (async () => undefined)),
    loadOffers: vi.fn(fakes.loadOffers ?? (async () => [] as BonusOffer[])),
    redeemCode: vi.fn(fakes.redeemCode ?? (() => never<BonusOffer>())),
    loadAllowance: vi.fn(
      fakes.loadAllowance ??
        (async (): Promise<DepositAllowance> => ({ left: null, choiceDue: false })),
    ),
    saveLimit: vi.fn(fakes.saveLimit ?? (() => never<ProtectionAnswer>())),
    declineLimit: vi.fn(fakes.declineLimit ?? (() => never<ProtectionState>())),
  };
  const { app, told } = appDouble();
  const actor = createActor(
    depositMachine.provide({
      actors: {
        loadMethods: fromPromise(({ input: call }) => calls.loadMethods(call)),
        loadPresets: fromPromise(({ input: call }) => calls.loadPresets(call)),
        submitDeposit: fromPromise(({ input: request }) => calls.submitDeposit(request)),
        checkTransaction: fromPromise(({ input: call }) => calls.checkTransaction(call)),
        saveFavorite: fromPromise(({ input: change }) => calls.saveFavorite(change)),
        loadOffers: fromPromise(() => calls.loadOffers()),
        redeemCode: fromPromise(({ input: call }) => calls.redeemCode(call)),
        loadAllowance: fromPromise(() => calls.loadAllowance()),
        saveLimit: fromPromise(({ input: change }) => calls.saveLimit(change)),
        declineLimit: fromPromise(() => calls.declineLimit()),
        transactionChanges: news.actor,
      },
    }),
    { input: { owner: OWNER, transactionID: null, draft: null, ...input }, parent: app },
  );
  actor.start();
  const screen = () => selectScreen(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  return { actor, calls, told, screen, context, news };
}

type Run = ReturnType<typeof start>;
const settle = () => vi.advanceTimersByTimeAsync(0);

async function toMethods(fakes: Partial<Fakes> = {}) {
  const run = start({}, fakes);
  await settle();
  expect(run.screen()).toBe('method');
  return run;
}

async function toAmount(method: PaymentMethod, fakes: Partial<Fakes> = {}) {
  const run = await toMethods(fakes);
  run.actor.send({ type: 'deposit.selectMethod', methodID: method.id });
  await settle();
  expect(run.screen()).toBe('amount');
  return run;
}

async function toReview(method: PaymentMethod = bank, fakes: Partial<Fakes> = {}) {
  const run = await toAmount(method, fakes);
  run.actor.send({ type: 'deposit.changeAmount', text: '250' });
  run.actor.send({ type: 'deposit.submitAmount' });
  if (method.fields.length > 0) {
    for (const field of method.fields) {
      const value =
        field === 'referenceNumber' ? 'REF-2026' : cepValues[field as keyof typeof cepValues];
      run.actor.send({ type: 'deposit.changeField', field, value });
    }
    run.actor.send({ type: 'deposit.submitDetails' });
  }
  expect(run.screen()).toBe('bonus');
  run.actor.send({ type: 'deposit.submitBonus' });
  expect(run.screen()).toBe('review');
  return run;
}

async function submit(run: Run) {
  run.actor.send({ type: 'deposit.confirm' });
  await settle();
}

const keyOf = (run: Run, call: number) =>
  run.calls.submitDeposit.mock.calls[call]![0].idempotencyKey;

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('deposit machine: methods', () => {
  it('loads the deposit methods and lists them highlighted and favourites first', async () => {
    const run = start();
    expect(run.screen()).toBe('loading');
    await settle();
    expect(run.calls.loadMethods).toHaveBeenCalledWith({ type: CASH_TYPE.deposit });
    expect(run.screen()).toBe('method');
    expect(run.context().methods.map((m) => m.id)).toEqual(SORTED_IDS);
  });

  it('a failed load can be retried', async () => {
    let answer: () => Promise<PaymentMethod[]> = () => Promise.reject(offline);
    const run = start({}, { loadMethods: () => answer() });
    await settle();
    expect(run.screen()).toBe('loadFailed');
    answer = async () => methods;
    run.actor.send({ type: 'deposit.retry' });
    await settle();
    expect(run.screen()).toBe('method');
    expect(run.calls.loadMethods).toHaveBeenCalledTimes(2);
  });

  it('a method with a bank code reads its quick amounts and keeps those in range', async () => {
    const run = await toMethods();
    run.actor.send({ type: 'deposit.selectMethod', methodID: bank.id });
    expect(run.screen()).toBe('presets');
    expect(selectCanSubmitAmount(run.actor.getSnapshot())).toBe(false);
    await settle();
    expect(run.calls.loadPresets).toHaveBeenCalledWith({ bankcode: 'HAVALE' });
    expect(run.screen()).toBe('amount');
    expect(selectPresets(run.actor.getSnapshot())).toEqual(BANK_PRESETS);
  });

  it('keeps an amount typed while the quick amounts are still loading', async () => {
    const run = await toMethods();
    run.actor.send({ type: 'deposit.selectMethod', methodID: bank.id });
    expect(run.screen()).toBe('presets');
    run.actor.send({ type: 'deposit.changeAmount', text: '750' });
    await settle();
    expect(run.screen()).toBe('amount');
    expect(run.context().amountText).toBe('750');
  });

  it('never offers a quick amount above what the deposit limit leaves', async () => {
    const run = await toMethods({
      loadAllowance: async () => ({ left: 300_00, choiceDue: false }),
    });
    expect(selectAllowance(run.actor.getSnapshot())).toBe(300_00);
    run.actor.send({ type: 'deposit.selectMethod', methodID: bank.id });
    await settle();
    expect(selectPresets(run.actor.getSnapshot())).toEqual([100_00, 250_00]);
    run.actor.send({ type: 'deposit.choosePreset', amount: 500_00 });
    expect(run.context().amountText).toBe('');
    run.actor.send({ type: 'deposit.choosePreset', amount: 250_00 });
    expect(run.context().amountText).toBe('250');
  });

  it("the panel counts the chosen method's steps", async () => {
    const run = await toMethods();
    expect(selectPanel(run.actor.getSnapshot())).toEqual({
      screen: 'method',
      step: 'method',
      stepNumber: 1,
      stepCount: 5,
    });
    run.actor.send({ type: 'deposit.selectMethod', methodID: papara.id });
    // Papara asks for no details: four steps.
    expect(selectPanel(run.actor.getSnapshot())).toEqual({
      screen: 'amount',
      step: 'amount',
      stepNumber: 2,
      stepCount: 4,
    });
  });

  it('without the limits every quick amount shows; the platform still refuses beyond one', async () => {
    const run = await toMethods({
      loadAllowance: async () => {
        throw new Error('offline');
      },
    });
    expect(run.actor.getSnapshot().matches({ limits: 'unknown' })).toBe(true);
    run.actor.send({ type: 'deposit.selectMethod', methodID: bank.id });
    await settle();
    expect(selectPresets(run.actor.getSnapshot())).toEqual(BANK_PRESETS);
  });

  it('a method without a bank code goes straight to the amount, without quick amounts', async () => {
    const run = await toAmount(papara);
    expect(run.calls.loadPresets).not.toHaveBeenCalled();
    expect(selectPresets(run.actor.getSnapshot())).toEqual([]);
  });

  it('quick amounts that fail to load leave the amount to be typed', async () => {
    const run = await toAmount(bank, { loadPresets: () => Promise.reject(offline) });
    expect(selectPresets(run.actor.getSnapshot())).toEqual([]);
  });

  it('ignores a method that is not offered', async () => {
    const run = await toMethods();
    const event = { type: 'deposit.selectMethod', methodID: 999 } as const;
    expect(run.actor.getSnapshot().can(event)).toBe(false);
    run.actor.send(event);
    expect(run.screen()).toBe('method');
  });

  it('back from the quick amounts returns to the list', async () => {
    const run = await toMethods({ loadPresets: () => never() });
    run.actor.send({ type: 'deposit.selectMethod', methodID: bank.id });
    run.actor.send({ type: 'deposit.back' });
    expect(run.screen()).toBe('method');
  });

  it('quick amounts already read are not read again for the same method', async () => {
    const run = await toAmount(bank);
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.selectMethod', methodID: bank.id });
    expect(run.screen()).toBe('amount');
    expect(run.calls.loadPresets).toHaveBeenCalledTimes(1);
    expect(selectPresets(run.actor.getSnapshot())).toEqual(BANK_PRESETS);
  });

  it('the same method again keeps its amount; another one starts empty', async () => {
    const run = await toAmount(papara);
    run.actor.send({ type: 'deposit.changeAmount', text: '300' });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(run.screen()).toBe('bonus');
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.selectMethod', methodID: papara.id });
    expect(run.context()).toMatchObject({ amountText: '300', amount: 300_00 });
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.selectMethod', methodID: qr.id });
    expect(run.context()).toMatchObject({ amountText: '', amount: null, method: qr });
  });
});

describe('deposit machine: amount', () => {
  it.each([
    ['nothing', '', V.amount],
    ['letters', 'on bin', V.amount],
    ['below the minimum', '19,99', V.amountRange],
    ['above the maximum', '20.000,01', V.amountRange],
  ])('%s stays on the amount with the rule’s message and sends nothing', async (_, text, error) => {
    const run = await toAmount(papara);
    run.actor.send({ type: 'deposit.changeAmount', text });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(run.screen()).toBe('amount');
    expect(selectAmountError(run.actor.getSnapshot())).toBe(error);
    expect(run.context().amount).toBeNull();
    expect(run.calls.submitDeposit).not.toHaveBeenCalled();
  });

  it.each([
    ['the minimum', '20', 20_00],
    ['the maximum with grouping and decimals', '20.000,00', 20_000_00],
    ['lira and kuruş', '1.250,50', 1_250_50],
  ])('accepts %s', async (_, text, amount) => {
    const run = await toAmount(papara);
    run.actor.send({ type: 'deposit.changeAmount', text });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(run.context().amount).toBe(amount);
  });

  it('typing clears the message', async () => {
    const run = await toAmount(papara);
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(selectAmountError(run.actor.getSnapshot())).toBe(V.amount);
    run.actor.send({ type: 'deposit.changeAmount', text: '5' });
    expect(selectAmountError(run.actor.getSnapshot())).toBeNull();
  });

  it('a quick amount fills the field; an amount that is not offered is ignored', async () => {
    const run = await toAmount(bank);
    run.actor.send({ type: 'deposit.choosePreset', amount: 250_00 });
    expect(run.context().amountText).toBe('250');
    const foreign = { type: 'deposit.choosePreset', amount: 20_00 } as const;
    expect(run.actor.getSnapshot().can(foreign)).toBe(false);
    run.actor.send(foreign);
    expect(run.context().amountText).toBe('250');
  });

  it('a valid amount leads to the details when the method has fields, else to the bonus', async () => {
    const withFields = await toAmount(bank);
    withFields.actor.send({ type: 'deposit.changeAmount', text: '250' });
    withFields.actor.send({ type: 'deposit.submitAmount' });
    expect(withFields.screen()).toBe('details');

    const without = await toAmount(qr);
    without.actor.send({ type: 'deposit.changeAmount', text: '250' });
    without.actor.send({ type: 'deposit.submitAmount' });
    expect(without.screen()).toBe('bonus');
  });

  it('back from the amount returns to the list', async () => {
    const run = await toAmount(qr);
    run.actor.send({ type: 'deposit.back' });
    expect(run.screen()).toBe('method');
  });
});

describe('deposit machine: the deposit limit on the amount step', () => {
  const leaving = (left: number) => ({
    loadAllowance: async (): Promise<DepositAllowance> => ({ left, choiceDue: false }),
  });

  it('takes the lower of the method’s maximum and what the limit leaves as the maximum', async () => {
    const run = await toAmount(papara, leaving(300_00));
    expect(selectAmountRange(run.actor.getSnapshot())).toEqual({ min: 20_00, max: 300_00 });
    expect(selectLimitStop(run.actor.getSnapshot())).toBeNull();
    const roomy = await toAmount(papara, leaving(1_000_000_00));
    expect(selectAmountRange(roomy.actor.getSnapshot())).toEqual({ min: 20_00, max: 20_000_00 });
  });

  it('refuses an amount above what the limit leaves at once, with its own message that stays', async () => {
    const run = await toAmount(papara, leaving(300_00));
    run.actor.send({ type: 'deposit.changeAmount', text: '300,01' });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(run.screen()).toBe('amount');
    expect(selectAmountError(run.actor.getSnapshot())).toBe(DEPOSIT_MESSAGES.overAllowance);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(selectAmountError(run.actor.getSnapshot())).toBe(DEPOSIT_MESSAGES.overAllowance);
    run.actor.send({ type: 'deposit.changeAmount', text: '300' });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(run.screen()).toBe('bonus');
    expect(run.context().amount).toBe(300_00);
  });

  it('says when the limit leaves nothing, or less than the method’s minimum', async () => {
    const reached = await toAmount(papara, leaving(0));
    expect(selectLimitStop(reached.actor.getSnapshot())).toEqual({ kind: 'reached' });
    reached.actor.send({ type: 'deposit.changeAmount', text: '20' });
    reached.actor.send({ type: 'deposit.submitAmount' });
    expect(reached.screen()).toBe('amount');
    const below = await toAmount(papara, leaving(15_00));
    expect(selectLimitStop(below.actor.getSnapshot())).toEqual({
      kind: 'belowMinimum',
      left: 15_00,
      min: 20_00,
    });
  });

  it('restores a kept amount only while the limit still takes it', async () => {
    const run = start({ draft: draft() }, leaving(200_00));
    await settle();
    // Its quick amounts read, the step asks for the amount again.
    expect(run.screen()).toBe('amount');
    expect(run.context()).toMatchObject({ method: bank, amount: null, amountText: '' });
  });
});

describe('deposit machine: details', () => {
  async function toDetails(method: PaymentMethod) {
    const run = await toAmount(method);
    run.actor.send({ type: 'deposit.changeAmount', text: '250' });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(run.screen()).toBe('details');
    return run;
  }

  it('checks only the method’s own fields and names each failure', async () => {
    const run = await toDetails(cep);
    run.actor.send({ type: 'deposit.changeField', field: 'senderPhone', value: '123' });
    run.actor.send({ type: 'deposit.changeField', field: 'senderTckn', value: '12345678901' });
    run.actor.send({ type: 'deposit.submitDetails' });
    expect(run.screen()).toBe('details');
    expect(selectFieldErrors(run.actor.getSnapshot())).toEqual({
      senderPhone: V.phone,
      receiverPhone: V.required,
      senderTckn: V.tckn,
      receiverTckn: V.required,
    });
  });

  it('ignores a field the method does not ask for', async () => {
    const run = await toDetails(bank);
    const event = {
      type: 'deposit.changeField',
      field: 'senderPhone',
      value: '05321234567',
    } as const;
    expect(run.actor.getSnapshot().can(event)).toBe(false);
    run.actor.send(event);
    expect(run.context().fieldValues).toEqual({});
  });

  it('changing a field clears its message only', async () => {
    const run = await toDetails(cep);
    run.actor.send({ type: 'deposit.submitDetails' });
    run.actor.send({ type: 'deposit.changeField', field: 'senderPhone', value: '0532' });
    expect(Object.keys(selectFieldErrors(run.actor.getSnapshot())).sort()).toEqual([
      'receiverPhone',
      'receiverTckn',
      'senderTckn',
    ]);
  });

  it('valid fields lead to the bonus, kept as the rule returns them', async () => {
    const run = await toDetails(cep);
    for (const [field, value] of Object.entries(cepValues)) {
      run.actor.send({
        type: 'deposit.changeField',
        field: field as keyof typeof cepValues,
        value,
      });
    }
    run.actor.send({ type: 'deposit.submitDetails' });
    expect(run.screen()).toBe('bonus');
    expect(run.context().fields).toEqual({
      senderPhone: '5321234567',
      receiverPhone: '5320000000',
      senderTckn: '10000000146',
      receiverTckn: '10000000146',
    });
  });

  it('back leads to the amount, with the quick amounts already read', async () => {
    const run = await toDetails(bank);
    run.actor.send({ type: 'deposit.back' });
    expect(run.screen()).toBe('amount');
    expect(run.calls.loadPresets).toHaveBeenCalledTimes(1);
  });
});

describe('deposit machine: review and submission', () => {
  it('back from review leads to the bonus, then the details, or the amount without fields', async () => {
    const withFields = await toReview(bank);
    withFields.actor.send({ type: 'deposit.back' });
    expect(withFields.screen()).toBe('bonus');
    withFields.actor.send({ type: 'deposit.back' });
    expect(withFields.screen()).toBe('details');
    const without = await toReview(qr);
    without.actor.send({ type: 'deposit.back' });
    without.actor.send({ type: 'deposit.back' });
    expect(without.screen()).toBe('amount');
  });

  it('confirming sends the reviewed input once, with a fresh key, behind the wait overlay', async () => {
    const run = await toReview(bank);
    run.actor.send({ type: 'deposit.confirm' });
    expect(run.actor.getSnapshot().matches({ wizard: 'submitting' })).toBe(true);
    expect(selectCanConfirm(run.actor.getSnapshot())).toBe(false);
    await settle();
    expect(run.calls.submitDeposit).toHaveBeenCalledTimes(1);
    const request = run.calls.submitDeposit.mock.calls[0]![0];
    expect(request).toEqual({
      methodID: bank.id,
      amount: 250_00,
      referenceNumber: 'REF-2026',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('pending: the transfer is recorded, the balance is read again, nothing is kept', async () => {
    const run = await toReview(bank, { submitDeposit: async () => pendingOutcome });
    await submit(run);
    expect(run.screen()).toBe('pending');
    expect(run.context().transactionID).toBe(7001);
    expect(run.told).toEqual([{ type: 'wallet.refresh' }]);
    expect(selectDraft(run.actor.getSnapshot())).toBeNull();
  });

  it('pending: the operator’s decision, told by the live stream, is looked at once', async () => {
    let answer = pendingTx;
    const run = await toReview(bank, {
      submitDeposit: async () => pendingOutcome,
      checkTransaction: async () => answer,
    });
    await submit(run);
    expect(run.news.listening).toBe(1);
    // Another transaction's news, or an undecided look, leaves the deposit waiting.
    run.news.tell({ transactionID: 7999, direction: 'deposit' });
    run.news.tell({ transactionID: 7001, direction: 'deposit' });
    await settle();
    expect(run.calls.checkTransaction.mock.calls).toEqual([[{ transactionID: 7001 }]]);
    expect(run.screen()).toBe('pending');

    answer = completedTx;
    run.news.tell({ transactionID: 7001, direction: 'deposit' });
    await settle();
    expect(run.screen()).toBe('completed');
    expect(run.told).toEqual([{ type: 'wallet.refresh' }, { type: 'wallet.refresh' }]);
    expect(run.news.listening).toBe(0);
  });

  it('pending: a rejection told by the live stream shows the reason', async () => {
    const run = await toReview(bank, {
      submitDeposit: async () => pendingOutcome,
      checkTransaction: async () => rejectedTx,
    });
    await submit(run);
    run.news.tell({ transactionID: 7001, direction: 'deposit' });
    await settle();
    expect(run.screen()).toBe('rejected');
    expect(run.context().transaction?.reason).toBe('Ödeme sağlayıcısı reddetti');
  });

  it('redirect: leaves for the provider’s page', async () => {
    const run = await toReview(papara, { submitDeposit: async () => redirectOutcome });
    await submit(run);
    expect(run.screen()).toBe('redirecting');
    expect(run.told).toEqual([
      { type: 'wallet.refresh' },
      { type: 'navigate.page', page: { leaveFor: 'https://pay.example/checkout/7002' } },
    ]);
  });

  it('a refusal returns to review with the input, says why, and the next attempt has a new key', async () => {
    let answer: () => Promise<DepositOutcome> = () => Promise.reject(refused);
    const run = await toReview(bank, { submitDeposit: () => answer() });
    await submit(run);
    expect(run.screen()).toBe('review');
    expect(run.told).toEqual([failureNotice(refused.message)]);
    expect(run.context()).toMatchObject({
      amount: 250_00,
      fields: { referenceNumber: 'REF-2026' },
    });
    expect(selectIsRetry(run.actor.getSnapshot())).toBe(false);
    answer = async () => pendingOutcome;
    await submit(run);
    expect(keyOf(run, 1)).not.toBe(keyOf(run, 0));
  });

  it('no answer: the retry sends the same key, so the deposit is not made twice', async () => {
    let answer: () => Promise<DepositOutcome> = () => Promise.reject(offline);
    const run = await toReview(bank, { submitDeposit: () => answer() });
    await submit(run);
    expect(run.screen()).toBe('review');
    expect(run.told).toEqual([failureNotice('cashier.processFailed')]);
    expect(selectIsRetry(run.actor.getSnapshot())).toBe(true);
    await submit(run);
    answer = async () => pendingOutcome;
    await submit(run);
    expect(run.calls.submitDeposit).toHaveBeenCalledTimes(3);
    expect(new Set([keyOf(run, 0), keyOf(run, 1), keyOf(run, 2)]).size).toBe(1);
    expect(run.screen()).toBe('pending');
  });

  it('an edit after a failure without an answer makes a new attempt with a new key', async () => {
    const run = await toReview(bank, { submitDeposit: () => Promise.reject(offline) });
    await submit(run);
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.changeField', field: 'referenceNumber', value: 'REF-2027' });
    run.actor.send({ type: 'deposit.submitDetails' });
    run.actor.send({ type: 'deposit.submitBonus' });
    await submit(run);
    expect(run.calls.submitDeposit.mock.calls[1]![0].referenceNumber).toBe('REF-2027');
    expect(keyOf(run, 1)).not.toBe(keyOf(run, 0));

    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.changeAmount', text: '300' });
    run.actor.send({ type: 'deposit.submitAmount' });
    run.actor.send({ type: 'deposit.submitDetails' });
    run.actor.send({ type: 'deposit.submitBonus' });
    await submit(run);
    expect(run.calls.submitDeposit.mock.calls[2]![0].amount).toBe(300_00);
    expect(keyOf(run, 2)).not.toBe(keyOf(run, 1));
  });

  it('going back and forth without an edit keeps the attempt’s key', async () => {
    const run = await toReview(qr, { submitDeposit: () => Promise.reject(offline) });
    await submit(run);
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.submitAmount' });
    run.actor.send({ type: 'deposit.submitBonus' });
    await submit(run);
    expect(keyOf(run, 1)).toBe(keyOf(run, 0));
  });
});

describe('deposit machine: QR payment', () => {
  async function toQr(checkTransaction: Fakes['checkTransaction']) {
    const run = await toReview(qr, { submitDeposit: async () => qrOutcome(), checkTransaction });
    await submit(run);
    expect(run.screen()).toBe('qr');
    return run;
  }

  it('looks at the payment every few seconds until it is credited', async () => {
    const answers = [pendingTx, pendingTx, completedTx];
    const run = await toQr(async () => answers.shift()!);
    expect(run.calls.checkTransaction).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledWith({ transactionID: 7003 });
    expect(run.screen()).toBe('qr');
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 2);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(3);
    expect(run.screen()).toBe('completed');
    expect(run.told.filter((e) => e.type === 'wallet.refresh')).toHaveLength(2);
  });

  it('a rejected payment ends in rejected with its status', async () => {
    const run = await toQr(async () => rejectedTx);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.screen()).toBe('rejected');
    expect(run.context().transaction?.transaction_status).toBe(TRANSACTION_STATUS.rejected);
  });

  it('a missed look is made up by the next one', async () => {
    const answers = [() => Promise.reject(offline), async () => completedTx];
    const run = await toQr(() => answers.shift()!());
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.screen()).toBe('qr');
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.screen()).toBe('completed');
  });

  it('expires at expiresAt after one last look', async () => {
    const run = await toQr(async () => pendingTx);
    await vi.advanceTimersByTimeAsync(QR_TTL_MS - 1);
    expect(run.screen()).toBe('qr');
    const looks = run.calls.checkTransaction.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);
    expect(run.screen()).toBe('expired');
    // The regular look due at that moment, if any, is replaced by the last one.
    expect(run.calls.checkTransaction.mock.calls.length).toBe(looks + 1);
  });

  it('a payment that arrives at the last moment is credited, not expired', async () => {
    let answer = pendingTx;
    const run = await toQr(async () => answer);
    await vi.advanceTimersByTimeAsync(QR_TTL_MS - 1);
    answer = completedTx;
    await vi.advanceTimersByTimeAsync(1);
    expect(run.screen()).toBe('completed');
  });

  it('the last look failing counts as expired', async () => {
    const run = await toQr(() => never());
    run.calls.checkTransaction.mockImplementation(() => Promise.reject(offline));
    await vi.advanceTimersByTimeAsync(QR_TTL_MS);
    expect(run.screen()).toBe('expired');
  });
});

describe('deposit machine: back from the provider’s page', () => {
  const back = (checkTransaction: Fakes['checkTransaction']) =>
    start({ transactionID: 7002 }, { checkTransaction });

  it('follows the deposit instead of loading the methods', async () => {
    const run = back(async () => completedTx);
    expect(run.screen()).toBe('checking');
    await settle();
    expect(run.calls.loadMethods).not.toHaveBeenCalled();
    expect(run.calls.checkTransaction).toHaveBeenCalledWith({ transactionID: 7002 });
    expect(run.screen()).toBe('completed');
    expect(run.told).toEqual([{ type: 'wallet.refresh' }]);
  });

  it.each([
    TRANSACTION_STATUS.rejected,
    TRANSACTION_STATUS.expired,
    TRANSACTION_STATUS.cancelled,
  ] as const)('status %i ends in rejected with that status', async (status) => {
    const run = back(async () => transaction(status));
    await settle();
    expect(run.screen()).toBe('rejected');
    expect(run.context().transaction?.transaction_status).toBe(status);
    expect(run.told).toEqual([]);
  });

  it('keeps looking while it is open, and shows it as pending after a while', async () => {
    const run = back(async () => pendingTx);
    await settle();
    expect(run.screen()).toBe('checking');
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(DEPOSIT_CHECK_LIMIT_MS);
    expect(run.screen()).toBe('pending');
    expect(run.context().transactionID).toBe(7002);
  });

  it('a failed look can be retried, or a new deposit started', async () => {
    const run = back(() => Promise.reject(notFound));
    await settle();
    expect(run.screen()).toBe('checkFailed');
    expect(run.context().error).toBe('Kayıt Bulunamadı');
    run.calls.checkTransaction.mockImplementation(async () => completedTx);
    run.actor.send({ type: 'deposit.retry' });
    expect(run.context().error).toBeNull();
    await settle();
    expect(run.screen()).toBe('completed');
  });

  it('a new deposit clears the followed one and loads the methods', async () => {
    const run = back(() => Promise.reject(offline));
    await settle();
    expect(run.context().error).toBe('cashier.processFailed');
    run.actor.send({ type: 'deposit.restart' });
    expect(run.told).toEqual([{ type: 'navigate.page', page: 'deposit' }]);
    await settle();
    expect(run.screen()).toBe('method');
    expect(run.context()).toMatchObject({ transactionID: null, error: null, transaction: null });
  });

  it.each([
    ['pending', async () => pendingTx, DEPOSIT_CHECK_LIMIT_MS],
    ['completed', async () => completedTx, 0],
    ['rejected', async () => rejectedTx, 0],
  ] as const)('from %s a new deposit starts afresh', async (screen, answer, wait) => {
    const run = back(answer);
    await vi.advanceTimersByTimeAsync(wait);
    expect(run.screen()).toBe(screen);
    run.actor.send({ type: 'deposit.restart' });
    await settle();
    expect(run.screen()).toBe('method');
  });

  it('nothing but a new deposit leaves an outcome', async () => {
    const run = back(async () => completedTx);
    await settle();
    for (const type of ['deposit.retry', 'deposit.back', 'deposit.confirm'] as const) {
      expect(run.actor.getSnapshot().can({ type })).toBe(false);
    }
  });
});

describe('deposit machine: the live stream tells, polls stand in only without it', () => {
  /** A QR code shown, the stream open or not as its watch starts. */
  async function qrWith(stream: boolean, checkTransaction: Fakes['checkTransaction']) {
    const run = await toReview(qr, { submitDeposit: async () => qrOutcome(), checkTransaction });
    run.news.stream(stream);
    await submit(run);
    expect(run.screen()).toBe('qr');
    expect(run.news.listening).toBe(1);
    return run;
  }

  const backWith = async (stream: boolean, checkTransaction: Fakes['checkTransaction']) => {
    const news = transactionNewsFake();
    news.stream(stream);
    const run = start({ transactionID: 7002 }, { checkTransaction }, news);
    await settle();
    return run;
  };

  it('QR: with the stream open, no poll in 10 s; its news of the code is one look, then credited', async () => {
    let answer = pendingTx;
    const run = await qrWith(true, async () => answer);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls.checkTransaction).not.toHaveBeenCalled();
    // Another transaction's news is not this code's.
    run.news.tell({ transactionID: 7999, direction: 'deposit' });
    await settle();
    expect(run.calls.checkTransaction).not.toHaveBeenCalled();

    answer = completedTx;
    run.news.tell({ transactionID: 7003, direction: 'deposit' });
    await settle();
    expect(run.calls.checkTransaction.mock.calls).toEqual([[{ transactionID: 7003 }]]);
    expect(run.screen()).toBe('completed');
    expect(run.told.filter((e) => e.type === 'wallet.refresh')).toHaveLength(2);
    expect(run.news.listening).toBe(0);
  });

  it('QR: news of a code still unpaid is one look, and the code waits for the next news', async () => {
    const run = await qrWith(true, async () => pendingTx);
    run.news.tell({ transactionID: 7003, direction: 'deposit' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls.checkTransaction).toHaveBeenCalledOnce();
    expect(run.screen()).toBe('qr');
  });

  it('QR: a stream refused from the start leaves the polls every 3 s', async () => {
    const run = await qrWith(false, async () => pendingTx);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(3);
  });

  it('QR: a stream lost while the code is shown brings the polls back within 3 s', async () => {
    const run = await qrWith(true, async () => pendingTx);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS + 500);
    run.news.stream(false);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(2);
  });

  it('QR: the stream opening again is one look (news may have been missed), then no polls', async () => {
    const run = await qrWith(false, async () => pendingTx);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(1);
    run.news.stream(true);
    await settle();
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(2);
  });

  it('QR: with the stream open, the code still has its one last look as it runs out', async () => {
    const run = await qrWith(true, async () => pendingTx);
    await vi.advanceTimersByTimeAsync(QR_TTL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledOnce();
    expect(run.screen()).toBe('expired');
  });

  it('back from the provider, with the stream open: one look, then none until the stream tells', async () => {
    let answer = pendingTx;
    const run = await backWith(true, async () => answer);
    expect(run.calls.checkTransaction).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls.checkTransaction).toHaveBeenCalledOnce();
    expect(run.screen()).toBe('checking');

    answer = rejectedTx;
    run.news.tell({ transactionID: 7002, direction: 'deposit' });
    await settle();
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(2);
    expect(run.screen()).toBe('rejected');
  });

  it('back from the provider, without a stream: a look every 3 s', async () => {
    const run = await backWith(false, async () => pendingTx);
    await vi.advanceTimersByTimeAsync(3 * DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(4);
  });

  it('back from the provider, the stream open: shown as pending after a while, as before', async () => {
    const run = await backWith(true, async () => pendingTx);
    await vi.advanceTimersByTimeAsync(DEPOSIT_CHECK_LIMIT_MS);
    expect(run.screen()).toBe('pending');
    expect(run.calls.checkTransaction).toHaveBeenCalledOnce();
  });
});

describe('deposit machine: a draft after a reload', () => {
  const restore = async (kept: ReturnType<typeof draft> | null, fakes: Partial<Fakes> = {}) => {
    const run = start({ draft: kept }, fakes);
    await settle();
    return run;
  };

  it('re-enters the bonus step before review with the kept input, once the methods are loaded', async () => {
    const run = await restore(draft());
    expect(run.screen()).toBe('bonus');
    expect(run.context()).toMatchObject({
      method: bank,
      amount: 250_00,
      amountText: '250',
      fields: { referenceNumber: 'REF-2026' },
      idempotencyKey: null,
      draft: null,
    });
    expect(run.calls.loadPresets).not.toHaveBeenCalled();
  });

  it('from a restored review, back through details reads the quick amounts', async () => {
    const run = await restore(draft());
    run.actor.send({ type: 'deposit.back' });
    expect(run.screen()).toBe('details');
    run.actor.send({ type: 'deposit.back' });
    expect(run.screen()).toBe('presets');
    await settle();
    expect(run.screen()).toBe('amount');
  });

  it('a restored review of a method without fields goes back to its amount', async () => {
    const kept = draft({ methodID: bank.id });
    const run = await restore(kept, {
      loadMethods: async () => [{ ...bank, fields: [] }, papara],
    });
    expect(run.screen()).toBe('bonus');
    run.actor.send({ type: 'deposit.back' });
    expect(run.screen()).toBe('presets');
  });

  it('re-enters the details when the kept fields no longer pass', async () => {
    const run = await restore(draft({ fields: { referenceNumber: '!' } }));
    expect(run.screen()).toBe('details');
    expect(run.context().fieldValues).toEqual({});
  });

  it('re-enters the amount, quick amounts first, when the amount step was kept', async () => {
    const run = start(
      { draft: draft({ step: 'amount', fields: null }) },
      { loadPresets: () => never() },
    );
    await settle();
    expect(run.screen()).toBe('presets');
    expect(run.context().amountText).toBe('250');
  });

  it('re-enters the amount of a method without quick amounts', async () => {
    const run = await restore(draft({ methodID: papara.id, step: 'amount', fields: null }));
    expect(run.screen()).toBe('amount');
    expect(run.context().amountText).toBe('250');
  });

  it('an amount outside the method’s range now is dropped', async () => {
    const run = await restore(draft({ methodID: papara.id, amount: 30_000_00, fields: null }));
    expect(run.screen()).toBe('amount');
    expect(run.context()).toMatchObject({ amount: null, amountText: '' });
  });

  it.each([
    ['of another player', draft({ owner: 'someone-else' })],
    ['of a method no longer offered', draft({ methodID: 999 })],
  ])('a draft %s is ignored', async (_, kept) => {
    const run = await restore(kept);
    expect(run.screen()).toBe('method');
    expect(run.context().method).toBeNull();
  });

  it('a draft of the list keeps the method marked', async () => {
    const run = await restore(draft({ step: 'method' }));
    expect(run.screen()).toBe('method');
    expect(run.context().method?.id).toBe(bank.id);
  });

  it('keeps the draft to restore while the methods load, and forgets it when they fail', async () => {
    const kept = draft();
    const run = start({ draft: kept }, { loadMethods: () => Promise.reject(offline) });
    expect(selectDraft(run.actor.getSnapshot())).toEqual(kept);
    await settle();
    expect(run.screen()).toBe('loadFailed');
    expect(selectDraft(run.actor.getSnapshot())).toEqual(kept);
  });

  it('the draft follows the validated input, without a key, and ends with the deposit', async () => {
    const run = await toAmount(bank, { submitDeposit: () => Promise.reject(offline) });
    const draftNow = () => selectDraft(run.actor.getSnapshot());
    expect(draftNow()).toMatchObject({ methodID: bank.id, step: 'amount', amount: null });
    run.actor.send({ type: 'deposit.changeAmount', text: '99999999' });
    expect(draftNow()).toMatchObject({ amount: null });
    run.actor.send({ type: 'deposit.changeAmount', text: '250' });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(draftNow()).toMatchObject({ step: 'details', amount: 250_00, fields: null });
    run.actor.send({ type: 'deposit.changeField', field: 'referenceNumber', value: 'REF-2026' });
    run.actor.send({ type: 'deposit.submitDetails' });
    expect(draftNow()).toEqual(draft());
    run.actor.send({ type: 'deposit.submitBonus' });
    expect(draftNow()).toEqual(draft());
    await submit(run);
    expect(JSON.stringify(draftNow())).not.toContain(run.context().idempotencyKey!);
    expect(draftNow()).toEqual(draft());
    run.calls.submitDeposit.mockImplementation(async () => pendingOutcome);
    await submit(run);
    expect(draftNow()).toBeNull();
  });
});

describe('deposit machine: favourite hearts', () => {
  it('a heart turns at once and is saved beside the wizard', async () => {
    let save: () => void = () => undefined;
    const run = await toMethods({
      saveFavorite: () => new Promise<void>((resolve) => (save = resolve)),
    });
    run.actor.send({ type: 'deposit.toggleFavorite', methodID: bank.id });
    expect(run.calls.saveFavorite).toHaveBeenCalledWith({ methodID: bank.id, favorite: true });
    expect(run.context().methods.find((m) => m.id === bank.id)?.isFavorite).toBe(1);
    // The wizard goes on while it is saved; other hearts wait for it.
    expect(selectCanToggleFavorite(run.actor.getSnapshot())).toBe(false);
    run.actor.send({ type: 'deposit.selectMethod', methodID: papara.id });
    expect(run.screen()).toBe('amount');
    save();
    await settle();
    expect(run.actor.getSnapshot().matches({ favorite: 'idle' })).toBe(true);
    expect(run.context().methods.find((m) => m.id === bank.id)?.isFavorite).toBe(1);
  });

  it('removing a favourite the server refuses puts the heart back', async () => {
    const run = await toMethods({ saveFavorite: () => Promise.reject(refused) });
    run.actor.send({ type: 'deposit.toggleFavorite', methodID: papara.id });
    expect(run.calls.saveFavorite).toHaveBeenCalledWith({ methodID: papara.id, favorite: false });
    expect(run.context().methods.find((m) => m.id === papara.id)?.isFavorite).toBe(0);
    await settle();
    expect(run.context().methods.find((m) => m.id === papara.id)?.isFavorite).toBe(1);
    expect(selectCanToggleFavorite(run.actor.getSnapshot())).toBe(true);
  });

  it('keeps the list in place: a new favourite does not move', async () => {
    const run = await toMethods();
    run.actor.send({ type: 'deposit.toggleFavorite', methodID: cep.id });
    await settle();
    expect(run.context().methods.map((m) => m.id)).toEqual(SORTED_IDS);
  });

  it('takes no toggle for an unknown method or outside the list', async () => {
    const run = await toMethods();
    expect(run.actor.getSnapshot().can({ type: 'deposit.toggleFavorite', methodID: 999 })).toBe(
      false,
    );
    run.actor.send({ type: 'deposit.selectMethod', methodID: qr.id });
    const event = { type: 'deposit.toggleFavorite', methodID: qr.id } as const;
    expect(run.actor.getSnapshot().can(event)).toBe(false);
    run.actor.send(event);
    expect(run.calls.saveFavorite).not.toHaveBeenCalled();
  });
});

describe('deposit machine: the bonus step', () => {
  const withOffers = (fakes: Partial<Fakes> = {}) => ({ loadOffers: async () => offers, ...fakes });

  async function toBonus(
    text: string,
    input: Partial<DepositInput> = {},
    fakes: Partial<Fakes> = {},
  ) {
    const run = start(input, withOffers(fakes));
    await settle();
    run.actor.send({ type: 'deposit.selectMethod', methodID: papara.id });
    run.actor.send({ type: 'deposit.changeAmount', text });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(run.screen()).toBe('bonus');
    return run;
  }
  const choices = (run: Run) =>
    selectBonusChoices(run.actor.getSnapshot()).map(({ offer, bonus }) => [offer.slug, bonus]);

  it('offers the deposit offers that fit the amount, welcome first, with the bonus each gives', async () => {
    const run = await toBonus('400');
    expect(choices(run)).toEqual([
      ['welcome', 200_00],
      ['deposit20', 80_00],
    ]);
    const small = await toBonus('60');
    expect(choices(small)).toEqual([]);
  });

  it('leaves out an offer the method is excluded from, or one that is blocked', async () => {
    const run = await toBonus(
      '400',
      {},
      {
        loadOffers: async () => [
          { ...welcome, blocked: 'notFirstDeposit' },
          { ...deposit20, excludedMethodIDs: [papara.id] },
        ],
      },
    );
    expect(choices(run)).toEqual([]);
  });

  it('the chosen offer goes with the deposit; no bonus sends none', async () => {
    const run = await toBonus('400', {}, { submitDeposit: async () => pendingOutcome });
    run.actor.send({ type: 'deposit.chooseBonus', offerID: welcome.offerID });
    expect(selectChosenBonus(run.actor.getSnapshot())).toEqual({ offer: welcome, bonus: 200_00 });
    run.actor.send({ type: 'deposit.submitBonus' });
    await submit(run);
    expect(run.calls.submitDeposit.mock.calls[0]![0]).toMatchObject({
      amount: 400_00,
      bonusOfferID: welcome.offerID,
    });

    const none = await toBonus('400', {}, { submitDeposit: async () => pendingOutcome });
    none.actor.send({ type: 'deposit.chooseBonus', offerID: welcome.offerID });
    none.actor.send({ type: 'deposit.chooseBonus', offerID: null });
    none.actor.send({ type: 'deposit.submitBonus' });
    await submit(none);
    expect(none.calls.submitDeposit.mock.calls[0]![0]).not.toHaveProperty('bonusOfferID');
  });

  it('an offer that does not fit cannot be chosen', async () => {
    const run = await toBonus('400');
    const discount = { type: 'deposit.chooseBonus', offerID: casinoDiscount.offerID } as const;
    expect(run.actor.getSnapshot().can(discount)).toBe(false);
    run.actor.send(discount);
    expect(run.context().bonusOfferID).toBeNull();
  });

  it('a smaller amount drops the chosen offer with a note; choosing again clears it', async () => {
    const run = await toBonus('400');
    run.actor.send({ type: 'deposit.chooseBonus', offerID: welcome.offerID });
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.changeAmount', text: '60' });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(run.screen()).toBe('bonus');
    expect(run.context()).toMatchObject({ bonusOfferID: null, bonusDropped: true });
    run.actor.send({ type: 'deposit.submitBonus' });
    expect(run.context().bonusDropped).toBe(false);
  });

  it('an offer that still fits is kept when the amount changes', async () => {
    const run = await toBonus('400');
    run.actor.send({ type: 'deposit.chooseBonus', offerID: deposit20.offerID });
    run.actor.send({ type: 'deposit.back' });
    run.actor.send({ type: 'deposit.changeAmount', text: '1000' });
    run.actor.send({ type: 'deposit.submitAmount' });
    expect(selectChosenBonus(run.actor.getSnapshot())).toEqual({
      offer: deposit20,
      bonus: 200_00,
    });
    expect(run.context().bonusDropped).toBe(false);
  });

  it('?bonus= chooses its offer once the deposit fits it, and is dropped with a note if not', async () => {
    const run = await toBonus('400', { bonusOfferID: deposit20.offerID });
    expect(selectChosenBonus(run.actor.getSnapshot())?.offer).toEqual(deposit20);
    const small = await toBonus('60', { bonusOfferID: deposit20.offerID });
    expect(small.context()).toMatchObject({ bonusOfferID: null, bonusDropped: true });
  });

  it('offers that arrive while the step is shown are checked against the deposit', async () => {
    let load: (list: BonusOffer[]) => void = () => undefined;
    const run = await toBonus(
      '60',
      { bonusOfferID: welcome.offerID },
      {
        loadOffers: () => new Promise<BonusOffer[]>((resolve) => (load = resolve)),
      },
    );
    expect(selectOffersStatus(run.actor.getSnapshot())).toBe('loading');
    load(offers);
    await settle();
    expect(selectOffersStatus(run.actor.getSnapshot())).toBe('ready');
    expect(run.context()).toMatchObject({ bonusOfferID: null, bonusDropped: true });
  });

  it('without the offers the deposit goes on without a bonus', async () => {
    const run = await toBonus(
      '400',
      { bonusOfferID: welcome.offerID },
      {
        loadOffers: () => Promise.reject(offline),
      },
    );
    expect(selectOffersStatus(run.actor.getSnapshot())).toBe('unavailable');
    expect(run.context().bonusOfferID).toBeNull();
    expect(selectCanSubmitBonus(run.actor.getSnapshot())).toBe(true);
  });

  it('a promo code unlocks a deposit offer that joins the list, chosen', async () => {
    const run = await toBonus('400', {}, { redeemCode: async () => ekstra25 });
    expect(selectCanRedeem(run.actor.getSnapshot())).toBe(false);
    run.actor.send({ type: 'deposit.changePromoCode', text: ' EKSTRA25 ' });
    run.actor.send({ type: 'deposit.redeemCode' });
    expect(selectOffersStatus(run.actor.getSnapshot())).toBe('redeeming');
    await settle();
    expect(run.calls.redeemCode).toHaveBeenCalledWith({ code: 'EKSTRA25' });
    expect(choices(run)).toContainEqual(['ekstra25', 100_00]);
    expect(run.context()).toMatchObject({
      bonusOfferID: ekstra25.offerID,
      promoCode: '',
      promoNotice: { kind: 'selected', title: ekstra25.title },
    });
  });

  it('a code whose offer does not fit, or is not a deposit offer, says so and chooses nothing', async () => {
    const small = await toBonus('60', {}, { redeemCode: async () => ekstra25 });
    small.actor.send({ type: 'deposit.changePromoCode', text: 'EKSTRA25' });
    small.actor.send({ type: 'deposit.redeemCode' });
    await settle();
    expect(small.context()).toMatchObject({
      bonusOfferID: null,
      promoNotice: { kind: 'doesNotFit', title: ekstra25.title },
    });

    const claim = await toBonus('400', {}, { redeemCode: async () => hosgeldin100 });
    claim.actor.send({ type: 'deposit.changePromoCode', text: 'HOSGELDIN100' });
    claim.actor.send({ type: 'deposit.redeemCode' });
    await settle();
    expect(claim.context()).toMatchObject({
      bonusOfferID: null,
      promoNotice: { kind: 'claimElsewhere', title: hosgeldin100.title },
    });
  });

  it('a code whose offer is blocked says the real reason, not that it does not fit', async () => {
    const active = { ...ekstra25, blocked: 'bonusActive' as const };
    const run = await toBonus('400', {}, { redeemCode: async () => active });
    run.actor.send({ type: 'deposit.changePromoCode', text: 'EKSTRA25' });
    run.actor.send({ type: 'deposit.redeemCode' });
    await settle();
    expect(run.context()).toMatchObject({
      bonusOfferID: null,
      promoNotice: { kind: 'blocked', title: ekstra25.title, block: 'bonusActive' },
    });

    const used = { ...hosgeldin100, blocked: 'used' as const };
    const claim = await toBonus('400', {}, { redeemCode: async () => used });
    claim.actor.send({ type: 'deposit.changePromoCode', text: 'HOSGELDIN100' });
    claim.actor.send({ type: 'deposit.redeemCode' });
    await settle();
    expect(claim.context().promoNotice).toEqual({
      kind: 'blocked',
      title: hosgeldin100.title,
      block: 'used',
    });
  });

  it('a refused code keeps the code and shows the message at the field until it is changed', async () => {
    const run = await toBonus(
      '400',
      {},
      {
        redeemCode: () => Promise.reject(apiError('Geçersiz promosyon kodu')),
      },
    );
    run.actor.send({ type: 'deposit.changePromoCode', text: 'YANLIS' });
    run.actor.send({ type: 'deposit.redeemCode' });
    await settle();
    expect(run.context()).toMatchObject({
      promoCode: 'YANLIS',
      promoError: 'Geçersiz promosyon kodu',
    });
    run.actor.send({ type: 'deposit.changePromoCode', text: 'YANLIS2' });
    expect(run.context().promoError).toBeNull();
  });

  it('a new deposit reads the offers again', async () => {
    const run = await toBonus('400', {}, { submitDeposit: async () => pendingOutcome });
    run.actor.send({ type: 'deposit.submitBonus' });
    await submit(run);
    expect(run.screen()).toBe('pending');
    run.actor.send({ type: 'deposit.restart' });
    await settle();
    expect(run.calls.loadOffers).toHaveBeenCalledTimes(2);
  });
});

describe('deposit machine: the deposit limit asked before money moves (UKGC RTS 12)', () => {
  const due = {
    loadAllowance: async (): Promise<DepositAllowance> => ({ left: null, choiceDue: true }),
  };
  const weekly = { period: 'week' as const, amount: 500_00 };
  /** The platform's state once the answer is recorded. */
  const answered = (left: number | null): ProtectionState => ({
    ...openState(),
    limits: left === null ? [] : [{ kind: 'deposit', ...weekly }],
    left: { deposit: left, loss: null, wager: null },
    limitChoiceDue: false,
  });

  async function toChoice(fakes: Partial<Fakes> = {}, input: Partial<DepositInput> = {}) {
    const run = start(input, { ...due, ...fakes });
    await settle();
    expect(run.screen()).toBe('limitChoice');
    return run;
  }

  it('no step is reached before the player answers: the methods wait behind the choice', async () => {
    const run = await toChoice();
    expect(selectPanel(run.actor.getSnapshot())).toEqual({
      screen: 'limitChoice',
      step: null,
      stepNumber: 0,
      stepCount: 5,
    });
    for (const event of [
      { type: 'deposit.selectMethod', methodID: papara.id },
      { type: 'deposit.toggleFavorite', methodID: papara.id },
      { type: 'deposit.back' },
    ] as const) {
      expect(run.actor.getSnapshot().can(event)).toBe(false);
      run.actor.send(event);
    }
    expect(run.screen()).toBe('limitChoice');
    expect(run.calls.saveFavorite).not.toHaveBeenCalled();
  });

  it('a limit is set through the protection port, applies at once and leads to the methods', async () => {
    const run = await toChoice({
      saveLimit: async () => ({ state: answered(500_00), message: 'Limitiniz hemen geçerli oldu' }),
    });
    run.actor.send({ type: 'deposit.chooseLimit', limit: weekly });
    expect(selectIsSavingLimit(run.actor.getSnapshot())).toBe(true);
    expect(run.calls.saveLimit).toHaveBeenCalledWith({
      method: 'setLimit',
      kind: 'deposit',
      period: 'week',
      amount: 500_00,
    });
    await settle();
    expect(run.screen()).toBe('method');
    // What the new limit leaves bounds the amounts from now on.
    expect(selectAllowance(run.actor.getSnapshot())).toBe(500_00);
    expect(run.told).toContainEqual({
      type: 'notice.show',
      notice: { id: 'Limitiniz hemen geçerli oldu' },
    });
    expect(run.calls.declineLimit).not.toHaveBeenCalled();
  });

  it('"no limit now" is recorded by the platform and leads to the methods', async () => {
    const run = await toChoice({ declineLimit: async () => answered(null) });
    run.actor.send({ type: 'deposit.chooseLimit', limit: null });
    expect(run.calls.declineLimit).toHaveBeenCalledTimes(1);
    await settle();
    expect(run.screen()).toBe('method');
    expect(selectAllowance(run.actor.getSnapshot())).toBeNull();
    expect(run.calls.saveLimit).not.toHaveBeenCalled();
  });

  it.each([
    ['under ₺1', { period: 'day', amount: 50 }],
    ['above ₺10.000.000', { period: 'day', amount: 1_000_000_001 }],
    ['without its period', { period: '', amount: 500_00 }],
    ['not an answer', undefined],
  ])('a limit %s is not sent', async (_, limit) => {
    const run = await toChoice();
    const event = { type: 'deposit.chooseLimit', limit } as never;
    expect(run.actor.getSnapshot().can(event)).toBe(false);
    run.actor.send(event);
    expect(run.calls.saveLimit).not.toHaveBeenCalled();
    expect(run.calls.declineLimit).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal', apiError('Limit kaydedilemedi'), 'Limit kaydedilemedi'],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s shows its message at the choice, which may be sent again', async (_, error, message) => {
    let fail = true;
    const run = await toChoice({
      declineLimit: () => (fail ? Promise.reject(error) : Promise.resolve(answered(null))),
    });
    run.actor.send({ type: 'deposit.chooseLimit', limit: null });
    await settle();
    expect(run.screen()).toBe('limitChoice');
    expect(selectLimitError(run.actor.getSnapshot())).toBe(message);
    fail = false;
    run.actor.send({ type: 'deposit.chooseLimit', limit: null });
    expect(selectLimitError(run.actor.getSnapshot())).toBeNull();
    await settle();
    expect(run.screen()).toBe('method');
  });

  it('the choice waits for the methods; a draft is restored once the player answered', async () => {
    let methodsArrive: (list: PaymentMethod[]) => void = () => undefined;
    const run = start(
      { draft: draft({ step: 'amount', fields: null }) },
      {
        ...due,
        loadMethods: () => new Promise((resolve) => (methodsArrive = resolve)),
        declineLimit: async () => answered(null),
      },
    );
    await settle();
    expect(run.screen()).toBe('loading');
    expect(run.actor.getSnapshot().can({ type: 'deposit.chooseLimit', limit: null })).toBe(false);
    methodsArrive(methods);
    await settle();
    expect(run.screen()).toBe('limitChoice');
    run.actor.send({ type: 'deposit.chooseLimit', limit: null });
    await settle();
    expect(run.screen()).toBe('amount');
  });
});
