import type { FinanceApi } from '../../machines/ports.ts';
import type { ApiMethod, ApiPayload } from '../../machines/shared/contract/index.ts';
import {
  isNotification,
  type CashTransaction,
  type DepositOutcome,
  type ProcessedTransaction,
} from '../../machines/shared/finance.ts';
import type { PlayerNotification } from '../../machines/shared/history.ts';
import { flattenCashMethods } from '../../machines/cashier/methods.ts';
import { isNoRecordsError } from '../../machines/games/coupons.ts';
import { ApiError } from './api-error.ts';
import type { ApiClient, CallOptions } from './client.ts';

/** The cashier's machines show every failure themselves (spec §8: 1 s notice, common display). */
const QUIET: CallOptions = { auth: true, quiet: true };

/** A deposit answers its outcome, a withdrawal the transaction it opened. */
const isDepositOutcome = (answer: ProcessedTransaction): answer is DepositOutcome =>
  'transactionID' in answer;

const isCashTransaction = (row: CashTransaction | PlayerNotification): row is CashTransaction =>
  !isNotification(row);

/** processTransaction answered the other kind of transaction than was asked for. */
const otherKindAnswered = (asked: 'deposit' | 'withdraw') =>
  new ApiError('http', `processTransaction answered no ${asked}`);

/** Classes finance, envoy and prepayServices over the API client. */
export function createFinanceApi(client: ApiClient): FinanceApi {
  const finance = async <M extends ApiMethod<'finance'>>(
    method: M,
    payload: ApiPayload<'finance', M>,
  ) => (await client.call('finance', method, payload, QUIET)).data;
  const processTransaction = async (payload: ApiPayload<'prepayServices', 'processTransaction'>) =>
    (await client.call('prepayServices', 'processTransaction', payload, QUIET)).data;

  const transactions: FinanceApi['transactions'] = async (query) => {
    try {
      const answer = await client.call(
        'finance',
        'list_transactions',
        { ...query, OrderDir: -1, OrderPar: 'DATE', concatRequire: 1 },
        QUIET,
      );
      // Asked without category 2: deposits and withdrawals, never notifications.
      const items = (answer.data ?? []).filter(isCashTransaction);
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
      flattenCashMethods(await finance('list_cash_methods_new', { Type: type })),
    setFavoriteMethod: async (methodID, favorite) => {
      await finance(favorite ? 'add_favorite_cash_method' : 'remove_favorite_cash_method', {
        methodID,
      });
    },
    depositAmounts: async (bankcode) =>
      (await client.call('envoy', 'getDepositAmounts', { bankcode }, QUIET)).data.amounts,
    deposit: async (request) => {
      const answer = await processTransaction({
        ...request,
        type: 'deposit',
        returnUrl: `${window.location.origin}/deposit`,
      });
      if (!isDepositOutcome(answer)) throw otherKindAnswered('deposit');
      return answer;
    },
    withdraw: async (request) => {
      const answer = await processTransaction({ ...request, type: 'withdraw' });
      if (isDepositOutcome(answer)) throw otherKindAnswered('withdraw');
      return answer;
    },
    transaction: async (id) => {
      const page = await transactions({ limit: 1, offset: 0, searchID: id });
      const found = page.items[0];
      if (!found) throw new ApiError('refused', 'Kayıt Bulunamadı');
      return found;
    },
    transactions,
    cancelWithdrawal: (transactionID, idempotencyKey) =>
      finance('cancel_withdrawal', { transactionID, idempotencyKey }),
    summary: () => finance('cashier_summary', {}),
    banks: (typeID = 1) => finance('list_banks', { typeID }),
    bankAccounts: () => finance('list_bank_accounts', { SiteType: 'desktop', showPrepaid: 1 }),
    saveBankAccount: (values) => finance('save_bank_account', { ...values }),
    deleteBankAccount: async (bankAccountID, reauthentication) => {
      await finance('delete_bank_account', { bankAccountID, ...reauthentication });
    },
  };
}
