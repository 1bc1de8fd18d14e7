import type { StepUpOutput } from '../auth/step-up.machine.ts';
import { isUnansweredFailure } from '../shared/api-errors.ts';
import type { BankAccount } from '../shared/finance.ts';
import { bonusRuleOf, methodOf, takesStepUp, today, withdrawableOf } from './withdraw-context.ts';
import {
  amountError,
  codeError,
  destinationError,
  destinationOf,
  isStepUpRefusal,
  noteError,
  validityDateError,
} from './withdraw-rules.ts';
import type { WithdrawArgs } from './withdraw-types.ts';

/** The withdraw machine's guards, by the names its states use. */
export const withdrawGuards = {
  isKnownMethod: ({ context, event }: WithdrawArgs) =>
    (event.type === 'withdraw.selectMethod' || event.type === 'withdraw.toggleFavorite') &&
    context.methods.some((method) => method.id === event.methodID),
  isKnownAccount: ({ context, event }: WithdrawArgs) =>
    event.type === 'withdraw.selectAccount' &&
    context.accounts.some((account) => account.bankAccountID === event.bankAccountID),
  chosenMethodHasDestination: ({ context, event }: WithdrawArgs) =>
    event.type === 'withdraw.selectMethod' &&
    destinationOf(context.methods.find((method) => method.id === event.methodID)) !== null,
  needsBankAccount: ({ context }: WithdrawArgs) =>
    destinationOf(methodOf(context)) === 'bankAccountID',
  hasDestination: ({ context }: WithdrawArgs) => destinationOf(methodOf(context)) !== null,
  destinationValid: ({ context, event }: WithdrawArgs) => {
    const field = destinationOf(methodOf(context));
    return (
      event.type === 'withdraw.submitDestination' &&
      field !== null &&
      field !== 'bankAccountID' &&
      destinationError(field, event.value) === null
    );
  },
  amountValid: ({ context, event }: WithdrawArgs) => {
    const method = methodOf(context);
    return (
      event.type === 'withdraw.submitAmount' &&
      method !== null &&
      amountError(event.amount, method, withdrawableOf(context)) === null
    );
  },
  validityDateValid: ({ event }: WithdrawArgs) =>
    event.type === 'withdraw.submitValidityDate' && validityDateError(event.date, today) === null,
  noteValid: ({ event }: WithdrawArgs) =>
    event.type === 'withdraw.submitNote' && noteError(event.note) === null,
  codeValid: ({ event }: WithdrawArgs) =>
    event.type === 'withdraw.submitCode' && codeError(event.code) === null,
  // The step-up asks the authenticator's code itself.
  codeRequired: ({ context }: WithdrawArgs) =>
    context.summary?.authenticatorRequired === true && !takesStepUp(context),
  stepUpRequired: ({ context }: WithdrawArgs) => takesStepUp(context),
  stepUpConfirmed: (_: unknown, output: StepUpOutput) => output.outcome === 'confirmed',
  isStepUpRefusal: ({ context }: WithdrawArgs, error: unknown) =>
    isStepUpRefusal(error, takesStepUp(context)),
  bonusBlocks: ({ context }: WithdrawArgs) => bonusRuleOf(context) === 'block',
  forfeitUnaccepted: ({ context }: WithdrawArgs) =>
    bonusRuleOf(context) === 'forfeit' && !context.bonusForfeitAccepted,
  forfeitAccepted: ({ context }: WithdrawArgs) => context.bonusForfeitAccepted,
  accountAdded: (_: unknown, account: BankAccount | null) => account !== null,
  isUnanswered: (_: unknown, error: unknown) => isUnansweredFailure(error),
  // Where a restored draft (or a fresh start) re-enters the wizard.
  lacksMethod: ({ context }: WithdrawArgs) => methodOf(context) === null,
  lacksAccount: ({ context }: WithdrawArgs) => {
    const field = destinationOf(methodOf(context));
    if (field === null) return false;
    return field === 'bankAccountID'
      ? context.bankAccountID === null
      : context.destination === null;
  },
  lacksAmount: ({ context }: WithdrawArgs) => context.amount === null,
  lacksValidityDate: ({ context }: WithdrawArgs) => context.validityDate === null,
  lacksNote: ({ context }: WithdrawArgs) => context.note === null,
};
