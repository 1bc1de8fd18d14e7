import type { Reauthentication } from '../auth/reauthentication.ts';
import type { StepUpOutput } from '../auth/step-up.machine.ts';
import type { WithdrawRequest } from '../shared/finance.ts';
import { bonusRuleOf, methodOf } from './withdraw-context.ts';
import { destinationOf } from './withdraw-rules.ts';
import type { WithdrawContext, WithdrawEvent } from './withdraw-types.ts';

/** What submitting is entered with: the review's confirm, or the step-up's end. */
export type SubmitEvent =
  WithdrawEvent | { type: 'xstate.done.actor.stepUp'; output: StepUpOutput };

/** The password and code a confirmed step-up hands the call it precedes (never the context). */
export const stepUpOf = (event: SubmitEvent): Reauthentication | null =>
  event.type === 'xstate.done.actor.stepUp' && event.output.outcome === 'confirmed'
    ? event.output.reauthentication
    : null;

/**
 * processTransaction's withdraw request; only entered with every step's value set. After a
 * step-up it carries its password and code, else the authenticator's code when it is on.
 */
export function requestOf(
  context: WithdrawContext,
  stepUp: Reauthentication | null,
): WithdrawRequest {
  const field = destinationOf(methodOf(context));
  return {
    methodID: context.methodID as number,
    amount: context.amount as number,
    idempotencyKey: context.idempotencyKey as string,
    ...(field === 'bankAccountID' ? { bankAccountID: context.bankAccountID as number } : {}),
    ...(field === 'walletNumber' ? { walletNumber: context.destination as string } : {}),
    ...(field === 'cryptoAddress' ? { cryptoAddress: context.destination as string } : {}),
    validityDate: context.validityDate as string,
    note: (context.note ?? '').trim(),
    ...(stepUp ??
      (context.summary?.authenticatorRequired ? { ga_code: context.code as string } : {})),
    ...(bonusRuleOf(context) === 'forfeit'
      ? { acceptBonusForfeit: context.bonusForfeitAccepted }
      : {}),
  };
}
