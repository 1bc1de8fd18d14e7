import { fromPromise } from 'xstate';
import { depositMachine } from '../../../machines/cashier/deposit.machine.ts';
import type { BonusApi, FinanceApi, ProtectionApi } from '../../../machines/ports.ts';
import type { AppActor } from '../../runtime/app-actors.ts';
import { depositNews } from './transaction-news.ts';

/**
 * The deposit wizard over FinanceApi, BonusApi (offers, promo codes), ProtectionApi (the
 * deposit allowance, and the answer to a deposit limit when one is due) and the app actor's news
 * of the player's transactions.
 */
export function createDepositImplementation({
  finance,
  bonus,
  protection,
  appActor,
}: {
  finance: FinanceApi;
  bonus: BonusApi;
  protection: ProtectionApi;
  appActor: AppActor;
}) {
  return depositMachine.provide({
    actors: {
      loadMethods: fromPromise(({ input }) => finance.cashMethods(input.type)),
      loadPresets: fromPromise(({ input }) => finance.depositAmounts(input.bankcode)),
      loadAllowance: fromPromise(async () => {
        const session = await protection.session();
        return { left: session.depositLeft, choiceDue: session.limitChoiceDue };
      }),
      saveLimit: fromPromise(({ input }) => protection.change(input)),
      declineLimit: fromPromise(() => protection.declineLimit()),
      submitDeposit: fromPromise(({ input }) => finance.deposit(input)),
      checkTransaction: fromPromise(({ input }) => finance.transaction(input.transactionID)),
      saveFavorite: fromPromise(({ input }) =>
        finance.setFavoriteMethod(input.methodID, input.favorite),
      ),
      loadOffers: fromPromise(() => bonus.offers()),
      redeemCode: fromPromise(({ input }) => bonus.redeemCode(input.code)),
      transactionChanges: depositNews(appActor),
    },
  });
}
