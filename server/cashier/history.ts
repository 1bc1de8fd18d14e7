/** The player's deposits and withdrawals as list_transactions answers them. */
import type { Lang, Pagination } from '../../machines/shared/contract.ts';
import { TRANSACTION_STATUS, type CashTransaction } from '../../machines/shared/finance.ts';
import type { Db } from '../db/driver.ts';
import { CATEGORY_OF, cashFilter } from '../history/filters.ts';
import type { CashRow } from './cash-row.ts';
import { reasonIn } from './reasons.ts';

export type HistoryRow = CashRow & { method_name: string };

/** A transaction as the player sees it in lang; cancelAllowed is the operator's setting. */
export function toCashTransaction(
  row: HistoryRow,
  cancelAllowed: boolean,
  lang: Lang,
): CashTransaction {
  const withdrawal = row.direction === 'withdraw';
  return {
    id: row.id,
    transaction_category_id: CATEGORY_OF[row.direction],
    transaction_status: row.status,
    amount: row.amount,
    methodID: row.method_id,
    methodName: row.method_name,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    reason: reasonIn(row.reason, lang),
    ...(withdrawal
      ? {
          accountLabel: row.account_label,
          cancellable: cancelAllowed && row.status === TRANSACTION_STATUS.pending,
        }
      : {}),
  };
}

export interface HistoryQuery {
  limit: number;
  offset: number;
  searchCategory?: number;
  searchID?: number;
  status?: number;
  /** YYYY-MM-DD, Turkey's days (UTC+3), inclusive. */
  startDate?: string;
  endDate?: string;
  searchMinAmount?: number;
  /** A list_sub_categories id. */
  searchType?: number;
  /** 1 oldest first; otherwise newest first. */
  OrderDir?: number;
  OrderPar?: 'DATE' | 'AMOUNT';
}

const HISTORY_SELECT = (lang: Lang) =>
  `SELECT t.*, ${lang === 'en' ? 'm.name_en' : 'm.name_tr'} AS method_name
   FROM cash_transactions t JOIN payment_methods m ON m.id = t.method_id`;

/** One of the player's transactions, or undefined. */
export async function findHistoryRow(
  db: Db,
  playerId: number,
  id: number,
  lang: Lang,
): Promise<HistoryRow | undefined> {
  const [row] = await db.query<HistoryRow>(
    `${HISTORY_SELECT(lang)} WHERE t.id = $1 AND t.player_id = $2`,
    [id, playerId],
  );
  return row;
}

/** One page of the player's transactions matching every filter given. */
export async function historyPage(
  db: Db,
  playerId: number,
  query: HistoryQuery,
  lang: Lang,
): Promise<{ rows: HistoryRow[]; pagination: Pagination }> {
  const filter = cashFilter(playerId, query);
  if (!filter) {
    return { rows: [], pagination: { limit: query.limit, offset: query.offset, total: 0 } };
  }
  const { where, params } = filter;
  const direction = query.OrderDir === 1 ? 'ASC' : 'DESC';
  const column = query.OrderPar === 'AMOUNT' ? 't.amount' : 't.created_at';
  const rows = await db.query<HistoryRow>(
    `${HISTORY_SELECT(lang)} ${where}
     ORDER BY ${column} ${direction}, t.id ${direction} LIMIT $9 OFFSET $10`,
    [...params, query.limit, query.offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM cash_transactions t
     JOIN payment_methods m ON m.id = t.method_id ${where}`,
    params,
  );
  return { rows, pagination: { limit: query.limit, offset: query.offset, total: count!.total } };
}
