import * as yup from 'yup';
import type { TransactionListAnswer } from '../finance.ts';
import {
  COUPON_STATES,
  GAME_KINDS,
  HISTORY_KINDS,
  ROUND_STATUSES,
  TICKET_PAGE_SIZE,
  type GameRound,
  type HistoryExport,
  type HistoryTotals,
  type LotteryTicket,
  type NamedOption,
  type SubCategoryOption,
  type TicketCampaign,
} from '../history.ts';
import { answers } from './define.ts';
import { calendarDate, INT_MAX, pageFields, recordId } from './fields.ts';

/** HistoryQuery: a tab and its filters, the same the tab's list is asked with. */
const historyQuerySchema = yup.object({
  kind: yup.string().required().oneOf(HISTORY_KINDS),
  startDate: calendarDate(),
  endDate: calendarDate(),
  searchCategory: yup.number().integer().min(0).max(INT_MAX),
  searchType: yup.number().integer().min(0).max(INT_MAX),
  status: yup.number().integer().min(0).max(INT_MAX),
  gameType: yup.string().oneOf(GAME_KINDS),
  roundStatus: yup.string().oneOf(ROUND_STATUSES),
  couponState: yup.string().oneOf(COUPON_STATES),
});

/** What the site lets a player type (machines/inbox/ticket-search.ts): letters, digits, '-'. */
const TICKET_SEARCH = /^[A-Za-z0-9-]{0,32}$/;

/**
 * Class finance, the account's histories: transactions and notifications, the lists behind the
 * history's filters, totals and exports, game rounds and lottery tickets.
 */
export const financeHistory = {
  list_transactions: answers<TransactionListAnswer>()(
    yup.object({
      ...pageFields(250, 10),
      searchCategory: yup.number().integer(),
      searchID: recordId(),
      status: yup.number().integer().min(0).max(INT_MAX),
      startDate: calendarDate(),
      endDate: calendarDate(),
      searchMinAmount: yup.number().integer().min(0).max(Number.MAX_SAFE_INTEGER),
      searchType: yup.number().integer(),
      OrderDir: yup.number().oneOf([-1, 1]),
      OrderPar: yup.string().oneOf(['DATE', 'AMOUNT'] as const),
      concatRequire: yup.mixed().nullable(),
    }),
  ),
  list_types_frontend: answers<NamedOption[]>()(yup.object({})),
  list_categories: answers<NamedOption[]>()(yup.object({})),
  list_sub_categories: answers<SubCategoryOption[]>()(
    yup.object({ categoryID: yup.number().integer() }),
  ),
  history_totals: answers<HistoryTotals>()(historyQuerySchema),
  export_history: answers<HistoryExport>()(historyQuerySchema),
  list_game_rounds: answers<GameRound[]>()(
    yup.object({
      ...pageFields(250, 10),
      startDate: calendarDate(),
      endDate: calendarDate(),
      gameType: yup.string().oneOf(GAME_KINDS),
      status: yup.string().oneOf(ROUND_STATUSES),
    }),
  ),
  list_tickets: answers<LotteryTicket[]>()(
    yup.object({
      ...pageFields(250, TICKET_PAGE_SIZE),
      search: yup.string().trim().matches(TICKET_SEARCH),
    }),
  ),
  ticket_campaign: answers<TicketCampaign>()(yup.object({})),
};
