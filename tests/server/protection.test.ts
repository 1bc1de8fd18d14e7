import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlaySession, ProtectionState } from '../../machines/shared/protection.ts';
import { dayOf } from '../../machines/history/date-ranges.ts';
import { TURKEY_UTC_OFFSET } from '../../machines/shared/turkey-time.ts';
import { runCli } from '../../server/cli.ts';
import { askDeposit, newBonusPlayer, table } from './bonus-fixtures.ts';
import { addBankAccount, expectRefused, expectSoundLedger, withdraw } from './cashier.ts';
import { OPERATOR_TOKEN } from './harness.ts';
import {
  asUser,
  harnessOnClock,
  newPlayer,
  signInAgain,
  smsOf,
  TEST_PASSWORD,
  userTestConfig,
  type Player,
  type TestSession,
  turnOnAuthenticator,
} from './players.ts';
import { twoServersSharingOneDatabase } from './two-servers.ts';

/**
 * Responsible gambling at the API (UKGC RTS 12/13, LCCP 3.5.3/3.5.4): every limit, time-out and
 * self-exclusion holds when the site is bypassed and the calls come straight to the platform.
 */
const HOUR = 60 * 60 * 1000;
// The platform clock starts now, so deposits and bets (stamped by the database) fall in its
// periods; moving it on passes a limit's 24-hour wait.
const { h, clock } = harnessOnClock({}, Date.now());
// Each test starts on the database's time: deposits, bets and messages are stamped by it.
beforeEach(() => {
  clock.ms = Date.now();
});
afterAll(() => expectSoundLedger(h.db));

const call = <T = ProtectionState>(
  session: TestSession,
  method: string,
  data: Record<string, unknown> = {},
  lang = 'en',
) => h.call<T>('protection', method, data, asUser(session, lang));

const stateOf = async (session: TestSession) => (await call(session, 'get_state')).body.data;

/** A change with the password, which a raise or removal needs (a player without a factor). */
const limit = (session: TestSession, kind: string, period: string, amount: number | null) =>
  call(session, 'set_limit', { kind, period, amount, password: TEST_PASSWORD });

describe('deposit limits', () => {
  it('refuse a deposit beyond the limit, naming it and what it leaves', async () => {
    const { session } = await newBonusPlayer(h, 0);
    expect(await stateOf(session)).toMatchObject({
      limits: [],
      left: { deposit: null, loss: null, wager: null },
      closed: null,
    });
    const set = await limit(session, 'deposit', 'day', 50_000);
    expect(set.body).toMatchObject({ result: true, message: 'Your limit applies now' });
    expect(set.body.data.left.deposit).toBe(50_000);

    expect((await askDeposit(h, session, 30_000)).body.result).toBe(true);
    expectRefused(
      await askDeposit(h, session, 30_000),
      'Günlük para yatırma limitiniz ₺500,00; bu dönemde en fazla ₺200,00 daha yatırabilirsiniz.',
    );
    expect((await askDeposit(h, session, 20_000)).body.result).toBe(true);
    expect(await stateOf(session)).toMatchObject({
      usage: { deposit: { day: 50_000, week: 50_000, month: 50_000 } },
      left: { deposit: 0 },
    });
  });

  it('apply the lowest of several periods', async () => {
    const { session } = await newBonusPlayer(h, 0);
    await limit(session, 'deposit', 'day', 100_000);
    await limit(session, 'deposit', 'week', 40_000);
    expect((await stateOf(session)).left.deposit).toBe(40_000);
    expectRefused(
      await askDeposit(h, session, 45_000),
      'Haftalık para yatırma limitiniz ₺400,00; bu dönemde en fazla ₺400,00 daha yatırabilirsiniz.',
    );
  });

  it('count deposits racing each other one after the other', { tags: ['postgres'] }, async () => {
    const { session } = await newBonusPlayer(h, 0);
    await limit(session, 'deposit', 'day', 50_000);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => askDeposit(h, session, 10_000)),
    );
    expect(replies.filter((reply) => reply.body.result)).toHaveLength(5);
    expect((await stateOf(session)).usage.deposit.day).toBe(50_000);
  });
});

describe('a change of limit', () => {
  it('lowers at once, and raises only after 24 hours with the player confirming', async () => {
    const session = await newPlayer(h);
    await limit(session, 'deposit', 'month', 100_000);
    const raise = await limit(session, 'deposit', 'month', 300_000);
    expect(raise.body.message).toBe(
      'The change can take effect with your confirmation in 24 hours',
    );
    expect(raise.body.data.limits).toEqual([{ kind: 'deposit', period: 'month', amount: 100_000 }]);
    expect(raise.body.data.pending).toEqual([
      {
        kind: 'deposit',
        period: 'month',
        amount: 300_000,
        requestedAt: new Date(clock.ms).toISOString(),
        effectiveAt: new Date(clock.ms + 24 * HOUR).toISOString(),
      },
    ]);
    const early = await call(session, 'confirm_limit', { kind: 'deposit', period: 'month' });
    expectRefused(early, 'This change cannot be confirmed yet; its 24-hour wait has not passed');

    clock.ms += 24 * HOUR;
    const confirmed = await call(session, 'confirm_limit', { kind: 'deposit', period: 'month' });
    expect(confirmed.body.message).toBe('Your new limit applies now');
    expect(confirmed.body.data).toMatchObject({
      limits: [{ kind: 'deposit', period: 'month', amount: 300_000 }],
      pending: [],
    });
  });

  it('drops a pending raise when the player lowers the limit, and withdraws one asked for', async () => {
    const session = await newPlayer(h);
    await limit(session, 'loss', 'week', 20_000);
    await limit(session, 'loss', 'week', 90_000);
    const lower = await limit(session, 'loss', 'week', 10_000);
    expect(lower.body.data).toMatchObject({
      limits: [{ kind: 'loss', period: 'week', amount: 10_000 }],
      pending: [],
    });
    await limit(session, 'loss', 'week', null);
    expect((await stateOf(session)).pending).toMatchObject([{ kind: 'loss', amount: null }]);
    const withdrawn = await call(session, 'withdraw_limit_change', {
      kind: 'loss',
      period: 'week',
    });
    expect(withdrawn.body.message).toBe('The limit change has been withdrawn');
    expect(withdrawn.body.data.limits).toEqual([{ kind: 'loss', period: 'week', amount: 10_000 }]);
    expectRefused(
      await call(session, 'confirm_limit', { kind: 'loss', period: 'week' }),
      'There is no pending limit change',
    );
  });

  it('takes a pending raise back when the player asks for the limit in force, and says so', async () => {
    const session = await newPlayer(h);
    await limit(session, 'deposit', 'day', 20_000);
    expect((await limit(session, 'deposit', 'day', 20_000)).body.message).toBe(
      'This is your limit already',
    );
    await limit(session, 'deposit', 'day', 90_000);
    const kept = await limit(session, 'deposit', 'day', 20_000);
    expect(kept.body.message).toBe('The limit change has been withdrawn');
    expect(kept.body.data).toMatchObject({
      limits: [{ kind: 'deposit', period: 'day', amount: 20_000 }],
      pending: [],
    });
  });

  it('refuses amounts and kinds the rules do not know, and changes nothing', async () => {
    const session = await newPlayer(h);
    const bad = [
      [{ kind: 'deposit', period: 'day', amount: 50 }, 'The limit must be between ₺1'],
      [{ kind: 'deposit', period: 'day', amount: 1.5 }, ''],
      [{ kind: 'deposit', period: 'year', amount: 10_000 }, ''],
      [{ kind: 'bonus', period: 'day', amount: 10_000 }, ''],
      [{ kind: 'play_time', period: 'week', amount: 60 }, ''],
      [{ kind: 'play_time', period: 'day', amount: 5 }, 'The daily play time must be between'],
      [{ kind: 'deposit', period: 'day' }, 'Required field'],
    ] as const;
    for (const [data, message] of bad) {
      const reply = await call(session, 'set_limit', data);
      expect(reply.body.result, JSON.stringify(data)).toBe(false);
      expect(reply.body.message).toContain(message);
    }
    expect(await stateOf(session)).toMatchObject({ limits: [], pending: [] });
  });
});

describe('a raise or removal takes a step-up', () => {
  const raise = (session: TestSession, extra: Record<string, unknown> = {}) =>
    call(session, 'set_limit', { kind: 'deposit', period: 'week', amount: 90_000, ...extra });
  const unchanged = async (session: TestSession) =>
    expect(await stateOf(session)).toMatchObject({
      limits: [{ kind: 'deposit', period: 'week', amount: 20_000 }],
      pending: [],
    });
  const refusedWith = (reply: { body: { result: boolean; message: string } }, part: string) => {
    expect(reply.body.result).toBe(false);
    expect(reply.body.message).toContain(part);
  };
  const smsCodeOf = async (session: Player) => {
    const [sent] = await smsOf(h, session);
    return { code: /(\d{6})/.exec(sent!.body)![1]!, body: sent!.body };
  };

  it('asks the password of a player without a second factor; lowering asks nothing', async () => {
    const session = await newPlayer(h);
    await limit(session, 'deposit', 'week', 20_000);
    refusedWith(await raise(session), 'Enter your password to confirm this operation');
    refusedWith(
      await call(session, 'set_limit', { kind: 'deposit', period: 'week', amount: null }),
      'Enter your password to confirm this operation',
    );
    refusedWith(await raise(session, { password: 'Wrong1234' }), 'incorrect');
    await unchanged(session);
    const lowered = await call(session, 'set_limit', {
      kind: 'deposit',
      period: 'week',
      amount: 10_000,
    });
    expect(lowered.body.data.limits).toEqual([{ kind: 'deposit', period: 'week', amount: 10_000 }]);
    expect((await raise(session, { password: TEST_PASSWORD })).body.data.pending).toHaveLength(1);
  });

  it('asks the authenticator code of a player who has it on, each code once', async () => {
    const session = await newPlayer(h);
    await limit(session, 'deposit', 'week', 20_000);
    const secret = await turnOnAuthenticator(h, session, clock.ms);
    clock.ms += 60_000;
    refusedWith(
      await raise(session, { password: TEST_PASSWORD }),
      'Enter the 6-digit code of your authenticator app',
    );
    refusedWith(await raise(session, { password: TEST_PASSWORD, ga_code: '000000' }), 'incorrect');
    await unchanged(session);
    const code = clock.code(secret);
    const raised = await raise(session, { password: TEST_PASSWORD, ga_code: code });
    expect(raised.body.data.pending).toMatchObject([{ kind: 'deposit', amount: 90_000 }]);
    // The same code does not step up a second raise.
    await limit(session, 'loss', 'day', 5_000);
    refusedWith(
      await call(session, 'set_limit', {
        kind: 'loss',
        period: 'day',
        amount: 9_000,
        password: TEST_PASSWORD,
        ga_code: code,
      }),
      'incorrect',
    );
  });

  it('asks an SMS code sent for this change of a player whose factor is SMS', async () => {
    const session = await newPlayer(h);
    await limit(session, 'deposit', 'week', 20_000);
    await h.call('user', 'sms_send', {}, asUser(session));
    const phone = await smsCodeOf(session);
    await h.call('user', 'sms_validate', { code: phone.code }, asUser(session));
    await h.call('user', 'two_auth_type', { type: 'sms' }, asUser(session));
    refusedWith(
      await raise(session, { password: TEST_PASSWORD }),
      'Enter the 6-digit code sent to your phone',
    );
    // The code that confirmed the phone is of another purpose.
    refusedWith(await raise(session, { password: TEST_PASSWORD, ga_code: phone.code }), 'expired');

    const sent = await h.call('user', 'step_up_sms', { action: 'limit' }, asUser(session, 'en'));
    expect(sent.body).toMatchObject({
      result: true,
      message: 'A code has been sent to your phone',
    });
    const stepUp = await smsCodeOf(session);
    expect(stepUp.body).toContain('Limit artırma');
    await unchanged(session);
    const raised = await raise(session, { password: TEST_PASSWORD, ga_code: stepUp.code });
    expect(raised.body.data.pending).toMatchObject([{ kind: 'deposit', amount: 90_000 }]);
    // Used up: the same code does not step up another raise.
    refusedWith(
      await call(session, 'set_limit', {
        kind: 'deposit',
        period: 'week',
        amount: null,
        password: TEST_PASSWORD,
        ga_code: stepUp.code,
      }),
      'expired',
    );
  });

  it('sends no step-up SMS to a player whose factor is not SMS', async () => {
    const session = await newPlayer(h);
    refusedWith(
      await h.call('user', 'step_up_sms', { action: 'limit' }, asUser(session, 'en')),
      'SMS verification is not on',
    );
    refusedWith(
      await h.call('user', 'step_up_sms', { action: 'withdrawal' }, asUser(session, 'en')),
      '',
    );
    expect(await smsOf(h, session)).toEqual([]);
  });
});

describe('loss and wager limits', () => {
  it('refuse a bet that could go beyond them; wins make room under the loss limit', async () => {
    const { session, id } = await newBonusPlayer(h, 100_000);
    await limit(session, 'loss', 'day', 2_000);
    await limit(session, 'wager', 'day', 2_500);
    const slot = table(h, id);
    expect(await slot.bet('p-1', 800)).toMatchObject({ ok: true });
    expect(await slot.bet('p-2', 1_300)).toMatchObject({ ok: false, code: 'LOSS_LIMIT_REACHED' });
    await slot.win('p-1', 600);
    expect(await slot.bet('p-3', 700)).toMatchObject({ ok: true });
    expect(await slot.bet('p-4', 1_100)).toMatchObject({ ok: false, code: 'WAGER_LIMIT_REACHED' });
    expect(await stateOf(session)).toMatchObject({
      usage: { loss: { day: 900 }, wager: { day: 1_500 } },
      left: { loss: 1_100, wager: 1_000 },
    });
  });
});

describe('the daily play time', () => {
  it('closes games and bets once the time signed in today reaches it', async () => {
    const { session, id } = await newBonusPlayer(h, 10_000);
    await limit(session, 'play_time', 'day', 15);
    const launch = () => h.call('casino', 'init_game', { gameID: 2620 }, asUser(session, 'en'));
    expect((await launch()).body.result).toBe(true);
    // Today at noon in Turkey, far from the platform's midnight whenever the test runs, the
    // player has been signed in for 20 minutes in an earlier session.
    clock.ms = Date.parse(`${dayOf(Date.now())}T12:00:00${TURKEY_UTC_OFFSET}`);
    await h.db.query(
      `INSERT INTO sessions (sid_hash, player_id, ip, created_at, last_seen, revoked_at)
       VALUES ('earlier-' || $1, $1::bigint, '127.0.0.1', $2::timestamptz - interval '21 minutes',
               $2::timestamptz - interval '1 minute', $2::timestamptz - interval '1 minute')`,
      [id, new Date(clock.ms)],
    );
    expect(await stateOf(session)).toMatchObject({
      playTime: { limitMinutes: 15, playedMinutes: 20 },
    });
    expectRefused(
      await launch(),
      'Your play time for today is used up. You can play again tomorrow.',
    );
    expect(await table(h, id).bet('pt-1', 100, undefined, new Date(clock.ms))).toMatchObject({
      ok: false,
      code: 'PLAY_TIME_REACHED',
    });
  });
});

describe('the reality check', () => {
  const MINUTE = 60 * 1000;
  const sessionOf = async (session: TestSession) =>
    (await call<PlaySession>(session, 'get_session')).body.data;

  it('falls due one interval after it is set, holds bets until the player plays on', async () => {
    const { session, id } = await newBonusPlayer(h, 10_000);
    expect(await sessionOf(session)).toMatchObject({
      realityCheckMinutes: null,
      nextCheckAt: null,
      staked: 0,
      won: 0,
      stop: null,
      closed: null,
    });
    clock.ms = Date.now();
    await call(session, 'set_reality_check', { minutes: 15 });
    const setAt = clock.ms;
    expect((await sessionOf(session)).nextCheckAt).toBe(
      new Date(setAt + 15 * MINUTE).toISOString(),
    );

    expect(
      (await h.call('casino', 'init_game', { gameID: 2620 }, asUser(session))).body.result,
    ).toBe(true);
    const [launch] = await h.db.query<{ id: number }>(
      'SELECT id FROM game_launches WHERE player_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    const slot = table(h, id, { launchId: Number(launch!.id) });
    expect(await slot.bet('rc-1', 1_000)).toMatchObject({ ok: true });
    await slot.win('rc-1', 400);

    clock.ms = setAt + 16 * MINUTE;
    const atClock = () => new Date(clock.ms);
    expect(await slot.bet('rc-2', 100, undefined, atClock())).toMatchObject({
      ok: false,
      code: 'REALITY_CHECK_DUE',
    });
    expect(await sessionOf(session)).toMatchObject({ staked: 1_000, won: 400 });

    const played = await call<PlaySession>(session, 'continue_session');
    expect(played.body.data.nextCheckAt).toBe(new Date(clock.ms + 15 * MINUTE).toISOString());
    expect(await slot.bet('rc-3', 100, undefined, atClock())).toMatchObject({ ok: true });
  });

  it('stays off for a player who did not choose it, however long they play', async () => {
    const { session, id } = await newBonusPlayer(h, 10_000);
    await h.call('casino', 'init_game', { gameID: 2620 }, asUser(session));
    const [launch] = await h.db.query<{ id: number }>(
      'SELECT id FROM game_launches WHERE player_id = $1',
      [id],
    );
    clock.ms += 5 * 60 * MINUTE;
    const late = new Date(clock.ms);
    expect(
      await table(h, id, { launchId: Number(launch!.id) }).bet('off-1', 100, undefined, late),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('a time-out', () => {
  it('signs the player out and closes play and deposits, but not withdrawals', async () => {
    const { session, id } = await newBonusPlayer(h, 50_000);
    const account = await addBankAccount(h, session);
    const taken = await call(session, 'take_timeout', { length: '24h' });
    expect(taken.body).toEqual({
      result: true,
      data: null,
      message: 'Your time-out has started; you have been signed out',
    });
    expectRefused(await call(session, 'get_state'), 'Session expired');

    const back = await signInAgain(h, session);
    expect(await stateOf(back)).toMatchObject({
      closed: 'timeout',
      timeoutUntil: new Date(clock.ms + 24 * HOUR).toISOString(),
    });
    expectRefused(
      await askDeposit(h, back, 10_000),
      'Mola süreniz devam ediyor: bu süre içinde oyun oynayamaz ve para yatıramazsınız. Para çekebilir ve geçmişinizi görebilirsiniz.',
    );
    const game = await h.call('casino', 'init_game', { gameID: 2620 }, asUser(back, 'en'));
    expect(game.body.result).toBe(false);
    expect(await table(h, id).bet('t-1', 100)).toMatchObject({ ok: false, code: 'PLAY_CLOSED' });
    const paid = await withdraw(h, back, {
      methodID: 1101,
      amount: 20_000,
      bankAccountID: account.bankAccountID,
    });
    expect(paid.amount).toBe(20_000);
    expectRefused(
      await call(back, 'take_timeout', { length: '24h' }),
      'A running time-out or exclusion cannot be shortened or changed',
    );
  });

  it('keeps mass messages sent meanwhile from the player', async () => {
    const session = await newPlayer(h);
    const before = (await h.call('crm', 'unread_count', {}, asUser(session))).body.data as {
      messages: number;
    };
    await call(session, 'take_timeout', { length: '1w' });
    const sent = await fetch(`${h.operatorUrl}/operator/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN },
      body: JSON.stringify({
        titleTr: 'Kampanya',
        bodyTr: 'Yeni',
        titleEn: 'Offer',
        bodyEn: 'New',
      }),
    });
    expect(sent.ok).toBe(true);
    const back = await signInAgain(h, session);
    const unread = (await h.call('crm', 'unread_count', {}, asUser(back))).body.data;
    expect(unread).toMatchObject({ messages: before.messages });
  });
});

describe('self-exclusion', () => {
  it('needs the confirmation and the password, then closes play for good', async () => {
    const session = await newPlayer(h);
    expectRefused(
      await call(session, 'self_exclude', { length: '6m', password: TEST_PASSWORD }),
      'Confirm that this cannot be undone to go on',
      400,
    );
    expectRefused(
      await call(session, 'self_exclude', {
        length: '6m',
        confirmed: true,
        password: 'Wrong1234',
      }),
      'Your current password is incorrect',
    );
    expect((await stateOf(session)).closed).toBeNull();

    const excluded = await call(session, 'self_exclude', {
      length: 'permanent',
      confirmed: true,
      password: TEST_PASSWORD,
    });
    expect(excluded.body.message).toBe('You have excluded yourself; you have been signed out');
    const back = await signInAgain(h, session);
    expect(await stateOf(back)).toMatchObject({
      closed: 'excluded',
      exclusion: { since: new Date(clock.ms).toISOString(), until: null },
    });
    expectRefused(
      await askDeposit(h, back, 10_000, undefined, {}),
      'Kendinizi oyundan uzaklaştırdınız: oyun oynayamaz ve para yatıramazsınız. Kalan bakiyenizi çekebilirsiniz.',
    );
    for (const attempt of [
      call(back, 'take_timeout', { length: '6w' }),
      call(back, 'self_exclude', { length: '6m', confirmed: true, password: TEST_PASSWORD }),
    ]) {
      expectRefused(
        await attempt,
        'A running time-out or exclusion cannot be shortened or changed',
      );
    }
  });
});

describe('npm run protection', () => {
  const cli = (...argv: string[]) => runCli(['protection', ...argv], h.cliEnv);

  it('shows a player and changes their protection, keeping every reason', async () => {
    const session = await newPlayer(h);
    const name = session.values.username;
    await limit(session, 'deposit', 'day', 50_000);
    expect(await cli('show', name)).toMatch(/open: may play and deposit/);

    const raised = await cli(
      'limit',
      name,
      'deposit',
      'day',
      '2.000',
      '--reason',
      'Affordability check passed',
    );
    expect(raised).toContain('limit deposit per day: 2.000,00 TRY');
    expect(raised).toContain(
      'operator  limit_set {"from":50000,"kind":"deposit","amount":200000,"period":"day","operator":"console"}',
    );
    expect(raised).toContain('(Affordability check passed)');

    const out = await cli('timeout', name, '1w', '--reason', 'Asked by phone');
    expect(out).toMatch(new RegExp(`^${name}: TIME-OUT until `));
    expect(out).toContain(
      'operator  timeout {"length":"1w","operator":"console"}  (Asked by phone)',
    );
    expectRefused(await call(session, 'get_state'), 'Session expired');

    await expect(cli('exclude', name, '6m')).rejects.toThrow(/^400: /);
    await expect(cli('exclude', 'nobody-here', '6m', '--reason', 'Test')).rejects.toThrow(/^404/);
    expect(await cli('exclude', name, 'permanent', '--reason', 'Regulator request')).toContain(
      'SELF-EXCLUDED since',
    );
  });
});

describe('on two servers sharing one database', { tags: ['postgres'] }, () => {
  const servers = twoServersSharingOneDatabase(h, userTestConfig({ testClock: clock.now }));

  it('never let deposits racing a lower limit go beyond either limit', async () => {
    const both = servers();
    const session = await newPlayer(both[0]);
    const deposit = (i: number) => askDeposit(both[i % 2]!, session, 10_000);
    await both[0].call(
      'protection',
      'set_limit',
      { kind: 'deposit', period: 'day', amount: 100_000 },
      asUser(session),
    );
    const lowered = both[1].call(
      'protection',
      'set_limit',
      { kind: 'deposit', period: 'day', amount: 30_000 },
      asUser(session),
    );
    const replies = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => deposit(i)),
      lowered,
    ]);
    const accepted = replies.slice(0, 20).filter((reply) => reply.body.result).length;
    const state = (
      await both[0].call<ProtectionState>('protection', 'get_state', {}, asUser(session))
    ).body.data;
    expect(accepted).toBeLessThanOrEqual(10);
    expect(state.usage.deposit.day).toBe(accepted * 10_000);
    expect(state.limits).toEqual([{ kind: 'deposit', period: 'day', amount: 30_000 }]);
    // After the lower limit, nothing more fits unless the deposits before it left room.
    const after = await deposit(0);
    expect(after.body.result).toBe(accepted * 10_000 + 10_000 <= 30_000);
  });
});
