import { randomBytes } from 'node:crypto';
import type { Lang, TwoFactorType } from '../../machines/shared/contract.ts';
import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { atLeast, queue } from '../accounts/even-time.ts';
import {
  admitLogin,
  clearAccountFailures,
  loginSucceeded,
  type Admission,
} from '../accounts/login-limits.ts';
import {
  LIMITS,
  blocked,
  codeLimits,
  limitKeys,
  release,
  reserveAll,
  tooManyAttempts,
} from '../accounts/rate-limit.ts';
import {
  checkGivenPassword,
  checkPassword,
  confirmPassword,
  reauthenticated,
} from '../accounts/reauthentication.ts';
import { knownDevice } from '../accounts/devices.ts';
import { passkeyCount } from '../accounts/passkeys.ts';
import { openSession } from '../accounts/sign-in.ts';
import { registerOrMail } from '../accounts/registration.ts';
import { securityNotice } from '../accounts/security-notices.ts';
import {
  confirmEmailChange,
  requestEmailChange,
  voidEmailChanges,
} from '../accounts/email-change.ts';
import { open, seal, type DataKeys } from '../data-keys.ts';
import { checkSmsCode, sendSmsCode } from '../accounts/sms-codes.ts';
import {
  checkStepUpPassword,
  confirmPasskeyStepUp,
  confirmStepUp,
  hasPasskey,
  proofOf,
  secondFactorOf,
  sendStepUpCode,
  stepUpCall,
  steppedUp,
} from '../accounts/step-up.ts';
import { PLAYER_COLUMNS, revokeSessions, sha256, type Player } from '../accounts/sessions.ts';
import { newTotpSecret, otpauthUri, verifyTotp } from '../accounts/totp.ts';
import { removeSessionDevices } from '../push/subscriptions.ts';
import { favorites } from './favorites.ts';
import type { Db } from '../db/driver.ts';
import type { Services } from '../services.ts';
import {
  method,
  ok,
  refuse,
  type ClassOf,
  type Refusal,
  type Reply,
  type SignedInContext,
} from '../envelope.ts';
import { t, type MessageKey } from '../messages.ts';
import { signedOut } from '../protection/game-sessions.ts';

const RESET_TOKEN_SECONDS = 30 * 60;
/** At most this many reset e-mails per account and hour; more requests send nothing. */
const RESET_MAILS_PER_HOUR = 5;
/**
 * register and forgot answer no sooner than this after their transaction began, so a new and a
 * known username, e-mail or tckn take the same time (the transaction takes a few ms).
 */
const EVEN_ANSWER_MS = 100;
/** Registration hashes run one at a time per server: a burst of them leaves scrypt to logins. */
const registrationHashes = queue(1);

const { user: USER } = CONTRACT;

const withMessage = <R extends Reply>(reply: R, message: MessageKey): R => ({ ...reply, message });

async function findPlayer(db: Db, where: string, value: unknown): Promise<Player | undefined> {
  const [row] = await db.query<Player>(
    `SELECT ${PLAYER_COLUMNS} FROM players p WHERE ${where} LIMIT 1`,
    [value],
  );
  return row;
}

/** Username or e-mail, whatever their case. */
const findByLogin = (db: Db, name: string) =>
  findPlayer(db, 'lower(p.username) = lower($1) OR lower(p.email) = lower($1)', name);

const lockPlayer = (db: Db, id: number) =>
  db.query<{ password_hash: string }>(
    'SELECT password_hash FROM players WHERE id = $1 FOR UPDATE',
    [id],
  );

const twoFactorOf = (player: Player): TwoFactorType =>
  player.authenticatorOn ? 'authenticator' : player.twoFactor;

interface AuthenticatorRow {
  secret: string | null;
  pending_secret: string | null;
  last_used_step: number;
}

/** The player's authenticator row, locked, its secrets opened (they are sealed at rest). */
async function lockAuthenticator(
  db: Db,
  playerId: number,
  keys: DataKeys,
): Promise<AuthenticatorRow | undefined> {
  const [row] = await db.query<AuthenticatorRow>(
    `SELECT secret, pending_secret, last_used_step FROM authenticators
     WHERE player_id = $1 FOR UPDATE`,
    [playerId],
  );
  const opened = (value: string | null) => (value === null ? null : open(keys, value));
  return row && { ...row, secret: opened(row.secret), pending_secret: opened(row.pending_secret) };
}

/** Counts a username or e-mail change attempt, whatever its outcome; answers the refusal. */
const identityChangeLimit = async (db: Db, playerId: number, ip: string) =>
  blocked(
    await reserveAll(db, [
      [limitKeys.identityChange(playerId), LIMITS.identityChange],
      [limitKeys.identityChangeAddress(ip), LIMITS.identityChangeAddress],
    ]),
  );

/**
 * A login waiting for the SMS code the login sent: the right code makes the session live.
 * Wrong codes count against the player's code limits, as authenticator codes do.
 */
async function checkSmsLogin({
  data,
  db,
  ip,
  player,
  session,
}: Pick<SignedInContext<{ ga_code: string }>, 'data' | 'db' | 'ip' | 'player' | 'session'>) {
  const limit = blocked(await reserveAll(db, codeLimits(player.id, ip)));
  if (limit) return limit;
  const checked = await checkSmsCode(
    db,
    { playerId: player.id, phone: player.phone, purpose: 'login' },
    data.ga_code,
  );
  if (checked === 'expired') return refuse('smsCodeExpired');
  if (checked === 'wrong') return refuse('wrongCode');
  await release(db, limitKeys.code(player.id));
  await db.query('UPDATE sessions SET pending = false, last_seen = now() WHERE id = $1', [
    session.id,
  ]);
  return ok(true);
}

type LoginCheck =
  | { kind: 'blocked'; reply: Refusal }
  | {
      kind: 'checked';
      player: Player | undefined;
      valid: boolean;
      keys: Extract<Admission, { allowed: true }>['keys'];
      /** A new hash when the stored one was made with other scrypt parameters. */
      rehash: string | undefined;
    };

type PasswordChangeCheck =
  { kind: 'refused'; reply: Refusal } | { kind: 'checked'; oldHash: string; newHash: string };

/** Whether another player than playerId has this username, whatever its case. */
async function usernameTaken(db: Db, username: string, playerId: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM players WHERE lower(username) = lower($1) AND id <> $2 LIMIT 1',
    [username, playerId],
  );
  return rows.length > 0;
}

/** Whether another player has confirmed this phone number (one confirmed owner per number). */
async function confirmedElsewhere(db: Db, phone: string, playerId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM players WHERE phone = $1 AND phone_confirmed_at IS NOT NULL AND id <> $2`,
    [phone, playerId],
  );
  return rows.length > 0;
}

/** forgot's work in its transaction: a reset link to an active owner of the address, if any. */
async function sendResetLink(
  db: Db,
  { email, lang, services }: { email: string; lang: Lang; services: Services },
): Promise<void> {
  const player = await findPlayer(db, 'lower(p.email) = lower($1)', email);
  if (!player?.active) return;
  const [recent] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM password_resets
     WHERE player_id = $1 AND created_at > now() - interval '1 hour'`,
    [player.id],
  );
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return;
  // A new link replaces the ones sent before.
  await db.query(
    'UPDATE password_resets SET used_at = now() WHERE player_id = $1 AND used_at IS NULL',
    [player.id],
  );
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO password_resets (token_hash, player_id, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 second')`,
    [sha256(token), player.id, RESET_TOKEN_SECONDS],
  );
  const link = `${services.siteUrl}/account_reset?token=${token}`;
  await services.outbox.send(db, {
    channel: 'email',
    recipient: player.email,
    subject: t('resetMailSubject', lang),
    body: t('resetMailBody', lang, { name: player.firstname, link }),
  });
}

export const user = {
  favorites,
  register: method(USER.register, {
    /**
     * Everything outside the method's own transaction, so the answer can wait for its even time
     * without holding a connection. Every registration hashes its password, duplicate or not.
     */
    prepare: async ({ data, db, ip, lang, services }) => {
      const limit = blocked(
        await reserveAll(db, [
          [limitKeys.registerAddress(ip), LIMITS.registerAddress],
          [limitKeys.registerGlobal, LIMITS.registerGlobal],
        ]),
      );
      if (limit) return limit;
      const hash = await registrationHashes(() => services.passwords.hash(data.password));
      return atLeast(EVEN_ANSWER_MS, () =>
        db.transaction((tx) => registerOrMail(tx, { services, lang, values: data, hash })),
      );
    },
    handler: async (_context, reply) => reply,
  }),

  login: method(USER.login, {
    /**
     * Outside the transaction: the attempt is counted first (login-limits.ts: per account and
     * address, per address, per account), then the password is checked. An unknown name is
     * checked against a dummy hash, so it costs what a wrong password costs.
     */
    prepare: async ({ data, db, device, ip, services }): Promise<LoginCheck> => {
      const player = await findByLogin(db, data.username);
      const admission = await admitLogin(
        db,
        player ? { playerId: player.id } : { name: data.username },
        ip,
        player && (await knownDevice(db, player.id, device)),
      );
      if (!admission.allowed) {
        return { kind: 'blocked', reply: tooManyAttempts(admission.retryAfterSeconds) };
      }
      const { passwords } = services;
      const valid = player
        ? await passwords.verify(data.password, player.passwordHash)
        : await passwords.verifyDummy(data.password);
      const rehash =
        valid && player && passwords.needsRehash(player.passwordHash)
          ? await passwords.hash(data.password)
          : undefined;
      return { kind: 'checked', player, valid, keys: admission.keys, rehash };
    },
    handler: async ({ db, device, ip, services }, check) => {
      if (check.kind === 'blocked') return check.reply;
      const { player } = check;
      // The failure stays counted; unknown name and wrong password answer alike.
      if (!player || !check.valid) return refuse('loginFailed');
      const [locked] = await lockPlayer(db, player.id);
      // The password changed while it was being checked: the checked one is no longer it.
      if (locked?.password_hash !== player.passwordHash) return refuse('loginFailed');
      await loginSucceeded(db, check.keys, { playerId: player.id, ip });
      if (!player.active) return refuse('inactiveAccount');
      if (check.rehash) {
        await db.query('UPDATE players SET password_hash = $2 WHERE id = $1', [
          player.id,
          check.rehash,
        ]);
      }
      const factor = secondFactorOf(player);
      if (factor === 'sms') {
        // No code can reach the phone: say so rather than ask for a code that never comes.
        if (services.outbox.undeliverable({ channel: 'sms', recipient: player.phone })) {
          return refuse('smsUndeliverable');
        }
        // The code goes to the phone at every login: counted like any SMS to that number.
        const limit = blocked(
          await reserveAll(db, [
            [limitKeys.smsPhone(player.phone), LIMITS.smsPhone],
            [limitKeys.smsGlobal, LIMITS.smsGlobal],
          ]),
        );
        if (limit) return limit;
        await sendSmsCode(
          db,
          services.outbox,
          { playerId: player.id, phone: player.phone, purpose: 'login' },
          (code) => t('smsLoginBody', player.language, { code }),
        );
      }
      return openSession(db, services, { player, ip, device, factor });
    },
  }),

  logout: method(USER.logout, {
    auth: true,
    handler: async ({ db, player, services, session }) => {
      await db.query(
        `UPDATE sessions SET revoked_at = now(), revoked_reason = 'logout' WHERE id = $1`,
        [session.id],
      );
      // The game session is the player's: it ends with their last sign-in.
      await signedOut(db, player.id, services.now());
      // A device signed out hears nothing more: it may be someone else's next.
      await removeSessionDevices(db, session.id);
      // The browser forgets the binding of the session that ended.
      return { ...withMessage(ok(null), 'loggedOut'), cookies: { session: null } };
    },
  }),

  get_user_profile: method(USER.get_user_profile, {
    auth: true,
    handler: async ({ db, player }) => {
      const passkeys = await passkeyCount(db, player.id);
      return ok({
        uid: player.uid,
        firstname: player.firstname,
        lastname: player.lastname,
        username: player.username,
        email: player.email,
        phone: player.phone,
        phoneConfirmed: player.phoneConfirmed,
        birthDate: player.birthDate,
        country: player.country,
        city: player.city,
        address: player.address,
        twoFactor: twoFactorOf(player),
        stepUpFactor: passkeys > 0 ? ('passkey' as const) : secondFactorOf(player),
        passkeyCount: passkeys,
        createdAt: new Date(player.createdAt).toISOString(),
      });
    },
  }),

  pass_change: method(USER.pass_change, {
    auth: true,
    // A wrong current password counts as a failed login of the account: a stolen session
    // cannot be used to guess the password.
    prepare: async (context): Promise<PasswordChangeCheck> => {
      const { data, services } = context;
      const check = await checkPassword(context, data.currentPassword, 'currentPassword');
      if (check.kind === 'refused') return check;
      if (data.password === data.currentPassword) {
        return { kind: 'refused', reply: refuse('samePassword') };
      }
      const newHash = await services.passwords.hash(data.password);
      return { kind: 'checked', oldHash: check.passwordHash, newHash };
    },
    handler: async (context, check) => {
      const { data, db, lang, player, services, session } = context;
      if (check.kind === 'refused') return check.reply;
      // The step-up of a password change: its current password is the form's own.
      const passwordCheck = { kind: 'checked', passwordHash: check.oldHash } as const;
      const refused = await confirmStepUp(
        stepUpCall(context),
        proofOf('password', data, passwordCheck),
      );
      if (refused) return refused;
      const changed = await db.query(
        `UPDATE players SET password_hash = $3, password_changed_at = now()
         WHERE id = $1 AND password_hash = $2 RETURNING id`,
        [player.id, check.oldHash, check.newHash],
      );
      if (changed.length === 0) return refuse('wrongCurrentPassword', { field: 'currentPassword' });
      await revokeSessions(db, player.id, 'password changed', { except: session.id });
      // A pending e-mail change asked for with the old password waits no more.
      await voidEmailChanges(db, player.id);
      await db.query(
        'UPDATE password_resets SET used_at = now() WHERE player_id = $1 AND used_at IS NULL',
        [player.id],
      );
      await securityNotice(db, services, { player, kind: 'password_changed', lang });
      return withMessage(ok(null), 'passwordChanged');
    },
  }),

  change_username: reauthenticated(USER.change_username, async ({ data, db, ip, player }) => {
    const limit = await identityChangeLimit(db, player.id, ip);
    if (limit) return limit;
    // A change of case only ('ayse' → 'Ayse') is a change; the same spelling is not.
    if (data.username === player.username) return refuse('sameUsername');
    if (await usernameTaken(db, data.username, player.id)) {
      return refuse('usernameTaken');
    }
    await db.query('UPDATE players SET username = $2 WHERE id = $1', [player.id, data.username]);
    return withMessage(ok({ username: data.username }), 'usernameChanged');
  }),

  /**
   * One answer whether or not the address is taken: accounts/email-change.ts. Stepped up: the
   * address is where a password reset goes.
   */
  change_email: steppedUp(
    'email',
    USER.change_email,
    async ({ data, db, ip, lang, player, services }) => {
      const limit = await identityChangeLimit(db, player.id, ip);
      if (limit) return limit;
      if (data.email.toLowerCase() === player.email.toLowerCase()) return refuse('sameEmail');
      // Refused alike for a taken and a free address: the link or the notice cannot go out.
      if (services.outbox.undeliverable({ channel: 'email', recipient: data.email })) {
        return refuse('emailUndeliverable');
      }
      await requestEmailChange(db, { player, email: data.email, lang, services });
      return withMessage(ok({ email: data.email }), 'emailChangeSent');
    },
  ),

  /** The link of change_email's mail: its token alone switches the address (no session). */
  confirm_email: method(USER.confirm_email, {
    handler: ({ data, db, lang, services }) =>
      confirmEmailChange(db, { token: data.token, lang, services }),
  }),

  /**
   * The new number is unconfirmed until its SMS code is validated (sms_send, sms_validate); SMS
   * as the second factor falls back to none meanwhile. A number confirmed on another account
   * cannot be taken.
   */
  change_phone: reauthenticated(USER.change_phone, async ({ data, db, lang, player, services }) => {
    const phone = `+90${data.phone}`;
    if (phone === player.phone) return refuse('samePhone');
    if (await confirmedElsewhere(db, phone, player.id)) return refuse('phoneInUse');
    await db.query(
      `UPDATE players SET phone = $2, phone_confirmed_at = NULL, two_factor = 'none'
         WHERE id = $1`,
      [player.id, phone],
    );
    await db.query(
      'UPDATE sms_codes SET used_at = now() WHERE player_id = $1 AND used_at IS NULL',
      [player.id],
    );
    if (player.twoFactor === 'sms') {
      await securityNotice(db, services, { player, kind: 'sms_factor_off', lang });
    }
    return withMessage(ok({ phone, phoneConfirmed: false }), 'phoneChanged');
  }),

  forgot: method(USER.forgot, {
    /**
     * Always the same answer in the same time, whether or not the address belongs to an account:
     * the work runs outside the method's transaction and the answer waits for its even time.
     */
    prepare: async ({ data, db, ip, lang, services }) => {
      const limit = blocked(
        await reserveAll(db, [
          [limitKeys.forgotAddress(ip), LIMITS.forgotAddress],
          [limitKeys.forgotGlobal, LIMITS.forgotGlobal],
        ]),
      );
      if (limit) return limit;
      // Looked at before the address is: the refusal is the same for every address.
      if (services.outbox.undeliverable({ channel: 'email', recipient: data.email })) {
        return refuse('emailUndeliverable');
      }
      await atLeast(EVEN_ANSWER_MS, () =>
        db.transaction((tx) => sendResetLink(tx, { email: data.email, lang, services })),
      );
      return withMessage(ok(null), 'resetSent');
    },
    handler: async (_context, reply) => reply,
  }),

  pass_reset: method(USER.pass_reset, {
    // The token is looked up before hashing, so guessing tokens costs no scrypt.
    prepare: async ({ data, db, services }) => {
      const [live] = await db.query(
        `SELECT 1 FROM password_resets
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
        [sha256(data.token)],
      );
      return live ? services.passwords.hash(data.password) : undefined;
    },
    handler: async ({ data, db, services }, newHash) => {
      if (!newHash) return refuse('resetInvalid');
      const [token] = await db.query<{ player_id: number }>(
        `UPDATE password_resets SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING player_id`,
        [sha256(data.token)],
      );
      if (!token) return refuse('resetInvalid');
      const playerId = token.player_id;
      await db.query(
        `UPDATE players SET password_hash = $2, password_changed_at = now() WHERE id = $1`,
        [playerId, newHash],
      );
      await db.query(
        'UPDATE password_resets SET used_at = now() WHERE player_id = $1 AND used_at IS NULL',
        [playerId],
      );
      await revokeSessions(db, playerId, 'password reset');
      await voidEmailChanges(db, playerId);
      // The second factor stays on: a mailbox alone must not pass it. A player who lost it asks
      // support, who reset it with a reason (accounts/operator.ts).
      // Earlier failed logins no longer count against the account.
      await clearAccountFailures(db, playerId);
      const owner = await findPlayer(db, 'p.id = $1', playerId);
      if (owner) {
        // In the inbox too; the mail below says more.
        await securityNotice(db, services, {
          player: owner,
          kind: 'password_changed',
          lang: owner.language,
          mail: false,
        });
        await services.outbox.send(db, {
          channel: 'email',
          recipient: owner.email,
          subject: t('passwordResetMailSubject', owner.language),
          body: t('passwordResetMailBody', owner.language, { name: owner.firstname }),
        });
      }
      return withMessage(ok(null), 'passwordReset');
    },
  }),

  /** Turning SMS verification off takes the step-up (action 'factor-off'). */
  two_auth_type: method(USER.two_auth_type, {
    auth: true,
    prepare: (context) =>
      context.data.type === 'none'
        ? checkStepUpPassword(context, context.data)
        : Promise.resolve(null),
    handler: async (context, check) => {
      const { data, db, lang, player, services } = context;
      if (data.type === undefined) return ok({ type: twoFactorOf(player) });
      if (player.authenticatorOn) return refuse('authenticatorIsOn');
      if (data.type === 'sms' && !player.phoneConfirmed) return refuse('phoneNotConfirmed');
      if (data.type === 'none' && player.twoFactor === 'sms') {
        const proof = proofOf('factor-off', data, check);
        const refused = await confirmStepUp(stepUpCall(context), proof);
        if (refused) return refused;
      }
      await db.query('UPDATE players SET two_factor = $2 WHERE id = $1', [player.id, data.type]);
      if (data.type !== player.twoFactor) {
        const kind = data.type === 'sms' ? 'sms_factor_on' : 'sms_factor_off';
        await securityNotice(db, services, { player, kind, lang });
      }
      return ok({ type: data.type });
    },
  }),

  /**
   * A code to the player's phone: the one SMS a number gets before it is confirmed. Counted per
   * player, per number whatever the account (no bombing a number from throw-away accounts), per
   * address and overall; a number confirmed on another account gets nothing.
   */
  sms_send: method(USER.sms_send, {
    auth: true,
    handler: async ({ db, ip, lang, player, services }) => {
      if (!player.phoneConfirmed && (await confirmedElsewhere(db, player.phone, player.id))) {
        return refuse('phoneInUse');
      }
      const limit = blocked(
        await reserveAll(db, [
          [limitKeys.smsSend(player.id), LIMITS.smsSend],
          [limitKeys.smsPhone(player.phone), LIMITS.smsPhone],
          [limitKeys.smsAddress(ip), LIMITS.smsAddress],
          [limitKeys.smsGlobal, LIMITS.smsGlobal],
        ]),
      );
      if (limit) return limit;
      if (services.outbox.undeliverable({ channel: 'sms', recipient: player.phone })) {
        return refuse('smsUndeliverable');
      }
      await sendSmsCode(
        db,
        services.outbox,
        { playerId: player.id, phone: player.phone, purpose: 'phone' },
        (code) => t('smsBody', lang, { code }),
      );
      return withMessage(ok(null), 'smsSent');
    },
  }),

  /** A step-up code by SMS for one kind of change, when SMS is the player's second factor. */
  step_up_sms: method(USER.step_up_sms, {
    auth: true,
    handler: (context) => sendStepUpCode(context, context.data.action),
  }),

  sms_validate: method(USER.sms_validate, {
    auth: true,
    handler: async ({ data, db, ip, player }) => {
      const limit = blocked(await reserveAll(db, codeLimits(player.id, ip)));
      if (limit) return limit;
      // Only a code sent to the number the player has now confirms it.
      const checked = await checkSmsCode(
        db,
        { playerId: player.id, phone: player.phone, purpose: 'phone' },
        data.code,
      );
      if (checked === 'expired') return refuse('smsCodeExpired');
      if (checked === 'wrong') return refuse('wrongCode');
      await release(db, limitKeys.code(player.id));
      // Confirmed on another account since the code was sent (the unique index would refuse it).
      if (!player.phoneConfirmed && (await confirmedElsewhere(db, player.phone, player.id))) {
        return refuse('phoneInUse');
      }
      await db.query(
        'UPDATE players SET phone_confirmed_at = COALESCE(phone_confirmed_at, now()) WHERE id = $1',
        [player.id],
      );
      return withMessage(ok(true), 'phoneConfirmed');
    },
  }),

  check_user_ga: method(USER.check_user_ga, {
    auth: true,
    handler: async ({ player }) => ok({ enabled: player.authenticatorOn }),
  }),

  /** A new secret to confirm with check_ga; switching the authenticator on takes the password. */
  user_generate_ga: method(USER.user_generate_ga, {
    auth: true,
    prepare: async (context) => checkGivenPassword(context, context.data.password),
    handler: async ({ db, player, services }, check) => {
      const refused = await confirmPassword(db, player.id, check);
      if (refused) return refused;
      if (player.authenticatorOn) return refuse('authenticatorIsOn');
      const secret = newTotpSecret();
      // A new secret: codes of an earlier one can never match it, so the replay guard restarts.
      await db.query(
        `INSERT INTO authenticators (player_id, pending_secret, last_used_step) VALUES ($1, $2, 0)
         ON CONFLICT (player_id) DO UPDATE SET pending_secret = excluded.pending_secret,
           last_used_step = 0, updated_at = now()`,
        [player.id, seal(services.dataKeys, secret)],
      );
      return ok({ secret, uri: otpauthUri(player.username, secret) });
    },
  }),

  check_ga: method(USER.check_ga, {
    auth: true,
    allowPending: true,
    /**
     * A login waiting for its code: the code of the player's authenticator makes the session
     * live. Otherwise the code of a generated, unconfirmed secret switches the authenticator on
     * (or, when it is on already, the code is just checked).
     */
    handler: async ({ data, db, ip, lang, player, session, services }) => {
      const auth = await lockAuthenticator(db, player.id, services.dataKeys);
      if (session.pending && !auth?.secret && secondFactorOf(player) === 'sms') {
        return checkSmsLogin({ data, db, ip, player, session });
      }
      const purpose = session.pending
        ? 'login'
        : auth?.pending_secret
          ? 'confirm'
          : auth?.secret
            ? 'check'
            : undefined;
      const secret = purpose === 'confirm' ? auth?.pending_secret : auth?.secret;
      // A pending login whose authenticator was switched off meanwhile: sign in again.
      if (session.pending && !secret) return refuse('sessionExpired');
      if (!auth || !secret) return refuse('authenticatorNotSet');
      const limit = blocked(await reserveAll(db, codeLimits(player.id, ip)));
      if (limit) return limit;
      const step = verifyTotp(secret, data.ga_code, services.now(), auth.last_used_step);
      if (step === null) return refuse('wrongCode');
      await release(db, limitKeys.code(player.id));
      await db.query(
        `UPDATE authenticators SET last_used_step = $2, updated_at = now(),
           secret = CASE WHEN $3 THEN pending_secret ELSE secret END,
           pending_secret = CASE WHEN $3 THEN NULL ELSE pending_secret END,
           enabled_at = CASE WHEN $3 THEN now() ELSE enabled_at END
         WHERE player_id = $1`,
        [player.id, step, purpose === 'confirm'],
      );
      if (purpose === 'login') {
        await db.query('UPDATE sessions SET pending = false, last_seen = now() WHERE id = $1', [
          session.id,
        ]);
      }
      if (purpose !== 'confirm') return ok(true);
      await securityNotice(db, services, { player, kind: 'authenticator_on', lang });
      return withMessage(ok(true), 'authenticatorOn');
    },
  }),

  clear_generated_ga: method(USER.clear_generated_ga, {
    auth: true,
    /**
     * Switches the authenticator off (or drops a generated, unconfirmed secret): the step-up of
     * action 'factor-off', which is the passkey alone for a passkey holder, else the password and
     * the authenticator's code.
     */
    prepare: (context) => checkStepUpPassword(context, context.data),
    handler: async (context, check) => {
      const { data, db, ip, lang, player, services } = context;
      const byPasskey = await hasPasskey(db, player.id);
      if (!byPasskey) {
        const refused = check
          ? await confirmPassword(db, player.id, check)
          : refuse('stepUpRequired', { field: 'password' });
        if (refused) return refused;
      }
      const auth = await lockAuthenticator(db, player.id, services.dataKeys);
      const secret = auth?.secret ?? auth?.pending_secret;
      if (!auth || !secret) return refuse('authenticatorNotSet');
      let step = auth.last_used_step;
      if (byPasskey) {
        const refused = await confirmPasskeyStepUp(stepUpCall(context), {
          action: 'factor-off',
          passkey: data.passkey,
        });
        if (refused) return refused;
      } else {
        if (!data.gacode) return refuse('authenticatorCodeRequired', { field: 'gacode' });
        const limit = blocked(await reserveAll(db, codeLimits(player.id, ip)));
        if (limit) return limit;
        const used = verifyTotp(secret, data.gacode, services.now(), auth.last_used_step);
        if (used === null) return refuse('wrongCode', { field: 'gacode' });
        await release(db, limitKeys.code(player.id));
        step = used;
      }
      await db.query(
        `UPDATE authenticators SET secret = NULL, pending_secret = NULL, enabled_at = NULL,
           last_used_step = $2, updated_at = now() WHERE player_id = $1`,
        [player.id, step],
      );
      // A secret never confirmed signed no one in: dropping it changes nothing to tell of.
      if (auth.secret) {
        await securityNotice(db, services, { player, kind: 'authenticator_off', lang });
      }
      return withMessage(ok(null), 'authenticatorOff');
    },
  }),
} satisfies ClassOf<'user'>;
