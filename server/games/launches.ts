/**
 * Launches of the demo game pages: init_game stores a random token (its sha256 only) for the
 * player's session and answers the page's address on the games origin; the page, its provider
 * API and the seamless wallet's balance and bets find the launch again by that token, and only
 * while the session that launched it lives: logging out, or a password change or reset revoking
 * the session, ends the launch with it. Wins and rollbacks of its rounds come in later too.
 */
import { randomBytes } from 'node:crypto';
import type { Lang } from '../../machines/shared/contract.ts';
import type { GameLaunch, RecentGame } from '../../machines/shared/games.ts';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, sha256 } from '../accounts/sessions.ts';
import type { Outage } from '../db/catalogue.ts';
import type { Db } from '../db/driver.ts';
import { ok, refuse, type Reply } from '../envelope.ts';
import type { GamePlay } from '../wallet/rounds.ts';
import { launchRefusal } from '../protection/enforce.ts';
import { gameSessionLaunched } from '../protection/game-sessions.ts';
import { slotsById, tablesById } from './catalogue.ts';

export type LaunchKind = 'slot' | 'live' | 'virtual';

/** 24 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * A provider in outage answers launches the way a real one does when it is down: an error
 * message the site recognises, an empty address, or a refusal of its own.
 */
export function outageReply(outage: Outage | null): Reply<GameLaunch> | undefined {
  switch (outage) {
    case 'error':
      return refuse({ text: 'Internal Server Error' });
    case 'no_url':
      return ok({ url: '' } satisfies GameLaunch);
    case 'maintenance':
      return refuse('providerMaintenance');
    default:
      return undefined;
  }
}

export interface LaunchRequest {
  playerId: number;
  /** The session that launched it: the game works while it lives. */
  sessionId: number;
  kind: LaunchKind;
  gameId: number;
  /** The virtual game type ('' when none). */
  variant?: string;
  mobile?: boolean;
  lang: Lang;
  /** The site's origin (MethodContext.origin): the page tells the balance there only. */
  origin: string;
  /** The games origin (GAMES_ORIGIN): the page is served there, never on the site's. */
  gamesOrigin: string;
  /** The names the game's rounds keep, as they are now. */
  gameName: string;
  providerName: string;
  /** The platform's clock: a time-out, self-exclusion or used-up play time refuses the launch. */
  now: number;
}

/**
 * Records the launch and answers the page's absolute address. The launch lasts no longer than
 * its session may (SESSION_ABSOLUTE_SECONDS from the sign-in), and less when the session ends
 * sooner. It opens the player's game session, or keeps it going (protection/game-sessions.ts).
 * It replaces the session's earlier launch of the same game: that page stops playing,
 * and a crash game's flight still in the air goes on in the new page (rounds are the player's,
 * found by their id, so its win is credited there).
 */
export async function launch(db: Db, request: LaunchRequest): Promise<Reply<GameLaunch>> {
  const closed = await launchRefusal(db, request.playerId, request.now);
  if (closed) return closed;
  const token = randomBytes(24).toString('base64url');
  const [created] = await db.query<{ id: number }>(
    `INSERT INTO game_launches (token_hash, player_id, kind, game_id, variant, mobile, lang,
       expires_at, session_id, game_name, provider_name, site_origin)
     VALUES ($1, $2, $3, $4, $5, $6, $7,
       (SELECT created_at FROM sessions WHERE id = $9) + $8 * interval '1 second', $9, $10, $11,
       $12)
     RETURNING id`,
    [
      sha256(token),
      request.playerId,
      request.kind,
      request.gameId,
      request.variant ?? '',
      request.mobile ?? false,
      request.lang,
      SESSION_ABSOLUTE_SECONDS,
      request.sessionId,
      request.gameName,
      request.providerName,
      request.origin,
    ],
  );
  const earlier = `SELECT id FROM game_launches WHERE player_id = $1 AND session_id = $2
    AND kind = $3 AND game_id = $4 AND variant = $5 AND id <> $6 AND expires_at > now()`;
  const same = [
    request.playerId,
    request.sessionId,
    request.kind,
    request.gameId,
    request.variant ?? '',
    created!.id,
  ];
  await db.query(
    `UPDATE provider_rounds SET launch_id = $6
     WHERE finished_at IS NULL AND launch_id IN (${earlier})`,
    same,
  );
  await db.query(`UPDATE game_launches SET expires_at = now() WHERE id IN (${earlier})`, same);
  await gameSessionLaunched(db, request.playerId, request.now);
  return ok({
    url: `${request.gamesOrigin}/games/play/${token}`,
    name: request.gameName,
    providerName: request.providerName,
  } satisfies GameLaunch);
}

export interface LaunchRow {
  id: number;
  playerId: number;
  kind: LaunchKind;
  gameId: number;
  variant: string;
  mobile: boolean;
  lang: Lang;
  gameName: string;
  providerName: string;
  /** Where the site that framed the page runs: its balance messages go there only. */
  siteOrigin: string;
}

/** The sha256 of a page token as launches keep it; undefined for what cannot be one. */
export const launchTokenHash = (token: string) =>
  TOKEN_PATTERN.test(token) ? sha256(token) : undefined;

/**
 * The launch of a token through game_launch (migration 029), which holds the rule: a session
 * that must live counts as accounts/sessions.ts counts a signed-in one.
 */
async function launchOf(db: Db, token: string, sessionMustLive: boolean) {
  const hash = launchTokenHash(token);
  if (!hash) return undefined;
  const [row] = await db.query<LaunchRow>(
    `SELECT id, player_id AS "playerId", kind, game_id AS "gameId", variant, mobile, lang,
       game_name AS "gameName", provider_name AS "providerName", site_origin AS "siteOrigin"
     FROM game_launch($1, $2, $3, $4)`,
    [hash, sessionMustLive, SESSION_IDLE_SECONDS, SESSION_ABSOLUTE_SECONDS],
    'game_launch',
  );
  return row;
}

/** The launch of a page token while it and its session (the launching player's) live, if any. */
export const findLaunch = (db: Db, token: string): Promise<LaunchRow | undefined> =>
  launchOf(db, token, true);

/**
 * The launch of a page token whatever became of it or its session since. Wins and rollbacks
 * settle rounds the player already staked on, and a round outlives the session it was played
 * in (logout, idle or absolute expiry, a password change, an operator's time-out): refusing
 * them would strand the stake. The round itself decides what may still happen to it.
 */
export const findLaunchOfRounds = (db: Db, token: string): Promise<LaunchRow | undefined> =>
  launchOf(db, token, false);

/** What a launch's rounds are played on. */
export const playOf = (launch: LaunchRow): GamePlay => ({
  playerId: launch.playerId,
  launchId: launch.id,
  gameType: launch.kind,
  gameId: launch.gameId,
  gameName: launch.gameName,
  providerName: launch.providerName,
});

/** The player's distinct slot games and live tables, by their last launch, newest first. */
export async function recentGames(db: Db, playerId: number, limit: number): Promise<RecentGame[]> {
  const launches = await db.query<{ kind: 'slot' | 'live'; gameId: number; playedAt: Date }>(
    `SELECT kind, game_id AS "gameId", max(created_at) AS "playedAt" FROM game_launches
     WHERE player_id = $1 AND kind IN ('slot', 'live')
     GROUP BY kind, game_id ORDER BY max(id) DESC LIMIT $2`,
    [playerId, limit],
  );
  const idsOf = (kind: string) => launches.filter((l) => l.kind === kind).map((l) => l.gameId);
  const slots = new Map((await slotsById(db, idsOf('slot'))).map((g) => [g.gameID, g]));
  const tables = new Map((await tablesById(db, idsOf('live'))).map((t) => [t.tableID, t]));
  return launches.flatMap((l): RecentGame[] => {
    const playedAt = new Date(l.playedAt).toISOString();
    const slot = l.kind === 'slot' ? slots.get(l.gameId) : undefined;
    const table = l.kind === 'live' ? tables.get(l.gameId) : undefined;
    if (slot) {
      const { outage: _outage, status: _status, ...game } = slot;
      return [{ kind: 'slot', playedAt, slot: game }];
    }
    if (table) {
      const { outage: _outage, status: _status, ...live } = table;
      return [{ kind: 'live', playedAt, live }];
    }
    return [];
  });
}
