import { randomBytes } from 'node:crypto';
import { LIVE_SESSION, sha256 } from '../accounts/sessions.ts';
import type { Db } from '../db/driver.ts';
import type { Audience } from './notices.ts';

/** A ticket opens one stream, within this many seconds of being asked for. */
export const LIVE_TICKET_SECONDS = 30;

/** A new ticket for the session; only its sha256 is kept. */
export async function issueTicket(db: Db, sessionId: number): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO live_tickets (ticket_hash, session_id, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 second')`,
    [sha256(ticket), sessionId, LIVE_TICKET_SECONDS],
  );
  return ticket;
}

/**
 * Uses a ticket up: the session it was issued to, when the ticket is unused and in time, the
 * session still counts and this browser holds its binding cookie; undefined otherwise. Used or
 * not, the ticket is gone.
 */
export async function useTicket(
  db: Db,
  ticket: string,
  binding: string | undefined,
): Promise<Audience['session']> {
  if (!binding || ticket.length > 64) return undefined;
  const [row] = await db.query<{ id: number; playerId: number }>(
    `WITH used AS (
       DELETE FROM live_tickets WHERE ticket_hash = $1 RETURNING session_id, expires_at)
     SELECT s.id AS "id", s.player_id AS "playerId" FROM used u
     JOIN sessions s ON s.id = u.session_id JOIN players p ON p.id = s.player_id
     WHERE u.expires_at > now() AND s.binding_hash = $2 AND NOT s.pending AND ${LIVE_SESSION}`,
    [sha256(ticket), sha256(binding)],
  );
  return row;
}
