/**
 * The demo player's past game rounds, so the game history is not empty on a fresh start. They
 * are played through the seamless wallet's own functions, dated over the last weeks, and win
 * back exactly what they stake in all: the documented balance of 1,250.00 TRY stays.
 */
import { findProvider, slotsById } from '../games/catalogue.ts';
import { VIRTUAL_PAGES } from '../games/virtual.ts';
import type { GamePlay } from '../wallet/rounds.ts';
import { seamlessCredit, seamlessDebit, seamlessRollback } from '../wallet/seamless.ts';
import type { Db } from './driver.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

interface PastRound {
  daysAgo: number;
  game: 'slot' | 'roulette' | 'baccarat' | 'zeplin' | 'golden-race';
  bet: number;
  /** undefined: the bet was rolled back. */
  win?: number;
}

/** 245.00 TRY staked and as much back: 235.00 won, 10.00 of a cancelled round returned. */
const PAST_ROUNDS: PastRound[] = [
  { daysAgo: 35, game: 'slot', bet: 5_000, win: 0 },
  { daysAgo: 21, game: 'slot', bet: 2_000, win: 9_000 },
  { daysAgo: 14, game: 'roulette', bet: 10_000, win: 0 },
  { daysAgo: 9, game: 'zeplin', bet: 2_500, win: 5_500 },
  { daysAgo: 4, game: 'golden-race', bet: 1_000 },
  { daysAgo: 2, game: 'baccarat', bet: 4_000, win: 9_000 },
];
/** The most the rounds, one after the other, ever need in the wallet. */
const NEEDED = 10_000;

/** What each kind of past round was played on, with its names in Turkish. */
async function playsOf(tx: Db, playerId: number): Promise<Record<PastRound['game'], GamePlay>> {
  const [slot] = await slotsById(tx, [2620]);
  const table = async (slug: string) => {
    const [row] = await tx.query<{ id: number; name: string; provider: string }>(
      `SELECT t.id, t.name, p.name AS provider FROM live_tables t
       JOIN game_categories c ON c.id = t.category_id JOIN game_providers p ON p.id = t.provider_id
       WHERE c.slug = $1 ORDER BY t.id LIMIT 1`,
      [slug],
    );
    return {
      playerId,
      gameType: 'live' as const,
      gameId: row!.id,
      gameName: row!.name,
      providerName: row!.provider,
    };
  };
  const virtual = async (providerId: number, slug: string) => ({
    playerId,
    gameType: 'virtual' as const,
    gameId: providerId,
    gameName: VIRTUAL_PAGES[slug]!.tr,
    providerName: (await findProvider(tx, providerId))!.name,
  });
  return {
    slot: {
      playerId,
      gameType: 'slot',
      gameId: slot!.gameID,
      gameName: slot!.name,
      providerName: slot!.providerName,
    },
    roulette: await table('roulette'),
    baccarat: await table('baccarat'),
    zeplin: await virtual(904, 'zeplin'),
    'golden-race': await virtual(901, 'golden-race'),
  };
}

/** Plays the demo player's past rounds once (when they have none); answers how many. */
export async function seedDemoRounds(tx: Db): Promise<number> {
  const [player] = await tx.query<{ id: number }>(
    `SELECT p.id FROM players p JOIN wallets w ON w.player_id = p.id
     WHERE p.username = 'demo' AND w.balance_kurus >= $1
       AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.player_id = p.id)`,
    [NEEDED],
  );
  if (!player) return 0;
  const plays = await playsOf(tx, player.id);
  for (const [n, past] of PAST_ROUNDS.entries()) {
    const play = plays[past.game];
    const at = new Date(Date.now() - past.daysAgo * DAY);
    const later = new Date(at.getTime() + 3 * MINUTE);
    const roundId = `seed-${n + 1}`;
    const betId = `seed-${player.id}-${n + 1}-bet`;
    await seamlessDebit(tx, play, 'tr', { roundId, transactionId: betId, amount: past.bet, at });
    const id = `seed-${player.id}-${n + 1}-${past.win === undefined ? 'rollback' : 'win'}`;
    await (past.win === undefined
      ? seamlessRollback(tx, play, 'tr', {
          roundId,
          transactionId: id,
          referenceTransactionId: betId,
          at: later,
        })
      : seamlessCredit(tx, play, 'tr', {
          roundId,
          transactionId: id,
          amount: past.win,
          final: true,
          at: later,
        }));
  }
  return PAST_ROUNDS.length;
}
