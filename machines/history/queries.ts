import type { CouponQuery, Coupon } from '../shared/games.ts';
import {
  TRANSACTION_CATEGORY,
  type CashTransaction,
  type TransactionQuery,
} from '../shared/finance.ts';
import {
  HISTORY_PAGE_SIZE,
  type GameRound,
  type GameRoundQuery,
  type HistoryQuery,
} from '../shared/history.ts';
import type { PagingRules } from '../shared/paging.ts';

/** One row of a history: a deposit or withdrawal (finance), a bonus event, a round or a coupon. */
export type HistoryRow = CashTransaction | GameRound | Coupon;

/** The chosen filters of a tab; absent means all. */
export type HistoryFilters = Omit<HistoryQuery, 'kind' | 'startDate' | 'endDate'>;

/** How a page is asked for, by the port that answers it (the provider routes it). */
export type PageRequest =
  | { port: 'transactions'; query: TransactionQuery }
  | { port: 'gameRounds'; query: GameRoundQuery }
  | { port: 'coupons'; query: CouponQuery };

const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/**
 * The page of a history query starting at `offset`. Finance without a category sends none:
 * list_transactions then answers the cash transactions only, deposits and withdrawals. Bonus
 * asks for category 4, the bonus events, of one kind when a type is chosen. 'All time' sends no
 * dates, whichever the tab.
 */
export function pageRequest(query: HistoryQuery, offset: number): PageRequest {
  const page = { limit: HISTORY_PAGE_SIZE, offset };
  const dates = { startDate: query.startDate, endDate: query.endDate };
  switch (query.kind) {
    case 'finance':
      return {
        port: 'transactions',
        query: definedOnly({
          ...page,
          ...dates,
          searchCategory: query.searchCategory,
          searchType: query.searchType,
          status: query.status,
        }),
      };
    case 'bonus':
      return {
        port: 'transactions',
        query: definedOnly({
          ...page,
          ...dates,
          searchCategory: TRANSACTION_CATEGORY.bonus,
          searchType: query.searchType,
        }),
      };
    case 'games':
      return {
        port: 'gameRounds',
        query: definedOnly({
          ...page,
          ...dates,
          gameType: query.gameType,
          status: query.roundStatus,
        }),
      };
    case 'bets':
      return {
        port: 'coupons',
        query: definedOnly({ ...page, ...dates, couponState: query.couponState }),
      };
  }
}

/** What tells two rows apart, whatever their kind. */
export function rowKey(row: HistoryRow): string {
  if ('couponID' in row) return `coupon-${row.couponID}`;
  if ('roundID' in row) return `round-${row.roundID}`;
  return `transaction-${row.id}`;
}

/** The list's paging: pages of one size for every kind, rows told apart by rowKey. */
export const HISTORY_PAGING: PagingRules<HistoryRow> = {
  pageSize: HISTORY_PAGE_SIZE,
  keyOf: rowKey,
};
