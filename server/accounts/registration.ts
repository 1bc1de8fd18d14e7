import { randomUUID } from 'node:crypto';
import type { Lang } from '../../machines/shared/contract.ts';
import type { ProtectionProfile } from '../../machines/shared/protection.ts';
import type { Registration } from '../../machines/shared/validation/registration-schema.ts';
import { lockCode, redeemLocked } from '../bonus/codes.ts';
import type { Db } from '../db/driver.ts';
import { ok, refuse, type Reply, type Success } from '../envelope.ts';
import { t } from '../messages.ts';
import type { Services } from '../services.ts';
import { setLimit } from '../protection/changes.ts';
import { declineLimit } from '../protection/limit-choice.ts';

/**
 * The one answer to every registration that passed validation, new or duplicate. Without a
 * delivery provider it does not speak of an e-mail that never goes out.
 */
const received = (services: Services): Success<null> => ({
  ...ok(null),
  message: services.outbox.enabled ? 'registrationReceived' : 'registrationReceivedNoMail',
});

interface Owner {
  email: string;
  firstname: string;
  language: Lang;
}

/**
 * Whether the username, e-mail or tckn is used already: who owns the e-mail, and who the tckn,
 * if anyone.
 */
async function duplicateOf(db: Db, values: Registration) {
  const rows = await db.query<Owner & { same_email: boolean; same_tckn: boolean }>(
    `SELECT email, firstname, language, lower(email) = lower($2) AS same_email,
       tckn = $3 AS same_tckn FROM players
     WHERE lower(username) = lower($1) OR lower(email) = lower($2) OR tckn = $3`,
    [values.username, values.email, values.tckn],
  );
  if (rows.length === 0) return undefined;
  return {
    emailOwner: rows.find((row) => row.same_email),
    tcknOwner: rows.find((row) => row.same_tckn && !row.same_email),
  };
}

/**
 * The e-mails that answer a duplicate. The owner of the address given hears that someone tried
 * to register with it. Otherwise the address given hears that these details did not do, without
 * which of them (a T.C. number in use is never confirmed to whoever typed it), and the owner of
 * the T.C. number, when it is that, hears of the attempt. Nothing is created, and the caller
 * learns nothing more than for a new account.
 */
async function mailDuplicate(
  db: Db,
  services: Services,
  lang: Lang,
  values: Registration,
  owners: { emailOwner?: Owner; tcknOwner?: Owner },
): Promise<Success<null>> {
  const { emailOwner, tcknOwner } = owners;
  const mail = (to: string, bodyLang: Lang, body: string) =>
    services.outbox.send(db, {
      channel: 'email',
      recipient: to,
      subject: t('registrationMailSubject', bodyLang),
      body,
    });
  if (emailOwner) {
    const { language, firstname: name } = emailOwner;
    await mail(emailOwner.email, language, t('registrationAttemptMailBody', language, { name }));
    return received(services);
  }
  await mail(values.email, lang, t('registrationInUseMailBody', lang));
  if (tcknOwner) {
    const { language, firstname: name } = tcknOwner;
    await mail(tcknOwner.email, language, t('registrationIdentityMailBody', language, { name }));
  }
  return received(services);
}

/**
 * The deposit limit offered at registration (RTS 12): a limit the player set applies at once; null
 * is their active choice "no limit now". Both go into the player's protection history.
 */
async function chooseDepositLimit(
  db: Db,
  playerId: number,
  choice: Registration['depositLimit'],
  { nowMs, profile }: { nowMs: number; profile: ProtectionProfile },
) {
  if (choice === null) return declineLimit(db, playerId, 'registration', nowMs);
  const limit = { kind: 'deposit' as const, period: choice.period, amount: choice.amount };
  await setLimit(db, playerId, limit, { actor: 'player' }, nowMs, profile);
}

/**
 * register's work, in one transaction: a new account (wallet, deposit limit or the choice of
 * none, promo code, welcome e-mail) or, for a username, e-mail or tckn already used, only an
 * e-mail. Both answer the same.
 */
export async function registerOrMail(
  db: Db,
  {
    services,
    lang,
    values,
    hash,
  }: { services: Services; lang: Lang; values: Registration; hash: string },
): Promise<Reply<null>> {
  // Looked at before duplicates, so a bad code says nothing about the other fields.
  const code = values.promoCode ? await lockCode(db, values.promoCode) : undefined;
  if (typeof code === 'string') return refuse(code, { field: 'promoCode' });
  const duplicate = await duplicateOf(db, values);
  if (duplicate) return mailDuplicate(db, services, lang, values, duplicate);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO players (uid, username, email, tckn, firstname, lastname, birth_date,
       country, city, address, currency, phone, promo_code, reference_number, sms_opt_in,
       email_opt_in, password_hash, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $14, $15, $16,
       $17, $18)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      randomUUID(),
      values.username,
      values.email,
      values.tckn,
      values.firstname,
      values.lastname,
      values.birthDate,
      values.country,
      values.city,
      values.address,
      values.currency,
      `+90${values.phone}`,
      values.promoCode,
      values.referenceNumber,
      values.smsOptIn,
      values.emailOptIn,
      hash,
      lang,
    ],
  );
  const playerId = rows[0]?.id;
  // Someone registered the same name, e-mail or tckn since the look above.
  if (playerId === undefined) {
    return mailDuplicate(db, services, lang, values, (await duplicateOf(db, values)) ?? {});
  }
  await db.query(`INSERT INTO wallets (player_id, currency) VALUES ($1, 'TRY')`, [playerId]);
  await chooseDepositLimit(db, playerId, values.depositLimit, {
    nowMs: services.now(),
    profile: services.profile,
  });
  if (code) await redeemLocked(db, playerId, code);
  await services.outbox.send(db, {
    channel: 'email',
    recipient: values.email,
    subject: t('registrationMailSubject', lang),
    body: t('welcomeMailBody', lang, { name: values.firstname, username: values.username }),
  });
  return received(services);
}
