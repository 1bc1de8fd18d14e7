import type { ProtectionEvent } from '../../machines/shared/protection.ts';
import type { Db } from '../db/driver.ts';

/** Who makes a change: the player from the site, or the operator (with the reason kept). */
export interface ProtectionActor {
  actor: 'player' | 'operator';
  reason?: string;
  /** The operator's name, from the desk's credential (kept in the event's details). */
  name?: string;
}

/** An event as the operator's desk shows it: with the operator's reason (never the player). */
export type OperatorProtectionEvent = ProtectionEvent & { reason: string };

interface EventRow extends Omit<OperatorProtectionEvent, 'createdAt'> {
  createdAt: Date;
}

/** How many of a player's latest events are shown, to the player and to the operator. */
const SHOWN = 50;

/** The player's latest protection events with the operator's reasons, newest first. */
export async function operatorEvents(db: Db, playerId: number): Promise<OperatorProtectionEvent[]> {
  const rows = await db.query<EventRow>(
    `SELECT action, details, actor, reason, created_at AS "createdAt" FROM protection_events
     WHERE player_id = $1 ORDER BY id DESC LIMIT ${SHOWN}`,
    [playerId],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/** The same events as the player's history shows them: never the operator's reason. */
export async function protectionEvents(db: Db, playerId: number): Promise<ProtectionEvent[]> {
  return (await operatorEvents(db, playerId)).map(({ action, details, actor, createdAt }) => ({
    action,
    details,
    actor,
    createdAt,
  }));
}

/** Writes one change into the player's protection history (protection_events). */
export async function recordEvent(
  db: Db,
  playerId: number,
  action: string,
  details: object,
  { actor, reason = '', name }: ProtectionActor,
  nowMs: number,
) {
  const kept = name ? { ...details, operator: name } : details;
  await db.query(
    `INSERT INTO protection_events (player_id, action, details, actor, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [playerId, action, JSON.stringify(kept), actor, reason, new Date(nowMs)],
  );
}
