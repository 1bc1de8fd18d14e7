import { fromPromise } from 'xstate';
import { depositMachine } from '../../../machines/cashier/deposit.machine.ts';
import type { BonusApi, FinanceApi, ProtectionApi } from '../../../machines/ports.ts';

/**
 * The deposit wizard over FinanceApi, BonusApi (offers, promo codes) and ProtectionApi (the
 * deposit allowance).
 */
export function createDepositImplementation({
  finance,
  bonus,
  protection,
}: {
  finance: FinanceApi;
  bonus: BonusApi;
  protection: ProtectionApi;
}) {
  return depositMachine.provide({
    actors: {
      loadMethods: fromPromise(({ input }) => finance.cashMethods(input.type)),
      loadPresets: fromPromise(({ input }) => finance.depositAmounts(input.bankcode)),
      loadAllowance: fromPromise(async () => {
        const session = await protection.session();
        return { left: session.depositLeft, firstDeposit: !session.hasDeposited };
      }),
      submitDeposit: fromPromise(({ input }) => finance.deposit(input)),
      checkTransaction: fromPromise(({ input }) => finance.transaction(input.transactionID)),
      saveFavorite: fromPromise(({ input }) =>
        finance.setFavoriteMethod(input.methodID, input.favorite),
      ),
      loadOffers: fromPromise(() => bonus.offers()),
      redeemCode: fromPromise(({ input }) => bonus.redeemCode(input.code)),
    },
  });
}
