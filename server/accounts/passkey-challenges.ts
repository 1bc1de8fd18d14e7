/**
 * The challenges of passkey ceremonies (machines/shared/contract/passkey.ts): issued by the
 * platform, single use, good for PASSKEY_CHALLENGE_MS by the platform's clock, and bound to what
 * they were issued for. A sign-in's is anyone's; a new passkey's is the session's that asked, a
 * step-up's the session's and its action's.
 */
import { randomBytes } from 'node:crypto';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { PASSKEY_CHALLENGE_MS } from '../../machines/shared/passkeys.ts';
import type { StepUpAction } from '../../machines/shared/step-up.ts';
import type { Db } from '../db/driver.ts';

/** The relying party: SITE_URL's host is its id, its origin the only one ceremonies come from. */
export function relyingParty(siteUrl: string) {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: 'Anka Casino' };
}

export type ChallengeFor =
  | { purpose: 'login' }
  | { purpose: 'register'; playerId: number; sessionId: number }
  | { purpose: 'step-up'; playerId: number; sessionId: number; action: StepUpAction };

const bindingOf = (what: ChallengeFor) => [
  what.purpose,
  'playerId' in what ? what.playerId : null,
  'sessionId' in what ? what.sessionId : null,
  what.purpose === 'step-up' ? what.action : null,
];

/** A new challenge for what, kept until it is used or runs out. */
export async function issueChallenge(db: Db, what: ChallengeFor, nowMs: number): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO passkey_challenges (challenge, purpose, player_id, session_id, action, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [challenge, ...bindingOf(what), new Date(nowMs + PASSKEY_CHALLENGE_MS).toISOString()],
  );
  return challenge;
}

/**
 * Uses the challenge for what, once: true when it was issued for exactly that, is unused and has
 * not run out. One UPDATE decides, so of two ceremonies racing with it only one gets it; one
 * issued for another session or action stays unused for its own.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  what: ChallengeFor,
  nowMs: number,
): Promise<boolean> {
  const now = new Date(nowMs).toISOString();
  const taken = await db.query(
    `UPDATE passkey_challenges SET used_at = $6
     WHERE challenge = $1 AND used_at IS NULL AND expires_at > $6 AND purpose = $2
       AND player_id IS NOT DISTINCT FROM $3 AND session_id IS NOT DISTINCT FROM $4
       AND action IS NOT DISTINCT FROM $5
     RETURNING 1`,
    [challenge, ...bindingOf(what), now],
  );
  return taken.length === 1;
}

/** What an issued challenge looks like (base64url of 32 bytes); anything else is no one's. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** The challenge a ceremony's clientDataJSON answers, or undefined when it cannot be one. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && CHALLENGE.test(challenge) ? challenge : undefined;
  } catch {
    return undefined;
  }
}
