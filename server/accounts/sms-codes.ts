/**
 * 6-digit codes sent by SMS, each for one purpose: confirming the player's phone, signing in
 * when the player chose SMS as the second factor, or stepping up one kind of change. A code is kept as a salted hash, lives 5
 * minutes, takes 5 wrong attempts, and a new code of a purpose voids the earlier ones.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { StepUpAction } from '../../machines/shared/step-up.ts';
import type { Db } from '../db/driver.ts';
import type { Outbox } from './outbox.ts';

export type SmsPurpose = 'phone' | 'login' | `step-up:${StepUpAction}`;

const SMS_CODE_SECONDS = 5 * 60;
const SMS_CODE_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A 6-digit code stored as salt and sha256(salt + code), compared in constant time. */
function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${sha256(salt + code)}`;
}
function codeMatches(stored: string, code: string): boolean {
  const [salt = '', digest = ''] = stored.split(':');
  const given = Buffer.from(sha256(salt + code), 'hex');
  const expected = Buffer.from(digest, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Sends a new code for purpose to the player's phone (in the caller's transaction). */
export async function sendSmsCode(
  db: Db,
  outbox: Outbox,
  to: { playerId: number; phone: string; purpose: SmsPurpose },
  text: (code: string) => string,
): Promise<void> {
  await db.query(
    `UPDATE sms_codes SET used_at = now()
     WHERE player_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [to.playerId, to.purpose],
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO sms_codes (player_id, phone, code_hash, expires_at, purpose)
     VALUES ($1, $2, $3, now() + $4 * interval '1 second', $5)`,
    [to.playerId, to.phone, hashCode(code), SMS_CODE_SECONDS, to.purpose],
  );
  await outbox.send(db, { channel: 'sms', recipient: to.phone, body: text(code) });
}

/**
 * Checks a code against the player's latest live code for purpose, sent to the phone they have
 * now: 'accepted' uses it up; the fifth wrong attempt voids it.
 */
export async function checkSmsCode(
  db: Db,
  to: { playerId: number; phone: string; purpose: SmsPurpose },
  code: string,
): Promise<'accepted' | 'wrong' | 'expired'> {
  const [sent] = await db.query<{ id: number; code_hash: string }>(
    `SELECT id, code_hash FROM sms_codes
     WHERE player_id = $1 AND phone = $2 AND purpose = $3 AND used_at IS NULL
       AND expires_at > now() AND attempts < $4
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [to.playerId, to.phone, to.purpose, SMS_CODE_ATTEMPTS],
  );
  if (!sent) return 'expired';
  if (!codeMatches(sent.code_hash, code)) {
    await db.query(
      `UPDATE sms_codes SET attempts = attempts + 1,
         used_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE used_at END
       WHERE id = $1`,
      [sent.id, SMS_CODE_ATTEMPTS],
    );
    return 'wrong';
  }
  await db.query('UPDATE sms_codes SET used_at = now() WHERE id = $1', [sent.id]);
  return 'accepted';
}
