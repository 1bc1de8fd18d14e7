/**
 * Who asks for a withdrawal: a stolen session alone must not send the balance to an account the
 * thief just added (machines/shared/step-up.ts, isNewAccount).
 */
import type { BankAccount } from '../../machines/shared/finance.ts';
import type { PasskeyAssertion } from '../../machines/shared/passkeys.ts';
import { isNewAccount } from '../../machines/shared/step-up.ts';
import type { Outbox } from '../accounts/outbox.ts';
import type { PasswordCheck } from '../accounts/reauthentication.ts';
import { checkSecondFactor } from '../accounts/second-factor.ts';
import { confirmStepUp, type StepUpPlayer } from '../accounts/step-up.ts';
import type { DataKeys } from '../data-keys.ts';
import type { Db } from '../db/driver.ts';
import type { Refusal } from '../envelope.ts';
import { correctable } from '../wallet/idempotency.ts';

/** What of the call's cashier context the check reads (requests.ts, CashierContext). */
interface Withdrawer {
  tx: Db;
  player: StepUpPlayer;
  sessionId: number;
  outbox: Outbox;
  siteUrl: string;
  keys: DataKeys;
  now: () => number;
}

/**
 * A refusal of the step-up, named at its field (the password, unless it names the code or the
 * passkey), so the site asks the step-up again; like a wrong code, it gives the key back.
 */
function stepUpRefusal(reply: Refusal): Refusal {
  const data = reply.data as { field?: unknown } | null;
  return correctable(data?.field ? reply : { ...reply, data: { field: 'password' } });
}

/**
 * Who is there: a withdrawal to an account added or changed within 24 hours takes the step-up
 * (a passkey holder's passkey, else the password checked in prepare and the code of the
 * player's second factor), any other the authenticator's code while it is on. Answers the
 * refusal, or undefined.
 */
export async function confirmWithdrawer(
  ctx: Withdrawer,
  {
    account,
    code,
    passkey,
    check,
  }: {
    account?: BankAccount;
    code?: string;
    passkey?: PasskeyAssertion;
    check: PasswordCheck | null;
  },
): Promise<Refusal | undefined> {
  const { tx, player } = ctx;
  const now = ctx.now();
  if (account && isNewAccount(account, now)) {
    const call = {
      db: tx,
      player,
      sessionId: ctx.sessionId,
      services: { now: ctx.now, dataKeys: ctx.keys, siteUrl: ctx.siteUrl, outbox: ctx.outbox },
    };
    const refused = await confirmStepUp(call, { action: 'withdrawal', check, code, passkey });
    return refused && stepUpRefusal(refused);
  }
  if (!player.authenticatorOn) return undefined;
  const refused = await checkSecondFactor(tx, player.id, code, now, ctx.keys);
  return refused && correctable(refused);
}
