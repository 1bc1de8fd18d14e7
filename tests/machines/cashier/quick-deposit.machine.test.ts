import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEPOSIT_MESSAGES, DEPOSIT_POLL_MS } from '../../../machines/cashier/deposit-rules.ts';
import { QUICK_DEPOSIT_START } from '../../../machines/cashier/quick-deposit-rules.ts';
import type {
  QuickDepositStart,
  QuickDepositStartQuery,
} from '../../../machines/cashier/quick-deposit-types.ts';
import { quickDepositMachine } from '../../../machines/cashier/quick-deposit.machine.ts';
import {
  selectAmountError,
  selectAmountRange,
  selectCanClose,
  selectCanPay,
  selectIsOpen,
  selectLimitStop,
  selectPaysInPlace,
  selectPresets,
  selectScreen,
} from '../../../machines/cashier/quick-deposit.selectors.ts';
import {
  CASH_TYPE,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type CashTransaction,
  type DepositOutcome,
  type DepositRequest,
} from '../../../machines/shared/finance.ts';
import { V } from '../../../machines/shared/validation/messages.ts';
import { transactionNewsFake } from '../../fixtures/transaction-news.ts';
import { appDouble } from '../app-double.ts';
import {
  bank,
  completedTx,
  methods,
  NOW,
  offline,
  papara,
  pendingOutcome,
  pendingTx,
  qr,
  qrOutcome,
  QR_TTL_MS,
  redirectOutcome,
  refused,
  rejectedTx,
  transaction,
} from './deposit-fixtures.ts';

interface Fakes {
  loadStart: (query: QuickDepositStartQuery) => Promise<QuickDepositStart>;
  loadPresets: (input: { bankcode: string }) => Promise<number[]>;
  submitDeposit: (request: DepositRequest) => Promise<DepositOutcome>;
  checkTransaction: (input: { transactionID: number }) => Promise<CashTransaction>;
}

const never = <T>() => new Promise<T>(() => undefined);

/** The player's last credited deposit: ₺250 by QR. */
const lastByQr = transaction(TRANSACTION_STATUS.completed, { methodID: qr.id, amount: 250_00 });

const opening = (overrides: Partial<QuickDepositStart> = {}): QuickDepositStart => ({
  methods,
  last: lastByQr,
  allowance: null,
  limitChoiceDue: false,
  ...overrides,
});

/** QR's quick amounts: one above its ₺10.000 maximum. */
const QR_AMOUNTS = [100_00, 250_00, 500_00, 20_000_00];

function start(fakes: Partial<Fakes> = {}) {
  const calls = {
    loadStart: vi.fn(fakes.loadStart ?? (async () => opening())),
    loadPresets: vi.fn(fakes.loadPresets ?? (async () => QR_AMOUNTS)),
    submitDeposit: vi.fn(fakes.submitDeposit ?? (() => never<DepositOutcome>())),
    checkTransaction: vi.fn(fakes.checkTransaction ?? (() => never<CashTransaction>())),
  };
  const { app, told } = appDouble();
  const news = transactionNewsFake();
  const actor = createActor(
    quickDepositMachine.provide({
      actors: {
        loadStart: fromPromise(({ input }) => calls.loadStart(input)),
        loadPresets: fromPromise(({ input }) => calls.loadPresets(input)),
        submitDeposit: fromPromise(({ input }) => calls.submitDeposit(input)),
        checkTransaction: fromPromise(({ input }) => calls.checkTransaction(input)),
        transactionChanges: news.actor,
      },
    }),
    { parent: app },
  );
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return { actor, calls, told, news, snapshot, screen: () => selectScreen(snapshot()) };
}

type Run = ReturnType<typeof start>;
const settle = () => vi.advanceTimersByTimeAsync(0);

async function opened(fakes: Partial<Fakes> = {}) {
  const run = start(fakes);
  await settle();
  return run;
}

function pay(run: Run, text?: string) {
  if (text !== undefined) run.actor.send({ type: 'quickDeposit.changeAmount', text });
  run.actor.send({ type: 'quickDeposit.pay' });
}

const navigations = (run: Run) => run.told.filter((event) => event.type === 'navigate.page');
const walletRefreshes = (run: Run) => run.told.filter((e) => e.type === 'wallet.refresh').length;

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('quick deposit: what it remembers', () => {
  it('reads the methods and the last credited deposit, and offers its method and amount', async () => {
    const run = await opened();
    expect(run.calls.loadStart).toHaveBeenCalledWith(QUICK_DEPOSIT_START);
    expect(QUICK_DEPOSIT_START).toEqual({
      type: CASH_TYPE.deposit,
      last: {
        limit: 1,
        offset: 0,
        searchCategory: TRANSACTION_CATEGORY.deposit,
        status: TRANSACTION_STATUS.completed,
      },
    });
    expect(run.screen()).toBe('amount');
    expect(run.snapshot().context).toMatchObject({
      method: qr,
      lastAmount: 250_00,
      amountText: '250',
    });
    expect(run.calls.loadPresets).toHaveBeenCalledWith({ bankcode: qr.bankcode });
    // Quick amounts within the method's range.
    expect(selectPresets(run.snapshot())).toEqual([100_00, 250_00, 500_00]);
    expect(selectPaysInPlace(run.snapshot())).toBe(true);
  });

  it('a method without quick amounts is ready at once; failed quick amounts leave the field', async () => {
    const byPapara = await opened({
      loadStart: async () => opening({ last: { ...lastByQr, methodID: papara.id } }),
    });
    expect(byPapara.calls.loadPresets).not.toHaveBeenCalled();
    expect(byPapara.snapshot().matches('ready')).toBe(true);
    const failed = await opened({ loadPresets: () => Promise.reject(offline) });
    expect(failed.snapshot().matches('ready')).toBe(true);
    expect(selectPresets(failed.snapshot())).toEqual([]);
  });

  it.each([
    ['before a first credited deposit', null],
    ['when its method is no longer offered', { ...lastByQr, methodID: 999 }],
  ])('%s it leads to the full wizard', async (_, last) => {
    const run = await opened({ loadStart: async () => opening({ last }) });
    expect(run.screen()).toBe('nothingRemembered');
    run.actor.send({ type: 'quickDeposit.openCashier' });
    expect(navigations(run)).toEqual([{ type: 'navigate.page', page: 'deposit', keep: true }]);
    expect(selectIsOpen(run.snapshot())).toBe(false);
  });

  it('a failed read can be retried', async () => {
    let answer = () => Promise.reject<QuickDepositStart>(offline);
    const run = await opened({ loadStart: () => answer() });
    expect(run.screen()).toBe('loadFailed');
    answer = async () => opening();
    run.actor.send({ type: 'quickDeposit.retry' });
    await settle();
    expect(run.screen()).toBe('amount');
  });
});

describe('quick deposit: the real maximum', () => {
  const leaving = (allowance: number) => ({ loadStart: async () => opening({ allowance }) });

  it('is the lower of the method’s maximum and what the deposit limit leaves', async () => {
    const run = await opened(leaving(300_00));
    expect(selectAmountRange(run.snapshot())).toEqual({ min: qr.min, max: 300_00 });
    // No quick amount above it.
    expect(selectPresets(run.snapshot())).toEqual([100_00, 250_00]);
    run.actor.send({ type: 'quickDeposit.choosePreset', amount: 500_00 });
    expect(run.snapshot().context.amountText).toBe('250');
  });

  it('above it, the press is refused at once; the message stays until the amount changes', async () => {
    const run = await opened(leaving(300_00));
    pay(run, '400');
    expect(run.screen()).toBe('amount');
    expect(selectAmountError(run.snapshot())).toBe(DEPOSIT_MESSAGES.overAllowance);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(selectAmountError(run.snapshot())).toBe(DEPOSIT_MESSAGES.overAllowance);
    expect(run.calls.submitDeposit).not.toHaveBeenCalled();
    run.actor.send({ type: 'quickDeposit.choosePreset', amount: 100_00 });
    expect(selectAmountError(run.snapshot())).toBeNull();
  });

  it('outside the method’s range or unreadable, the spec’s messages', async () => {
    const run = await opened();
    pay(run, '');
    expect(selectAmountError(run.snapshot())).toBe(V.amount);
    pay(run, '5');
    expect(selectAmountError(run.snapshot())).toBe(V.amountRange);
    expect(run.calls.submitDeposit).not.toHaveBeenCalled();
  });

  it('the last amount is offered only while the limit still takes it', async () => {
    const run = await opened(leaving(200_00));
    expect(run.snapshot().context.amountText).toBe('');
  });

  it('a limit that leaves nothing, or less than the minimum, is said and nothing is sent', async () => {
    const reached = await opened(leaving(0));
    expect(selectLimitStop(reached.snapshot())).toEqual({ kind: 'reached' });
    pay(reached, '100');
    expect(selectAmountError(reached.snapshot())).toBe(DEPOSIT_MESSAGES.overAllowance);
    expect(reached.calls.submitDeposit).not.toHaveBeenCalled();
    const below = await opened(leaving(5_00));
    expect(selectLimitStop(below.snapshot())).toEqual({
      kind: 'belowMinimum',
      left: 5_00,
      min: qr.min,
    });
  });
});

describe('quick deposit: one press', () => {
  it('pays a QR deposit in place, the code watched until it is credited', async () => {
    const run = await opened({
      submitDeposit: async () => qrOutcome(),
      checkTransaction: vi
        .fn<Fakes['checkTransaction']>()
        .mockResolvedValueOnce(pendingTx)
        .mockResolvedValueOnce(completedTx),
    });
    pay(run);
    expect(run.calls.submitDeposit).toHaveBeenCalledWith({
      methodID: qr.id,
      amount: 250_00,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await settle();
    expect(run.screen()).toBe('qr');
    expect(walletRefreshes(run)).toBe(1);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.screen()).toBe('qr');
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.screen()).toBe('completed');
    expect(run.calls.checkTransaction).toHaveBeenLastCalledWith({ transactionID: 7003 });
    expect(walletRefreshes(run)).toBe(2);
    // Nowhere else to go: the game (or the page) is still there.
    expect(navigations(run)).toEqual([]);
  });

  it('a code paid by no one is looked at once more as it runs out, then is expired', async () => {
    const run = await opened({
      submitDeposit: async () => qrOutcome(),
      checkTransaction: async () => pendingTx,
    });
    pay(run);
    await settle();
    await vi.advanceTimersByTimeAsync(QR_TTL_MS);
    expect(run.screen()).toBe('expired');
    run.actor.send({ type: 'quickDeposit.again' });
    expect(run.screen()).toBe('loading');
    await settle();
    expect(run.calls.loadStart).toHaveBeenCalledTimes(2);
  });

  it('a declined code is shown as rejected', async () => {
    const run = await opened({
      submitDeposit: async () => qrOutcome(),
      checkTransaction: async () => rejectedTx,
    });
    pay(run);
    await settle();
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(run.screen()).toBe('rejected');
  });

  it('an operator’s method without fields waits in place', async () => {
    const transfer = { ...bank, fields: [], bankcode: undefined };
    const run = await opened({
      loadStart: async () =>
        opening({ methods: [transfer], last: { ...lastByQr, methodID: bank.id } }),
      submitDeposit: async () => pendingOutcome,
    });
    pay(run);
    await settle();
    expect(run.screen()).toBe('pending');
  });

  it('a provider’s page the platform answers with after all is followed', async () => {
    const run = await opened({ submitDeposit: async () => redirectOutcome });
    pay(run);
    await settle();
    expect(run.screen()).toBe('redirecting');
    expect(navigations(run)).toEqual([
      { type: 'navigate.page', page: { leaveFor: 'https://pay.example/checkout/7002' } },
    ]);
  });

  it('a refusal stays beside the amount (and is the brief notice); nothing else moves', async () => {
    const run = await opened({ submitDeposit: () => Promise.reject(refused) });
    pay(run);
    expect(selectCanClose(run.snapshot())).toBe(false);
    await settle();
    expect(run.screen()).toBe('amount');
    expect(selectAmountError(run.snapshot())).toBe(refused.message);
    expect(run.told).toContainEqual({
      type: 'notice.show',
      notice: { id: refused.message, tone: 'failure', brief: true },
    });
    expect(walletRefreshes(run)).toBe(0);
    expect(run.snapshot().context.idempotencyKey).toBeNull();
  });

  it('after no answer, the next press sends the same key (one deposit at most)', async () => {
    const submitDeposit = vi
      .fn<Fakes['submitDeposit']>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValueOnce(qrOutcome());
    const run = await opened({ submitDeposit });
    pay(run);
    await settle();
    expect(selectAmountError(run.snapshot())).toBe('cashier.processFailed');
    pay(run);
    await settle();
    const [first, second] = submitDeposit.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).toBe(first);
    expect(run.screen()).toBe('qr');
  });
});

describe('quick deposit: the live stream tells, polls stand in only without it', () => {
  /** A QR code shown in the panel, the stream open or not as its watch starts. */
  async function qrWith(stream: boolean, checkTransaction: Fakes['checkTransaction']) {
    const run = await opened({ submitDeposit: async () => qrOutcome(), checkTransaction });
    run.news.stream(stream);
    pay(run);
    await settle();
    expect(run.screen()).toBe('qr');
    expect(run.news.listening).toBe(1);
    return run;
  }

  it('with the stream open, no poll in 10 s; its news of the code is one look, then credited', async () => {
    let answer = pendingTx;
    const run = await qrWith(true, async () => answer);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls.checkTransaction).not.toHaveBeenCalled();
    // Another transaction's news is not this code's; news of it unpaid is one look.
    run.news.tell({ transactionID: 7999, direction: 'deposit' });
    run.news.tell({ transactionID: 7003, direction: 'deposit' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls.checkTransaction.mock.calls).toEqual([[{ transactionID: 7003 }]]);
    expect(run.screen()).toBe('qr');

    answer = completedTx;
    run.news.tell({ transactionID: 7003, direction: 'deposit' });
    await settle();
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(2);
    expect(run.screen()).toBe('completed');
    expect(walletRefreshes(run)).toBe(2);
    expect(run.news.listening).toBe(0);
  });

  it('a declined code told by the stream is shown as rejected', async () => {
    const run = await qrWith(true, async () => rejectedTx);
    run.news.tell({ transactionID: 7003, direction: 'deposit' });
    await settle();
    expect(run.screen()).toBe('rejected');
  });

  it('a stream refused from the start leaves the polls every 3 s', async () => {
    const run = await qrWith(false, async () => pendingTx);
    await vi.advanceTimersByTimeAsync(3 * DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(3);
  });

  it('a stream lost brings the polls back; open again, one look and they rest', async () => {
    const run = await qrWith(true, async () => pendingTx);
    run.news.stream(false);
    await vi.advanceTimersByTimeAsync(2 * DEPOSIT_POLL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(2);
    run.news.stream(true);
    await settle();
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls.checkTransaction).toHaveBeenCalledTimes(3);
  });

  it('with the stream open, the code still has its one last look as it runs out', async () => {
    const run = await qrWith(true, async () => pendingTx);
    await vi.advanceTimersByTimeAsync(QR_TTL_MS);
    expect(run.calls.checkTransaction).toHaveBeenCalledOnce();
    expect(run.screen()).toBe('expired');
  });
});

describe('quick deposit: the full wizard', () => {
  it.each([
    ['a provider’s page', papara],
    ['more details', bank],
  ])('a method that needs %s continues there with its amount', async (_, method) => {
    const run = await opened({
      loadStart: async () => opening({ last: { ...lastByQr, methodID: method.id } }),
      loadPresets: async () => [],
    });
    expect(selectPaysInPlace(run.snapshot())).toBe(false);
    pay(run, '300');
    expect(run.calls.submitDeposit).not.toHaveBeenCalled();
    expect(navigations(run)).toEqual([
      {
        type: 'navigate.page',
        page: { address: `/deposit?method=${method.id}&amount=30000` },
        keep: true,
      },
    ]);
    expect(selectIsOpen(run.snapshot())).toBe(false);
  });

  it('an amount the rules refuse is not handed on', async () => {
    const run = await opened({
      loadStart: async () => opening({ last: { ...lastByQr, methodID: papara.id } }),
    });
    pay(run, '1');
    expect(navigations(run)).toEqual([]);
    expect(selectAmountError(run.snapshot())).toBe(V.amountRange);
  });

  it('another method is chosen there', async () => {
    const run = await opened();
    run.actor.send({ type: 'quickDeposit.openCashier' });
    expect(navigations(run)).toEqual([{ type: 'navigate.page', page: 'deposit', keep: true }]);
  });
});

describe('quick deposit: closing', () => {
  it('closes from any screen but while a deposit is being sent', async () => {
    const run = await opened();
    expect(selectCanPay(run.snapshot())).toBe(true);
    pay(run);
    run.actor.send({ type: 'quickDeposit.close' });
    expect(selectIsOpen(run.snapshot())).toBe(true);
    const idle = await opened();
    idle.actor.send({ type: 'quickDeposit.close' });
    expect(selectIsOpen(idle.snapshot())).toBe(false);
    expect(idle.calls.submitDeposit).not.toHaveBeenCalled();
  });
});
