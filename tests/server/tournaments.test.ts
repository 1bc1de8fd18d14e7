import { beforeAll, describe, expect, it } from 'vitest';
import type { TournamentLeaderboard } from '../../machines/shared/tournaments.ts';
import { runTournaments } from '../../server/tournaments-cli.ts';
import { BOARD_CACHE_MS } from '../../server/tournaments/boards.ts';
import { computeStandings } from '../../server/tournaments/standings.ts';
import type { GamePlay } from '../../server/wallet/rounds.ts';
import { addPlayers } from '../bench/bench-players.ts';
import { expectSoundLedger, fund } from './cashier.ts';
import { OPERATOR_TOKEN } from './harness.ts';
import { asUser, harnessOnClock } from './players.ts';
import {
  SEAMLESS_SECRET,
  newGambler,
  playRound,
  walletOf,
  type Gambler,
} from './seamless-calls.ts';

/**
 * Leaderboards from rounds played through the seamless wallet. The seeded tournaments' dates are
 * offsets from the current UTC day (migration 001): 1 and 2 run, 3 and 4 are to come, 5 and 6
 * are over, whatever the day.
 */
const { h, clock } = harnessOnClock({ seamlessSecret: SEAMLESS_SECRET });

const HOUR = 3_600_000;
/** The start of the UTC day `offset` days from today: what the seeded offsets count from. */
const dayStart = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
};

const slot = (playerId: number, gameId = 2858): GamePlay => ({
  playerId,
  gameType: 'slot',
  gameId,
  gameName: 'Stars and Bazaar',
  providerName: 'Red Fox Gaming',
});
const table = (playerId: number, gameId: number): GamePlay => ({
  playerId,
  gameType: 'live',
  gameId,
  gameName: 'Speed Roulette',
  providerName: 'Lumen Live',
});
const zeplin = (playerId: number): GamePlay => ({
  playerId,
  gameType: 'virtual',
  gameId: 904,
  gameName: 'Zeplin',
  providerName: 'Zeplin',
});

/** The board now: the cache of the last one is let run out first. */
async function board(id: number, gambler?: Gambler, lang = 'en') {
  clock.ms += BOARD_CACHE_MS;
  const reply = await h.call<TournamentLeaderboard>(
    'tournament',
    'leaderboard',
    { tournamentID: id },
    gambler ? asUser(gambler.session, lang) : { lang },
  );
  expect(reply.body.result).toBe(true);
  return reply.body.data;
}

const usernameOf = (g: Gambler) => g.session.values.username;
const masked = (name: string) => `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;

describe('tournament leaderboard, multiplier rule (tournament 1)', () => {
  let first: Gambler;
  let second: Gambler;
  let outsider: Gambler;
  beforeAll(async () => {
    [first, second, outsider] = await Promise.all([
      newGambler(h, 1_000_000),
      newGambler(h, 1_000_000),
      newGambler(h, 1_000_000),
    ]);
    const inWindow = (hours: number) => new Date(dayStart(-3).getTime() + hours * HOUR);
    // ×5.00 reached first by `first`, equalled later by `second`, who also had a ×2.00.
    await playRound(h.db, slot(first.id), inWindow(2), 200, 1_000);
    await playRound(h.db, slot(second.id, 2786), inWindow(1), 1_000, 2_000);
    await playRound(h.db, slot(second.id, 2786), inWindow(3), 1_000, 5_000);
    // Nothing of these counts: below the 2 TRY minimum, another slot, before the start,
    // rolled back, still open.
    await playRound(h.db, slot(outsider.id), inWindow(4), 100, 10_000);
    await playRound(h.db, slot(outsider.id, 2620), inWindow(4), 1_000, 50_000);
    await playRound(
      h.db,
      slot(outsider.id),
      new Date(dayStart(-3).getTime() - HOUR),
      1_000,
      90_000,
    );
    await playRound(h.db, slot(outsider.id), inWindow(5), 1_000, null);
    await playRound(h.db, slot(outsider.id), inWindow(6), 1_000, undefined);
  });

  it('ranks the best single round, ties by who reached it first, names masked', async () => {
    const standing = await board(1);
    expect(standing).toMatchObject({
      tournamentID: 1,
      status: 'active',
      participants: 2,
      paid: false,
      me: null,
      rule: { kind: 'multiplier', minBet: 200, stakePerPoint: 0 },
    });
    expect(standing.entries).toEqual([
      { rank: 1, name: masked(usernameOf(first)), points: 500, prize: 15_000_000, me: false },
      { rank: 2, name: masked(usernameOf(second)), points: 500, prize: 10_000_000, me: false },
    ]);
    expect(standing.rule.games.map((g) => g.gameID).sort()).toEqual([1122, 2090, 2259, 2786, 2858]);
    expect(standing.rule.games.find((g) => g.gameID === 2858)?.name).toBe('Stars and Bazaar');
    expect(Date.parse(standing.computedAt)).not.toBeNaN();
  });

  it('gives a signed-in caller their own place, and none to one who did not count', async () => {
    const mine = await board(1, second);
    expect(mine.me).toMatchObject({ rank: 2, points: 500, me: true });
    expect(mine.entries[1]!.me).toBe(true);
    expect(mine.entries[0]!.me).toBe(false);
    expect((await board(1, outsider)).me).toBeNull();
  });

  it('keeps a board for a few seconds, then shows the new round', async () => {
    await board(1);
    await playRound(h.db, slot(outsider.id), new Date(), 1_000, 3_000);
    const cached = await h.call<TournamentLeaderboard>('tournament', 'leaderboard', {
      tournamentID: 1,
    });
    expect(cached.body.data.participants).toBe(2);
    expect((await board(1)).entries.map((e) => e.points)).toEqual([500, 500, 300]);
  });
});

describe('tournament leaderboard, stake rule (tournament 2)', () => {
  it('counts a point per 10 TRY staked at its roulette tables, ties by who got there first', async () => {
    const [early, late] = await Promise.all([newGambler(h, 100_000), newGambler(h, 100_000)]);
    const at = (hours: number) => new Date(dayStart(-1).getTime() + hours * HOUR);
    await playRound(h.db, table(late.id, 3), at(1), 2_500, 0);
    await playRound(h.db, table(early.id, 14), at(2), 3_000, 6_000);
    await playRound(h.db, table(late.id, 20), at(3), 800, 0);
    // Another table type (blackjack) does not count for the roulette tournament.
    await playRound(h.db, table(early.id, 1), at(3), 9_000, 0);
    const standing = await board(2, late, 'tr');
    expect(standing.entries.map((e) => [e.rank, e.points, e.me])).toEqual([
      [1, 3, false],
      [2, 3, true],
    ]);
    expect(standing.rule).toMatchObject({ kind: 'stake', stakePerPoint: 1_000 });
    expect(standing.rule.games.map((g) => g.gameType)).toEqual(['live', 'live', 'live', 'live']);
  });
});

describe('tournament leaderboard, wins rule', () => {
  it('counts rounds won (win above the bet) on its tables', async () => {
    const [a, b] = await Promise.all([newGambler(h, 100_000), newGambler(h, 100_000)]);
    const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000);
    await playRound(h.db, table(a.id, 1), at(1), 1_000, 2_000);
    await playRound(h.db, table(a.id, 4), at(2), 1_000, 1_000);
    await playRound(h.db, table(b.id, 5), at(3), 1_000, 1_500);
    await playRound(h.db, table(b.id, 5), at(4), 1_000, 2_500);
    const standings = await computeStandings(h.db, {
      tournamentId: 4,
      kind: 'wins',
      stakePerPoint: 0,
      minBet: 0,
      start: at(0),
      end: at(10),
    });
    expect(standings.map((s) => [s.rank, s.playerId, s.points])).toEqual([
      [1, b.id, 2],
      [2, a.id, 1],
    ]);
  });

  it('has no board before it starts', async () => {
    const upcoming = await board(4);
    expect(upcoming).toMatchObject({ status: 'upcoming', entries: [], participants: 0, me: null });
    expect(upcoming.prizes[0]).toEqual({ fromRank: 1, toRank: 1, amount: 3_000_000 });
  });
});

describe('a place outside the top', () => {
  it('is still shown to its player, with the top 50 masked', async () => {
    const others = await addPlayers(h.db, 51);
    const at = new Date(dayStart(-1).getTime() + 5 * HOUR);
    for (const [i, id] of others.entries()) {
      await fund(h.db, id, 100_000);
      await playRound(h.db, table(id, 23), at, 50_000 + i * 1_000, 0);
    }
    const last = await newGambler(h, 100_000);
    await playRound(h.db, table(last.id, 23), at, 1_000, 0);
    const standing = await board(2, last);
    expect(standing.entries).toHaveLength(50);
    expect(standing.entries.every((e) => /^b\*+\d$/.test(e.name))).toBe(true);
    expect(standing.participants).toBe(54);
    expect(standing.me).toEqual({
      rank: 54,
      name: masked(usernameOf(last)),
      points: 1,
      prize: 0,
      me: true,
    });
    expect(standing.entries.some((e) => e.me)).toBe(false);
  });
});

describe('concluding a tournament', () => {
  const target = () => ({ baseUrl: h.operatorUrl, token: OPERATOR_TOKEN });

  it(
    'pays each prize once, even when two conclude at the same time',
    { tags: ['postgres'] },
    async () => {
      const [winner, runnerUp] = await Promise.all([
        newGambler(h, 100_000),
        newGambler(h, 100_000),
      ]);
      const at = new Date(dayStart(-9).getTime() + 3 * HOUR);
      await playRound(h.db, zeplin(winner.id), at, 5_000, 20_000);
      await playRound(h.db, zeplin(runnerUp.id), at, 5_000, 10_000);
      // Below the 50 TRY minimum of the Zeplin tournament.
      await playRound(h.db, zeplin(runnerUp.id), at, 2_000, 100_000);
      const before = [await walletOf(h, winner.id), await walletOf(h, runnerUp.id)];

      const outputs = await Promise.all([
        runTournaments(['conclude', '6'], target()),
        runTournaments(['conclude', '6'], target()),
      ]);
      expect(outputs.sort()).toEqual([
        'tournament 6 concluded: 2 participants, 2 prizes paid, 40.000,00 TRY in all',
        'tournament 6 was already concluded',
      ]);
      expect(await walletOf(h, winner.id)).toBe(before[0]! + 2_500_000);
      expect(await walletOf(h, runnerUp.id)).toBe(before[1]! + 1_500_000);
      const [prizes] = await h.db.query<{ n: number }>(
        `SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'tournament_prize'`,
      );
      expect(prizes!.n).toBe(2);
      await expectSoundLedger(h.db);

      const final = await board(6, winner);
      expect(final).toMatchObject({ status: 'concluded', paid: true, participants: 2 });
      expect(final.me).toMatchObject({ rank: 1, points: 400, prize: 2_500_000, me: true });
      expect(await runTournaments(['conclude', '6'], target())).toBe(
        'tournament 6 was already concluded',
      );
    },
  );

  it('refuses a running tournament unless told to conclude it now', async () => {
    await expect(runTournaments(['conclude', '2'], target())).rejects.toThrow(
      'The tournament has not ended yet',
    );
    expect((await board(2)).paid).toBe(false);
    await expect(runTournaments(['conclude', '99'], target())).rejects.toThrow('404');
  });

  it('lists the tournaments and shows a board with usernames', async () => {
    const list = await runTournaments(['list'], target());
    expect(list.split('\n')).toHaveLength(6);
    expect(list).toMatch(/#6 {2}concluded .*multiplier {2}Zeplin Record Tournament {2}paid/);
    const shown = await runTournaments(['board', '6'], target());
    expect(shown).toContain('games: Zeplin (virtual 904)');
    expect(shown).toMatch(/ {3}1 {2}\S+ +×4\.00 {2}25\.000,00 TRY/);
  });
});

describe('tournament leaderboard refusals', () => {
  it('answers an unknown tournament and a malformed id with a translated message', async () => {
    const unknown = await h.call('tournament', 'leaderboard', { tournamentID: 77 }, { lang: 'en' });
    expect(unknown.body).toMatchObject({ result: false, message: 'Record not found' });
    const bad = await h.call('tournament', 'leaderboard', { tournamentID: 'x' }, { lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toBe(false);
  });
});
