import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameRound } from '../../machines/shared/history.ts';
import {
  GAME_SESSION_IDLE_MINUTES,
  netPosition,
  type PlaySession,
  type ProtectionState,
} from '../../machines/shared/protection.ts';
import { runCli } from '../../server/cli.ts';
import { TR_PROFILE } from '../fixtures/protection.ts';
import { askDeposit, newBonusPlayer, table } from './bonus-fixtures.ts';
import { expectRefused, expectSoundLedger } from './cashier.ts';
import { OPERATOR_TOKEN, type Harness } from './harness.ts';
import { openPlayerLive, type LiveReader } from './live-client.ts';
import { asUser, harnessOnClock, signInAgain, type Player, type TestSession } from './players.ts';
import { SEAMLESS_SECRET, seamless, slotToken, walletOf } from './seamless-calls.ts';

/**
 * The panic button and the player's game session at the API, under the site's own profile
 * ('tr'): what a player, another tab, a game provider and the operator notice.
 */
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const { h, clock } = harnessOnClock({ seamlessSecret: SEAMLESS_SECRET }, Date.now());
// Launches and bets are read against the platform clock; bets are stamped by the database.
beforeEach(() => {
  clock.ms = Date.now();
});
const readers: LiveReader[] = [];
afterEach(() => {
  readers.splice(0).forEach((reader) => reader.close());
});
afterAll(() => expectSoundLedger(h.db));

const call = <T = ProtectionState>(
  session: TestSession,
  method: string,
  data: Record<string, unknown> = {},
) => h.call<T>('protection', method, data, asUser(session, 'en'));

const sessionOf = async (session: TestSession) =>
  (await call<PlaySession>(session, 'get_session')).body.data;

/** A bet through the provider's signed call, as a game sends it. */
const bet = (token: string, amount: number, roundId = randomUUID()) =>
  seamless(h, 'debit', { token, roundId, transactionId: `${roundId}:bet`, amount });

const win = (token: string, roundId: string, amount: number) =>
  seamless(h, 'credit', { token, roundId, transactionId: `${roundId}:win`, amount });

/** A funded player signed in, with a slot launched: its page's token. */
async function playerAtSlot(h: Harness, cash: number) {
  const player = await newBonusPlayer(h, cash);
  return { ...player, token: await slotToken(h, player.session) };
}

async function operatorView(player: Player) {
  const response = await fetch(
    `${h.operatorUrl}/operator/players/${player.values.username}/protection`,
    { headers: { 'x-operator-token': OPERATOR_TOKEN } },
  );
  return ((await response.json()) as { data: ProtectionState & { events: unknown[] } }).data;
}

describe('the panic button', () => {
  it('stops a bet signed right after it, within the same second, and moves no money', async () => {
    const { session, id, token } = await playerAtSlot(h, 50_000);
    const elsewhere = await signInAgain(h, session);
    expect((await sessionOf(session)).panicButton).toBe(true);
    expect((await bet(token, 1_000)).body).toMatchObject({ ok: true, balance: 49_000 });

    const pressed = await call<null>(session, 'panic');
    const answeredAt = performance.now();
    expect(pressed.body).toEqual({
      result: true,
      data: null,
      message: 'Play and deposits are stopped for 24 hours; you have been signed out',
    });
    const refused = await bet(token, 1_000);
    const direct = await table(h, id).bet('after-panic', 1_000, undefined, new Date(clock.ms));
    expect(performance.now() - answeredAt).toBeLessThan(1_000);
    expect(refused).toMatchObject({ status: 403, body: { ok: false, code: 'INVALID_TOKEN' } });
    expect(direct).toMatchObject({ ok: false, code: 'PLAY_CLOSED' });
    expect(await walletOf(h, id)).toBe(49_000);

    // Every session of the player ended, this one and the other browser's, for the panic.
    for (const signedIn of [session, elsewhere]) {
      expectRefused(await call(signedIn, 'get_state'), 'Session expired');
    }
    const revoked = await h.db.query<{ revoked_reason: string }>(
      'SELECT revoked_reason FROM sessions WHERE player_id = $1 AND NOT pending',
      [id],
    );
    expect(revoked.map((row) => row.revoked_reason)).toEqual(['panic', 'panic']);
  });

  it(
    'refuses every bet racing it that is sent once it answered',
    { tags: ['postgres'] },
    async () => {
      const { session, id, token } = await playerAtSlot(h, 100_000);
      let answeredAt = Infinity;
      const pressed = call<null>(session, 'panic').then((reply) => {
        answeredAt = performance.now();
        return reply;
      });
      // A bet goes out every 5 ms, racing the panic, until five went out after its answer.
      const sent: Promise<{ sentAt: number; ok: boolean }>[] = [];
      for (let after = 0; after < 5; after += answeredAt < Infinity ? 1 : 0) {
        const sentAt = performance.now();
        sent.push(bet(token, 100).then((answer) => ({ sentAt, ok: answer.body.ok })));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const bets = await Promise.all(sent);
      expect((await pressed).body.result).toBe(true);
      const after = bets.filter((sent) => sent.sentAt > answeredAt);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((sent) => !sent.ok)).toBe(true);
      const taken = bets.filter((sent) => sent.ok).length;
      expect(await walletOf(h, id)).toBe(100_000 - taken * 100);
    },
  );

  it('closes play and deposits for 24 hours, with their own message, and says why', async () => {
    const { session, id, token } = await playerAtSlot(h, 50_000);
    await bet(token, 500);
    await call<null>(session, 'panic');
    const until = new Date(clock.ms + 24 * HOUR).toISOString();

    const back = await signInAgain(h, session);
    expect(await call(back, 'get_state')).toMatchObject({
      body: { data: { closed: 'panic', timeoutUntil: until, exclusion: null } },
    });
    expect(await sessionOf(back)).toMatchObject({
      closed: 'panic',
      closedUntil: until,
      game: null,
    });
    const closedText =
      'You stopped play with the panic button: you cannot play or deposit until it ends. You can still withdraw and see your history.';
    expectRefused(
      await h.call('casino', 'init_game', { gameID: 2620 }, asUser(back, 'en')),
      closedText,
    );
    expectRefused(
      await askDeposit(h, back, 10_000),
      'Panik butonuyla oyunu durdurdunuz: bu süre içinde oyun oynayamaz ve para yatıramazsınız. Para çekebilir ve geçmişinizi görebilirsiniz.',
    );
    // The game session ended with the panic.
    const [game] = await h.db.query<{ end_reason: string }>(
      'SELECT end_reason FROM game_sessions WHERE player_id = $1',
      [id],
    );
    expect(game).toEqual({ end_reason: 'panic' });

    // The operator sees that the player pressed it, on the desk and in the console.
    const view = await operatorView(session);
    expect(view).toMatchObject({ closed: 'panic', timeoutUntil: until });
    expect(view.events[0]).toMatchObject({
      action: 'panic',
      actor: 'player',
      details: { hours: 24, until },
    });
    const shown = await runCli(['protection', 'show', session.values.username], h.cliEnv);
    expect(shown).toContain(`PANIC (the player stopped play) until ${until}`);
    expect(shown).toMatch(/ {2}player {2}panic \{"hours":24,"until":"[^"]+"\}/);

    // Once the 24 hours have passed, play is open again.
    clock.ms += 24 * HOUR + MINUTE;
    expect((await call(back, 'get_state')).body.data.closed).toBeNull();
  });

  it("tells every tab's live stream that the account closed", async () => {
    const { session } = await newBonusPlayer(h, 0);
    const other = await signInAgain(h, session);
    const tabs = [await openPlayerLive(h, session), await openPlayerLive(h, other)];
    readers.push(...tabs);
    for (const tab of tabs) expect((await tab.next()).name).toBe('maintenance');
    await call<null>(session, 'panic');
    for (const tab of tabs) {
      expect(await tab.next()).toEqual({ name: 'session', data: { reason: 'accountClosed' } });
    }
  });

  it('never shortens a longer time-out: it keeps it and only signs the player out', async () => {
    const { session } = await newBonusPlayer(h, 0);
    await call<null>(session, 'take_timeout', { length: '1w' });
    const back = await signInAgain(h, session);
    const week = (await call(back, 'get_state')).body.data.timeoutUntil;
    expect((await call<null>(back, 'panic')).body.result).toBe(true);
    const again = await signInAgain(h, session);
    expect((await call(again, 'get_state')).body.data).toMatchObject({
      closed: 'timeout',
      timeoutUntil: week,
    });
    expect((await operatorView(session)).events[0]).toMatchObject({
      action: 'panic',
      details: { kept: 'timeout' },
    });
  });

  it('writes nothing for a payload that is not an object, or a caller not signed in', async () => {
    const { session } = await newBonusPlayer(h, 0);
    const bad = await h.postRaw({ api: { class: 'protection', method: 'panic' }, data: 'now' });
    expect(bad.status).toBe(400);
    expectRefused(await h.call('protection', 'panic', {}), 'Oturum süresi doldu');
    expect((await call(session, 'get_state')).body.data.closed).toBeNull();
    const events = (await operatorView(session)).events as { action: string }[];
    expect(events.map((event) => event.action)).not.toContain('panic');
  });
});

describe('the game session', () => {
  it("nets the session's rounds, a rolled-back bet left out", async () => {
    const { session, token } = await playerAtSlot(h, 100_000);
    expect((await sessionOf(session)).game).toMatchObject({ staked: 0, won: 0, rounds: 0 });

    const played = [
      { stake: 1_000, win: 2_000 },
      { stake: 2_000, win: 0 },
      { stake: 500, win: 400 },
    ];
    for (const round of played) {
      const roundId = randomUUID();
      expect((await bet(token, round.stake, roundId)).body.ok).toBe(true);
      expect((await win(token, roundId, round.win)).body.ok).toBe(true);
    }
    // A round whose one bet is rolled back, and one that keeps a second bet after a rollback.
    const cancelled = randomUUID();
    await bet(token, 3_000, cancelled);
    const back = (roundId: string, ref: string) =>
      seamless(h, 'rollback', {
        token,
        roundId,
        transactionId: `${ref}:rb`,
        referenceTransactionId: ref,
      });
    expect((await back(cancelled, `${cancelled}:bet`)).body.ok).toBe(true);
    const kept = randomUUID();
    await bet(token, 700, kept);
    await seamless(h, 'debit', { token, roundId: kept, transactionId: `${kept}:2`, amount: 300 });
    expect((await back(kept, `${kept}:bet`)).body.ok).toBe(true);
    await win(token, kept, 900);

    const game = (await sessionOf(session)).game!;
    expect(game).toMatchObject({ staked: 3_800, won: 3_300, rounds: 4 });
    const rounds = await h.call<GameRound[]>(
      'finance',
      'list_game_rounds',
      { limit: 50, offset: 0 },
      asUser(session, 'en'),
    );
    const counted = rounds.body.data.filter((round) => round.status !== 'cancelled');
    expect(rounds.body.data).toHaveLength(5);
    expect(netPosition(game)).toBe(-500);
    expect(netPosition(game)).toBe(rounds.body.data.reduce((sum, round) => sum + round.net, 0));
    expect(game.staked).toBe(counted.reduce((sum, round) => sum + round.bet, 0));
    expect(game.won).toBe(counted.reduce((sum, round) => sum + round.win, 0));
    expect(game.rounds).toBe(counted.length);
  });

  it('is one for every sign-in of the player, and ends with the last one', async () => {
    const { session, token } = await playerAtSlot(h, 10_000);
    const phone = await signInAgain(h, session);
    const opened = (await sessionOf(session)).game!;
    expect(opened.startedAt).toBe(new Date(clock.ms).toISOString());
    await bet(token, 1_000);
    expect((await sessionOf(phone)).game).toEqual({ ...opened, staked: 1_000, rounds: 1 });
    // A launch on the phone goes on with the same session.
    await slotToken(h, phone);
    expect((await sessionOf(phone)).game!.id).toBe(opened.id);

    await h.call('user', 'logout', {}, asUser(session));
    expect((await sessionOf(phone)).game!.id).toBe(opened.id);
    await h.call('user', 'logout', {}, asUser(phone));
    const later = await signInAgain(h, session);
    expect((await sessionOf(later)).game).toBeNull();
    await slotToken(h, later);
    expect((await sessionOf(later)).game!.id).not.toBe(opened.id);
  });

  it(`ends after ${GAME_SESSION_IDLE_MINUTES} minutes with neither a launch nor a round`, async () => {
    const { session, id } = await playerAtSlot(h, 10_000);
    const startedAt = clock.ms;
    const opened = (await sessionOf(session)).game!;
    // A round 25 minutes in keeps it open until 30 minutes after that round.
    const slot = table(h, id);
    const roundAt = new Date(startedAt + 25 * MINUTE);
    expect(await slot.bet('idle-1', 200, undefined, roundAt)).toMatchObject({ ok: true });
    clock.ms = startedAt + 54 * MINUTE;
    expect((await sessionOf(session)).game).toMatchObject({ id: opened.id, staked: 200 });
    clock.ms = startedAt + 56 * MINUTE;
    expect((await sessionOf(session)).game).toBeNull();
    const [ended] = await h.db.query<{ ended_at: Date; end_reason: string }>(
      'SELECT ended_at, end_reason FROM game_sessions WHERE id = $1',
      [opened.id],
    );
    expect(ended).toEqual({
      ended_at: new Date(roundAt.getTime() + GAME_SESSION_IDLE_MINUTES * MINUTE),
      end_reason: 'idle',
    });

    // The next launch opens a new one, from nothing.
    await slotToken(h, session);
    const next = (await sessionOf(session)).game!;
    expect(next).toMatchObject({ staked: 0, won: 0, rounds: 0 });
    expect(next.id).not.toBe(opened.id);
  });

  it('is not opened by signing in, and ends when the player takes a time-out', async () => {
    const { session, id } = await newBonusPlayer(h, 0);
    expect((await sessionOf(session)).game).toBeNull();
    await slotToken(h, session);
    await call<null>(session, 'take_timeout', { length: '24h' });
    const [ended] = await h.db.query<{ end_reason: string }>(
      'SELECT end_reason FROM game_sessions WHERE player_id = $1',
      [id],
    );
    expect(ended).toEqual({ end_reason: 'timeout' });
  });
});

describe("the site's profile", () => {
  it('is what get_profile answers anyone: the site as the views were built for it', async () => {
    const answer = await h.call('protection', 'get_profile', {}, { lang: 'en' });
    expect(answer.body).toEqual({
      result: true,
      data: TR_PROFILE,
      message: 'Operation Successful',
    });
  });

  it('sets no minimum spin time: bets follow each other at once', async () => {
    const { token } = await playerAtSlot(h, 10_000);
    const answers = [await bet(token, 100), await bet(token, 100), await bet(token, 100)];
    expect(answers.map((answer) => answer.body.ok)).toEqual([true, true, true]);
  });
});
