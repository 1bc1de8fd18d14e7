/** The player's deposits and withdrawals as list_transactions answers them. */
import type { Lang, Pagination } from '../../machines/shared/contract.ts';
import {
  METHOD_KINDS,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type CashDirection,
  type CashTransaction,
  type MethodKind,
} from '../../machines/shared/finance.ts';
import type { Db } from '../db/driver.ts';
import type { CashRow } from './transactions.ts';

export const CATEGORY_OF: Record<CashDirection, number> = {
  deposit: TRANSACTION_CATEGORY.deposit,
  withdraw: TRANSACTION_CATEGORY.withdrawal,
};

/** list_sub_categories ids: the category times 100 plus the kind's place in METHOD_KINDS. */
export const subCategoryId = (direction: CashDirection, kind: MethodKind) =>
  CATEGORY_OF[direction] * 100 + METHOD_KINDS.indexOf(kind) + 1;

const directionOf = (category: number) =>
  (['deposit', 'withdraw'] as const).find((d) => CATEGORY_OF[d] === category);

function subCategory(id: number): { direction: CashDirection; kind: MethodKind } | undefined {
  const direction = directionOf(Math.floor(id / 100));
  const kind = METHOD_KINDS[(id % 100) - 1];
  return direction && kind ? { direction, kind } : undefined;
}

export type HistoryRow = CashRow & { method_name: string };

/** A transaction as the player sees it; cancelAllowed is the operator's setting. */
export function toCashTransaction(row: HistoryRow, cancelAllowed: boolean): CashTransaction {
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
    reason: row.reason,
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

const dayStart = (date: string) => new Date(`${date}T00:00:00+03:00`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

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
  const category =
    query.searchCategory === undefined ? undefined : directionOf(query.searchCategory);
  const type = query.searchType === undefined ? undefined : subCategory(query.searchType);
  // A category without cash transactions (bonus, casino…), or a type of the other category.
  if (
    (query.searchCategory !== undefined && !category) ||
    (query.searchType !== undefined && !type) ||
    (category && type && type.direction !== category)
  ) {
    return { rows: [], pagination: { limit: query.limit, offset: query.offset, total: 0 } };
  }
  const where = `WHERE t.player_id = $1
       AND ($2::text IS NULL OR t.direction = $2) AND ($3::bigint IS NULL OR t.id = $3)
       AND ($4::integer IS NULL OR t.status = $4)
       AND ($5::timestamptz IS NULL OR t.created_at >= $5)
       AND ($6::timestamptz IS NULL OR t.created_at < $6)
       AND ($7::bigint IS NULL OR t.amount >= $7) AND ($8::text IS NULL OR m.kind = $8)`;
  const params = [
    playerId,
    type?.direction ?? category ?? null,
    query.searchID ?? null,
    query.status ?? null,
    query.startDate ? dayStart(query.startDate).toISOString() : null,
    query.endDate ? nextDay(query.endDate).toISOString() : null,
    query.searchMinAmount ?? null,
    type?.kind ?? null,
  ];
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
