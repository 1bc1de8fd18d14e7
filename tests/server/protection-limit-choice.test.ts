import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addMonths,
  type PlaySession,
  type ProtectionEvent,
  type ProtectionState,
} from '../../machines/shared/protection.ts';
import { askDeposit } from './bonus-fixtures.ts';
import { cashierRows, expectRefused, expectSoundLedger, playerIdOf } from './cashier.ts';
import { OPERATOR_TOKEN } from './harness.ts';
import {
  asUser,
  callFromNewAddress,
  harnessOnClock,
  newPlayer,
  newRegistration,
  signIn,
  TEST_PASSWORD,
  type TestSession,
} from './players.ts';

/**
 * The deposit limit offered before money moves (UKGC RTS 12) at the API: registration carries
 * the player's answer, a deposit waits for one when none is on record within a year, and the
 * player's history of protection changes shows every answer.
 */
const DAY = 24 * 60 * 60 * 1000;
// Deposits are stamped by the database: each test starts the platform clock on its time.
const { h, clock } = harnessOnClock({}, Date.now());
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
const eventsOf = async (session: TestSession) =>
  (await call<ProtectionEvent[]>(session, 'get_events')).body.data;
const choiceDueInSession = async (session: TestSession) =>
  (await call<PlaySession>(session, 'get_session')).body.data.limitChoiceDue;

/** A player whose account predates the offer: no answer on record. */
async function olderPlayer() {
  const session = await newPlayer(h);
  const id = await playerIdOf(h.db, session.values.username);
  await h.db.query('UPDATE player_protection SET limit_choice_at = NULL WHERE player_id = $1', [
    id,
  ]);
  await h.db.query('DELETE FROM protection_events WHERE player_id = $1', [id]);
  return session;
}

const REQUIRED_TR =
  'Para yatırmadan önce bir yatırım limiti belirleyin ya da “Şimdilik limit yok”u seçin';
const REQUIRED_EN = 'Before you deposit, set a deposit limit or choose “No limit for now”';

describe('registration', () => {
  it('sets the deposit limit chosen, at once and in the history', async () => {
    const session = await newPlayer(h, { depositLimit: { period: 'week', amount: 150_000 } });
    const state = await stateOf(session);
    expect(state).toMatchObject({
      limits: [{ kind: 'deposit', period: 'week', amount: 150_000 }],
      left: { deposit: 150_000 },
      limitChoiceDue: false,
    });
    expect(await eventsOf(session)).toEqual([
      {
        action: 'limit_set',
        details: { kind: 'deposit', period: 'week', amount: 150_000, from: null },
        actor: 'player',
        createdAt: expect.any(String),
      },
    ]);
    expect(await choiceDueInSession(session)).toBe(false);
  });

  it('records "no limit now" as the active choice it is', async () => {
    const session = await newPlayer(h, { depositLimit: null });
    expect(await stateOf(session)).toMatchObject({ limits: [], limitChoiceDue: false });
    expect(await eventsOf(session)).toEqual([
      {
        action: 'limit_declined',
        details: { at: 'registration' },
        actor: 'player',
        createdAt: new Date(clock.ms).toISOString(),
      },
    ]);
    expect((await askDeposit(h, session, 10_000)).body.result).toBe(true);
  });

  it.each([
    ['tr', 'Bir yatırım limiti belirleyin ya da “Şimdilik limit yok”u seçin'],
    ['en', 'Set a deposit limit or choose “No limit for now”'],
  ])('refuses a registration without the answer, writing nothing (%s)', async (lang, message) => {
    const { depositLimit: _left, ...values } = newRegistration();
    const before = await h.db.query('SELECT count(*) AS n FROM players');
    const reply = await callFromNewAddress(h, 'user', 'register', values, { lang });
    expect(reply.body).toMatchObject({ result: false, message });
    expect(await h.db.query('SELECT count(*) AS n FROM players')).toEqual(before);
    await expect(signIn(h, values.username, values.password)).rejects.toThrow(/refused/);
  });

  it('refuses a limit out of range like the limit form does', async () => {
    const values = newRegistration({ depositLimit: { period: 'day', amount: 50 } });
    const reply = await callFromNewAddress(h, 'user', 'register', { ...values }, { lang: 'en' });
    expect(reply.body).toMatchObject({
      result: false,
      message: 'The limit must be between ₺1 and ₺10,000,000',
    });
  });
});

describe('a deposit before the answer', () => {
  it('is refused and moves nothing, and goes through once the player declines', async () => {
    const session = await olderPlayer();
    expect((await stateOf(session)).limitChoiceDue).toBe(true);
    expect(await choiceDueInSession(session)).toBe(true);

    const before = await cashierRows(h.db);
    expectRefused(await askDeposit(h, session, 20_000), REQUIRED_TR);
    expect(await cashierRows(h.db)).toEqual(before);

    const declined = await call(session, 'decline_limit');
    expect(declined.body).toMatchObject({
      result: true,
      message: 'Your choice is saved: no deposit limit for now',
      data: { limits: [], limitChoiceDue: false },
    });
    expect((await eventsOf(session))[0]).toMatchObject({
      action: 'limit_declined',
      details: { at: 'deposit' },
      actor: 'player',
    });
    expect((await askDeposit(h, session, 20_000)).body.result).toBe(true);
  });

  it('goes through once the player sets a deposit limit instead', async () => {
    const session = await olderPlayer();
    const set = await call(session, 'set_limit', {
      kind: 'deposit',
      period: 'day',
      amount: 50_000,
    });
    expect(set.body.data.limitChoiceDue).toBe(false);
    expect((await askDeposit(h, session, 20_000)).body.result).toBe(true);
  });

  it('is refused in English too', async () => {
    const session = await olderPlayer();
    expectRefused(await askDeposit(h, session, 20_000, undefined, { Lang: 'en' }), REQUIRED_EN);
  });
});

describe('the answer asked again', () => {
  it('a year after "no limit now", not a day sooner', async () => {
    const session = await newPlayer(h, { depositLimit: null });
    const declinedAt = clock.ms;
    clock.ms = addMonths(declinedAt, 12) - DAY;
    expect((await stateOf(session)).limitChoiceDue).toBe(false);

    clock.ms = addMonths(declinedAt, 12);
    expect((await stateOf(session)).limitChoiceDue).toBe(true);
    expect(await choiceDueInSession(session)).toBe(true);
    expectRefused(await askDeposit(h, session, 10_000), REQUIRED_TR);

    await call(session, 'decline_limit');
    expect((await stateOf(session)).limitChoiceDue).toBe(false);
    clock.ms = addMonths(declinedAt, 24) - DAY;
    expect((await stateOf(session)).limitChoiceDue).toBe(false);
  });

  it('never while a deposit limit is in force', async () => {
    const session = await newPlayer(h, { depositLimit: { period: 'month', amount: 500_000 } });
    clock.ms = addMonths(clock.ms, 30);
    expect((await stateOf(session)).limitChoiceDue).toBe(false);
    expect((await askDeposit(h, session, 10_000)).body.result).toBe(true);
  });

  it('a year after the deposit limit was removed', async () => {
    const session = await newPlayer(h, { depositLimit: { period: 'day', amount: 50_000 } });
    const removal = { kind: 'deposit', period: 'day', amount: null, password: TEST_PASSWORD };
    expect((await call(session, 'set_limit', removal)).body.result).toBe(true);
    clock.ms += DAY;
    const confirmed = await call(session, 'confirm_limit', { kind: 'deposit', period: 'day' });
    expect(confirmed.body.data).toMatchObject({ limits: [], limitChoiceDue: false });
    const removedAt = clock.ms;
    clock.ms = addMonths(removedAt, 12) - DAY;
    expect((await stateOf(session)).limitChoiceDue).toBe(false);
    clock.ms = addMonths(removedAt, 12);
    expect((await stateOf(session)).limitChoiceDue).toBe(true);
  });
});

describe('the history of protection changes', () => {
  /** The operator's change of a player's limit, with its reason. */
  async function operatorLimit(username: string, amount: number, reason: string) {
    const response = await fetch(`${h.operatorUrl}/operator/players/${username}/limits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN },
      body: JSON.stringify({ kind: 'deposit', period: 'day', amount, reason }),
    });
    expect(((await response.json()) as { result: boolean }).result).toBe(true);
  }

  it('lists the changes newest first, without the operator’s reasons', async () => {
    const session = await newPlayer(h, { depositLimit: null });
    const other = await newPlayer(h, { depositLimit: null });
    await call(session, 'set_reality_check', { minutes: 30 });
    clock.ms += 1000;
    await call(session, 'set_limit', { kind: 'deposit', period: 'day', amount: 40_000 });
    clock.ms += 1000;
    await operatorLimit(session.values.username, 90_000, 'Affordability check passed');
    await call(other, 'set_reality_check', { minutes: 15 });

    const events = await eventsOf(session);
    expect(events.map(({ action, actor }) => `${actor} ${action}`)).toEqual([
      'operator limit_set',
      'player limit_set',
      'player reality_check',
      'player limit_declined',
    ]);
    expect(events[0]).toEqual({
      action: 'limit_set',
      details: {
        kind: 'deposit',
        period: 'day',
        amount: 90_000,
        from: 40_000,
        operator: 'console',
      },
      actor: 'operator',
      createdAt: new Date(clock.ms).toISOString(),
    });
    expect(JSON.stringify(events)).not.toContain('Affordability');
    expect(events.every((event) => !('reason' in event))).toBe(true);
  });

  it('shows the latest 50', async () => {
    const session = await newPlayer(h, { depositLimit: null });
    for (let i = 0; i < 26; i++) {
      await call(session, 'set_reality_check', { minutes: 15 });
      await call(session, 'set_reality_check', { minutes: null });
    }
    const events = await eventsOf(session);
    expect(events).toHaveLength(50);
    expect(events[0]).toMatchObject({ action: 'reality_check', details: { minutes: null } });
    expect(events.some((event) => event.action === 'limit_declined')).toBe(false);
  });

  it('is the signed-in player’s only', async () => {
    const reply = await h.call('protection', 'get_events', {}, { lang: 'en' });
    expectRefused(reply, 'Session expired');
  });
});
