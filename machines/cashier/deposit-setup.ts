import type { BonusApi, FinanceApi, ProtectionApi } from '../ports.ts';
import { fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { BonusOffer } from '../shared/bonus.ts';
import { CASH_TYPE, type CashTransaction, type PaymentMethod } from '../shared/finance.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { depositActions } from './deposit-actions.ts';
import { depositGuards } from './deposit-guards.ts';
import { qrWatchDelays } from './deposit-outcome.ts';
import { DEPOSIT_CHECK_LIMIT_MS } from './deposit-rules.ts';
import type {
  DepositAllowance,
  DepositContext,
  DepositEvent,
  DepositInput,
  FavoriteChange,
} from './deposit-types.ts';

/** The deposit machine's types, actors, delays, guards and actions, for its chart to name. */
export const depositSetup = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
  },
  actors: {
    loadMethods: fromPromise<PaymentMethod[], { type: typeof CASH_TYPE.deposit }>(
      notProvided('deposit.loadMethods'),
    ),
    loadPresets: fromPromise<number[], { bankcode: string }>(notProvided('deposit.loadPresets')),
    submitDeposit: notProvidedPort<FinanceApi['deposit']>('deposit.submitDeposit'),
    checkTransaction: fromPromise<CashTransaction, { transactionID: number }>(
      notProvided('deposit.checkTransaction'),
    ),
    saveFavorite: fromPromise<void, FavoriteChange>(notProvided('deposit.saveFavorite')),
    loadOffers: notProvidedPort<BonusApi['offers']>('deposit.loadOffers'),
    redeemCode: fromPromise<BonusOffer, { code: string }>(notProvided('deposit.redeemCode')),
    loadAllowance: fromPromise<DepositAllowance>(notProvided('deposit.loadAllowance')),
    saveLimit: notProvidedPort<ProtectionApi['change']>('deposit.saveLimit'),
    declineLimit: notProvidedPort<ProtectionApi['declineLimit']>('deposit.declineLimit'),
    // The app's news of the player's cash transactions (cashier.transactionChanged).
    transactionChanges: fromCallback<EventObject>(notProvided('deposit.transactionChanges')),
  },
  delays: { ...qrWatchDelays, checkLimit: DEPOSIT_CHECK_LIMIT_MS },
  guards: depositGuards,
  actions: depositActions,
});
