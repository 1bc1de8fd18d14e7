/**
 * The WHERE clauses of the history's lists, totals and exports, one per kind, so a page, its
 * sums and its CSV always read the same rows. Each answers SQL with $1… placeholders and its
 * parameters; the player is always $1.
 */
import { BONUS_EVENT_KINDS, type BonusEventKind } from '../../machines/shared/bonus.ts';
import {
  METHOD_KINDS,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type CashDirection,
  type MethodKind,
} from '../../machines/shared/finance.ts';
import { SPORTSBOOK_PROVIDER_ID } from '../../machines/shared/games.ts';
import type { CouponState, GameKind, RoundStatus } from '../../machines/shared/history.ts';
import { TURKEY_UTC_OFFSET } from '../../machines/shared/turkey-time.ts';

export interface Filter {
  /** Starts with WHERE. */
  where: string;
  params: unknown[];
}

/** Turkey's day boundaries. */
export const dayStart = (date: string) => new Date(`${date}T00:00:00${TURKEY_UTC_OFFSET}`);
export const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

const startOf = (date?: string) => (date ? dayStart(date).toISOString() : null);
const endOf = (date?: string) => (date ? nextDay(date).toISOString() : null);

export interface DateRange {
  /** YYYY-MM-DD, inclusive, Turkey's days. */
  startDate?: string;
  endDate?: string;
}

const DIRECTIONS: readonly CashDirection[] = ['deposit', 'withdraw'];

/** list_categories ids of the cash directions. */
export const CATEGORY_OF: Record<CashDirection, number> = {
  deposit: TRANSACTION_CATEGORY.deposit,
  withdraw: TRANSACTION_CATEGORY.withdrawal,
};

/** list_sub_categories ids: the category times 100 plus the kind's place in METHOD_KINDS. */
export const subCategoryId = (direction: CashDirection, kind: MethodKind) =>
  CATEGORY_OF[direction] * 100 + METHOD_KINDS.indexOf(kind) + 1;

const directionOf = (category: number) => DIRECTIONS.find((d) => CATEGORY_OF[d] === category);

function subCategory(id: number): { direction: CashDirection; kind: MethodKind } | undefined {
  const direction = directionOf(Math.floor(id / 100));
  const kind = METHOD_KINDS[(id % 100) - 1];
  return direction && kind ? { direction, kind } : undefined;
}

export interface CashQuery extends DateRange {
  searchCategory?: number;
  searchType?: number;
  searchID?: number;
  status?: number;
  searchMinAmount?: number;
}

/**
 * Deposits and withdrawals (table cash_transactions as t, joined with payment_methods as m).
 * undefined when the filters can match none: a category without cash transactions (bonus,
 * casino…), an unknown type, or a type of the other category.
 */
export function cashFilter(playerId: number, query: CashQuery): Filter | undefined {
  const category =
    query.searchCategory === undefined ? undefined : directionOf(query.searchCategory);
  const type = query.searchType === undefined ? undefined : subCategory(query.searchType);
  if (
    (query.searchCategory !== undefined && !category) ||
    (query.searchType !== undefined && !type) ||
    (category && type && type.direction !== category)
  ) {
    return undefined;
  }
  return {
    where: `WHERE t.player_id = $1
       AND ($2::text IS NULL OR t.direction = $2) AND ($3::bigint IS NULL OR t.id = $3)
       AND ($4::integer IS NULL OR t.status = $4)
       AND ($5::timestamptz IS NULL OR t.created_at >= $5)
       AND ($6::timestamptz IS NULL OR t.created_at < $6)
       AND ($7::bigint IS NULL OR t.amount >= $7) AND ($8::text IS NULL OR m.kind = $8)`,
    params: [
      playerId,
      type?.direction ?? category ?? null,
      query.searchID ?? null,
      query.status ?? null,
      startOf(query.startDate),
      endOf(query.endDate),
      query.searchMinAmount ?? null,
      type?.kind ?? null,
    ],
  };
}

export interface RoundQuery extends DateRange {
  gameType?: GameKind;
  status?: RoundStatus;
}

/**
 * Game rounds (table game_rounds). The sportsbook's rounds are left out: its slips are listed as
 * the coupons they are (couponFilter).
 */
export function roundFilter(playerId: number, query: RoundQuery): Filter {
  return {
    where: `WHERE player_id = $1
       AND ($2::timestamptz IS NULL OR created_at >= $2)
       AND ($3::timestamptz IS NULL OR created_at < $3)
       AND ($4::text IS NULL OR game_type = $4) AND ($5::text IS NULL OR status = $5)
       AND (game_type IS DISTINCT FROM 'virtual' OR game_id <> ${SPORTSBOOK_PROVIDER_ID})`,
    params: [
      playerId,
      startOf(query.startDate),
      endOf(query.endDate),
      query.gameType ?? null,
      query.status ?? null,
    ],
  };
}

export interface CouponFilterQuery extends DateRange {
  couponState?: CouponState;
}

/** Sports coupons (table coupons): 'open' is status open, 'settled' every other status. */
export function couponFilter(playerId: number, query: CouponFilterQuery): Filter {
  return {
    where: `WHERE player_id = $1
       AND ($2::timestamptz IS NULL OR created_at >= $2)
       AND ($3::timestamptz IS NULL OR created_at < $3)
       AND ($4::text IS NULL OR (status = 'open') = ($4 = 'open'))`,
    params: [playerId, startOf(query.startDate), endOf(query.endDate), query.couponState ?? null],
  };
}

/** list_sub_categories ids of the bonus history: category 4 times 100 plus the kind's place. */
export const bonusSubCategoryId = (kind: BonusEventKind) =>
  TRANSACTION_CATEGORY.bonus * 100 + BONUS_EVENT_KINDS.indexOf(kind) + 1;

const bonusEventOf = (id: number) =>
  BONUS_EVENT_KINDS.find((kind) => bonusSubCategoryId(kind) === id);

/**
 * The bonus history (table bonus_events as e). undefined when the filters can match none: a
 * category other than bonus, a type that is no bonus event, or a status other than completed
 * (every bonus event has happened).
 */
export function bonusFilter(playerId: number, query: CashQuery): Filter | undefined {
  const kind = query.searchType === undefined ? undefined : bonusEventOf(query.searchType);
  if (
    (query.searchCategory !== undefined && query.searchCategory !== TRANSACTION_CATEGORY.bonus) ||
    (query.searchType !== undefined && !kind) ||
    (query.status !== undefined && query.status !== TRANSACTION_STATUS.completed)
  ) {
    return undefined;
  }
  return {
    where: `WHERE e.player_id = $1
       AND ($2::timestamptz IS NULL OR e.created_at >= $2)
       AND ($3::timestamptz IS NULL OR e.created_at < $3)
       AND ($4::text IS NULL OR e.kind = $4) AND ($5::bigint IS NULL OR e.id = $5)
       AND ($6::bigint IS NULL OR e.amount >= $6)`,
    params: [
      playerId,
      startOf(query.startDate),
      endOf(query.endDate),
      kind ?? null,
      query.searchID ?? null,
      query.searchMinAmount ?? null,
    ],
  };
}
