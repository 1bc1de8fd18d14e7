/**
 * A change of e-mail address, with one answer whether or not the new address is taken (no
 * enumeration): change_email only sends mail and answers "a link was sent" either way. A free
 * address gets a link that switches it when followed (confirm_email); the owner of a taken one
 * gets a neutral notice instead, and nothing changes. The current address hears of the request
 * in both cases, and again when the address switches.
 */
import { randomBytes } from 'node:crypto';
import type { Lang } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { ok, refuse, type Reply } from '../envelope.ts';
import { t, type MessageKey } from '../messages.ts';
import type { Services } from '../services.ts';
import { maskRecipient } from './outbox.ts';
import { sha256, type Player } from './sessions.ts';

export const EMAIL_LINK_HOURS = 24;

interface Owner {
  id: number;
  firstname: string;
  email: string;
  language: Lang;
  active: boolean;
}

const OWNER_COLUMNS = 'id, firstname, email, language, active';

/** Another player whose address this is, whatever its case. */
async function ownerOf(db: Db, email: string, playerId: number): Promise<Owner | undefined> {
  const [owner] = await db.query<Owner>(
    `SELECT ${OWNER_COLUMNS} FROM players WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1`,
    [email, playerId],
  );
  return owner;
}

const mail = (
  db: Db,
  services: Services,
  to: { email: string; language: Lang },
  [subject, body]: [MessageKey, MessageKey],
  params: Record<string, string | number>,
) =>
  services.outbox.send(db, {
    channel: 'email',
    recipient: to.email,
    subject: t(subject, to.language),
    body: t(body, to.language, params),
  });

/** Voids the player's links not followed yet: a password change or reset cancels a change. */
export const voidEmailChanges = (db: Db, playerId: number) =>
  db.query('UPDATE email_changes SET used_at = now() WHERE player_id = $1 AND used_at IS NULL', [
    playerId,
  ]);

/**
 * change_email's work once the password (and code) passed. Both paths void earlier links and
 * write the same mails to the player, so the player can tell a taken address from a free one
 * by nothing they receive.
 */
export async function requestEmailChange(
  db: Db,
  {
    player,
    email,
    lang,
    services,
  }: { player: Player; email: string; lang: Lang; services: Services },
): Promise<void> {
  await voidEmailChanges(db, player.id);
  // The player's mails are in the language they use the site in now.
  await mail(
    db,
    services,
    { email: player.email, language: lang },
    ['emailChangeRequestedMailSubject', 'emailChangeRequestedMailBody'],
    { name: player.firstname, email: maskRecipient(email) },
  );
  const owner = await ownerOf(db, email, player.id);
  if (owner) {
    await mail(db, services, owner, ['emailInUseMailSubject', 'emailInUseMailBody'], {
      name: owner.firstname,
    });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO email_changes (token_hash, player_id, email, expires_at)
     VALUES ($1, $2, $3, now() + $4 * interval '1 hour')`,
    [sha256(token), player.id, email, EMAIL_LINK_HOURS],
  );
  await mail(
    db,
    services,
    { email, language: lang },
    ['emailConfirmMailSubject', 'emailConfirmMailBody'],
    {
      name: player.firstname,
      link: `${services.siteUrl}/account_email?token=${token}`,
      hours: EMAIL_LINK_HOURS,
    },
  );
}

const LIVE_LINK = 'token_hash = $1 AND used_at IS NULL AND expires_at > now()';

/**
 * confirm_email: a live link switches its player's address, once; a link that is unknown,
 * used, expired, voided, or whose address was taken since it was sent changes nothing.
 */
export async function confirmEmailChange(
  db: Db,
  { token, lang, services }: { token: string; lang: Lang; services: Services },
): Promise<Reply<{ email: string }>> {
  const hash = sha256(token);
  const [change] = await db.query<{ player_id: number; email: string }>(
    `SELECT player_id, email FROM email_changes WHERE ${LIVE_LINK}`,
    [hash],
  );
  if (!change) return refuse('emailLinkInvalid');
  // The player row first, as every account write locks it.
  const [player] = await db.query<Owner>(
    `SELECT ${OWNER_COLUMNS} FROM players WHERE id = $1 FOR UPDATE`,
    [change.player_id],
  );
  if (!player?.active || (await ownerOf(db, change.email, player.id))) {
    return refuse('emailLinkInvalid');
  }
  const spent = await db.query(
    `UPDATE email_changes SET used_at = now() WHERE ${LIVE_LINK} RETURNING 1`,
    [hash],
  );
  // Followed twice at once: the other call switched it.
  if (spent.length === 0) return refuse('emailLinkInvalid');
  await voidEmailChanges(db, player.id);
  await db.query('UPDATE players SET email = $2 WHERE id = $1', [player.id, change.email]);
  // The old address hears of it, so a taken-over account does not change hands silently.
  await mail(
    db,
    services,
    { email: player.email, language: lang },
    ['emailChangedMailSubject', 'emailChangedMailBody'],
    { name: player.firstname, email: maskRecipient(change.email) },
  );
  return { ...ok({ email: change.email }), message: 'emailChanged' };
}
