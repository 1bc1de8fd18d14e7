import { createHash, randomBytes } from 'node:crypto';
import type { Lang, SessionContext } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import type { SessionKeys } from '../session-crypto.ts';

/** A player as the `user` class reads them (the password hash never leaves the server). */
export interface Player {
  id: number;
  uid: string;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  phoneConfirmed: boolean;
  birthDate: string;
  country: string;
  city: string;
  address: string;
  language: Lang;
  rid: number;
  active: boolean;
  /** The stored choice; 'authenticator' is derived from the authenticators table. */
  twoFactor: 'none' | 'sms';
  authenticatorOn: boolean;
  passwordHash: string;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export interface Session {
  id: number;
  playerId: number;
  /** Signed in with the password, waiting for the authenticator code: only check_ga may run. */
  pending: boolean;
  ip: string;
  createdAt: Date;
}

export interface SignedIn {
  player: Player;
  session: Session;
}

/** Idle timeout, absolute lifetime and how long a login may wait for its authenticator code. */
export const SESSION_IDLE_SECONDS = 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
export const PENDING_SESSION_SECONDS = 5 * 60;

/** Columns of a Player from `players p` (and its authenticator `a`). */
export const PLAYER_COLUMNS = `p.id AS "id", p.uid AS "uid", p.username AS "username",
  p.email AS "email", p.firstname AS "firstname", p.lastname AS "lastname", p.phone AS "phone",
  p.phone_confirmed_at IS NOT NULL AS "phoneConfirmed",
  to_char(p.birth_date, 'YYYY-MM-DD') AS "birthDate", p.country AS "country", p.city AS "city",
  p.address AS "address", p.language AS "language", p.rid AS "rid", p.active AS "active",
  p.two_factor AS "twoFactor",
  COALESCE((SELECT a.secret IS NOT NULL FROM authenticators a WHERE a.player_id = p.id), false)
    AS "authenticatorOn",
  p.password_hash AS "passwordHash", p.last_login_at AS "lastLoginAt", p.created_at AS "createdAt"`;

const SESSION_COLUMNS = `s.id AS "sessionId", s.player_id AS "sessionPlayerId",
  s.pending AS "sessionPending", s.ip AS "sessionIp", s.created_at AS "sessionCreatedAt"`;

/** A session that still counts: not revoked, its player active, within its time limits. */
export const LIVE_SESSION = `s.revoked_at IS NULL AND p.active AND CASE WHEN s.pending
    THEN s.created_at > now() - ${PENDING_SESSION_SECONDS} * interval '1 second'
    ELSE s.last_seen > now() - ${SESSION_IDLE_SECONDS} * interval '1 second'
     AND s.created_at > now() - ${SESSION_ABSOLUTE_SECONDS} * interval '1 second' END`;

type Row = Player & {
  sessionId: number;
  sessionPlayerId: number;
  sessionPending: boolean;
  sessionIp: string;
  sessionCreatedAt: Date;
};

function split(row: Row): SignedIn {
  const { sessionId, sessionPlayerId, sessionPending, sessionIp, sessionCreatedAt, ...player } =
    row;
  return {
    player,
    session: {
      id: sessionId,
      playerId: sessionPlayerId,
      pending: sessionPending,
      ip: sessionIp,
      createdAt: sessionCreatedAt,
    },
  };
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The cookie that binds a session to its browser. HttpOnly, so a script that reads the page's
 * storage (where `sid` lives) cannot take it: a stolen `sid` alone acts as no one.
 */
export const SESSION_COOKIE = 'session_binding';

/**
 * Opens a session for player. The 128-bit id goes to the page, the 256-bit binding to the
 * browser's cookie; only their sha256 are kept.
 */
export async function createSession(
  db: Db,
  { playerId, ip, pending }: { playerId: number; ip: string; pending: boolean },
): Promise<{ sid: string; binding: string; id: number }> {
  const sid = randomBytes(16).toString('hex');
  const binding = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO sessions (sid_hash, binding_hash, player_id, ip, pending)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [sha256(sid), sha256(binding), playerId, ip, pending],
  );
  return { sid, binding, id: row!.id };
}

/** Ends sessions of a player (all, or all but one) with a reason kept for the record. */
export async function revokeSessions(
  db: Db,
  playerId: number,
  reason: string,
  { except }: { except?: number } = {},
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $2
     WHERE player_id = $1 AND revoked_at IS NULL AND id <> $3 RETURNING id`,
    [playerId, reason, except ?? 0],
  );
  return rows.length;
}

const DECRYPTED_CACHE_SIZE = 10_000;

/**
 * Finds the session a call acts on from its `user` context: uid, sid and uip arrive encrypted
 * with the server's public key (RSA-OAEP SHA-256), and the browser's binding cookie must be the
 * session's. Nothing else identifies the player: ids in `data` are never used for ownership.
 */
export interface SessionLayer {
  /**
   * Read-only: the live session of user made in the browser whose binding cookie this is, or
   * undefined (unknown, expired, revoked, not ours, another browser's).
   */
  find(
    db: Db,
    user: SessionContext | undefined,
    binding: string | undefined,
  ): Promise<SignedIn | undefined>;
  /**
   * In the call's transaction: locks the player, checks the session again, refreshes its idle
   * time and reads the player afresh; undefined when the session ended meanwhile.
   */
  touch(tx: Db, sessionId: number): Promise<SignedIn | undefined>;
}

export function createSessionLayer(keys: Pick<SessionKeys, 'decryptSessionField'>): SessionLayer {
  // The site sends the same ciphertexts on every call; decrypting three RSA fields each time
  // would cost more than the rest of a typical call. Failures are remembered too (as null), so
  // replaying garbage costs a lookup, not an RSA operation; the bound keeps a flood of distinct
  // garbage from growing memory.
  const cache = new Map<string, string | null>();
  const decrypt = (ciphertext: string): string | undefined => {
    const known = cache.get(ciphertext);
    if (known !== undefined) return known ?? undefined;
    let plain: string | null;
    try {
      plain = keys.decryptSessionField(ciphertext);
    } catch {
      plain = null;
    }
    if (cache.size >= DECRYPTED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(ciphertext, plain);
    return plain ?? undefined;
  };

  return {
    async find(db, user, binding) {
      if (!user || !binding) return undefined;
      const uid = decrypt(user.uid);
      const sid = decrypt(user.sid);
      // uip is decrypted so a forged context is refused, but not compared: a player's address
      // changes (mobile networks). The binding cookie ties the session to its browser instead.
      const uip = decrypt(user.uip);
      if (uid === undefined || sid === undefined || uip === undefined) return undefined;
      if (!/^[0-9a-f]{32}$/.test(sid)) return undefined;
      const [row] = await db.query<Row>(
        `SELECT ${PLAYER_COLUMNS}, ${SESSION_COLUMNS} FROM sessions s
         JOIN players p ON p.id = s.player_id
         WHERE s.sid_hash = $1 AND s.binding_hash = $2 AND ${LIVE_SESSION}`,
        [sha256(sid), sha256(binding)],
      );
      // The session must belong to the player named in the same context.
      if (!row || row.uid !== uid) return undefined;
      return split(row);
    },

    async touch(tx, sessionId) {
      // The player row first, then the session: every account write locks in that order
      // (player, sessions, codes, counters), so concurrent calls of one player queue, never
      // deadlock.
      await tx.query(
        `SELECT p.id FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.id = $1
         FOR UPDATE OF p`,
        [sessionId],
      );
      const [row] = await tx.query<Row>(
        `WITH touched AS (
           UPDATE sessions s SET last_seen = now() FROM players p
           WHERE s.id = $1 AND p.id = s.player_id AND ${LIVE_SESSION}
           RETURNING s.*)
         SELECT ${PLAYER_COLUMNS}, ${SESSION_COLUMNS} FROM touched s
         JOIN players p ON p.id = s.player_id`,
        [sessionId],
      );
      return row ? split(row) : undefined;
    },
  };
}

/** Which of these sessions still count (signed in, not timed out, not revoked): one query. */
export async function liveSessionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    `SELECT s.id AS "id" FROM sessions s JOIN players p ON p.id = s.player_id
     WHERE s.id = ANY($1::bigint[]) AND NOT s.pending AND ${LIVE_SESSION}`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}
