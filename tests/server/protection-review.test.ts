import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addMonths,
  type AccountReview,
  type PlaySession,
  type ProtectionEvent,
} from '../../machines/shared/protection.ts';
import type { GamePlay } from '../../server/wallet/rounds.ts';
import { askDeposit, deposit } from './bonus-fixtures.ts';
import {
  addBankAccount,
  expectRefused,
  expectSoundLedger,
  fund,
  operator,
  playerIdOf,
  withdraw,
} from './cashier.ts';
import { asUser, harnessOnClock, newPlayer, type TestSession } from './players.ts';
import { playRound } from './seamless-calls.ts';

/**
 * The periodic account review (UKGC RTS 12) at the API: due every six months (the 'tr'
 * profile's reviewMonths) since the account opened or was last reviewed, acknowledged once, and
 * each month's deposits, withdrawals and net result as the platform's own records have them.
 */
const DAY = 24 * 60 * 60 * 1000;
// Deposits and bets are stamped by the database: each test starts the platform clock on its time.
const { h, clock } = harnessOnClock({}, Date.now());
beforeEach(() => {
  clock.ms = Date.now();
});
afterAll(() => expectSoundLedger(h.db));

const call = <T = AccountReview>(session: TestSession, method: string, lang = 'en') =>
  h.call<T>('protection', method, {}, asUser(session, lang));

const reviewOf = async (session: TestSession) => (await call(session, 'get_review')).body.data;
const dueInSession = async (session: TestSession) =>
  (await call<PlaySession>(session, 'get_session')).body.data.reviewDue;
const acknowledgements = async (session: TestSession) =>
  (await call<ProtectionEvent[]>(session, 'get_events')).body.data.filter(
    (event) => event.action === 'review_acknowledged',
  ).length;

/** The Turkish calendar month of a time, as the review names it. */
const monthOf = (ms: number) => new Date(ms + 3 * 60 * 60 * 1000).toISOString().slice(0, 7);

describe('the review', () => {
  it('is asked six months after the account opened, not a day sooner', async () => {
    const session = await newPlayer(h);
    const first = await reviewOf(session);
    expect(first).toMatchObject({ due: false, lastReviewedAt: null });
    const opened = Date.parse(first.from);
    expect(Math.abs(opened - clock.ms)).toBeLessThan(60_000);
    expect(first.months.map((month) => month.month)).toEqual([monthOf(clock.ms)]);
    expect(await dueInSession(session)).toBe(false);

    clock.ms = addMonths(opened, 6) - DAY;
    expect((await reviewOf(session)).due).toBe(false);
    expect(await dueInSession(session)).toBe(false);

    clock.ms = addMonths(opened, 6);
    const due = await reviewOf(session);
    expect(due).toMatchObject({
      due: true,
      from: first.from,
      to: new Date(clock.ms).toISOString(),
    });
    // Every month since the account opened, the empty ones too.
    expect(due.months).toHaveLength(7);
    expect(due.months.every((m) => m.deposited === 0 && m.withdrawn === 0 && m.net === 0)).toBe(
      true,
    );
    expect(await dueInSession(session)).toBe(true);
  });

  it('is acknowledged once, then not asked again for six months', async () => {
    const session = await newPlayer(h);
    const opened = Date.parse((await reviewOf(session)).from);
    clock.ms = addMonths(opened, 7);
    const acknowledged = await call<null>(session, 'acknowledge_review');
    expect(acknowledged.body).toMatchObject({
      result: true,
      message: 'Your account review is recorded',
    });
    const reviewedAt = clock.ms;
    expect(await reviewOf(session)).toMatchObject({
      due: false,
      from: new Date(reviewedAt).toISOString(),
      lastReviewedAt: new Date(reviewedAt).toISOString(),
      months: [{ month: monthOf(reviewedAt), deposited: 0, withdrawn: 0, net: 0 }],
    });
    expect(await dueInSession(session)).toBe(false);

    // A second tab's acknowledgement records nothing more.
    await call<null>(session, 'acknowledge_review');
    expect(await acknowledgements(session)).toBe(1);

    clock.ms = addMonths(reviewedAt, 6) - DAY;
    expect((await reviewOf(session)).due).toBe(false);
    clock.ms = addMonths(reviewedAt, 6);
    expect((await reviewOf(session)).due).toBe(true);
    expect(await dueInSession(session)).toBe(true);
  });

  it('looks back at most six months', async () => {
    const session = await newPlayer(h);
    const opened = Date.parse((await reviewOf(session)).from);
    clock.ms = addMonths(opened, 10);
    const review = await reviewOf(session);
    expect(review).toMatchObject({
      due: true,
      from: new Date(addMonths(clock.ms, -6)).toISOString(),
    });
    expect(review.months.map((m) => m.month)[0]).toBe(monthOf(addMonths(clock.ms, -6)));
    expect(review.months.at(-1)!.month).toBe(monthOf(clock.ms));
  });

  it('is the signed-in player’s only', async () => {
    expectRefused(await h.call('protection', 'get_review', {}, { lang: 'en' }), 'Session expired');
    expectRefused(
      await h.call('protection', 'acknowledge_review', {}, { lang: 'en' }),
      'Session expired',
    );
  });
});

describe('the months of the review', () => {
  const slot = (playerId: number): GamePlay => ({
    playerId,
    gameType: 'slot',
    gameId: 2620,
    gameName: 'İstanbul Nights',
    providerName: 'Test',
  });

  it('hold the deposits credited, the withdrawals approved or paid, and the rounds’ net', async () => {
    const session = await newPlayer(h);
    const id = await playerIdOf(h.db, session.values.username);
    const other = await newPlayer(h);
    const otherId = await playerIdOf(h.db, other.values.username);
    await fund(h.db, id, 1_000_000);
    await fund(h.db, otherId, 1_000_000);
    // After the accounts opened: the review starts there.
    const start = Date.now();
    clock.ms = start;

    await deposit(h, session, 300_000);
    // Asked for and not credited: not deposited.
    expect((await askDeposit(h, session, 45_000)).body.result).toBe(true);
    const { bankAccountID } = await addBankAccount(h, session);
    const approved = await withdraw(h, session, { methodID: 1101, amount: 100_000, bankAccountID });
    expect((await operator(h, `transactions/${approved.id}/approve`, {})).body.result).toBe(true);
    const paid = await withdraw(h, session, { methodID: 1101, amount: 20_000, bankAccountID });
    await operator(h, `transactions/${paid.id}/approve`, {});
    expect((await operator(h, `transactions/${paid.id}/pay`, {})).body.result).toBe(true);
    // Still waiting for the operator: not withdrawn.
    await withdraw(h, session, { methodID: 1101, amount: 25_000, bankAccountID });

    await playRound(h.db, slot(id), new Date(start), 10_000, 4_000);
    // Rolled back: left out.
    await playRound(h.db, slot(id), new Date(start), 5_000, null);
    await playRound(h.db, slot(id), new Date(addMonths(start, 1)), 2_000, 7_000);
    // Another player's money and rounds are theirs alone.
    await deposit(h, other, 80_000);
    await playRound(h.db, slot(otherId), new Date(start), 9_000, 0);

    clock.ms = addMonths(start, 2);
    const review = await reviewOf(session);
    expect(review.months).toEqual([
      { month: monthOf(start), deposited: 300_000, withdrawn: 120_000, net: -6_000 },
      { month: monthOf(addMonths(start, 1)), deposited: 0, withdrawn: 0, net: 5_000 },
      { month: monthOf(addMonths(start, 2)), deposited: 0, withdrawn: 0, net: 0 },
    ]);

    const theirs = await reviewOf(other);
    expect(theirs.months).toEqual([
      { month: monthOf(start), deposited: 80_000, withdrawn: 0, net: -9_000 },
      { month: monthOf(addMonths(start, 1)), deposited: 0, withdrawn: 0, net: 0 },
      { month: monthOf(addMonths(start, 2)), deposited: 0, withdrawn: 0, net: 0 },
    ]);
  });

  it('show nothing of another player to a new one', async () => {
    const session = await newPlayer(h);
    const review = await reviewOf(session);
    expect(review.months).toEqual([
      { month: monthOf(clock.ms), deposited: 0, withdrawn: 0, net: 0 },
    ]);
  });
});
