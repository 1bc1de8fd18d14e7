/**
 * The sportsbook keeps every slip a player stakes as a coupon (table coupons, which betframe
 * getCoupons answers): the bet tab of the history lists what was placed in the sportsbook
 * itself, beside the coupons of the demo players' seed. Its matches are played at once, so a
 * coupon is settled when it is recorded.
 */
import type { StoredSelection } from '../db/catalogue-coupons.ts';
import type { Db } from '../db/driver.ts';
import type { Outcome } from './engines/engine.ts';
import { fixtureOf, type Slip } from './engines/sportsbook.ts';

const PICKS = ['home', 'draw', 'away'] as const;

/** 0 home, 1 draw, 2 away, from a played match's score. */
const outcomeOf = ([home, away]: [number, number]) => (home > away ? 0 : home === away ? 1 : 2);

/** The coupon number of a round: 'BF' and the first twelve hex digits of its id. */
export const couponIdOf = (roundId: string) =>
  `BF${roundId.replaceAll('-', '').slice(0, 12).toUpperCase()}`;

/** Records a staked slip as the player's coupon, once per round. */
export async function recordSlipCoupon(
  db: Db,
  key: string,
  play: { playerId: number; roundId: string; slip: Slip; outcome: Outcome; at: Date },
): Promise<void> {
  const { slip, outcome } = play;
  const matches = (outcome.result as { matches: { score: [number, number] }[] }).matches;
  const selections: StoredSelection[] = slip.picks.map(({ fixture: id, pick }, i) => {
    const fixture = fixtureOf(key, id);
    return {
      sport: 'football',
      event: `${fixture.home} – ${fixture.away}`,
      market: '1x2',
      pick: PICKS[pick]!,
      odds: fixture.odds[pick]!,
      startsAt: play.at.toISOString(),
      result: outcomeOf(matches[i]!.score) === pick ? 'won' : 'lost',
    };
  });
  // Odds are hundredths: their product is exact as a bigint, rounded once to hundredths.
  const product = selections.reduce((odds, s) => odds * BigInt(s.odds), 1n);
  const scale = 100n ** BigInt(selections.length - 1);
  const totalOdds = (product + scale / 2n) / scale;
  const potentialWin = (BigInt(slip.stake) * product) / (scale * 100n);
  await db.query(
    `INSERT INTO coupons (id, player_id, created_at, status, stake, total_odds, potential_win,
       payout, selections)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
    [
      couponIdOf(play.roundId),
      play.playerId,
      play.at.toISOString(),
      outcome.win > 0 ? 'won' : 'lost',
      slip.stake,
      Number(totalOdds),
      Number(potentialWin),
      outcome.win,
      JSON.stringify(selections),
    ],
  );
}
