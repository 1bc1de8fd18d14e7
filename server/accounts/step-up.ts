/**
 * Step-up (machines/shared/step-up.ts): before a change that loosens the player's protection,
 * the password again and the code of the strongest second factor the player has. An SMS code is
 * sent for one action and accepted for that action only.
 */
import type { LoginFactor } from '../../machines/shared/contract.ts';
import type { AnswerOf, AnyMethodContract, DataOf } from '../../machines/shared/contract/define.ts';
import type { StepUpAction } from '../../machines/shared/step-up.ts';
import type { DataKeys } from '../data-keys.ts';
import type { Db } from '../db/driver.ts';
import { method, ok, refuse, type Refusal, type Reply, type SignedInContext } from '../envelope.ts';
import { t, type MessageKey } from '../messages.ts';
import type { Services } from '../services.ts';
import { LIMITS, blocked, limitKeys, release, reserve, reserveAll } from './rate-limit.ts';
import { checkPassword, confirmPassword, type PasswordCheck } from './reauthentication.ts';
import { checkSecondFactor } from './second-factor.ts';
import type { Player } from './sessions.ts';
import { checkSmsCode, sendSmsCode } from './sms-codes.ts';

type FactorColumns = Pick<Player, 'authenticatorOn' | 'twoFactor' | 'phoneConfirmed'>;

/** What a step-up reads of the player: their factor, and the phone an SMS code went to. */
export type StepUpPlayer = FactorColumns & Pick<Player, 'id' | 'phone'>;

/** The authenticator when it is on, else SMS when chosen on a confirmed phone, else none. */
export const secondFactorOf = (player: FactorColumns): LoginFactor | null =>
  player.authenticatorOn
    ? 'authenticator'
    : player.twoFactor === 'sms' && player.phoneConfirmed
      ? 'sms'
      : null;

/** secondFactorOf a player read by id (for answers that carry no signed-in player). */
export async function secondFactorOfPlayer(db: Db, playerId: number) {
  const [row] = await db.query<FactorColumns>(
    `SELECT p.two_factor AS "twoFactor", p.phone_confirmed_at IS NOT NULL AS "phoneConfirmed",
       EXISTS (SELECT 1 FROM authenticators a WHERE a.player_id = p.id AND a.secret IS NOT NULL)
         AS "authenticatorOn"
     FROM players p WHERE p.id = $1`,
    [playerId],
  );
  return row ? secondFactorOf(row) : null;
}

const purposeOf = (action: StepUpAction) => `step-up:${action}` as const;

/** The SMS names the change it approves: a code asked for by someone else is noticed. */
const SMS_BODY: Record<StepUpAction, MessageKey> = {
  limit: 'smsLimitRaiseBody',
  'bank-account': 'smsBankAccountBody',
  withdrawal: 'smsWithdrawalBody',
};

/** Sends a step-up code for action to a player whose second factor is SMS. */
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
 * refusal, or undefined when the change may go on.
 */
export async function confirmStepUp(
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

/**
 * A signed-in method whose change runs only after the step-up for action: the password (checked
 * in prepare, outside the transaction) and the code of the player's second factor, confirmed in
 * the call's transaction.
 */
export function steppedUp<C extends AnyMethodContract>(
  action: StepUpAction,
  contract: C,
  change: (context: SignedInContext<DataOf<C>>) => Promise<Reply<AnswerOf<C>>>,
) {
  return method(contract, {
    auth: true,
    prepare: (context) => checkPassword(context, (context.data as { password: string }).password),
    async handler(context, check) {
      const { db, player, services } = context;
      const code = (context.data as { ga_code?: string }).ga_code;
      const step = { check, code, action };
      const refused = await confirmStepUp(db, player, step, services.now(), services.dataKeys);
      return refused ?? change(context);
    },
  });
}
