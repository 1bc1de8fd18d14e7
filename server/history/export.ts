/** finance export_history: the CSV of a history tab's whole filtered range. */
import { signedBonusAmount } from '../../machines/shared/bonus-events.ts';
import type { Lang } from '../../machines/shared/contract.ts';
import type { CashDirection } from '../../machines/shared/finance.ts';
import {
  spreadsheetAmount as liraCell,
  spreadsheetDateTime as dateCell,
  spreadsheetNumber,
} from '../../machines/shared/format.ts';
import type {
  GameKind,
  HistoryExport,
  HistoryQuery,
  RoundStatus,
} from '../../machines/shared/history.ts';
import { expireOverdueBonuses } from '../bonus/lifecycle.ts';
import type { Db } from '../db/driver.ts';
import { couponRows, toCoupon } from '../games/coupons.ts';
import { BONUS_EVENT_NAMES, CATEGORY_NAMES, STATUS_NAMES } from '../cashier/texts.ts';
import { reasonIn } from '../cashier/reasons.ts';
import { bonusEventRows } from './bonus-events.ts';
import { textCell, toCsv } from './csv.ts';
import {
  ALL_TIME,
  COUPON_STATUS_NAMES,
  FILE_NAMES,
  GAME_KIND_NAMES,
  HEADERS,
  ROUND_STATUS_NAMES,
} from './export-texts.ts';
import { CATEGORY_OF, bonusFilter, cashFilter, roundFilter } from './filters.ts';

/** More rows than this are refused: the player is asked for a shorter range. */
export const EXPORT_ROW_LIMIT = 100_000;

interface CashRow {
  id: number;
  created_at: Date;
  direction: CashDirection;
  method_name: string;
  amount: number;
  status: number;
  account_label: string;
  reason: string;
}

async function cashRows(db: Db, playerId: number, query: HistoryQuery, lang: Lang) {
  const filter = query.kind === 'finance' ? cashFilter(playerId, query) : undefined;
  if (!filter) return [];
  const rows = await db.query<CashRow>(
    `SELECT t.id, t.created_at, t.direction, ${lang === 'en' ? 'm.name_en' : 'm.name_tr'}
       AS method_name, t.amount, t.status, t.account_label, t.reason
     FROM cash_transactions t JOIN payment_methods m ON m.id = t.method_id ${filter.where}
     ORDER BY t.created_at DESC, t.id DESC LIMIT ${EXPORT_ROW_LIMIT + 1}`,
    filter.params,
  );
  return rows.map((row) => [
    String(row.id),
    dateCell(row.created_at),
    CATEGORY_NAMES[CATEGORY_OF[row.direction]]![lang],
    textCell(row.method_name),
    liraCell(row.amount, lang),
    STATUS_NAMES[row.status]?.[lang] ?? String(row.status),
    textCell(row.account_label),
    textCell(reasonIn(row.reason, lang)),
  ]);
}

/** The bonus tab's columns: when, which bonus, what happened, the amount signed as shown. */
async function bonusRows(db: Db, playerId: number, query: HistoryQuery, lang: Lang) {
  await expireOverdueBonuses(db, { playerId });
  const filter = bonusFilter(playerId, query);
  if (!filter) return [];
  const rows = await bonusEventRows(db, filter, lang, { limit: EXPORT_ROW_LIMIT + 1, offset: 0 });
  return rows.map((row) => [
    String(row.id),
    dateCell(row.created_at),
    textCell(row.bonus_title),
    BONUS_EVENT_NAMES[row.kind][lang],
    liraCell(signedBonusAmount(row.kind, row.amount), lang),
  ]);
}

interface RoundRow {
  id: number;
  created_at: Date;
  game_name: string;
  provider_name: string;
  game_type: GameKind;
  bet: number;
  win: number;
  status: RoundStatus;
}

async function roundRows(db: Db, playerId: number, query: HistoryQuery, lang: Lang) {
  const filter = roundFilter(playerId, { ...query, status: query.roundStatus });
  const rows = await db.query<RoundRow>(
    `SELECT id, created_at, game_name, provider_name, game_type, bet, win, status
     FROM game_rounds ${filter.where}
     ORDER BY created_at DESC, id DESC LIMIT ${EXPORT_ROW_LIMIT + 1}`,
    filter.params,
  );
  return rows.map((row) => [
    String(row.id),
    dateCell(row.created_at),
    textCell(row.game_name),
    textCell(row.provider_name),
    GAME_KIND_NAMES[row.game_type][lang],
    liraCell(row.bet, lang),
    liraCell(row.win, lang),
    liraCell(row.status === 'cancelled' ? 0 : row.win - row.bet, lang),
    ROUND_STATUS_NAMES[row.status][lang],
  ]);
}

async function betRows(db: Db, playerId: number, query: HistoryQuery, lang: Lang) {
  const rows = await couponRows(db, playerId, {
    ...query,
    limit: EXPORT_ROW_LIMIT + 1,
    offset: 0,
  });
  return rows.map((row) => {
    const coupon = toCoupon(row, lang);
    return [
      coupon.couponID,
      dateCell(coupon.createdAt),
      COUPON_STATUS_NAMES[coupon.status][lang],
      liraCell(coupon.stake, lang),
      spreadsheetNumber(coupon.totalOdds, lang),
      liraCell(coupon.potentialWin, lang),
      liraCell(coupon.payout, lang),
      textCell(coupon.selections.map((s) => `${s.event}: ${s.market} ${s.pick}`).join(' | ')),
    ];
  });
}

function rowsOf(db: Db, playerId: number, query: HistoryQuery, lang: Lang) {
  switch (query.kind) {
    case 'finance':
      return cashRows(db, playerId, query, lang);
    case 'bonus':
      return bonusRows(db, playerId, query, lang);
    case 'games':
      return roundRows(db, playerId, query, lang);
    case 'bets':
      return betRows(db, playerId, query, lang);
  }
}

const fileNameOf = (query: HistoryQuery, lang: Lang) => {
  const range =
    query.startDate || query.endDate
      ? `${query.startDate ?? ''}_${query.endDate ?? ''}`
      : ALL_TIME[lang];
  return `${FILE_NAMES[query.kind][lang]}-${range}.csv`;
};

/** The CSV of the range, or 'tooLarge' when it holds more than EXPORT_ROW_LIMIT rows. */
export async function exportHistory(
  db: Db,
  playerId: number,
  query: HistoryQuery,
  lang: Lang,
): Promise<HistoryExport | 'tooLarge'> {
  const rows = await rowsOf(db, playerId, query, lang);
  if (rows.length > EXPORT_ROW_LIMIT) return 'tooLarge';
  return {
    filename: fileNameOf(query, lang),
    content: toCsv(HEADERS[query.kind][lang], rows),
    rows: rows.length,
  };
}
