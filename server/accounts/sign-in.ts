/**
 * The end of a login that passed its checks, one for the password and the passkey: the session
 * (live, or pending while a second factor is still to come), the player's last login, the
 * browser's device token, and a notice when the browser is one the player never signed in from.
 */
import { randomBytes } from 'node:crypto';
import type { LoginAnswer, LoginFactor } from '../../machines/shared/contract.ts';
import { TURKEY_UTC_OFFSET } from '../../machines/shared/turkey-time.ts';
import type { Db } from '../db/driver.ts';
import { ok, type Success } from '../envelope.ts';
import type { Services } from '../services.ts';
import { rememberDevice } from './devices.ts';
import { securityNotice } from './security-notices.ts';
import { createSession, type Player } from './sessions.ts';

export interface SignIn {
  player: Player;
  ip: string;
  /** The device cookie the browser sent. */
  device: string | undefined;
  /** The second factor still to come (a pending session), or null. */
  factor: LoginFactor | null;
  /** The passkey that signed in, named in the new-device notice; undefined for the password. */
  passkeyName?: string;
}

export async function openSession(
  db: Db,
  services: Pick<Services, 'outbox'>,
  { player, ip, device, factor, passkeyName }: SignIn,
): Promise<Success<LoginAnswer>> {
  // Sessions past their absolute lifetime are of no use to anyone.
  await db.query(
    `DELETE FROM sessions WHERE player_id = $1 AND created_at < now() - interval '1 day'`,
    [player.id],
  );
  const pending = factor !== null;
  const { sid, binding } = await createSession(db, { playerId: player.id, ip, pending });
  await db.query('UPDATE players SET last_login_at = now() WHERE id = $1', [player.id]);
  const answer: LoginAnswer = {
    rid: player.rid,
    uid: player.uid,
    sid,
    uip: ip,
    gtm: TURKEY_UTC_OFFSET,
    language: player.language,
    username: player.username,
    lastlogin: player.lastLoginAt ? new Date(player.lastLoginAt).toISOString() : null,
    // An opaque challenge (not the authenticator secret): the site asks for the code.
    ...(factor ? { gasecret: randomBytes(24).toString('base64url'), factor } : {}),
  };
  // This device's token: the browser's next logins get an allowance of their own.
  const remembered = await rememberDevice(db, player.id, device);
  // Signed in from a browser never seen (a first login has none to compare).
  if (!remembered.seen && player.lastLoginAt !== null) {
    await securityNotice(db, services, {
      player,
      lang: player.language,
      ...(passkeyName === undefined
        ? { kind: 'login_new_device', params: { ip } }
        : { kind: 'passkey_login_new_device', params: { ip, name: passkeyName } }),
    });
  }
  // Without the binding cookie the session's sid acts as no one.
  return { ...ok(answer), cookies: { device: remembered.token, session: binding } };
}
