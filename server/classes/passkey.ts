import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { CONTRACT } from '../../machines/shared/contract/index.ts';
import {
  PASSKEY_CHALLENGE_MS,
  PASSKEYS_MAX,
  type PasskeyAssertion,
  type PasskeyAttestation,
} from '../../machines/shared/passkeys.ts';
import { knownDevice } from '../accounts/devices.ts';
import { admitLogin, loginSucceeded } from '../accounts/login-limits.ts';
import {
  challengeOf,
  issueChallenge,
  relyingParty,
  takeChallenge,
} from '../accounts/passkey-challenges.ts';
import {
  checkAssertion,
  handleOf,
  ownerOf,
  passkeyCount,
  passkeysOf,
  toPasskey,
  type PasskeyRow,
} from '../accounts/passkeys.ts';
import {
  LIMITS,
  blocked,
  limitKeys,
  reserve,
  reserveAll,
  tooManyAttempts,
} from '../accounts/rate-limit.ts';
import { checkGivenPassword, confirmReauthentication } from '../accounts/reauthentication.ts';
import {
  passkeyNotice,
  recordSecurityEvent,
  securityEventsOf,
} from '../accounts/security-events.ts';
import { PLAYER_COLUMNS, type Player } from '../accounts/sessions.ts';
import { openSession } from '../accounts/sign-in.ts';
import { confirmPasswordAndCode } from '../accounts/step-up.ts';
import type { Db } from '../db/driver.ts';
import { method, ok, refuse, type ClassOf, type Refusal } from '../envelope.ts';

const { passkey: PASSKEY } = CONTRACT;

/** ES256, EdDSA and RS256: what platform authenticators and security keys sign with. */
const ALGORITHMS = [-7, -8, -257];

/** The challenge as the options carry it: its bytes, which the browser answers base64url. */
const bytesOf = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

const limitRefusal = (): Refusal => ({ ...refuse('passkeyLimit'), params: { max: PASSKEYS_MAX } });

/** The player a passkey signs in, locked as a password login locks them. */
async function lockPlayer(db: Db, id: number): Promise<Player | undefined> {
  const [row] = await db.query<Player>(
    `SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.id = $1 FOR UPDATE OF p`,
    [id],
  );
  return row;
}

/** Keeps a passkey the browser made for the player; undefined when its credential is kept already. */
async function keepPasskey(
  db: Db,
  playerId: number,
  values: { name: string; nowMs: number },
  info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'] & object,
): Promise<PasskeyRow | undefined> {
  const { credential } = info;
  const [row] = await db.query<PasskeyRow>(
    `INSERT INTO passkeys (id, player_id, public_key, counter, transports, name, device_type,
       backed_up, aaguid, created_at)
     VALUES ($1, $2, decode($3, 'base64'), $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO NOTHING
     RETURNING id, name, created_at AS "createdAt", last_used_at AS "lastUsedAt"`,
    [
      credential.id,
      playerId,
      Buffer.from(credential.publicKey).toString('base64'),
      credential.counter,
      (credential.transports ?? []).slice(0, 8),
      values.name,
      info.credentialDeviceType,
      info.credentialBackedUp,
      info.aaguid,
      new Date(values.nowMs).toISOString(),
    ],
  );
  return row;
}

/**
 * Class passkey (machines/shared/contract/passkey.ts): signing in with a passkey, the player's
 * passkeys, and the passkey step-up's challenge. The relying party is SITE_URL's: its host is the
 * id, its origin the one origin ceremonies may come from.
 */
export const passkey = {
  login_options: method(PASSKEY.login_options, {
    handler: async ({ db, ip, services }) => {
      const limit = blocked(
        await reserveAll(db, [
          [limitKeys.passkeyOptionsAddress(ip), LIMITS.passkeyOptionsAddress],
          [limitKeys.passkeyOptionsGlobal, LIMITS.passkeyOptionsGlobal],
        ]),
      );
      if (limit) return limit;
      const challenge = await issueChallenge(db, { purpose: 'login' }, services.now());
      return ok(
        await generateAuthenticationOptions({
          rpID: relyingParty(services.siteUrl).id,
          challenge: bytesOf(challenge),
          timeout: PASSKEY_CHALLENGE_MS,
          userVerification: 'required',
        }),
      );
    },
  }),

  /**
   * Counted as a login attempt (login-limits.ts, per account and address); a passkey that
   * passes opens the session a password login opens after its second factor.
   */
  login: method(PASSKEY.login, {
    handler: async ({ data, db, device, ip, services }) => {
      const assertion = data.credential as PasskeyAssertion;
      const playerId = await ownerOf(db, assertion.id);
      const admission = await admitLogin(
        db,
        playerId === undefined ? { name: `passkey:${assertion.id}` } : { playerId },
        ip,
        playerId === undefined ? undefined : await knownDevice(db, playerId, device),
      );
      if (!admission.allowed) return tooManyAttempts(admission.retryAfterSeconds);
      const player = playerId === undefined ? undefined : await lockPlayer(db, playerId);
      if (!player) return refuse('passkeyUnknown', { field: 'credential' });
      const checked = await checkAssertion(
        db,
        { assertion, expected: { purpose: 'login' } },
        { nowMs: services.now(), siteUrl: services.siteUrl },
      );
      if (!checked.ok) return checked.reply;
      await loginSucceeded(db, admission.keys, { playerId: player.id, ip });
      if (!player.active) return refuse('inactiveAccount');
      const passkeyName = checked.passkey.name;
      await recordSecurityEvent(db, {
        playerId: player.id,
        kind: 'passkey_sign_in',
        passkeyName,
        at: new Date(services.now()),
      });
      return openSession(db, services, { player, ip, device, factor: null, passkeyName });
    },
  }),

  registration_options: method(PASSKEY.registration_options, {
    auth: true,
    prepare: (context) => checkGivenPassword(context, context.data.password),
    handler: async ({ data, db, player, services, session }, check) => {
      const { dataKeys, now } = services;
      const refused = await confirmReauthentication(
        db,
        player,
        check,
        data.ga_code,
        now(),
        dataKeys,
      );
      if (refused) return refused;
      const own = await passkeysOf(db, player.id);
      if (own.length >= PASSKEYS_MAX) return limitRefusal();
      const limit = blocked(
        await reserve(db, limitKeys.passkeyOptionsPlayer(player.id), LIMITS.passkeyOptionsPlayer),
      );
      if (limit) return limit;
      const party = relyingParty(services.siteUrl);
      const what = { purpose: 'register', playerId: player.id, sessionId: session.id } as const;
      const challenge = await issueChallenge(db, what, now());
      return ok(
        await generateRegistrationOptions({
          rpName: party.name,
          rpID: party.id,
          userName: player.username,
          userID: bytesOf(await handleOf(db, player.id)),
          userDisplayName: `${player.firstname} ${player.lastname}`,
          challenge: bytesOf(challenge),
          timeout: PASSKEY_CHALLENGE_MS,
          attestationType: 'none',
          excludeCredentials: own.map((key) => ({ id: key.id, transports: key.transports })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          supportedAlgorithmIDs: ALGORITHMS,
        }),
      );
    },
  }),

  add: method(PASSKEY.add, {
    auth: true,
    handler: async ({ data, db, player, services, session }) => {
      const attestation = data.credential as PasskeyAttestation;
      const field = { field: 'credential' };
      const challenge = challengeOf(attestation.response.clientDataJSON);
      if (!challenge) return refuse('passkeyRefused', field);
      const nowMs = services.now();
      const what = { purpose: 'register', playerId: player.id, sessionId: session.id } as const;
      if (!(await takeChallenge(db, challenge, what, nowMs))) {
        return refuse('passkeyChallengeInvalid', field);
      }
      const party = relyingParty(services.siteUrl);
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verified = await verifyRegistrationResponse({
          response: attestation,
          expectedChallenge: challenge,
          expectedOrigin: party.origin,
          expectedRPID: party.id,
          requireUserVerification: true,
          supportedAlgorithmIDs: ALGORITHMS,
        });
      } catch {
        return refuse('passkeyRefused', field);
      }
      if (!verified.verified) return refuse('passkeyRefused', field);
      if ((await passkeyCount(db, player.id)) >= PASSKEYS_MAX) return limitRefusal();
      const values = { name: data.name, nowMs };
      const row = await keepPasskey(db, player.id, values, verified.registrationInfo);
      if (!row) return refuse('passkeyExists', field);
      const at = new Date(nowMs);
      await recordSecurityEvent(db, {
        playerId: player.id,
        kind: 'passkey_added',
        passkeyName: row.name,
        at,
      });
      await passkeyNotice(db, services, player, { kind: 'passkey_added', name: row.name });
      return { ...ok(toPasskey(row)), message: 'passkeyAdded' };
    },
  }),

  list: method(PASSKEY.list, {
    auth: true,
    handler: async ({ db, player }) => ok((await passkeysOf(db, player.id)).map(toPasskey)),
  }),

  rename: method(PASSKEY.rename, {
    auth: true,
    handler: async ({ data, db, player, services }) => {
      const [row] = await db.query<PasskeyRow>(
        `UPDATE passkeys SET name = $3 WHERE id = $1 AND player_id = $2
         RETURNING id, name, created_at AS "createdAt", last_used_at AS "lastUsedAt"`,
        [data.id, player.id, data.name],
      );
      if (!row) return refuse('passkeyNotFound', { field: 'id' });
      await recordSecurityEvent(db, {
        playerId: player.id,
        kind: 'passkey_renamed',
        passkeyName: row.name,
        at: new Date(services.now()),
      });
      return { ...ok(toPasskey(row)), message: 'passkeyRenamed' };
    },
  }),

  /**
   * The password and the code of the player's other factor (an SMS code sent for 'factor-off'),
   * never the passkey: the one removed may be lost with its device.
   */
  remove: method(PASSKEY.remove, {
    auth: true,
    prepare: (context) => checkGivenPassword(context, context.data.password),
    handler: async ({ data, db, player, services }, check) => {
      const [row] = await db.query<{ name: string }>(
        'SELECT name FROM passkeys WHERE id = $1 AND player_id = $2 FOR UPDATE',
        [data.id, player.id],
      );
      if (!row) return refuse('passkeyNotFound', { field: 'id' });
      const nowMs = services.now();
      const step = { check, code: data.ga_code, action: 'factor-off' } as const;
      const refused = await confirmPasswordAndCode(db, player, step, nowMs, services.dataKeys);
      if (refused) return refused;
      await db.query('DELETE FROM passkeys WHERE id = $1', [data.id]);
      await recordSecurityEvent(db, {
        playerId: player.id,
        kind: 'passkey_removed',
        passkeyName: row.name,
        at: new Date(nowMs),
      });
      await passkeyNotice(db, services, player, { kind: 'passkey_removed', name: row.name });
      return { ...ok(null), message: 'passkeyRemoved' };
    },
  }),

  step_up_options: method(PASSKEY.step_up_options, {
    auth: true,
    handler: async ({ data, db, player, services, session }) => {
      const own = await passkeysOf(db, player.id);
      if (own.length === 0) return refuse('noPasskey');
      const limit = blocked(
        await reserve(db, limitKeys.passkeyOptionsPlayer(player.id), LIMITS.passkeyOptionsPlayer),
      );
      if (limit) return limit;
      const what = {
        purpose: 'step-up',
        playerId: player.id,
        sessionId: session.id,
        action: data.action,
      } as const;
      const challenge = await issueChallenge(db, what, services.now());
      return ok(
        await generateAuthenticationOptions({
          rpID: relyingParty(services.siteUrl).id,
          challenge: bytesOf(challenge),
          timeout: PASSKEY_CHALLENGE_MS,
          userVerification: 'required',
          allowCredentials: own.map((key) => ({ id: key.id, transports: key.transports })),
        }),
      );
    },
  }),

  security_events: method(PASSKEY.security_events, {
    auth: true,
    handler: async ({ db, player }) => ok(await securityEventsOf(db, player.id)),
  }),
} satisfies ClassOf<'passkey'>;
