import { describe, expectTypeOf, it } from 'vitest';
import type { ApiAnswer, ApiData, ApiPayload } from '../../machines/shared/contract/index.ts';
import type {
  CashierSummary,
  CashTransaction,
  DepositOutcome,
  WalletBalanceRow,
} from '../../machines/shared/finance.ts';
import type {
  LotteryTicket,
  PlayerNotification,
  UnreadCount,
} from '../../machines/shared/history.ts';
import type { ApiClient, ApiResult } from '../../src/api/client.ts';

// Type-level: the client and the server read one map, so what it says is what both get.
describe('the contract map', () => {
  it('types a call by class and method', () => {
    const unreadCount = (client: ApiClient) => client.call('crm', 'unread_count', {});
    expectTypeOf(unreadCount).returns.toEqualTypeOf<Promise<ApiResult<UnreadCount>>>();
    expectTypeOf<ApiAnswer<'crm', 'mark_read'>>().toEqualTypeOf<UnreadCount>();
  });

  it('lets the site leave out what the schema defaults, and hands the handler it filled in', () => {
    expectTypeOf<ApiPayload<'crm', 'list_mass_messages'>>().toEqualTypeOf<{
      limit?: number;
      offset?: number;
    }>();
    expectTypeOf<ApiData<'crm', 'list_mass_messages'>>().toEqualTypeOf<{
      limit: number;
      offset: number;
    }>();
  });

  it('types the cashier by its method, and a shared method by every answer it may give', () => {
    const balance = (client: ApiClient) => client.call('finance', 'check_balance', {});
    expectTypeOf(balance).returns.toEqualTypeOf<Promise<ApiResult<WalletBalanceRow[]>>>();
    expectTypeOf<ApiAnswer<'finance', 'cashier_summary'>>().toEqualTypeOf<CashierSummary>();
    expectTypeOf<ApiAnswer<'prepayServices', 'processTransaction'>>().toEqualTypeOf<
      DepositOutcome | CashTransaction
    >();
    expectTypeOf<ApiAnswer<'finance', 'list_transactions'>>().toEqualTypeOf<
      CashTransaction[] | PlayerNotification[]
    >();
  });

  it('asks a deposit or withdrawal to say which, and pages the tickets by default', () => {
    expectTypeOf<ApiPayload<'prepayServices', 'processTransaction'>['type']>().toEqualTypeOf<
      'deposit' | 'withdraw'
    >();
    expectTypeOf<ApiPayload<'finance', 'list_tickets'>>().toEqualTypeOf<{
      limit?: number;
      offset?: number;
      search?: string;
    }>();
    expectTypeOf<ApiData<'finance', 'list_tickets'>>().toEqualTypeOf<{
      limit: number;
      offset: number;
      search?: string;
    }>();
    expectTypeOf<ApiAnswer<'finance', 'list_tickets'>>().toEqualTypeOf<LotteryTicket[]>();
  });
});
