/** The player's bonus history (table bonus_events) as list_transactions answers it. */
import { BONUS_EVENT_KINDS, type BonusEventKind } from '../../machines/shared/bonus.ts';
import type { Lang, Pagination } from '../../machines/shared/contract.ts';
import {
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type CashTransaction,
} from '../../machines/shared/finance.ts';
import type { Db } from '../db/driver.ts';
import type { HistoryQuery } from '../cashier/history.ts';
import { BONUS_EVENT_NAMES } from '../cashier/texts.ts';
import { bonusFilter, bonusSubCategoryId, type CashQuery, type Filter } from './filters.ts';

export interface BonusEventRow {
  id: number;
  kind: BonusEventKind;
  amount: number;
  player_bonus_id: number;
  bonus_title: string;
  created_at: Date;
}

/** list_sub_categories of category 4: one per kind of event, the bonus tab's type filter. */
export const bonusSubCategories = (lang: Lang) =>
  BONUS_EVENT_KINDS.map((kind) => ({
    id: bonusSubCategoryId(kind),
    categoryID: TRANSACTION_CATEGORY.bonus,
    name: BONUS_EVENT_NAMES[kind][lang],
  }));

/** Each event with the title of its bonus's offer in the caller's language. */
export const BONUS_EVENTS_FROM = (lang: Lang) =>
  `SELECT e.id, e.kind, e.amount, e.player_bonus_id, e.created_at,
     ${lang === 'en' ? 'o.title_en' : 'o.title_tr'} AS bonus_title
   FROM bonus_events e
   JOIN player_bonuses b ON b.id = e.player_bonus_id
   JOIN bonus_offers o ON o.id = b.offer_id`;

/** An event as a category 4 transaction: it has happened, so it is completed. */
export function toBonusTransaction(row: BonusEventRow): CashTransaction {
  const at = new Date(row.created_at).toISOString();
  return {
    id: row.id,
    transaction_category_id: TRANSACTION_CATEGORY.bonus,
    transaction_status: TRANSACTION_STATUS.completed,
    amount: row.amount,
    methodID: 0,
    methodName: row.bonus_title,
    createdAt: at,
    updatedAt: at,
    reason: '',
    bonusEvent: row.kind,
    bonusID: row.player_bonus_id,
  };
}

/** The events matching every filter, newest first unless asked otherwise; at most `limit`. */
export async function bonusEventRows(
  db: Db,
  filter: Filter,
  lang: Lang,
  page: Pick<HistoryQuery, 'limit' | 'offset' | 'OrderDir' | 'OrderPar'>,
): Promise<BonusEventRow[]> {
  const direction = page.OrderDir === 1 ? 'ASC' : 'DESC';
  const column = page.OrderPar === 'AMOUNT' ? 'e.amount' : 'e.created_at';
  const next = filter.params.length;
  return db.query<BonusEventRow>(
    `${BONUS_EVENTS_FROM(lang)} ${filter.where}
     ORDER BY ${column} ${direction}, e.id ${direction} LIMIT $${next + 1} OFFSET $${next + 2}`,
    [...filter.params, page.limit, page.offset],
  );
}

/** One page of the player's bonus events (searchCategory 4) and how many match. */
export async function bonusEventPage(
  db: Db,
  playerId: number,
  query: HistoryQuery & CashQuery,
  lang: Lang,
): Promise<{ items: CashTransaction[]; pagination: Pagination }> {
  const pagination = { limit: query.limit, offset: query.offset, total: 0 };
  const filter = bonusFilter(playerId, query);
  if (!filter) return { items: [], pagination };
  const rows = await bonusEventRows(db, filter, lang, query);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM bonus_events e ${filter.where}`,
    filter.params,
  );
  return {
    items: rows.map(toBonusTransaction),
    pagination: { ...pagination, total: count!.total },
  };
}
