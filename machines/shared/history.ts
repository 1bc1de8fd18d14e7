/**
 * The account's histories, notifications, mass messages and lottery tickets as the platform
 * answers them (spec §3, §4, §7, §9). Amounts are kuruş.
 */

/** Spec §9 date presets, in the order the history offers them. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'last90',
  'last180',
  'last6Months',
  'last12Months',
  'last2Years',
  'thisMonth',
  'lastMonth',
  'allTime',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The tabs of the history area. */
export const HISTORY_KINDS = ['finance', 'bonus', 'games', 'bets'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Spec §9: history pages of 10. */
export const HISTORY_PAGE_SIZE = 10;

export const GAME_KINDS = ['slot', 'live', 'virtual'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** A round is open between its bet and its last win; a rollback cancels it (stake returned). */
export const ROUND_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** The bet tab's open and closed coupons. */
export const COUPON_STATES = ['open', 'settled'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** finance list_game_rounds: one round of a game played for the real balance. */
export interface GameRound {
  roundID: number;
  gameType: GameKind;
  gameID: number;
  /** Names as they were when the round was played. */
  gameName: string;
  providerName: string;
  bet: number;
  win: number;
  /** win − bet (negative when lost); 0 for a cancelled round. */
  net: number;
  status: RoundStatus;
  createdAt: string;
  settledAt: string | null;
}

export interface GameRoundQuery {
  limit: number;
  offset: number;
  /** YYYY-MM-DD, inclusive, Turkey's days. */
  startDate?: string;
  endDate?: string;
  gameType?: GameKind;
  status?: RoundStatus;
}

/**
 * The filters of one tab, as finance history_totals and export_history take them (with `kind`).
 * finance and bonus use searchCategory / searchType / status (list_categories,
 * list_sub_categories, list_types_frontend ids); games uses gameType and roundStatus; bets uses
 * couponState.
 */
export interface HistoryQuery {
  kind: HistoryKind;
  startDate?: string;
  endDate?: string;
  searchCategory?: number;
  searchType?: number;
  status?: number;
  gameType?: GameKind;
  roundStatus?: RoundStatus;
  couponState?: CouponState;
}

/** What a sum adds up; the site names it. */
export type HistorySumKey =
  | 'deposited'
  | 'withdrawn'
  | 'bonusGranted'
  | 'bonusWagered'
  | 'bonusConverted'
  | 'bonusForfeited'
  | 'staked'
  | 'won'
  | 'net'
  | 'paidOut';

/**
 * finance history_totals: the whole filtered range, not only the rows loaded. finance: deposited
 * (completed deposits), withdrawn (paid withdrawals); bonus: bonusGranted, bonusWagered (the
 * stakes counted), bonusConverted (turned into cash), bonusForfeited (forfeited or expired);
 * games: staked, won, net; bets: staked, paidOut, net.
 */
export interface HistoryTotals {
  count: number;
  sums: { key: HistorySumKey; amount: number }[];
}

/** finance export_history: the CSV of the whole filtered range, in the player's language. */
export interface HistoryExport {
  filename: string;
  /** text/csv, UTF-8 with a BOM, ';' separated (Turkish spreadsheets), lira with 2 decimals. */
  content: string;
  rows: number;
}

/** list_types_frontend and list_categories rows. */
export interface NamedOption {
  id: number;
  name: string;
}

/** list_sub_categories rows. */
export interface SubCategoryOption extends NamedOption {
  categoryID: number;
}

/** Spec §3/§4: a transaction of category 2 with status 1003, as list_transactions answers it. */
export interface PlayerNotification {
  id: number;
  transaction_category_id: 2;
  transaction_status: 1003;
  /** Kuruş of the transaction it is about, 0 when none. */
  amount: number;
  /** In the player's language. */
  title: string;
  message: string;
  /** The deposit or withdrawal it is about. */
  relatedTransactionID: number | null;
  read: boolean;
  createdAt: string;
}

/** Spec §9: notification transactions, 250, newest first, the last 90 days by default. */
export const NOTIFICATION_LIMIT = 250;
export const NOTIFICATION_DAYS = 90;
/** Spec §9: mass messages, 10 a page. */
export const MASS_MESSAGE_PAGE_SIZE = 10;

/** crm list_mass_messages */
export interface MassMessage {
  id: number;
  title: string;
  /** Plain text; paragraphs separated by blank lines. */
  body: string;
  read: boolean;
  createdAt: string;
}

export type InboxKind = 'notification' | 'message';

/** crm unread_count */
export interface UnreadCount {
  notifications: number;
  messages: number;
}

/** finance ticket_campaign: the New Year lottery, an operator setting. */
export interface TicketCampaign {
  /** ISO instants: deposits completed in [startsAt, endsAt) qualify. */
  startsAt: string;
  endsAt: string;
  /** Kuruş: spec §9 250 TRY. */
  minAmount: number;
  drawAt: string;
}

/** finance list_tickets */
export interface LotteryTicket {
  ticketNumber: string;
  transactionID: number;
  amount: number;
  depositedAt: string;
  drawAt: string;
}

export interface TicketQuery {
  limit: number;
  offset: number;
  /** Part of a ticket number, case-insensitive. */
  search?: string;
}

/** Spec §9: tickets, 50 a page. */
export const TICKET_PAGE_SIZE = 50;

/**
 * What a game page posts to the site (a message to its parent page) when the player's
 * balance changed; the site checks the message comes from the game's origin.
 */
export interface GameBalanceMessage {
  source: 'casino-game';
  type: 'balance';
  /** Kuruş after the bet or win. */
  balance: number;
}
