import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  PlaySession,
  ProtectionProfile,
  ProtectionState,
} from '../../machines/shared/protection.ts';
import { protectionProfile } from '../../server/protection/profiles.ts';
import { TR_PROFILE } from '../fixtures/protection.ts';
import { newBonusPlayer } from './bonus-fixtures.ts';
import { expectRefused, expectSoundLedger } from './cashier.ts';
import { harnessForFile, type Harness } from './harness.ts';
import {
  asUser,
  harnessOnClock,
  newPlayer,
  TEST_PASSWORD,
  userTestConfig,
  type TestSession,
} from './players.ts';
import { provider, SEAMLESS_SECRET, seamless, slotToken, walletOf } from './seamless-calls.ts';

/**
 * What the jurisdiction's profile (PROTECTION_PROFILE) changes at the API: the same platform
 * built with Germany's example profile answers other rules, and enforces them.
 */
const HOUR = 60 * 60 * 1000;
const { h, clock } = harnessOnClock(
  { seamlessSecret: SEAMLESS_SECRET, protectionProfile: 'de' },
  Date.now(),
);
beforeEach(() => {
  clock.ms = Date.now();
});
afterAll(() => expectSoundLedger(h.db));

const call = <T = ProtectionState>(
  server: Harness,
  session: TestSession,
  method: string,
  data: Record<string, unknown> = {},
) => server.call<T>('protection', method, data, asUser(session, 'en'));

const bet = (token: string, amount: number) => {
  const roundId = randomUUID();
  return seamless(h, 'debit', { token, roundId, transactionId: `${roundId}:bet`, amount });
};

describe("Germany's example profile", () => {
  it('is what get_profile answers anyone, and what the state of a player carries', async () => {
    const profile = await h.call<ProtectionProfile>('protection', 'get_profile', {});
    expect(profile.body).toMatchObject({ result: true, data: protectionProfile('de') });
    expect(profile.body.data).toMatchObject({
      id: 'de',
      realityCheckMinutes: [60],
      coolingOffHours: 168,
      minSpinSeconds: 5,
      autoplay: false,
    });
    expect(profile.body.data.schemes).toContainEqual(
      expect.objectContaining({ name: expect.stringContaining('OASIS'), register: true }),
    );
    const session = await newPlayer(h);
    expect((await call(h, session, 'get_state')).body.data.profile).toEqual(profile.body.data);
    expect((await call<PlaySession>(h, session, 'get_session')).body.data.panicButton).toBe(true);
  });

  it('refuses a 15-minute reality check, naming the intervals it offers, and takes 60', async () => {
    const session = await newPlayer(h);
    const refused = await call(h, session, 'set_reality_check', { minutes: 15 });
    expectRefused(refused, 'This reminder interval is not offered; choose one of: 60 minutes');
    expect((await call(h, session, 'get_state')).body.data.realityCheckMinutes).toBeNull();
    for (const minutes of ['60', 90, -1]) {
      const bad = await call(h, session, 'set_reality_check', { minutes });
      expect(bad.body.result, String(minutes)).toBe(false);
    }
    expect((await call(h, session, 'get_state')).body.data.realityCheckMinutes).toBeNull();
    const set = await call(h, session, 'set_reality_check', { minutes: 60 });
    expect(set.body).toMatchObject({ result: true, data: { realityCheckMinutes: 60 } });
  });

  it('lets a raised limit wait its 168 hours of cooling-off', async () => {
    const session = await newPlayer(h);
    const limit = (amount: number) =>
      call(h, session, 'set_limit', {
        kind: 'deposit',
        period: 'week',
        amount,
        password: TEST_PASSWORD,
      });
    await limit(20_000);
    const raised = await limit(90_000);
    expect(raised.body.message).toBe(
      'The change can take effect with your confirmation in 168 hours',
    );
    expect(raised.body.data.pending).toMatchObject([
      { amount: 90_000, effectiveAt: new Date(clock.ms + 168 * HOUR).toISOString() },
    ]);
    clock.ms += 24 * HOUR;
    expectRefused(
      await call(h, session, 'confirm_limit', { kind: 'deposit', period: 'week' }),
      'This change cannot be confirmed yet; its 168-hour wait has not passed',
    );
  });

  it('refuses a bet sooner than 5 seconds after the last one, moving no money', async () => {
    const { session, id } = await newBonusPlayer(h, 10_000);
    const token = await slotToken(h, session);
    expect((await bet(token, 100)).body).toMatchObject({ ok: true, balance: 9_900 });
    const soon = await bet(token, 100);
    expect(soon).toEqual({
      status: 409,
      body: {
        ok: false,
        code: 'SPIN_TOO_SOON',
        message: 'Bir sonraki bahis için birkaç saniye bekleyin',
      },
    });
    expect(await walletOf(h, id)).toBe(9_900);
    clock.ms += 10_000;
    expect((await bet(token, 100)).body).toMatchObject({ ok: true, balance: 9_800 });
  });

  it('tells the game page its pace: 5 seconds between two bets', async () => {
    const { session, id } = await newBonusPlayer(h, 10_000);
    const token = await slotToken(h, session);
    expect((await provider(h, token, 'play', { bet: 100 })).status).toBe(200);
    const soon = await provider(h, token, 'play', { bet: 100 });
    expect(soon).toMatchObject({
      status: 409,
      body: {
        ok: false,
        code: 'SPIN_TOO_SOON',
        message: 'Bir sonraki bahis için birkaç saniye bekleyin.',
      },
    });
    const [spun] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM game_rounds WHERE player_id = $1',
      [id],
    );
    expect(spun).toEqual({ n: 1 });
    const page = await (await fetch(`${h.contentUrl}/games/play/${token}`)).text();
    const data = /<script type="application\/json" id="game-data">(.*?)<\/script>/s.exec(page)!;
    expect(JSON.parse(data[1]!)).toMatchObject({ minSpinSeconds: 5 });
  });
});

describe('a profile without the panic button', () => {
  const site = harnessForFile({
    config: userTestConfig({
      protectionProfile: { ...TR_PROFILE, id: 'test', panicButton: false },
    }),
  });

  it('refuses the panic, and leaves play open and the player signed in', async () => {
    const session = await newPlayer(site);
    expect((await call<PlaySession>(site, session, 'get_session')).body.data.panicButton).toBe(
      false,
    );
    expectRefused(
      await call(site, session, 'panic'),
      'The panic button is not offered on this site',
    );
    expect((await call(site, session, 'get_state')).body.data).toMatchObject({
      closed: null,
      profile: { id: 'test', panicButton: false },
    });
  });
});
