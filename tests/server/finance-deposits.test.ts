import { describe, expect, it } from 'vitest';
import type { CashTransaction, DepositOutcome } from '../../machines/shared/finance.ts';
import {
  balanceOf,
  cashierRows,
  operatorCredential,
  expectRefused,
  expectSoundLedger,
  newKey,
  operator,
} from './cashier.ts';
import { harnessForFile } from './harness.ts';
import {
  asUser,
  makeTckn,
  newPlayer,
  playerForFile,
  signIn,
  userTestConfig,
  type TestSession,
} from './players.ts';

/** Deposits by bank and cep transfer: prepayServices processTransaction, save_bank_transfer, save_cep_bank_transfer, the operator's decision, list_transactions. */
const h = harnessForFile({ config: userTestConfig() });
const player = playerForFile(h);

const BANK = {
  methodID: 1002,
  branch: 'Nilüfer',
  account: '12345678',
  referenceNumber: 'REF-2044',
};
const CEP = {
  methodID: 1201,
  senderPhone: '0532 123 45 67',
  receiverPhone: '+90 530 999 00 11',
  senderTckn: makeTckn('123456789'),
  receiverTckn: makeTckn('234567891'),
};

const deposit = (data: Record<string, unknown>, session: TestSession = player, lang?: string) =>
  h.call<DepositOutcome>(
    'prepayServices',
    'processTransaction',
    { type: 'deposit', idempotencyKey: newKey(), ...data },
    asUser(session, lang),
  );

const history = (
  data: Record<string, unknown> = {},
  session: TestSession = player,
  lang?: string,
) =>
  h.call<CashTransaction[]>(
    'finance',
    'list_transactions',
    { limit: 10, offset: 0, OrderDir: -1, OrderPar: 'DATE', concatRequire: 1, ...data },
    asUser(session, lang),
  );

describe('bank and cep deposits', () => {
  it('opens a pending bank deposit that moves no money yet', async () => {
    const before = await balanceOf(h, player);
    const reply = await deposit({ ...BANK, amount: 150_000 });
    expect(reply.body).toEqual({
      result: true,
      data: { status: 'pending', transactionID: expect.any(Number) },
      message: 'Yatırım talebiniz alındı; onaylanınca bakiyenize eklenecek',
    });
    expect(await balanceOf(h, player)).toBe(before);
    const listed = await history({ searchID: reply.body.data.transactionID });
    expect(listed.body.data).toEqual([
      {
        id: reply.body.data.transactionID,
        transaction_category_id: 1,
        transaction_status: 1000,
        amount: 150_000,
        methodID: 1002,
        methodName: 'Garanti BBVA',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        reason: '',
      },
    ]);
  });

  it('takes bank and cep transfers by transfer_type_id and by their own methods', async () => {
    const calls = [
      deposit({ ...BANK, amount: 20_000, transfer_type_id: 1 }),
      deposit({ ...CEP, amount: 20_000, transfer_type_id: 3 }),
      h.call(
        'finance',
        'save_bank_transfer',
        { ...BANK, amount: 20_000, idempotencyKey: newKey() },
        asUser(player),
      ),
      h.call(
        'finance',
        'save_cep_bank_transfer',
        { ...CEP, amount: 20_000, idempotencyKey: newKey() },
        asUser(player),
      ),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply.body).toMatchObject({ result: true, data: { status: 'pending' } });
    }
    const [cep] = await h.db.query<{ details: Record<string, string> }>(
      `SELECT details FROM cash_transactions WHERE method_id = 1201 ORDER BY id DESC LIMIT 1`,
    );
    expect(cep?.details).toEqual({
      ...CEP,
      methodID: undefined,
      senderPhone: '5321234567',
      receiverPhone: '5309990011',
    });
  });

  it('refuses every bad payload with a translated message and writes nothing', async () => {
    const rows = await cashierRows(h.db);
    const range = 'The amount you entered is not within the minimum and maximum range';
    const method = 'Payment method not defined.';
    const cases: [Record<string, unknown>, string, number][] = [
      [{ ...BANK, amount: 9_999 }, range, 400],
      [{ ...BANK, amount: 25_000_001 }, range, 400],
      [{ ...BANK, amount: 10_000.5 }, range, 400],
      [{ ...BANK }, 'Please enter an amount.', 400],
      [{ ...BANK, amount: '20000' }, "Field 'amount' has the wrong type: it must be a number", 400],
      [{ ...BANK, amount: 20_000, methodID: 99_999 }, method, 400],
      [{ ...BANK, amount: 20_000, methodID: 1101 }, method, 400],
      [{ ...BANK, amount: 20_000, methodID: 1e12 }, method, 400],
      [{ ...BANK, amount: 20_000, methodID: undefined }, method, 400],
      [{ ...BANK, amount: 20_000, transfer_type_id: 3 }, method, 400],
      [
        { ...BANK, amount: 20_000, transfer_type_id: 2 },
        "Invalid value for field 'transfer_type_id'; allowed: 1, 3",
        400,
      ],
      [{ ...BANK, amount: 20_000, referenceNumber: '' }, 'Required field', 400],
      [
        { ...BANK, amount: 20_000, referenceNumber: 'x' },
        'The reference number must be 4-30 letters or digits',
        400,
      ],
      [
        { ...BANK, amount: 20_000, branch: 7 },
        "Field 'branch' has the wrong type: it must be a string",
        400,
      ],
      [
        { ...BANK, amount: 20_000, branch: 'Merkez\u0000' },
        'The request holds a character text cannot contain (U+0000)',
        400,
      ],
      [
        { ...CEP, amount: 20_000, senderTckn: '12345678901' },
        'T.R. Identity Number is Incorrect...',
        400,
      ],
      [
        { ...CEP, amount: 20_000, receiverPhone: '0212 123 45 67' },
        'Enter a valid mobile number (5XX XXX XX XX)',
        400,
      ],
      [
        { ...BANK, amount: 20_000, idempotencyKey: 'short' },
        "Invalid value for field 'idempotencyKey': invalid",
        400,
      ],
      [
        { ...BANK, amount: 20_000, idempotencyKey: undefined },
        "Required field missing: 'idempotencyKey'",
        400,
      ],
    ];
    for (const [data, message, status] of cases) {
      expectRefused(await deposit(data, player, 'en'), message, status);
    }
    const wrongKind = await h.call(
      'finance',
      'save_bank_transfer',
      { ...CEP, amount: 20_000, idempotencyKey: newKey() },
      asUser(player, 'en'),
    );
    expectRefused(wrongKind, method, 400);
    const wrongType = await deposit({ ...BANK, amount: 20_000, type: 'refund' }, player, 'en');
    expect(wrongType.status).toBe(400);
    expect(await cashierRows(h.db)).toEqual(rows);
  });

  it("is credited once when the operator approves, and a rejection's reason is shown", async () => {
    const before = await balanceOf(h, player);
    const credited = (await deposit({ ...BANK, amount: 40_000 })).body.data.transactionID;
    const rejected = (await deposit({ ...BANK, amount: 60_000 })).body.data.transactionID;
    // A name in the body is no one's word: the credential's operator decides.
    const ayla = await operatorCredential(h, 'ayla');
    const approve = await operator(
      h,
      `transactions/${credited}/approve`,
      { operator: 'someone-else' },
      ayla,
    );
    expect(approve.body).toMatchObject({ result: true, data: { id: credited, status: 1002 } });
    const twice = await operator(h, `transactions/${credited}/approve`, {});
    expectRefused(twice, 'İşlemin şu anki durumunda bu yapılamaz', 409);
    const noReason = await operator(h, `transactions/${rejected}/reject`, {});
    expectRefused(noReason, "Zorunlu alan eksik: 'reason'", 400);
    await operator(h, `transactions/${rejected}/reject`, { reason: 'Dekont eşleşmedi' });
    expect(await balanceOf(h, player)).toBe(before + 40_000);
    const listed = await history({ status: 1004 });
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        id: rejected,
        transaction_status: 1004,
        reason: 'Dekont eşleşmedi',
      }),
    );
    const events = await h.db.query(
      `SELECT from_status, to_status, actor, actor_ref FROM cash_transaction_events
       WHERE cash_transaction_id = $1 ORDER BY id`,
      [credited],
    );
    expect(events).toEqual([
      { from_status: null, to_status: 1000, actor: 'player', actor_ref: expect.any(String) },
      { from_status: 1000, to_status: 1002, actor: 'operator', actor_ref: 'ayla' },
    ]);
    await expectSoundLedger(h.db);
  });
});

describe('idempotency', () => {
  it('answers the same key again with the first answer and moves nothing more', async () => {
    const payload = { type: 'deposit', ...BANK, amount: 30_000, idempotencyKey: newKey() };
    const first = await h.call('prepayServices', 'processTransaction', payload, asUser(player));
    const rows = await cashierRows(h.db);
    const again = await h.call('prepayServices', 'processTransaction', payload, asUser(player));
    expect(again.body).toEqual(first.body);
    expect(await cashierRows(h.db)).toEqual(rows);
  });

  it('lets concurrent calls with one key create one deposit', { tags: ['postgres'] }, async () => {
    const payload = { type: 'deposit', ...BANK, amount: 31_000, idempotencyKey: newKey() };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.call('prepayServices', 'processTransaction', payload, asUser(player)),
      ),
    );
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    const [count] = await h.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM cash_transactions WHERE idempotency_key = $1',
      [payload.idempotencyKey],
    );
    expect(count?.n).toBe(1);
  });

  it('refuses the key with another request, and gives a refused request its key back', async () => {
    const key = newKey();
    const call = (amount: number) =>
      h.call(
        'prepayServices',
        'processTransaction',
        { type: 'deposit', ...BANK, amount, idempotencyKey: key },
        asUser(player, 'en'),
      );
    expectRefused(
      await call(5),
      'The amount you entered is not within the minimum and maximum range',
      400,
    );
    expect((await call(32_000)).body.result).toBe(true);
    expectRefused(await call(33_000), 'This idempotency key was already used for another request');
  });

  it('keeps keys per player', async () => {
    const key = newKey();
    const other = await newPlayer(h);
    for (const session of [player, other]) {
      const reply = await deposit({ ...BANK, amount: 20_000, idempotencyKey: key }, session);
      expect(reply.body.result).toBe(true);
    }
  });
});

describe('finance list_transactions', () => {
  it("shows the demo player's seeded history, newest first, with pagination", async () => {
    const demo = await signIn(h, 'demo', 'Demo1234');
    const reply = await history({ limit: 3 }, demo);
    expect(reply.body.pagination).toEqual({ limit: 3, offset: 0, total: 5 });
    expect(
      reply.body.data.map((t) => [t.transaction_category_id, t.transaction_status, t.amount]),
    ).toEqual([
      [1, 1005, 15_000],
      [3, 1002, 25_000],
      [1, 1004, 20_000],
    ]);
    expect(reply.body.data[1]).toMatchObject({
      methodName: 'Havale / EFT',
      accountLabel: 'Garanti BBVA · **** 7385',
      cancellable: false,
    });
  });

  it('filters by category, type, status, amount and dates, and orders by amount', async () => {
    const mine = await newPlayer(h);
    for (const [data, amount] of [
      [BANK, 20_000],
      [BANK, 90_000],
      [CEP, 50_000],
    ] as const) {
      await deposit({ ...data, amount }, mine);
    }
    const ids = async (data: Record<string, unknown>) =>
      ((await history(data, mine)).body.data ?? []).map((t) => t.amount);
    expect(await ids({})).toEqual([50_000, 90_000, 20_000]);
    expect(await ids({ OrderPar: 'AMOUNT', OrderDir: 1 })).toEqual([20_000, 50_000, 90_000]);
    expect(await ids({ searchCategory: 1, searchMinAmount: 50_000 })).toEqual([50_000, 90_000]);
    expect(await ids({ searchType: 102 })).toEqual([50_000]);
    expect(await ids({ status: 1000, searchType: 101 })).toEqual([90_000, 20_000]);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids({ startDate: today, endDate: today })).toHaveLength(3);
    expect(await ids({ startDate: '2020-01-01', endDate: '2020-01-31' })).toEqual([]);
    expect(await ids({ searchCategory: 3 })).toEqual([]);
    expect(await ids({ searchCategory: 1, searchType: 301 })).toEqual([]);
  });

  it("answers 'Kayıt Bulunamadı' for nothing, and never shows another player's", async () => {
    const stranger = await newPlayer(h);
    const none = await history({}, stranger);
    expect(none.body).toEqual({ result: false, data: null, message: 'Kayıt Bulunamadı' });
    const mine = await deposit({ ...BANK, amount: 20_000 });
    const theirs = await history({ searchID: mine.body.data.transactionID }, stranger, 'en');
    expectRefused(theirs, 'Record not found');
    expect((await history({ limit: 251 })).status).toBe(400);
    expect((await history({ startDate: '2030-02-30' })).status).toBe(400);
    expect((await history({ status: '1000' })).status).toBe(400);
    expect((await history({ status: 1e12 })).status).toBe(400);
    expect((await history({ searchMinAmount: 1e20 })).status).toBe(400);
    expect((await history({ searchID: 1e15 }, player, 'en')).body.message).toBe('Record not found');
  });
});
