import type { Db } from '../db/driver.ts';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  channel: OutboxChannel;
  /** E-mail address or phone number (+90…). */
  recipient: string;
  subject?: string;
  body: string;
}

export interface OutboxRow {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export interface OutboxLogger {
  warn(details: object, message: string): void;
}

/**
 * Where e-mails and SMS go. No delivery provider is wired in: in development and test mode
 * (PLATFORM_DEV=1 or PLATFORM_TEST_FAULTS=1) messages are written to the outbox table, where
 * `npm run outbox` and the tests read them; otherwise nothing is written and a warning is
 * logged (without the message, which carries a secret).
 */
export interface Outbox {
  readonly enabled: boolean;
  /** Writes in the caller's transaction: a call that fails sends nothing. */
  send(db: Db, message: OutboxMessage): Promise<void>;
}

/** 'demo@ankacasino.example' → 'd***@ankacasino.example'; '+905321234567' → '+90*******4567'. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.length > 7
    ? `${recipient.slice(0, 3)}${'*'.repeat(recipient.length - 7)}${recipient.slice(-4)}`
    : '***';
}

export function createOutbox({ enabled, log }: { enabled: boolean; log: OutboxLogger }): Outbox {
  return {
    enabled,
    async send(db, { channel, recipient, subject = '', body }) {
      if (!enabled) {
        log.warn(
          { channel, recipient: maskRecipient(recipient) },
          'no delivery provider is configured: message not sent',
        );
        return;
      }
      await db.query(
        'INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)',
        [channel, recipient, subject, body],
      );
    },
  };
}

interface Row {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
}

/** The latest messages, newest first; only those to recipient when given. */
export async function readOutbox(
  db: Db,
  { recipient, limit = 20 }: { recipient?: string; limit?: number } = {},
): Promise<OutboxRow[]> {
  const rows = await db.query<Row>(
    `SELECT id, channel, recipient, subject, body, created_at FROM outbox
     WHERE $1::text IS NULL OR lower(recipient) = lower($1::text)
     ORDER BY id DESC LIMIT $2`,
    [recipient ?? null, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
