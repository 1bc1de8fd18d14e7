/**
 * The virtual sportsbook: fixtures with 1-X-2 odds and slips of them. A fixture is named by a
 * random id and everything about it (teams, odds) follows from the provider's key and that id,
 * so a slip brings back only ids and picks; its matches are played at once when it is staked.
 */
import { createHmac, randomBytes } from 'node:crypto';
import * as yup from 'yup';
import { FOOTBALL_TEAMS } from '../../db/catalogue-names.ts';
import { drawInt, drawWeighted } from './draw.ts';
import { stakeSchema, type Outcome } from './engine.ts';

const FIXTURES = 8;
/** The share of each outcome's chance the odds give back. */
const RETURN = 0.92;
const DRAW_CHANCE = 0.26;

export interface Fixture {
  id: string;
  home: string;
  away: string;
  /** 1, X, 2 in hundredths. */
  odds: [number, number, number];
}

const FIXTURE_ID = /^[0-9a-f]{16}$/;

/** The fixture of an id, as the key makes it. */
export function fixtureOf(key: string, id: string): Fixture & { chances: number[] } {
  const bytes = createHmac('sha256', key).update(id).digest();
  const home = bytes.readUInt16BE(0) % FOOTBALL_TEAMS.length;
  const away =
    (home + 1 + (bytes.readUInt16BE(2) % (FOOTBALL_TEAMS.length - 1))) % FOOTBALL_TEAMS.length;
  const strength = 0.2 + (bytes.readUInt32BE(4) / 2 ** 32) * 0.6;
  const chances = [(1 - DRAW_CHANCE) * strength, DRAW_CHANCE, (1 - DRAW_CHANCE) * (1 - strength)];
  const odds = chances.map((p) => Math.max(105, Math.round((RETURN / p) * 100))) as Fixture['odds'];
  return { id, home: FOOTBALL_TEAMS[home]!, away: FOOTBALL_TEAMS[away]!, odds, chances };
}

export function newFixtures(key: string): Fixture[] {
  return Array.from({ length: FIXTURES }, () => {
    const { chances: _chances, ...fixture } = fixtureOf(key, randomBytes(8).toString('hex'));
    return fixture;
  });
}

export const slipSchema = yup.object({
  picks: yup
    .array(
      yup.object({
        fixture: yup.string().required().matches(FIXTURE_ID),
        pick: yup.number().required().oneOf([0, 1, 2]),
      }),
    )
    .required()
    .min(1)
    .max(FIXTURES)
    .test(
      'distinct',
      'distinct',
      (picks) => new Set(picks?.map((p) => p.fixture)).size === picks?.length,
    ),
  stake: stakeSchema(),
});
export type Slip = yup.InferType<typeof slipSchema>;

/** A score that ends in the outcome drawn (0 home, 1 draw, 2 away). */
function scoreFor(outcome: number): [number, number] {
  const low = drawInt(3);
  if (outcome === 1) return [low, low];
  const high = low + 1 + drawInt(3);
  return outcome === 0 ? [high, low] : [low, high];
}

/** Plays the slip's matches; it wins when every pick is right, at the product of its odds. */
export function playSlip(key: string, slip: Slip): Outcome {
  let odds = 1n;
  let right = true;
  const matches = slip.picks.map(({ fixture: id, pick }) => {
    const fixture = fixtureOf(key, id);
    const outcome = drawWeighted(fixture.chances);
    odds *= BigInt(fixture.odds[pick]!);
    right &&= outcome === pick;
    return { fixture: id, score: scoreFor(outcome) };
  });
  // Odds are hundredths: the product has two decimals per pick, kept exact until floored.
  const win = right ? Number((BigInt(slip.stake) * odds) / 100n ** BigInt(matches.length)) : 0;
  return { stake: slip.stake, win, result: { matches } };
}
