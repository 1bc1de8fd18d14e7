import type { SnapshotFrom } from 'xstate';
import { WITHDRAW_DRAFT_VERSION, type WithdrawDraft } from './withdraw-draft.ts';
import { destinationOf, withdrawRange } from './withdraw-rules.ts';
import { methodOf, takesStepUp } from './withdraw-context.ts';
import type { withdrawMachine } from './withdraw.machine.ts';

type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>;

/** The wizard's steps as the player sees them. */
export type WithdrawStep =
  | 'bonusForfeit'
  | 'bonusBlocked'
  | 'method'
  | 'account'
  | 'amount'
  | 'validityDate'
  | 'note'
  | 'code'
  | 'review'
  /** The step-up of a payout to a new account, over the review. */
  | 'steppingUp'
  | 'submitting'
  | 'submitted';

const STEPS: readonly WithdrawStep[] = [
  'bonusForfeit',
  'bonusBlocked',
  'method',
  'account',
  'amount',
  'validityDate',
  'note',
  'code',
  'review',
  'steppingUp',
  'submitting',
  'submitted',
];

/** Methods, summary and accounts are read. */
export const selectIsLoading = (s: WithdrawSnapshot) => s.matches('loading');
/** They could not be read: the failure with a retry. */
export const selectHasFailed = (s: WithdrawSnapshot) => s.matches('failed');
export const selectCanRetry = (s: WithdrawSnapshot) => s.can({ type: 'withdraw.retry' });

/** The step shown, or null before the wizard is ready. */
export const selectStep = (s: WithdrawSnapshot): WithdrawStep | null =>
  STEPS.find((step) => s.matches({ ready: { step } })) ?? null;

/**
 * Whether the wizard shows a step or its failure. The player's withdrawals wait for it: below a
 * placeholder shorter than the real first step, they would be pushed off the first screen.
 */
export const selectWizardShown = (s: WithdrawSnapshot) =>
  selectHasFailed(s) || selectStep(s) !== null;

/** The account step's view: pick a saved account, add one, or type a wallet / address. */
export const selectAccountView = (s: WithdrawSnapshot) =>
  s.matches({ ready: { step: { account: 'adding' } } })
    ? ('adding' as const)
    : s.matches({ ready: { step: { account: 'destination' } } })
      ? ('destination' as const)
      : ('bank' as const);

/** The steps this withdrawal goes through (for the progress line), without the last three. */
export const selectSteps = (s: WithdrawSnapshot): WithdrawStep[] => {
  const method = methodOf(s.context);
  return STEPS.filter((step) => {
    if (step === 'account') return method === null || destinationOf(method) !== null;
    // The step-up of a payout to a new account asks the code itself.
    if (step === 'code') {
      return s.context.summary?.authenticatorRequired === true && !takesStepUp(s.context);
    }
    if (step === 'bonusForfeit') return s.context.summary?.bonus?.rule === 'forfeit';
    if (step === 'bonusBlocked') return false;
    return step !== 'steppingUp' && step !== 'submitting' && step !== 'submitted';
  });
};

export const selectMethods = (s: WithdrawSnapshot) => s.context.methods;
export const selectMethod = (s: WithdrawSnapshot) => methodOf(s.context);
export const selectMethodID = (s: WithdrawSnapshot) => s.context.methodID;
/** What the chosen method pays to: 'bankAccountID', 'walletNumber', 'cryptoAddress' or null. */
export const selectDestinationField = (s: WithdrawSnapshot) => destinationOf(methodOf(s.context));
export const selectDestination = (s: WithdrawSnapshot) => s.context.destination;
export const selectSummary = (s: WithdrawSnapshot) => s.context.summary;
export const selectWithdrawable = (s: WithdrawSnapshot) => s.context.summary?.withdrawable ?? 0;
export const selectAuthenticatorRequired = (s: WithdrawSnapshot) =>
  s.context.summary?.authenticatorRequired === true;
export const selectAccounts = (s: WithdrawSnapshot) => s.context.accounts;
export const selectBankAccountID = (s: WithdrawSnapshot) => s.context.bankAccountID;
export const selectBankAccount = (s: WithdrawSnapshot) =>
  s.context.accounts.find((account) => account.bankAccountID === s.context.bankAccountID) ?? null;
/** The range an amount must fall in: the method's, capped by the withdrawable balance. */
export const selectAmountRange = (s: WithdrawSnapshot) => {
  const method = methodOf(s.context);
  return method ? withdrawRange(method, s.context.summary?.withdrawable ?? 0) : null;
};
export const selectAmount = (s: WithdrawSnapshot) => s.context.amount;
export const selectValidityDate = (s: WithdrawSnapshot) => s.context.validityDate;
export const selectNote = (s: WithdrawSnapshot) => s.context.note;
/** The last submission's failure, shown on the review until the next attempt. */
export const selectFailure = (s: WithdrawSnapshot) => s.context.failure;
export const selectTransaction = (s: WithdrawSnapshot) => s.context.transaction;
/** 'Lütfen Bekleyiniz...' over the wizard. */
export const selectIsSubmitting = (s: WithdrawSnapshot) =>
  s.matches({ ready: { step: 'submitting' } });

export const selectCanBack = (s: WithdrawSnapshot) => s.can({ type: 'withdraw.back' });
export const selectCanConfirm = (s: WithdrawSnapshot) => s.can({ type: 'withdraw.confirm' });
export const selectCanRestart = (s: WithdrawSnapshot) => s.can({ type: 'withdraw.restart' });
export const selectCanAddAccount = (s: WithdrawSnapshot) => s.can({ type: 'withdraw.addAccount' });
/** A method's heart: only while no other favourite is being saved. */
export const selectCanToggleFavorite = (s: WithdrawSnapshot, methodID: number) =>
  s.can({ type: 'withdraw.toggleFavorite', methodID });

/** The hearts of the method list: one favourite is saved at a time, on the method step. */
export const selectCanToggleFavorites = (s: WithdrawSnapshot) =>
  s.context.methods.some((method) => selectCanToggleFavorite(s, method.id));

/** The step-up of a payout to a new account while it runs (its dialog), else undefined. */
export const selectStepUp = (s: WithdrawSnapshot) => s.children.stepUp;
/** The bank account form running inside the wizard (bank account machine, add mode). */
export const selectAddAccountActor = (s: WithdrawSnapshot) => s.children.addBankAccount;
/** The player's withdrawals list, a child of the wizard. */
export const selectWithdrawalsActor = (s: WithdrawSnapshot) => s.children.withdrawals;

/**
 * What survives a reload: the validated input of an unfinished withdrawal (never the code),
 * or null when there is none (nothing chosen yet, or the withdrawal was made).
 */
export const selectDraft = (s: WithdrawSnapshot): WithdrawDraft | null => {
  const { methodID, bankAccountID, amount, validityDate, note } = s.context;
  if (methodID === null || s.context.transaction !== null) return null;
  return { version: WITHDRAW_DRAFT_VERSION, methodID, bankAccountID, amount, validityDate, note };
};

/** The active bonus and what it means for a withdrawal, or null without one. */
export const selectBonusTerms = (s: WithdrawSnapshot) => s.context.summary?.bonus ?? null;
export const selectBonusForfeitAccepted = (s: WithdrawSnapshot) => s.context.bonusForfeitAccepted;
export const selectCanSubmitBonusForfeit = (s: WithdrawSnapshot) =>
  s.can({ type: 'withdraw.submitBonusForfeit' });
