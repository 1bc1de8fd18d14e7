/**
 * The operator's mass messages: written once in Turkish and English, read by every player in
 * their language, each player's read flag kept apart. Plain text throughout.
 */
import * as yup from 'yup';
import type { Lang, Pagination } from '../../machines/shared/contract.ts';
import type { MassMessage } from '../../machines/shared/history.ts';
import type { Db } from '../db/driver.ts';
import { closedAt } from '../protection/closed-at.ts';
import { queuePush } from '../push/outbox.ts';

export const TITLE_MAX = 120;
export const BODY_MAX = 5000;

const text = (max: number) => yup.string().trim().required().min(1).max(max);

/** What the operator sends (POST /operator/messages). */
export const newMessageSchema = yup.object({
  titleTr: text(TITLE_MAX),
  bodyTr: text(BODY_MAX),
  titleEn: text(TITLE_MAX),
  bodyEn: text(BODY_MAX),
  /** Who sends it, for the record. */
  operator: yup.string().trim().max(60),
});
export type NewMessage = yup.InferType<typeof newMessageSchema>;

/** A message as the operator sees it: both languages and how many players have read it. */
export interface SentMessage {
  id: number;
  titleTr: string;
  titleEn: string;
  sentBy: string;
  reads: number;
  createdAt: string;
}

/**
 * Sends the message to every player, and a push to the devices subscribed to 'messages' of the
 * players it reaches, in one transaction.
 */
export function sendMessage(db: Db, message: NewMessage): Promise<SentMessage> {
  return db.transaction(async (tx) => {
    const sent = await insertMessage(tx, message);
    await queuePush(tx, { kind: 'mass_message', tag: `message-${sent.id}` }, 'all');
    return sent;
  });
}

async function insertMessage(db: Db, message: NewMessage): Promise<SentMessage> {
  const [row] = await db.query<Omit<SentMessage, 'reads'>>(
    `INSERT INTO mass_messages (title_tr, body_tr, title_en, body_en, sent_by)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING id, title_tr AS "titleTr", title_en AS "titleEn", sent_by AS "sentBy",
       created_at AS "createdAt"`,
    [
      message.titleTr,
      message.bodyTr,
      message.titleEn,
      message.bodyEn,
      message.operator || 'operator',
    ],
  );
  return { ...row!, reads: 0, createdAt: new Date(row!.createdAt).toISOString() };
}

/** The latest messages, newest first, with their read counts. */
export async function sentMessages(db: Db, limit: number): Promise<SentMessage[]> {
  const rows = await db.query<SentMessage>(
    `SELECT m.id, m.title_tr AS "titleTr", m.title_en AS "titleEn", m.sent_by AS "sentBy",
       (SELECT count(*) FROM mass_message_reads r WHERE r.message_id = m.id) AS reads,
       m.created_at AS "createdAt"
     FROM mass_messages m ORDER BY m.created_at DESC, m.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/** Mass messages are marketing: one sent while the player ($1) was closed never reaches them. */
const REACHES_PLAYER = `NOT ${closedAt('$1', 'm.created_at')}`;

/** One page of the messages in the player's language, newest first, with their read flags. */
export async function messagePage(
  db: Db,
  playerId: number,
  query: { limit: number; offset: number },
  lang: Lang,
): Promise<{ items: MassMessage[]; pagination: Pagination }> {
  const rows = await db.query<Omit<MassMessage, 'createdAt'> & { createdAt: Date }>(
    `SELECT m.id, ${lang === 'en' ? 'm.title_en' : 'm.title_tr'} AS title,
       ${lang === 'en' ? 'm.body_en' : 'm.body_tr'} AS body,
       (r.player_id IS NOT NULL) AS read, m.created_at AS "createdAt"
     FROM mass_messages m
     LEFT JOIN mass_message_reads r ON r.message_id = m.id AND r.player_id = $1
     WHERE ${REACHES_PLAYER}
     ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [playerId, query.limit, query.offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM mass_messages m WHERE ${REACHES_PLAYER}`,
    [playerId],
  );
  return {
    items: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    pagination: { ...query, total: count!.total },
  };
}

export async function unreadMessages(db: Db, playerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM mass_messages m WHERE ${REACHES_PLAYER} AND NOT EXISTS
       (SELECT 1 FROM mass_message_reads r WHERE r.message_id = m.id AND r.player_id = $1)`,
    [playerId],
  );
  return row!.n;
}

/** Marks the messages among ids read for the player; ids of no message change nothing. */
export async function markMessagesRead(
  db: Db,
  playerId: number,
  ids: readonly number[],
): Promise<void> {
  await db.query(
    `INSERT INTO mass_message_reads (player_id, message_id)
     SELECT $1, id FROM mass_messages WHERE id = ANY($2::bigint[])
     ON CONFLICT DO NOTHING`,
    [playerId, ids],
  );
}
