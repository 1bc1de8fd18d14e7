/**
 * Step-up (machines/shared/step-up.ts): before a change that moves money, loosens the player's
 * protection or changes how they sign in, the strongest factor the player has (StepUpFactor): a
 * passkey alone, for a challenge issued to this session for this action; else the password again
 * and the code of their second factor; else the password. An SMS code is sent for one action and
 * accepted for that action only.
 */
import type { LoginFactor } from '../../machines/shared/contract.ts';
import type { AnswerOf, AnyMethodContract, DataOf } from '../../machines/shared/contract/define.ts';
import type { PasskeyAssertion } from '../../machines/shared/passkeys.ts';
import type { StepUpAction } from '../../machines/shared/step-up.ts';
import type { DataKeys } from '../data-keys.ts';
import type { Db } from '../db/driver.ts';
import { method, ok, refuse, type Refusal, type Reply, type SignedInContext } from '../envelope.ts';
import { t, type MessageKey } from '../messages.ts';
import type { Services } from '../services.ts';
import { checkAssertion } from './passkeys.ts';
import { LIMITS, blocked, limitKeys, release, reserve, reserveAll } from './rate-limit.ts';
import { checkPassword, confirmPassword, type PasswordCheck } from './reauthentication.ts';
import { checkSecondFactor } from './second-factor.ts';
import { passkeyNotice, recordSecurityEvent } from './security-events.ts';
import type { Player } from './sessions.ts';
import { checkSmsCode, sendSmsCode } from './sms-codes.ts';

type FactorColumns = Pick<Player, 'authenticatorOn' | 'twoFactor' | 'phoneConfirmed'>;

/** What a step-up reads of the player: their factors, the phone an SMS code went to, whom to tell. */
export type StepUpPlayer = FactorColumns &
  Pick<Player, 'id' | 'phone' | 'email' | 'firstname' | 'language'>;

/** The authenticator when it is on, else SMS when chosen on a confirmed phone, else none. */
export const secondFactorOf = (player: FactorColumns): LoginFactor | null =>
  player.authenticatorOn
    ? 'authenticator'
    : player.twoFactor === 'sms' && player.phoneConfirmed
      ? 'sms'
      : null;

export async function hasPasskey(db: Db, playerId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM passkeys WHERE player_id = $1 LIMIT 1', [playerId]);
  return rows.length > 0;
}

const purposeOf = (action: StepUpAction) => `step-up:${action}` as const;

/** The SMS names the change it approves: a code asked for by someone else is noticed. */
const SMS_BODY: Record<StepUpAction, MessageKey> = {
  limit: 'smsLimitRaiseBody',
  'bank-account': 'smsBankAccountBody',
  withdrawal: 'smsWithdrawalBody',
  email: 'smsEmailChangeBody',
  password: 'smsPasswordChangeBody',
  'factor-off': 'smsFactorOffBody',
};

/**
 * Sends a step-up code for action to a player whose second factor is SMS (a passkey holder's
 * too: removing a passkey takes the code of their other factor).
 */
export async function sendStepUpCode(
  { db, ip, player, services }: { db: Db; ip: string; player: Player; services: Services },
  action: StepUpAction,
): Promise<Reply<null>> {
  if (secondFactorOf(player) !== 'sms') return refuse('noSmsFactor');
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
    { playerId: player.id, phone: player.phone, purpose: purposeOf(action) },
    (code) => t(SMS_BODY[action], player.language, { code }),
  );
  const sent: MessageKey = 'smsSent';
  return { ...ok(null), message: sent };
}

/**
 * In the change's transaction: the password checked in prepare is still the player's, and code
 * is the code of their second factor (an authenticator step is used once; an SMS code must have
 * been sent for this action). Wrong codes count against the player's code limit. Answers the
 * refusal, or undefined when the change may go on. A passkey plays no part: removing a passkey
 * asks this of its holder.
 */
export async function confirmPasswordAndCode(
  db: Db,
  player: StepUpPlayer,
  step: { check: PasswordCheck; code: string | undefined; action: StepUpAction },
  nowMs: number,
  keys: DataKeys,
): Promise<Refusal | undefined> {
  const refused = await confirmPassword(db, player.id, step.check);
  if (refused) return refused;
  const factor = secondFactorOf(player);
  if (factor === 'authenticator') {
    return checkSecondFactor(db, player.id, step.code, nowMs, keys);
  }
  if (factor === null) return undefined;
  if (!step.code) return refuse('smsCodeRequired', { field: 'ga_code' });
  const key = limitKeys.code(player.id);
  const limit = blocked(await reserve(db, key, LIMITS.code));
  if (limit) return limit;
  const checked = await checkSmsCode(
    db,
    { playerId: player.id, phone: player.phone, purpose: purposeOf(step.action) },
    step.code,
  );
  if (checked === 'expired') return refuse('smsCodeExpired', { field: 'ga_code' });
  if (checked === 'wrong') return refuse('wrongCode', { field: 'ga_code' });
  await release(db, key);
  return undefined;
}

/** Who steps up, in which session, and what the platform gives it. */
export interface StepUpCall {
  db: Db;
  player: StepUpPlayer;
  /** The session a passkey challenge must have been issued to. */
  sessionId: number;
  services: Pick<Services, 'now' | 'dataKeys' | 'siteUrl' | 'outbox'>;
}

/** What a change brought for its step-up. */
export interface StepUpProof {
  action: StepUpAction;
  /** The password checked in prepare; null when none came. */
  check: PasswordCheck | null;
  code: string | undefined;
  passkey: PasskeyAssertion | undefined;
}

/** The step-up call of a signed-in method's context. */
export const stepUpCall = (context: SignedInContext<unknown>): StepUpCall => ({
  db: context.db,
  player: context.player,
  sessionId: context.session.id,
  services: context.services,
});

/**
 * A passkey holder's step-up: the assertion alone, for a challenge of this session and action.
 * Its use is recorded and told to the player.
 */
export async function confirmPasskeyStepUp(
  { db, player, sessionId, services }: StepUpCall,
  { action, passkey }: Pick<StepUpProof, 'action' | 'passkey'>,
): Promise<Refusal | undefined> {
  if (!passkey) return refuse('passkeyRequired', { field: 'passkey' });
  const nowMs = services.now();
  const expected = { purpose: 'step-up', playerId: player.id, sessionId, action } as const;
  const checked = await checkAssertion(
    db,
    { assertion: passkey, expected },
    { ...services, nowMs },
  );
  if (!checked.ok) return checked.reply;
  const name = checked.passkey.name;
  const at = new Date(nowMs);
  await recordSecurityEvent(db, {
    playerId: player.id,
    kind: 'passkey_step_up',
    passkeyName: name,
    action,
    at,
  });
  await passkeyNotice(db, services, player, { kind: 'passkey_step_up', name, action });
  return undefined;
}

/**
 * In the change's transaction, the step-up with the player's strongest factor: a passkey holder's
 * passkey (a password and code are not enough: the passkey is the factor a phished password
 * cannot give), else the password and the code of their second factor. Answers the refusal, or
 * undefined when the change may go on.
 */
export async function confirmStepUp(
  call: StepUpCall,
  proof: StepUpProof,
): Promise<Refusal | undefined> {
  if (await hasPasskey(call.db, call.player.id)) return confirmPasskeyStepUp(call, proof);
  if (!proof.check) return refuse('stepUpRequired', { field: 'password' });
  const { db, player, services } = call;
  const step = { check: proof.check, code: proof.code, action: proof.action };
  return confirmPasswordAndCode(db, player, step, services.now(), services.dataKeys);
}

/** What a stepped-up payload may carry. */
interface StepUpFields {
  password?: string | undefined;
  ga_code?: string | undefined;
  passkey?: PasskeyAssertion | undefined;
}

/**
 * In a method's prepare (scrypt is slow, outside the transaction): the password, when one came
 * and no passkey did. Null when there is none to check.
 */
export const checkStepUpPassword = (
  context: SignedInContext<unknown>,
  data: StepUpFields,
): Promise<PasswordCheck | null> =>
  data.passkey === undefined && data.password !== undefined
    ? checkPassword(context, data.password)
    : Promise.resolve(null);

/** The proof a stepped-up payload brought for action. */
export const proofOf = (
  action: StepUpAction,
  data: StepUpFields,
  check: PasswordCheck | null,
): StepUpProof => ({ action, check, code: data.ga_code, passkey: data.passkey });

/**
 * A signed-in method whose change runs only after the step-up for action (confirmStepUp): the
 * password checked in prepare, the rest in the call's transaction.
 */
export function steppedUp<C extends AnyMethodContract>(
  action: StepUpAction,
  contract: C,
  change: (context: SignedInContext<DataOf<C>>) => Promise<Reply<AnswerOf<C>>>,
) {
  return method(contract, {
    auth: true,
    prepare: (context) => checkStepUpPassword(context, context.data as StepUpFields),
    async handler(context, check) {
      const proof = proofOf(action, context.data as StepUpFields, check);
      const refused = await confirmStepUp(stepUpCall(context), proof);
      return refused ?? change(context);
    },
  });
}
