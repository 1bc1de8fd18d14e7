/** finance history_totals: sums over the whole filtered range of a history tab. */
import { TRANSACTION_STATUS } from '../../machines/shared/finance.ts';
import type { HistoryQuery, HistoryTotals } from '../../machines/shared/history.ts';
import { expireOverdueBonuses } from '../bonus/lifecycle.ts';
import type { Db } from '../db/driver.ts';
import { bonusFilter, cashFilter, couponFilter, roundFilter, type Filter } from './filters.ts';

type Sums = Record<string, number>;

async function sumsOf(db: Db, select: string, from: string, filter: Filter): Promise<Sums> {
  const [row] = await db.query<Sums>(
    `SELECT ${select} FROM ${from} ${filter.where}`,
    filter.params,
  );
  return row!;
}

const sum = (expression: string, as: string, where?: string) =>
  `coalesce(sum(${expression})${where ? ` FILTER (WHERE ${where})` : ''}, 0)::bigint AS ${as}`;

const CASH_FROM = 'cash_transactions t JOIN payment_methods m ON m.id = t.method_id';

async function financeTotals(db: Db, playerId: number, query: HistoryQuery) {
  const filter = cashFilter(playerId, query);
  if (!filter) return { count: 0, deposited: 0, withdrawn: 0 };
  const done = `t.status = ${TRANSACTION_STATUS.completed}`;
  return sumsOf(
    db,
    `count(*) AS count, ${sum('t.amount', 'deposited', `t.direction = 'deposit' AND ${done}`)},
     ${sum('t.amount', 'withdrawn', `t.direction = 'withdraw' AND ${done}`)}`,
    CASH_FROM,
    filter,
  );
}

async function bonusTotals(db: Db, playerId: number, query: HistoryQuery) {
  await expireOverdueBonuses(db, { playerId });
  const filter = bonusFilter(playerId, query);
  if (!filter) return { count: 0, granted: 0, wagered: 0, converted: 0, forfeited: 0 };
  return sumsOf(
    db,
    `count(*) AS count, ${sum('e.amount', 'granted', "e.kind = 'granted'")},
     ${sum('e.amount', 'wagered', "e.kind = 'wagered'")},
     ${sum('e.amount', 'converted', "e.kind = 'converted'")},
     ${sum('e.amount', 'forfeited', "e.kind IN ('forfeited', 'expired')")}`,
    'bonus_events e',
    filter,
  );
}

/**
 * The tab's count and sums: finance counts completed deposits and paid withdrawals; games and
 * bets leave cancelled rounds and coupons out of the stakes (their stake was returned); bonus
 * adds what was granted, wagered (rolled-back bets taken back), converted and lost.
 */
export async function historyTotals(
  db: Db,
  playerId: number,
  query: HistoryQuery,
): Promise<HistoryTotals> {
  switch (query.kind) {
    case 'finance': {
      const totals = await financeTotals(db, playerId, query);
      return {
        count: totals.count!,
        sums: [
          { key: 'deposited', amount: totals.deposited! },
          { key: 'withdrawn', amount: totals.withdrawn! },
        ],
      };
    }
    case 'bonus': {
      const totals = await bonusTotals(db, playerId, query);
      return {
        count: totals.count!,
        sums: [
          { key: 'bonusGranted', amount: totals.granted! },
          { key: 'bonusWagered', amount: totals.wagered! },
          { key: 'bonusConverted', amount: totals.converted! },
          { key: 'bonusForfeited', amount: totals.forfeited! },
        ],
      };
    }
    case 'games': {
      const totals = await sumsOf(
        db,
        `count(*) AS count, ${sum('bet', 'staked', "status <> 'cancelled'")},
         ${sum('win', 'won', "status <> 'cancelled'")}`,
        'game_rounds',
        roundFilter(playerId, { ...query, status: query.roundStatus }),
      );
      return {
        count: totals.count!,
        sums: [
          { key: 'staked', amount: totals.staked! },
          { key: 'won', amount: totals.won! },
          { key: 'net', amount: totals.won! - totals.staked! },
        ],
      };
    }
    case 'bets': {
      const totals = await sumsOf(
        db,
        `count(*) AS count, ${sum('stake', 'staked', "status <> 'cancelled'")},
         ${sum('payout', 'paid_out', "status <> 'cancelled'")}`,
        'coupons',
        couponFilter(playerId, query),
      );
      return {
        count: totals.count!,
        sums: [
          { key: 'staked', amount: totals.staked! },
          { key: 'paidOut', amount: totals.paid_out! },
          { key: 'net', amount: totals.paid_out! - totals.staked! },
        ],
      };
    }
  }
}
