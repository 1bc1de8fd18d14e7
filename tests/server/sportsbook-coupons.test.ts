import { beforeAll, describe, expect, it } from 'vitest';
import { VIRTUAL_GAMES, type Coupon } from '../../machines/shared/games.ts';
import type { GameRound, HistoryExport, HistoryTotals } from '../../machines/shared/history.ts';
import { expectSoundLedger } from './cashier.ts';
import { asUser } from './players.ts';
import {
  launchToken,
  newGambler,
  provider,
  seamlessHarnessForFile,
  virtualLaunch,
  type Gambler,
} from './seamless-calls.ts';

/**
 * A slip staked in the sportsbook is a sports coupon of the player: the bet tab lists it (all
 * time too), its CSV and totals count it, and the games tab does not list it as a round.
 */
const h = seamlessHarnessForFile();

interface Fixture {
  id: string;
  home: string;
  away: string;
  odds: [number, number, number];
}
interface Played {
  roundId: string;
  stake: number;
  win: number;
  result: { matches: { score: [number, number] }[] };
}

const TODAY = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const game = (slug: string) => virtualLaunch(VIRTUAL_GAMES.find((g) => g.slug === slug)!);

let p: Gambler;
let fixtures: Fixture[];
let played: Played;

/** Stakes a slip of two picks (home win, away win) in the game of `slug`. */
async function stakeSlip(slug: string) {
  const token = await launchToken(h, p.session, 'virtualgames', game(slug));
  const listed = await provider<{ fixtures: Fixture[] }>(h, token, 'fixtures');
  const [first, second] = listed.body.fixtures;
  const reply = await provider<Played>(h, token, 'play', {
    picks: [
      { fixture: first!.id, pick: 0 },
      { fixture: second!.id, pick: 2 },
    ],
    stake: 2_500,
  });
  expect(reply.status).toBe(200);
  return { fixtures: [first!, second!], played: reply.body };
}

const coupons = (data: Record<string, unknown>, lang = 'tr') =>
  h.call<Coupon[]>(
    'betframe',
    'getCoupons',
    { limit: 100, offset: 0, ...data },
    asUser(p.session, lang),
  );

beforeAll(async () => {
  p = await newGambler(h, 1_000_000);
  ({ fixtures, played } = await stakeSlip('sportsbook'));
});

describe('a slip staked in the sportsbook', () => {
  it('is a coupon of the player, all time and today, worded in the language', async () => {
    const allTime = await coupons({});
    expect(allTime.body).toMatchObject({ result: true, pagination: { total: 1 } });
    const [coupon] = allTime.body.data;
    const product = fixtures[0]!.odds[0] * fixtures[1]!.odds[2];
    expect(coupon).toMatchObject({
      couponID: `BF${played.roundId.replaceAll('-', '').slice(0, 12).toUpperCase()}`,
      status: played.win > 0 ? 'won' : 'lost',
      stake: 2_500,
      payout: played.win,
      potentialWin: Math.floor((2_500 * product) / 10_000),
      totalOdds: Math.round(product / 100) / 100,
    });
    expect(coupon!.selections).toEqual([
      expect.objectContaining({
        event: `${fixtures[0]!.home} – ${fixtures[0]!.away}`,
        market: 'Maç Sonucu',
        pick: '1',
        odds: fixtures[0]!.odds[0] / 100,
      }),
      expect.objectContaining({
        event: `${fixtures[1]!.home} – ${fixtures[1]!.away}`,
        pick: '2',
        odds: fixtures[1]!.odds[2] / 100,
      }),
    ]);
    const [home, away] = played.result.matches[0]!.score;
    expect(coupon!.selections[0]!.result).toBe(home > away ? 'won' : 'lost');
    if (played.win > 0) expect(coupon!.payout).toBe(coupon!.potentialWin);

    const today = await coupons({ startDate: TODAY, endDate: TODAY }, 'en');
    expect(today.body.data.map((c) => c.couponID)).toEqual([coupon!.couponID]);
    expect(today.body.data[0]!.selections[0]!.market).toBe('Match Result');
    const settled = await coupons({ couponState: 'settled' });
    expect(settled.body.data).toHaveLength(1);
    expect((await coupons({ couponState: 'open' })).body.data).toEqual([]);
  });

  it('is in the bet tab’s totals and CSV, all time, and not in the games tab', async () => {
    const totals = await h.call<HistoryTotals>(
      'finance',
      'history_totals',
      { kind: 'bets' },
      asUser(p.session),
    );
    expect(totals.body.data).toEqual({
      count: 1,
      sums: [
        { key: 'staked', amount: 2_500 },
        { key: 'paidOut', amount: played.win },
        { key: 'net', amount: played.win - 2_500 },
      ],
    });
    const file = await h.call<HistoryExport>(
      'finance',
      'export_history',
      { kind: 'bets' },
      asUser(p.session),
    );
    expect(file.body.data.rows).toBe(1);
    expect(file.body.data.filename).toMatch(/^bahis-gecmisi-tum-zamanlar/);
    const [header, row] = file.body.data.content
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/^Kupon No;Tarih;Durum;Bahis \(TRY\)/);
    expect(row!.split(';').slice(0, 4)).toEqual([
      `BF${played.roundId.replaceAll('-', '').slice(0, 12).toUpperCase()}`,
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      played.win > 0 ? 'Kazandı' : 'Kaybetti',
      '25,00',
    ]);
    const rounds = await h.call<GameRound[]>(
      'finance',
      'list_game_rounds',
      { limit: 10, offset: 0 },
      asUser(p.session),
    );
    expect(rounds.body.data).toEqual([]);
  });

  it('stays a game round in 3D football, a virtual game, with no coupon', async () => {
    await stakeSlip('3d-football');
    const rounds = await h.call<GameRound[]>(
      'finance',
      'list_game_rounds',
      { limit: 10, offset: 0 },
      asUser(p.session),
    );
    expect(rounds.body.data.map((r) => [r.gameType, r.gameName])).toEqual([
      ['virtual', '3D Futbol'],
    ]);
    expect((await coupons({})).body.data).toHaveLength(1);
    await expectSoundLedger(h.db);
  });
});
