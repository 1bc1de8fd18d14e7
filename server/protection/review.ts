/**
 * The periodic account review (UKGC RTS 12): every reviewMonths the player is shown, month by
 * month, what they deposited, withdrew and won or lost, and acknowledges it once. The review
 * window starts at the last acknowledgement (else the account's creation), at most reviewMonths
 * back; months are Turkish calendar months, and a month with nothing in it is still listed.
 */
import {
  addMonths,
  periodEnd,
  periodStart,
  type AccountReview,
  type ReviewMonth,
} from '../../machines/shared/protection.ts';
import { TRANSACTION_STATUS as S } from '../../machines/shared/finance.ts';
import { TURKEY_UTC_OFFSET_MS } from '../../machines/shared/turkey-time.ts';
import type { Db } from '../db/driver.ts';
import { lockPlayer } from '../wallet/ledger.ts';
import { recordEvent } from './events.ts';

/** The Turkish calendar month ('YYYY-MM') a time falls in. */
const monthOf = (atMs: number) => new Date(atMs + TURKEY_UTC_OFFSET_MS).toISOString().slice(0, 7);

// The same month in SQL: a timestamptz as Turkish wall-clock time.
const MONTH_SQL = `to_char((created_at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM')`;

async function reviewBase(db: Db, playerId: number) {
  const [row] = await db.query<{ created_at: Date; reviewed_at: Date | null }>(
    `SELECT p.created_at, pp.reviewed_at FROM players p
     LEFT JOIN player_protection pp ON pp.player_id = p.id WHERE p.id = $1`,
    [playerId],
  );
  if (!row) throw new Error(`player ${playerId} is gone`);
  const reviewedAt = row.reviewed_at ? new Date(row.reviewed_at).getTime() : null;
  return { since: reviewedAt ?? new Date(row.created_at).getTime(), reviewedAt };
}

/** Whether the review is due: none acknowledged (nor the account opened) within `months`. */
export async function reviewDue(db: Db, playerId: number, nowMs: number, months: number) {
  return addMonths((await reviewBase(db, playerId)).since, months) <= nowMs;
}

/** Credited deposits and approved or paid withdrawals per month since `from`. */
async function cashByMonth(db: Db, playerId: number, from: number) {
  const rows = await db.query<{ month: string; deposited: number; withdrawn: number }>(
    `SELECT ${MONTH_SQL} AS month,
       COALESCE(sum(amount) FILTER (WHERE direction = 'deposit' AND status = $3), 0)::bigint
         AS deposited,
       COALESCE(sum(amount) FILTER (WHERE direction = 'withdraw' AND status IN ($4, $3)), 0)::bigint
         AS withdrawn
     FROM cash_transactions WHERE player_id = $1 AND created_at >= $2
     GROUP BY 1`,
    [playerId, new Date(from), S.completed, S.approved],
  );
  return new Map(rows.map((row) => [row.month, row]));
}

/** Won less staked over the seamless rounds per month since `from` (rolled-back bets left out). */
async function netByMonth(db: Db, playerId: number, from: number) {
  const rows = await db.query<{ month: string; net: number }>(
    `SELECT ${MONTH_SQL} AS month,
       COALESCE(sum(CASE action WHEN 'credit' THEN amount ELSE -amount END), 0)::bigint AS net
     FROM seamless_transactions
     WHERE player_id = $1 AND NOT rolled_back AND action IN ('debit', 'credit')
       AND created_at >= $2
     GROUP BY 1`,
    [playerId, new Date(from)],
  );
  return new Map(rows.map((row) => [row.month, Number(row.net)]));
}

/** protection get_review: the months of the window, due or not. */
export async function accountReview(
  db: Db,
  playerId: number,
  nowMs: number,
  reviewMonths: number,
): Promise<AccountReview> {
  const { since, reviewedAt } = await reviewBase(db, playerId);
  const from = Math.max(since, addMonths(nowMs, -reviewMonths));
  const cash = await cashByMonth(db, playerId, from);
  const net = await netByMonth(db, playerId, from);
  const months: ReviewMonth[] = [];
  for (let start = periodStart('month', from); start <= nowMs; start = periodEnd('month', start)) {
    const month = monthOf(start);
    months.push({
      month,
      deposited: Number(cash.get(month)?.deposited ?? 0),
      withdrawn: Number(cash.get(month)?.withdrawn ?? 0),
      net: net.get(month) ?? 0,
    });
  }
  return {
    due: addMonths(since, reviewMonths) <= nowMs,
    from: new Date(from).toISOString(),
    to: new Date(nowMs).toISOString(),
    months,
    lastReviewedAt: reviewedAt === null ? null : new Date(reviewedAt).toISOString(),
  };
}

/**
 * The player read the due review: kept, and not asked again for reviewMonths. A review read
 * while none is due (from the tools, or a second tab) records nothing.
 */
export async function acknowledgeReview(
  db: Db,
  playerId: number,
  nowMs: number,
  reviewMonths: number,
) {
  // Two tabs acknowledging at once record it once.
  await lockPlayer(db, playerId);
  if (!(await reviewDue(db, playerId, nowMs, reviewMonths))) return;
  await db.query(
    `INSERT INTO player_protection (player_id, reviewed_at) VALUES ($1, $2)
     ON CONFLICT (player_id) DO UPDATE SET reviewed_at = excluded.reviewed_at`,
    [playerId, new Date(nowMs)],
  );
  await recordEvent(db, playerId, 'review_acknowledged', {}, { actor: 'player' }, nowMs);
}
