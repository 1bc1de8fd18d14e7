import type { AnswerOf, AnyMethodContract, DataOf } from '../../machines/shared/contract/define.ts';
import type { DataKeys } from '../data-keys.ts';
import type { Db } from '../db/driver.ts';
import {
  method,
  refuse,
  type Refusal,
  type Reply,
  type SignedInContext,
  type SignedInMethodDef,
} from '../envelope.ts';
import type { Services } from '../services.ts';
import { admitLogin, loginSucceeded } from './login-limits.ts';
import { tooManyAttempts } from './rate-limit.ts';
import { checkSecondFactor } from './second-factor.ts';
import type { Player } from './sessions.ts';

/**
 * Sensitive changes (authenticator, username, e-mail, phone, bank accounts) take the password
 * again and, while the authenticator is on, its code: a stolen session alone cannot make them.
 */
export type PasswordCheck =
  { kind: 'refused'; reply: Refusal } | { kind: 'checked'; passwordHash: string };

/**
 * In a method's prepare (outside the transaction, scrypt is slow): a wrong password counts as a
 * failed login of the caller's account from the caller's address, a right one gives it back.
 */
export async function checkPassword(
  { db, ip, player, services }: { db: Db; ip: string; player: Player; services: Services },
  password: string,
  /** The payload's field the password came in: the site shows the refusal there. */
  field: 'password' | 'currentPassword' = 'password',
): Promise<PasswordCheck> {
  const admission = await admitLogin(db, { playerId: player.id }, ip);
  if (!admission.allowed) {
    return { kind: 'refused', reply: tooManyAttempts(admission.retryAfterSeconds) };
  }
  if (!(await services.passwords.verify(password, player.passwordHash))) {
    return { kind: 'refused', reply: refuse('wrongCurrentPassword', { field }) };
  }
  await loginSucceeded(db, admission.keys);
  return { kind: 'checked', passwordHash: player.passwordHash };
}

/**
 * checkPassword of a payload whose password may be missing (one that brought a passkey where no
 * passkey step-up is taken): a missing one is refused, asking for it.
 */
export const checkGivenPassword = (
  context: Parameters<typeof checkPassword>[0],
  password: string | undefined,
): Promise<PasswordCheck> =>
  password === undefined
    ? Promise.resolve({ kind: 'refused', reply: refuse('stepUpRequired', { field: 'password' }) })
    : checkPassword(context, password);

/**
 * In the handler's transaction: the password checked is still the player's (the row stays
 * locked to the end of the call). Answers the refusal, or undefined.
 */
export async function confirmPassword(
  db: Db,
  playerId: number,
  check: PasswordCheck,
): Promise<Refusal | undefined> {
  if (check.kind === 'refused') return check.reply;
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM players WHERE id = $1 FOR UPDATE',
    [playerId],
  );
  // The password changed while it was being checked: the checked one is no longer it.
  return row?.password_hash === check.passwordHash
    ? undefined
    : refuse('wrongCurrentPassword', { field: 'password' });
}

/**
 * confirmPassword and, while the authenticator is on, ga_code must be its code. Answers the
 * refusal, or undefined when the change may go on.
 */
export async function confirmReauthentication(
  db: Db,
  player: Player,
  check: PasswordCheck,
  gaCode: string | undefined,
  nowMs: number,
  keys: DataKeys,
): Promise<Refusal | undefined> {
  const refused = await confirmPassword(db, player.id, check);
  if (refused || !player.authenticatorOn) return refused;
  return checkSecondFactor(db, player.id, gaCode, nowMs, keys);
}

/** What a re-authenticated payload carries besides its own values. */
interface Reauthentication {
  password?: string | undefined;
  ga_code?: string | undefined;
}

/**
 * A signed-in method whose change runs only once the password (checked in prepare) and, while
 * the authenticator is on, its code are confirmed in the call's transaction. Its payload and
 * answer types come from its contract map entry (CONTRACT.user.change_email).
 */
export function reauthenticated<C extends AnyMethodContract>(
  contract: C,
  change: (context: SignedInContext<DataOf<C>>) => Promise<Reply<AnswerOf<C>>>,
): SignedInMethodDef<DataOf<C>, PasswordCheck, AnswerOf<C>>;
export function reauthenticated(
  contract: AnyMethodContract,
  change: (context: SignedInContext<Reauthentication>) => Promise<Reply>,
) {
  return method(contract, {
    auth: true,
    prepare: (context) => checkGivenPassword(context, (context.data as Reauthentication).password),
    async handler(context, check) {
      const { db, player, services } = context;
      const code = (context.data as Reauthentication).ga_code;
      const refused = await confirmReauthentication(
        db,
        player,
        check,
        code,
        services.now(),
        services.dataKeys,
      );
      return refused ?? change(context);
    },
  });
}
