/**
 * The players' passkeys (WebAuthn discoverable credentials, checked with @simplewebauthn/server):
 * what is kept of each, and the check of an assertion for a sign-in or a step-up.
 */
import { randomBytes } from 'node:crypto';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { Passkey, PasskeyAssertion } from '../../machines/shared/passkeys.ts';
import type { Db } from '../db/driver.ts';
import { refuse, type Refusal } from '../envelope.ts';
import {
  challengeOf,
  relyingParty,
  takeChallenge,
  type ChallengeFor,
} from './passkey-challenges.ts';
import { recordSecurityEvent } from './security-events.ts';

/** A passkey as the platform keeps it. */
export interface PasskeyRow {
  id: string;
  playerId: number;
  /** The COSE public key, base64. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** The user handle of the passkey's player (players.passkey_handle). */
  handle: string | null;
}

const COLUMNS = `k.id AS "id", k.player_id AS "playerId",
  encode(k.public_key, 'base64') AS "publicKey", k.counter AS "counter",
  k.transports AS "transports", k.name AS "name", k.created_at AS "createdAt",
  k.last_used_at AS "lastUsedAt", p.passkey_handle AS "handle"`;

const iso = (at: Date | string) => new Date(at).toISOString();

export const toPasskey = (row: Pick<PasskeyRow, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>) =>
  ({
    id: row.id,
    name: row.name,
    createdAt: iso(row.createdAt),
    lastUsedAt: row.lastUsedAt === null ? null : iso(row.lastUsedAt),
  }) satisfies Passkey;

/** The player's passkeys, newest first. */
export const passkeysOf = (db: Db, playerId: number) =>
  db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys k JOIN players p ON p.id = k.player_id
     WHERE k.player_id = $1 ORDER BY k.created_at DESC, k.id`,
    [playerId],
  );

export async function passkeyCount(db: Db, playerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM passkeys WHERE player_id = $1',
    [playerId],
  );
  return row?.n ?? 0;
}

/** The passkey with this credential id, locked to the end of the call. */
export async function lockPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys k JOIN players p ON p.id = k.player_id
     WHERE k.id = $1 FOR UPDATE OF k`,
    [id],
  );
  return row;
}

/** Whose passkey this credential id is (unlocked: a sign-in locks the player first). */
export async function ownerOf(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db.query<{ playerId: number }>(
    'SELECT player_id AS "playerId" FROM passkeys WHERE id = $1',
    [id],
  );
  return row?.playerId;
}

/**
 * The player's user handle, the user.id their authenticators keep: random, made with their
 * first passkey and kept for good (a discoverable credential names its player by it).
 */
export async function handleOf(db: Db, playerId: number): Promise<string> {
  const [row] = await db.query<{ handle: string }>(
    `UPDATE players SET passkey_handle = COALESCE(passkey_handle, $2) WHERE id = $1
     RETURNING passkey_handle AS handle`,
    [playerId, randomBytes(32).toString('base64url')],
  );
  return row!.handle;
}

/** What an assertion must answer: a sign-in's challenge, or this player's step-up's. */
export type AssertionFor = { purpose: 'login' } | Extract<ChallengeFor, { purpose: 'step-up' }>;

export type AssertionCheck = { ok: true; passkey: PasskeyRow } | { ok: false; reply: Refusal };

const refused = (reply: Refusal): AssertionCheck => ({ ok: false, reply });

/**
 * Checks an assertion in the call's transaction: a credential of the player (any player's for a
 * sign-in), the platform's challenge for exactly this (used up here), the relying party's id and
 * origin, user verification, the signature, and a sign count that went up. A count that did not
 * is a cloned authenticator's: refused, and recorded as a security event (refusals commit their
 * writes, so the record stays). On success the passkey's count and last use are kept.
 */
export async function checkAssertion(
  db: Db,
  { assertion, expected }: { assertion: PasskeyAssertion; expected: AssertionFor },
  { nowMs, siteUrl }: { nowMs: number; siteUrl: string },
): Promise<AssertionCheck> {
  const field = { field: expected.purpose === 'login' ? 'credential' : 'passkey' };
  const challenge = challengeOf(assertion.response.clientDataJSON);
  if (!challenge) return refused(refuse('passkeyRefused', field));
  const row = await lockPasskey(db, assertion.id);
  if (!row) return refused(refuse('passkeyUnknown', field));
  if ('playerId' in expected && row.playerId !== expected.playerId) {
    return refused(refuse('passkeyNotYours', field));
  }
  if (!(await takeChallenge(db, challenge, expected, nowMs))) {
    return refused(refuse('passkeyChallengeInvalid', field));
  }
  const userHandle = assertion.response.userHandle;
  if (userHandle !== undefined && userHandle !== row.handle) {
    return refused(refuse('passkeyRefused', field));
  }
  const party = relyingParty(siteUrl);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
      // The count is compared below, once the signature is known to be the authenticator's:
      // a forged assertion must not be recorded as a cloned one.
      credential: {
        id: row.id,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64')),
        counter: 0,
        transports: row.transports,
      },
    });
    if (!verified.verified) return refused(refuse('passkeyRefused', field));
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    return refused(refuse('passkeyRefused', field));
  }
  const now = new Date(nowMs);
  if ((newCounter > 0 || row.counter > 0) && newCounter <= row.counter) {
    await recordSecurityEvent(db, {
      playerId: row.playerId,
      kind: 'passkey_counter_mismatch',
      passkeyName: row.name,
      at: now,
    });
    return refused(refuse('passkeyCounterMismatch', field));
  }
  await db.query('UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [
    row.id,
    newCounter,
    now.toISOString(),
  ]);
  return { ok: true, passkey: { ...row, counter: newCounter, lastUsedAt: now } };
}
