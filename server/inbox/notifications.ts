/**
 * The player's notifications (spec §3/§4: transactions of category 2 with status 1003): written
 * in the same database transaction as the change they tell of, worded when read.
 */
import type { Lang, Pagination } from '../../machines/shared/contract.ts';
import {
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS as S,
  type CashDirection,
  type TransactionStatus,
} from '../../machines/shared/finance.ts';
import { NOTIFICATION_DAYS, type PlayerNotification } from '../../machines/shared/history.ts';
import type { Db } from '../db/driver.ts';
import { dayStart, nextDay } from '../history/filters.ts';
import { formatMoney } from '../../machines/shared/format.ts';
import { NOTIFICATION_TEXTS, fill, type NotificationKind } from './notification-texts.ts';
import { reasonIn } from '../cashier/reasons.ts';
import { queuePush } from '../push/outbox.ts';
import type { PushKind } from '../push/texts.ts';

/** What a deposit or withdrawal reaching a status tells the player. */
const KIND_OF: Record<CashDirection, Partial<Record<TransactionStatus, NotificationKind>>> = {
  deposit: {
    [S.pending]: 'deposit_pending',
    [S.completed]: 'deposit_completed',
    [S.rejected]: 'deposit_rejected',
    [S.expired]: 'deposit_expired',
  },
  withdraw: {
    [S.pending]: 'withdrawal_pending',
    [S.approved]: 'withdrawal_approved',
    [S.completed]: 'withdrawal_paid',
    [S.rejected]: 'withdrawal_rejected',
    [S.cancelled]: 'withdrawal_cancelled',
  },
};

/**
 * The statuses a push tells of too: the operator's or the provider's decisions. A request the
 * player just made or cancelled is not news to them, nor a payment page they left to run out.
 */
const PUSH_OF: Partial<Record<NotificationKind, PushKind>> = {
  deposit_completed: 'deposit_completed',
  deposit_rejected: 'deposit_rejected',
  withdrawal_approved: 'withdrawal_approved',
  withdrawal_paid: 'withdrawal_paid',
  withdrawal_rejected: 'withdrawal_rejected',
};

export interface Notice {
  playerId: number;
  kind: NotificationKind;
  params?: Record<string, string>;
  /** Kuruş; none for a notice about the account (security-notices.ts). */
  amount?: number;
  cashTransactionId?: number;
  at: Date;
}

export async function notify(tx: Db, notice: Notice): Promise<void> {
  await tx.query(
    `INSERT INTO player_notifications (player_id, kind, params, amount, cash_transaction_id,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      notice.playerId,
      notice.kind,
      JSON.stringify(notice.params ?? {}),
      notice.amount ?? 0,
      notice.cashTransactionId ?? null,
      notice.at.toISOString(),
    ],
  );
}

/**
 * Tells the player their deposit or withdrawal has reached its current status: in the inbox, and
 * by push on the devices subscribed to 'cash' when the status is news.
 */
export async function notifyCashStatus(
  tx: Db,
  row: {
    id: number;
    player_id: number;
    direction: CashDirection;
    status: TransactionStatus;
    amount: number;
    reason: string;
    updated_at: Date;
  },
): Promise<void> {
  const kind = KIND_OF[row.direction][row.status];
  if (!kind) return;
  await notify(tx, {
    playerId: row.player_id,
    kind,
    params: row.reason ? { reason: row.reason } : {},
    amount: row.amount,
    cashTransactionId: row.id,
    at: new Date(row.updated_at),
  });
  const push = PUSH_OF[kind];
  if (push) await queuePush(tx, { kind: push, tag: `cash-${row.id}` }, [row.player_id]);
}

interface NotificationRow {
  id: number;
  kind: NotificationKind;
  params: Record<string, string>;
  amount: number;
  cash_transaction_id: number | null;
  method_name: string | null;
  read_at: Date | null;
  created_at: Date;
}

export function toNotification(row: NotificationRow, lang: Lang): PlayerNotification {
  const texts = NOTIFICATION_TEXTS[row.kind];
  const values = {
    amount: formatMoney(row.amount, lang),
    method: row.method_name ?? '',
    ...row.params,
    reason: reasonIn(row.params.reason ?? '', lang),
  };
  return {
    id: row.id,
    transaction_category_id: TRANSACTION_CATEGORY.notification,
    transaction_status: S.notification,
    amount: row.amount,
    title: fill(texts.title[lang], values),
    message: fill(texts.message[lang], values),
    relatedTransactionID: row.cash_transaction_id,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface NotificationQuery {
  limit: number;
  offset: number;
  /** YYYY-MM-DD, Turkey's days, inclusive. */
  startDate?: string;
  endDate?: string;
  /** 1 oldest first; otherwise newest first. */
  OrderDir?: number;
}

/** One page of the player's notifications within the dates given. */
export async function notificationPage(
  db: Db,
  playerId: number,
  query: NotificationQuery,
  lang: Lang,
): Promise<{ items: PlayerNotification[]; pagination: Pagination }> {
  const where = `WHERE n.player_id = $1
       AND ($2::timestamptz IS NULL OR n.created_at >= $2)
       AND ($3::timestamptz IS NULL OR n.created_at < $3)`;
  const params = [
    playerId,
    query.startDate ? dayStart(query.startDate).toISOString() : null,
    query.endDate ? nextDay(query.endDate).toISOString() : null,
  ];
  const order = query.OrderDir === 1 ? 'ASC' : 'DESC';
  const rows = await db.query<NotificationRow>(
    `SELECT n.id, n.kind, n.params, n.amount, n.cash_transaction_id, n.read_at, n.created_at,
       ${lang === 'en' ? 'm.name_en' : 'm.name_tr'} AS method_name
     FROM player_notifications n
     LEFT JOIN cash_transactions t ON t.id = n.cash_transaction_id
     LEFT JOIN payment_methods m ON m.id = t.method_id
     ${where} ORDER BY n.created_at ${order}, n.id ${order} LIMIT $4 OFFSET $5`,
    [...params, query.limit, query.offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM player_notifications n ${where}`,
    params,
  );
  return {
    items: rows.map((row) => toNotification(row, lang)),
    pagination: { limit: query.limit, offset: query.offset, total: count!.total },
  };
}

/** Spec §9: the site shows the last 90 days; older notifications no longer count as unread. */
const UNREAD_WINDOW = `${NOTIFICATION_DAYS} days`;

export async function unreadNotifications(db: Db, playerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM player_notifications
     WHERE player_id = $1 AND read_at IS NULL AND created_at >= now() - $2::interval`,
    [playerId, UNREAD_WINDOW],
  );
  return row!.n;
}

/** Marks the player's own notifications among ids read; others' ids change nothing. */
export async function markNotificationsRead(
  db: Db,
  playerId: number,
  ids: readonly number[],
): Promise<void> {
  await db.query(
    `UPDATE player_notifications SET read_at = now()
     WHERE player_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL`,
    [playerId, ids],
  );
}
