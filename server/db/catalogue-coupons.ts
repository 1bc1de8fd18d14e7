/**
 * Sports coupons of the demo players: drawn from a seeded generator over the 90 days before the
 * seeding time. Markets and picks are stored as codes; betframe words them in the request's
 * language (server/games/coupon-texts.ts).
 */
import type { CouponStatus } from '../../machines/shared/games.ts';
import { BASKETBALL_TEAMS, FOOTBALL_TEAMS, TENNIS_PLAYERS } from './catalogue-names.ts';
import { seededRandom } from './catalogue.ts';

export type SelectionResult = 'pending' | 'won' | 'lost' | 'void';

/** One stored selection; odds in hundredths (235 = 2.35). */
export interface StoredSelection {
  sport: 'football' | 'basketball' | 'tennis';
  event: string;
  market: string;
  pick: string;
  odds: number;
  startsAt: string;
  result: SelectionResult;
}

export interface CouponRow {
  id: string;
  player_id: number;
  created_at: string;
  status: CouponStatus;
  stake: number;
  total_odds: number;
  potential_win: number;
  payout: number;
  selections: StoredSelection[];
}

/** Markets per sport with their picks. */
const MARKETS: Record<StoredSelection['sport'], Record<string, readonly string[]>> = {
  football: {
    '1x2': ['home', 'draw', 'away'],
    'over-under-2.5': ['over', 'under'],
    'both-teams-score': ['yes', 'no'],
    'double-chance': ['home-draw', 'draw-away'],
  },
  basketball: {
    winner: ['home', 'away'],
    'over-under-165.5': ['over', 'under'],
  },
  tennis: {
    winner: ['home', 'away'],
    'total-sets-2.5': ['over', 'under'],
  },
};

const HOUR = 3_600_000;
/** The newest coupons of each player are still open. */
const OPEN_COUPONS = 3;
const DAY = 24 * HOUR;
const SETTLED: [CouponStatus, number][] = [
  ['lost', 0.45],
  ['won', 0.3],
  ['cashout', 0.15],
  ['cancelled', 0.1],
];

function pair(random: () => number, names: readonly string[]): string {
  const home = names[Math.floor(random() * names.length)]!;
  let away = home;
  while (away === home) away = names[Math.floor(random() * names.length)]!;
  return `${home} – ${away}`;
}

function selection(random: () => number, startsAt: number): Omit<StoredSelection, 'result'> {
  const draw = random();
  const sport = draw < 0.65 ? 'football' : draw < 0.88 ? 'basketball' : 'tennis';
  const teams =
    sport === 'football'
      ? FOOTBALL_TEAMS
      : sport === 'basketball'
        ? BASKETBALL_TEAMS
        : TENNIS_PLAYERS;
  const markets = Object.entries(MARKETS[sport]);
  const [market, picks] = markets[Math.floor(random() * markets.length)]!;
  return {
    sport,
    event: pair(random, teams),
    market,
    pick: picks[Math.floor(random() * picks.length)]!,
    odds: 120 + Math.floor(random() * 260),
    startsAt: new Date(startsAt).toISOString(),
  };
}

/** Results that make the coupon's status true. */
function results(status: CouponStatus, count: number, random: () => number): SelectionResult[] {
  switch (status) {
    case 'open':
      return Array.from({ length: count }, (_, i) => (i === 0 && count > 1 ? 'won' : 'pending'));
    case 'won':
      return Array.from({ length: count }, () => 'won');
    case 'cancelled':
      return Array.from({ length: count }, () => 'void');
    case 'cashout':
      // Cashed out while the last event was still being played, which it then lost.
      return Array.from({ length: count }, (_, i) => (i === count - 1 ? 'lost' : 'won'));
    case 'lost': {
      const loser = Math.floor(random() * count);
      return Array.from({ length: count }, (_, i) => (i === loser ? 'lost' : 'won'));
    }
  }
}

/**
 * `count` coupons of one player, newest within the last 90 days before `now`; `seed` makes each
 * player's coupons differ.
 */
export function demoCoupons(
  playerId: number,
  seed: number,
  count: number,
  now: number,
): CouponRow[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const open = i < OPEN_COUPONS;
    const createdAt = open
      ? now - (3 + i * 7) * HOUR
      : now - Math.floor(((i + random()) / count) * 90 * DAY);
    const legs = 1 + Math.floor(random() * 4);
    // An open coupon's first event has been played; the others are still to come.
    const firstStart = open ? now - 2 * HOUR : createdAt + 2 * HOUR;
    const drafts = Array.from({ length: legs }, (_, leg) =>
      selection(random, firstStart + (leg === 0 ? 0 : leg * 5 + Math.floor(random() * 40)) * HOUR),
    );
    let status: CouponStatus = 'open';
    if (!open) {
      let draw = random();
      status = (SETTLED.find(([, weight]) => (draw -= weight) <= 0) ?? SETTLED[0]!)[0];
    }
    const outcome = results(status, legs, random);
    const selections = drafts.map((draft, leg) => ({ ...draft, result: outcome[leg]! }));
    const totalOdds = Math.round(
      selections.reduce((product, s) => product * (s.odds / 100), 1) * 100,
    );
    const stake = (2 + Math.floor(random() * 99)) * 500;
    const potentialWin = Math.round((stake * totalOdds) / 100);
    const payout =
      status === 'won'
        ? potentialWin
        : status === 'cancelled'
          ? stake
          : status === 'cashout'
            ? Math.round(stake + (potentialWin - stake) * (0.3 + random() * 0.4))
            : 0;
    return {
      id: `BF${String(seed).slice(-3)}${String(100_000 + i * 7_919 + Math.floor(random() * 7_000))}`,
      player_id: playerId,
      created_at: new Date(createdAt).toISOString(),
      status,
      stake,
      total_odds: totalOdds,
      potential_win: potentialWin,
      payout,
      selections,
    };
  });
}
