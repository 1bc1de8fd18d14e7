/**
 * Launches of the demo game pages: init_game stores a random token (its sha256 only) for the
 * player and answers the page address; GET /games/play/{token} finds the launch again.
 */
import { randomBytes } from 'node:crypto';
import type { Lang } from '../../machines/shared/contract.ts';
import type { GameLaunch, RecentGame } from '../../machines/shared/games.ts';
import { sha256 } from '../accounts/sessions.ts';
import type { Outage } from '../db/catalogue.ts';
import type { Db } from '../db/driver.ts';
import { ok, refuse, type Reply } from '../envelope.ts';
import { slotsById, tablesById } from './catalogue.ts';

export type LaunchKind = 'slot' | 'live' | 'virtual';

/** How long a page address opens the game. */
const LAUNCH_HOURS = 12;
/** 24 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * A provider in outage answers launches the way a real one does when it is down: an error
 * message the site recognises, an empty address, or a refusal of its own.
 */
export function outageReply(outage: Outage | null): Reply | undefined {
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
  kind: LaunchKind;
  gameId: number;
  /** The virtual game type ('' when none). */
  variant?: string;
  mobile?: boolean;
  lang: Lang;
  /** Protocol and host the call came to: the page is served there. */
  origin: string;
}

/** Records the launch and answers the page's absolute address. */
export async function launch(db: Db, request: LaunchRequest): Promise<Reply> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO game_launches (token_hash, player_id, kind, game_id, variant, mobile, lang,
       expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + $8 * interval '1 hour')`,
    [
      sha256(token),
      request.playerId,
      request.kind,
      request.gameId,
      request.variant ?? '',
      request.mobile ?? false,
      request.lang,
      LAUNCH_HOURS,
    ],
  );
  return ok({ url: `${request.origin}/games/play/${token}` } satisfies GameLaunch);
}

export interface LaunchRow {
  kind: LaunchKind;
  gameId: number;
  variant: string;
  mobile: boolean;
  lang: Lang;
}

/** The live launch of a page token, if any. */
export async function findLaunch(db: Db, token: string): Promise<LaunchRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db.query<LaunchRow>(
    `SELECT kind, game_id AS "gameId", variant, mobile, lang FROM game_launches
     WHERE token_hash = $1 AND expires_at > now()`,
    [sha256(token)],
  );
  return row;
}

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
