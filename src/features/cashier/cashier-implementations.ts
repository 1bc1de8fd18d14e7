import { fromPromise, sendTo } from 'xstate';
import { depositMachine } from '../../../machines/finance/deposit.machine.ts';
import { withdrawMachine, type WithdrawData } from '../../../machines/finance/withdraw.machine.ts';
import { withdrawalsMachine } from '../../../machines/finance/withdrawals.machine.ts';
import type { BonusApi, FinanceApi, ProtectionApi } from '../../../machines/ports.ts';
import { CASH_TYPE } from '../../../machines/shared/finance.ts';
import type { AppActor } from '../../app/app-context.tsx';
import { provideBankAccounts } from '../account/account-implementations.ts';

/**
 * The cashier's machines: the deposit wizard over FinanceApi, BonusApi (offers, promo codes) and
 * ProtectionApi (the deposit allowance); the withdraw wizard over FinanceApi with its children,
 * the withdrawals list and the bank account form. Each gives the balance to read again to the
 * app actor.
 */
export function createCashierImplementations({
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
  return {
    deposit: depositMachine.provide({
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
      actions: { refreshWallet: sendTo(appActor, { type: 'wallet.refresh' }) },
    }),
    withdraw: withdrawMachine.provide({
      actors: {
        loadWithdrawData: fromPromise<WithdrawData>(async () => {
          const [methods, summary, accounts] = await Promise.all([
            finance.cashMethods(CASH_TYPE.withdraw),
            finance.summary(),
            finance.bankAccounts(),
          ]);
          return { methods, summary, accounts };
        }),
        loadSummary: fromPromise(() => finance.summary()),
        setFavoriteMethod: fromPromise(({ input }) =>
          finance.setFavoriteMethod(input.methodID, input.favorite),
        ),
        submitWithdraw: fromPromise(({ input }) => finance.withdraw(input)),
        withdrawals: withdrawalsMachine.provide({
          actors: {
            loadWithdrawals: fromPromise(({ input }) => finance.transactions(input)),
            cancelWithdrawal: fromPromise(({ input }) =>
              finance.cancelWithdrawal(input.transactionID, input.idempotencyKey),
            ),
          },
          actions: { refreshBalance: sendTo(appActor, { type: 'wallet.refresh' }) },
        }),
        addBankAccount: provideBankAccounts({ finance }),
      },
      actions: { refreshBalance: sendTo(appActor, { type: 'wallet.refresh' }) },
    }),
  };
}
