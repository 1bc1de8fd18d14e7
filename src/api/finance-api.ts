import type { FinanceApi } from '../../machines/ports.ts';
import type {
  Bank,
  BankAccount,
  CashierSummary,
  CashMethodEntry,
  CashTransaction,
  DepositOutcome,
} from '../../machines/shared/finance.ts';
import { flattenCashMethods } from '../../machines/cashier/methods.ts';
import { isNoRecordsError } from '../../machines/games/coupons.ts';
import { ApiError } from './api-error.ts';
import type { ApiClient, CallOptions } from './client.ts';

/** The cashier's machines show every failure themselves (spec §8: 1 s notice, common display). */
const QUIET: CallOptions = { auth: true, quiet: true };

/** Classes finance, envoy and prepayServices over the API client. */
export function createFinanceApi(client: ApiClient): FinanceApi {
  const data = async <T>(cls: string, method: string, payload: Record<string, unknown> = {}) =>
    (await client.callUnmapped<T>(cls, method, payload, QUIET)).data;

  const transactions: FinanceApi['transactions'] = async (query) => {
    try {
      const answer = await client.callUnmapped<CashTransaction[]>(
        'finance',
        'list_transactions',
        { ...query, OrderDir: -1, OrderPar: 'DATE', concatRequire: 1 },
        QUIET,
      );
      const items = answer.data ?? [];
      return {
        items,
        pagination: answer.pagination ?? { ...query, total: query.offset + items.length },
      };
    } catch (error) {
      if (isNoRecordsError(error)) {
        return { items: [], pagination: { limit: query.limit, offset: query.offset, total: 0 } };
      }
      throw error;
    }
  };

  return {
    cashMethods: async (type) =>
      flattenCashMethods(
        await data<CashMethodEntry[]>('finance', 'list_cash_methods_new', { Type: type }),
      ),
    setFavoriteMethod: async (methodID, favorite) => {
      await data('finance', favorite ? 'add_favorite_cash_method' : 'remove_favorite_cash_method', {
        methodID,
      });
    },
    depositAmounts: async (bankcode) =>
      (await client.call('envoy', 'getDepositAmounts', { bankcode }, QUIET)).data.amounts,
    deposit: (request) =>
      data<DepositOutcome>('prepayServices', 'processTransaction', {
        ...request,
        type: 'deposit',
        returnUrl: `${window.location.origin}/deposit`,
      }),
    withdraw: (request) =>
      data<CashTransaction>('prepayServices', 'processTransaction', {
        ...request,
        type: 'withdraw',
      }),
    transaction: async (id) => {
      const page = await transactions({ limit: 1, offset: 0, searchID: id });
      const found = page.items[0];
      if (!found) throw new ApiError('refused', 'Kayıt Bulunamadı');
      return found;
    },
    transactions,
    cancelWithdrawal: (transactionID, idempotencyKey) =>
      data<CashTransaction>('finance', 'cancel_withdrawal', { transactionID, idempotencyKey }),
    summary: () => data<CashierSummary>('finance', 'cashier_summary'),
    banks: (typeID = 1) => data<Bank[]>('finance', 'list_banks', { typeID }),
    bankAccounts: () =>
      data<BankAccount[]>('finance', 'list_bank_accounts', { SiteType: 'desktop', showPrepaid: 1 }),
    saveBankAccount: (values) => data<BankAccount>('finance', 'save_bank_account', { ...values }),
    deleteBankAccount: async (bankAccountID, reauthentication) => {
      await data('finance', 'delete_bank_account', { bankAccountID, ...reauthentication });
    },
  };
}
