import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIRTUAL_GAMES } from '../../machines/shared/games.ts';
import { expectSoundLedger } from './cashier.ts';
import { asUser } from './players.ts';
import {
  launchToken,
  newGambler,
  provider,
  roundsOf,
  seamlessHarnessForFile,
  virtualLaunch,
  walletOf,
  type Gambler,
} from './seamless-calls.ts';

/** The demo provider's API (POST /games/api/{token}/{action}): every family plays for real. */
const h = seamlessHarnessForFile();

interface Round {
  ok: true;
  roundId: string;
  stake: number;
  win: number;
  balanceAfterBet: number;
  balance: number;
  result: Record<string, unknown>;
}

const virtual = (slug: string) => virtualLaunch(VIRTUAL_GAMES.find((g) => g.slug === slug)!);

async function openTable(type: string, open = true): Promise<number> {
  const [table] = await h.db.query<{ id: number }>(
    `SELECT t.id FROM live_tables t JOIN game_categories c ON c.id = t.category_id
     JOIN game_providers p ON p.id = t.provider_id
     WHERE c.slug = $1 AND t.open = $2 AND p.status = 'active' AND p.outage IS NULL ORDER BY t.id LIMIT 1`,
    [type, open],
  );
  return table!.id;
}

/**
 * Plays one round and checks what a player notices: the balance moved by exactly the stake and
 * the win, and the round is in the history, settled, with those amounts and the game's names.
 */
async function expectRound(p: Gambler, token: string, body: unknown, gameType: string) {
  const before = await walletOf(h, p.id);
  const played = await provider<Round>(h, token, 'play', body);
  expect(played.status).toBe(200);
  const round = played.body;
  expect(round.ok).toBe(true);
  expect(round.balanceAfterBet).toBe(before - round.stake);
  expect(round.balance).toBe(before - round.stake + round.win);
  expect(await walletOf(h, p.id)).toBe(round.balance);
  const rounds = await roundsOf(h, p.id);
  expect(rounds.at(-1)).toMatchObject({
    game_type: gameType,
    bet: round.stake,
    win: round.win,
    status: 'settled',
  });
  expect(rounds.at(-1)!.game_name).not.toBe('');
  expect(rounds.at(-1)!.provider_name).not.toBe('');
  return round;
}

describe('every game family plays a round for the real balance', () => {
  let p: Gambler;
  beforeAll(async () => {
    p = await newGambler(h, 10_000_000);
  });
  afterAll(() => expectSoundLedger(h.db));

  it('spins the slot', async () => {
    const token = await launchToken(h, p.session, 'casino', { gameID: 2620 });
    const round = await expectRound(p, token, { bet: 500 }, 'slot');
    expect(round.stake).toBe(500);
    const grid = round.result.grid as number[][];
    expect(grid).toHaveLength(5);
    expect(grid.every((column) => column.length === 3)).toBe(true);
    expect((await roundsOf(h, p.id)).at(-1)).toMatchObject({
      game_id: 2620,
      game_name: 'İstanbul Nights',
    });
  });

  it.each(['roulette', 'game-shows'])('spins the %s wheel', async (type) => {
    const token = await launchToken(h, p.session, 'livecasino', {
      tableID: await openTable(type),
      isMobile: false,
    });
    const spot = type === 'roulette' ? 'red' : 'x1';
    const round = await expectRound(
      p,
      token,
      {
        stakes: [
          { spot, amount: 1_000 },
          { spot, amount: 500 },
        ],
      },
      'live',
    );
    expect(round.stake).toBe(1_500);
    expect(round.result.index).toEqual(expect.any(Number));
  });

  it.each(['baccarat', 'blackjack', 'poker'])('deals %s', async (type) => {
    const token = await launchToken(h, p.session, 'livecasino', {
      tableID: await openTable(type),
      isMobile: false,
    });
    const round = await expectRound(p, token, { stakes: [{ spot: 'a', amount: 2_000 }] }, 'live');
    expect(round.result.hands).toHaveLength(2);
    const winner = round.result.winner;
    expect(round.win).toBe(winner === 'a' ? 4_000 : winner === 'tie' ? 2_000 : 0);
  });

  it.each(['golden-race', 'bet-on-games'])('runs the %s race', async (slug) => {
    const token = await launchToken(h, p.session, 'virtualgames', virtual(slug));
    const round = await expectRound(p, token, { runner: 0, stake: 1_000 }, 'virtual');
    if (round.result.winner === 0) expect(round.win).toBeGreaterThan(1_000);
    else expect(round.win).toBe(0);
  });

  it.each(['bingo', 'sound-bingo'])('draws %s for a card', async (slug) => {
    const token = await launchToken(h, p.session, 'virtualgames', virtual(slug));
    const round = await expectRound(p, token, {}, 'virtual');
    expect(round.stake).toBe(1_000);
    expect(round.result.balls).toHaveLength(50);
    expect((round.result.card as number[][]).flat()).toHaveLength(15);
  });

  it.each(['sportsbook', 'live', '3d-football'])('settles a %s slip at once', async (slug) => {
    const token = await launchToken(h, p.session, 'virtualgames', virtual(slug));
    const listed = await provider<{ fixtures: { id: string; odds: number[] }[] }>(
      h,
      token,
      'fixtures',
    );
    expect(listed.body.fixtures).toHaveLength(8);
    const [first, second] = listed.body.fixtures;
    const round = await expectRound(
      p,
      token,
      {
        picks: [
          { fixture: first!.id, pick: 0 },
          { fixture: second!.id, pick: 2 },
        ],
        stake: 1_000,
      },
      'virtual',
    );
    const matches = round.result.matches as { score: [number, number] }[];
    const right =
      matches[0]!.score[0] > matches[0]!.score[1] && matches[1]!.score[1] > matches[1]!.score[0];
    expect(round.win).toBe(
      right ? Math.floor((1_000 * first!.odds[0]! * second!.odds[2]!) / 10_000) : 0,
    );
  });
});

describe('the crash game', () => {
  let p: Gambler;
  let token: string;
  beforeAll(async () => {
    p = await newGambler(h, 100_000);
    token = await launchToken(h, p.session, 'virtualgames', virtual('zeplin'));
  });

  /** Puts a flight where a test needs it: its crash point, and how long ago it took off. */
  const setFlight = (roundId: string, crashPoint: number, agoMs: number) =>
    h.db.query(
      `UPDATE provider_rounds SET state = jsonb_set(jsonb_set(state, '{crashPoint}', $2::jsonb),
         '{startedAt}', $3::jsonb) WHERE round_id = $1`,
      [roundId, JSON.stringify(crashPoint), JSON.stringify(Date.now() - agoMs)],
    );

  it('pays a cash-out at the multiplier of the server clock', async () => {
    const bet = await provider<{ roundId: string; balance: number }>(h, token, 'play', {
      stake: 10_000,
    });
    expect(bet.body.balance).toBe(90_000);
    expect((await roundsOf(h, p.id)).at(-1)).toMatchObject({ bet: 10_000, status: 'open' });
    // Took off 6 s × ln 2 ago: the multiplier is 2.00×, the crash point far away.
    await setFlight(bet.body.roundId, 100, 6000 * Math.LN2);
    const status = await provider<{ crashed: boolean; multiplier: number }>(h, token, 'status', {
      roundId: bet.body.roundId,
    });
    expect(status.body).toMatchObject({ ok: true, crashed: false });
    expect(status.body.multiplier).toBeGreaterThanOrEqual(2);
    const cashed = await provider<{ multiplier: number; win: number; balance: number }>(
      h,
      token,
      'cashout',
      { roundId: bet.body.roundId },
    );
    expect(cashed.body.multiplier).toBeGreaterThanOrEqual(2);
    expect(cashed.body.multiplier).toBeLessThan(2.1);
    expect(cashed.body.win).toBe(Math.floor(10_000 * cashed.body.multiplier));
    expect(cashed.body.balance).toBe(90_000 + cashed.body.win);
    expect((await roundsOf(h, p.id)).at(-1)).toMatchObject({
      bet: 10_000,
      win: cashed.body.win,
      status: 'settled',
    });
    // Another cash-out of the same flight answers how it ended and pays nothing more.
    const again = await provider(h, token, 'cashout', { roundId: bet.body.roundId });
    expect(again.body).toEqual(cashed.body);
    expect(await walletOf(h, p.id)).toBe(cashed.body.balance);
    const unknown = await provider(h, token, 'cashout', { roundId: crypto.randomUUID() });
    expect(unknown).toMatchObject({ status: 404, body: { ok: false, code: 'UNKNOWN_ROUND' } });
  });

  it('settles a flight that crashed before the cash-out with no win', async () => {
    const before = await walletOf(h, p.id);
    const bet = await provider<{ roundId: string }>(h, token, 'play', { stake: 5_000 });
    await setFlight(bet.body.roundId, 1.5, 10_000);
    const status = await provider(h, token, 'status', { roundId: bet.body.roundId });
    expect(status.body).toMatchObject({ ok: true, crashed: true, crashPoint: 1.5, win: 0 });
    const late = await provider(h, token, 'cashout', { roundId: bet.body.roundId });
    expect(late.body).toMatchObject({ ok: true, crashed: true, win: 0 });
    expect(await walletOf(h, p.id)).toBe(before - 5_000);
    expect((await roundsOf(h, p.id)).at(-1)).toMatchObject({
      bet: 5_000,
      win: 0,
      status: 'settled',
    });
  });

  it('keeps one flight at a time, settling one that crashed unseen', async () => {
    const first = await provider<{ roundId: string }>(h, token, 'play', { stake: 1_000 });
    await setFlight(first.body.roundId, 100, 0);
    const refused = await provider(h, token, 'play', { stake: 1_000 });
    expect(refused).toMatchObject({
      status: 409,
      body: { ok: false, code: 'FLIGHT_ON', message: 'Önceki uçuşunuz sürüyor.' },
    });
    await setFlight(first.body.roundId, 1.2, 60_000);
    const next = await provider(h, token, 'play', { stake: 1_000 });
    expect(next.body).toMatchObject({ ok: true });
    const rounds = await roundsOf(h, p.id);
    expect(rounds.at(-2)).toMatchObject({ bet: 1_000, win: 0, status: 'settled' });
    expect(rounds.at(-1)).toMatchObject({ bet: 1_000, status: 'open' });
  });
  it('hands a flight in the air over to a new launch of the game, which lands it', async () => {
    const q = await newGambler(h, 20_000);
    const first = await launchToken(h, q.session, 'virtualgames', virtual('zeplin'));
    const bet = await provider<{ roundId: string }>(h, first, 'play', { stake: 10_000 });
    await setFlight(bet.body.roundId, 100, 6000 * Math.LN2);
    const second = await launchToken(h, q.session, 'virtualgames', virtual('zeplin'));
    // The earlier page of this session's game no longer plays.
    const stale = await provider(h, first, 'cashout', { roundId: bet.body.roundId });
    expect(stale).toMatchObject({ status: 403, body: { ok: false, code: 'INVALID_TOKEN' } });
    const cashed = await provider<{ win: number; balance: number }>(h, second, 'cashout', {
      roundId: bet.body.roundId,
    });
    expect(cashed.body.win).toBeGreaterThanOrEqual(20_000);
    expect(cashed.body.balance).toBe(10_000 + cashed.body.win);
    expect(await walletOf(h, q.id)).toBe(cashed.body.balance);
    expect((await roundsOf(h, q.id)).at(-1)).toMatchObject({
      bet: 10_000,
      win: cashed.body.win,
      status: 'settled',
    });
    await expectSoundLedger(h.db);
  });
});

describe('refusals', () => {
  it('shows the balance and refuses a bet larger than it, in the game language', async () => {
    const p = await newGambler(h, 300);
    const token = await launchToken(h, p.session, 'casino', { gameID: 2620 });
    expect((await provider(h, token, 'balance')).body).toEqual({ ok: true, balance: 300 });
    const refused = await provider(h, token, 'play', { bet: 500 });
    expect(refused).toEqual({
      status: 409,
      body: { ok: false, code: 'INSUFFICIENT_FUNDS', message: 'Bakiyeniz bu bahis için yetersiz.' },
    });
    const en = await launchToken(h, p.session, 'casino', { gameID: 2620 }, 'en');
    expect((await provider(h, en, 'play', { bet: 500 })).body).toMatchObject({
      message: 'Your balance is too low for this bet.',
    });
    expect(await walletOf(h, p.id)).toBe(300);
    expect(await roundsOf(h, p.id)).toEqual([]);
  });

  it('stops answering after the player logged out', async () => {
    const p = await newGambler(h, 10_000);
    const token = await launchToken(h, p.session, 'casino', { gameID: 2620 });
    expect((await provider(h, token, 'play', { bet: 100 })).status).toBe(200);
    await h.call('user', 'logout', {}, asUser(p.session));
    const refused = await provider(h, token, 'play', { bet: 100 });
    expect(refused).toMatchObject({ status: 403, body: { ok: false, code: 'INVALID_TOKEN' } });
    expect((await provider(h, token, 'balance')).status).toBe(403);
    expect(await roundsOf(h, p.id)).toHaveLength(1);
  });

  it.each([
    ['a slot bet not on the list', 'casino', { bet: 123 }],
    ['a slot bet as text', 'casino', { bet: '500' }],
    ['a race without a runner', 'golden-race', { stake: 1_000 }],
    ['a race on lane 9', 'golden-race', { runner: 9, stake: 1_000 }],
    ['a stake under 1.00 TRY', 'golden-race', { runner: 1, stake: 99 }],
    [
      'a slip on a made-up fixture',
      'sportsbook',
      { picks: [{ fixture: 'x', pick: 0 }], stake: 500 },
    ],
    [
      'a slip with one fixture twice',
      'sportsbook',
      {
        picks: [
          { fixture: 'aaaaaaaaaaaaaaaa', pick: 0 },
          { fixture: 'aaaaaaaaaaaaaaaa', pick: 1 },
        ],
        stake: 500,
      },
    ],
    ['a table stake on no spot', 'roulette', { stakes: [{ spot: 'purple', amount: 500 }] }],
    ['a table round without stakes', 'roulette', { stakes: [] }],
  ])('refuses %s as a bad request, moving nothing', async (_name, game, body) => {
    const p = await newGambler(h, 10_000);
    const token =
      game === 'casino'
        ? await launchToken(h, p.session, 'casino', { gameID: 2620 })
        : game === 'roulette'
          ? await launchToken(h, p.session, 'livecasino', {
              tableID: await openTable('roulette'),
              isMobile: false,
            })
          : await launchToken(h, p.session, 'virtualgames', virtual(game));
    const refused = await provider(h, token, 'play', body);
    expect(refused).toMatchObject({ status: 400, body: { ok: false, code: 'BAD_REQUEST' } });
    expect(await walletOf(h, p.id)).toBe(10_000);
  });

  it('refuses a table over its limit and a table without its dealer', async () => {
    const p = await newGambler(h, 100_000_000);
    const token = await launchToken(h, p.session, 'livecasino', {
      tableID: await openTable('roulette'),
      isMobile: false,
    });
    // 200,000.00 TRY: over every table's limit (at most 100,000.00).
    const over = Array.from({ length: 20 }, () => ({ spot: 'red', amount: 1_000_000 }));
    const refused = await provider(h, token, 'play', { stakes: over });
    expect(refused.body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    const away = await launchToken(h, p.session, 'livecasino', {
      tableID: await openTable('roulette', false),
      isMobile: false,
    });
    const closed = await provider(h, away, 'play', { stakes: [{ spot: 'red', amount: 500 }] });
    expect(closed).toMatchObject({
      status: 409,
      body: { ok: false, code: 'TABLE_CLOSED', message: expect.stringContaining('Krupiye') },
    });
    expect(await walletOf(h, p.id)).toBe(100_000_000);
  });

  it("refuses another family's action and an unknown token", async () => {
    const p = await newGambler(h, 10_000);
    const token = await launchToken(h, p.session, 'casino', { gameID: 2620 });
    expect((await provider(h, token, 'cashout', { roundId: crypto.randomUUID() })).status).toBe(
      404,
    );
    expect((await provider(h, token, 'fixtures')).body).toMatchObject({ code: 'UNKNOWN_ACTION' });
    expect((await provider(h, 'B'.repeat(32), 'balance')).status).toBe(403);
  });
});
