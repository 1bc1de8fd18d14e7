import { or, stateIn } from 'xstate';
import type { BonusOffer } from '../shared/bonus.ts';
import type { CashTransaction, DepositOutcome } from '../shared/finance.ts';
import { isDepositOffer, withOffer } from './deposit-bonus.ts';
import {
  amountCheck,
  fits,
  methodOf,
  needsPresets,
  presetsAllowed,
  restoreTarget,
  type RestoreTarget,
} from './deposit-context-reads.ts';
import { depositLimitChoiceSchema } from '../shared/validation/protection-schemas.ts';
import { checkFields, transactionPhase } from './deposit-rules.ts';
import { streamGuards } from './deposit-stream.ts';
import type { DepositContext, DepositEvent } from './deposit-types.ts';

interface GuardArgs {
  context: DepositContext;
  event: DepositEvent;
}

/** The outcomes a new deposit starts from: the offers are read again (a bonus may be used). */
export const wizardEnded = or(
  ['checkFailed', 'pending', 'completed', 'rejected', 'expired'].map((state) =>
    stateIn(`#deposit.wizard.${state}`),
  ),
);

const hasPhase = (transaction: CashTransaction, phase: ReturnType<typeof transactionPhase>) =>
  transactionPhase(transaction) === phase;

// `satisfies` types the arguments while each guard keeps its own params for the chart to check.
export const depositGuards = {
  returnsFromProvider: ({ context }) => context.transactionID !== null,
  isFollowedTransaction: ({ context, event }) =>
    event.type === 'cashier.transactionChanged' && event.transactionID === context.transactionID,
  restoresTo: ({ context }, target: RestoreTarget) => restoreTarget(context) === target,
  isKnownMethod: ({ context, event }) =>
    (event.type === 'deposit.selectMethod' || event.type === 'deposit.toggleFavorite') &&
    context.methods.some((method) => method.id === event.methodID),
  chosenNeedsPresets: ({ context, event }) => {
    if (event.type !== 'deposit.selectMethod') return false;
    const method = context.methods.find((candidate) => candidate.id === event.methodID);
    return Boolean(method?.bankcode) && context.presetsFor !== method?.id;
  },
  needsPresets: ({ context }) => needsPresets(context),
  isPreset: ({ context, event }) =>
    event.type === 'deposit.choosePreset' && presetsAllowed(context).includes(event.amount),
  limitChoiceDue: ({ context }) => context.limitChoiceDue,
  // The answer as the platform takes it (depositLimitChoiceSchema): a limit, or null.
  limitChoiceValid: ({ event }) =>
    event.type === 'deposit.chooseLimit' && depositLimitChoiceSchema.isValidSync(event.limit),
  declinesLimit: ({ event }) => event.type === 'deposit.chooseLimit' && event.limit === null,
  amountValid: ({ context }) => amountCheck(context).ok,
  methodHasFields: ({ context }) => methodOf(context).fields.length > 0,
  isMethodField: ({ context, event }) =>
    event.type === 'deposit.changeField' && methodOf(context).fields.includes(event.field),
  fieldsValid: ({ context }) => checkFields(context.fieldValues, methodOf(context).fields).ok,
  isPendingOutcome: (_, outcome: DepositOutcome) => outcome.status === 'pending',
  isRedirectOutcome: (_, outcome: DepositOutcome) => outcome.status === 'redirect',
  isFittingChoice: ({ context, event }) =>
    event.type === 'deposit.chooseBonus' &&
    (event.offerID === null || fits(context, event.offerID)),
  hasPromoCode: ({ context }) => context.promoCode.trim() !== '',
  fitsDeposit: ({ context }, offer: BonusOffer) =>
    fits({ ...context, offers: withOffer(context.offers, offer) }, offer.offerID),
  isDepositOffer: (_, offer: BonusOffer) => isDepositOffer(offer),
  isCompleted: (_, transaction: CashTransaction) => hasPhase(transaction, 'completed'),
  isClosed: (_, transaction: CashTransaction) => hasPhase(transaction, 'closed'),
  ...streamGuards,
} satisfies Record<string, (args: GuardArgs, params: never) => boolean>;
