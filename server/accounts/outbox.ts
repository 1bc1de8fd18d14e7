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
 * Where e-mails and SMS go. No delivery provider is wired in: in the demo start, development and
 * test mode (DEMO_OUTBOX=1, PLATFORM_DEV=1 or PLATFORM_TEST_FAULTS=1) messages are written to
 * the outbox table, where the demo mailbox page, `npm run outbox` and the tests read them;
 * otherwise nothing is written and a warning is logged (without the message, which carries a
 * secret).
 */
export interface Outbox {
  readonly enabled: boolean;
  /** Writes in the caller's transaction: a call that fails sends nothing. */
  send(db: Db, message: OutboxMessage): Promise<void>;
  /**
   * True when no message can go out, after logging the warning send would log: a call whose
   * whole point is a message (a reset link, a code) then refuses, rather than tell the player
   * that something is on its way.
   */
  undeliverable(message: Pick<OutboxMessage, 'channel' | 'recipient'>): boolean;
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
  const undeliverable: Outbox['undeliverable'] = ({ channel, recipient }) => {
    if (enabled) return false;
    log.warn(
      { channel, recipient: maskRecipient(recipient) },
      'no delivery provider is configured: message not sent',
    );
    return true;
  };
  return {
    enabled,
    undeliverable,
    async send(db, { channel, recipient, subject = '', body }) {
      if (undeliverable({ channel, recipient })) return;
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
