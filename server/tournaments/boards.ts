/**
 * Leaderboards on request. Computing one reads every counted round of the tournament, so each
 * server keeps a tournament's standings for a few seconds: players refreshing the page together
 * cost one computation, and a round shows on the board within BOARD_CACHE_MS.
 */
import type { Lang } from '../../machines/shared/contract.ts';
import type { TournamentLeaderboard } from '../../machines/shared/tournaments.ts';
import type { Db } from '../db/driver.ts';
import type { Services } from '../services.ts';
import { standingsOf, toLeaderboard } from './leaderboard.ts';
import { findTournaments } from './tournaments.ts';

export const BOARD_CACHE_MS = 5_000;

type Standings = Awaited<ReturnType<typeof standingsOf>>;

type Cache = Map<string, { at: number; standings: Promise<Standings> }>;

/** One cache per server (its services), on the server's clock. */
const caches = new WeakMap<Services, Cache>();

/** The board of tournament id in lang; undefined when there is no such tournament. */
export async function boardFor(
  { db, services }: { db: Db; services: Services },
  id: number,
  lang: Lang,
  callerId: number | undefined,
): Promise<TournamentLeaderboard | undefined> {
  const [tournament] = await findTournaments(db, lang, id);
  if (!tournament) return undefined;
  let cache = caches.get(services);
  if (!cache) caches.set(services, (cache = new Map()));
  // Keyed by the conclusion too: a board paid meanwhile is read again at once.
  const key = `${id}:${tournament.status}:${tournament.concludedAt?.getTime() ?? ''}`;
  const now = services.now();
  let cached = cache.get(key);
  if (!cached || now - cached.at >= BOARD_CACHE_MS) {
    cached = { at: now, standings: standingsOf(db, tournament) };
    cache.set(key, cached);
    const stale = cache;
    cached.standings.catch(() => stale.delete(key));
  }
  return toLeaderboard(tournament, await cached.standings, callerId, new Date(cached.at));
}
