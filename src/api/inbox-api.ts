import type { InboxApi } from '../../machines/ports.ts';
import {
  isNotification,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
} from '../../machines/shared/finance.ts';
import { isNoRecordsError } from '../../machines/games/coupons.ts';
import type { ApiClient, CallOptions } from './client.ts';
import { toPage } from './games-api.ts';

/** The pages show their own empty and failure states. */
const QUIET: CallOptions = { auth: true, quiet: true };

/** 'Kayıt Bulunamadı' answers an empty list. */
async function orEmpty<T>(load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isNoRecordsError(error)) return empty;
    throw error;
  }
}

/** Notifications (finance list_transactions), crm mass messages and lottery tickets. */
export function createInboxApi(client: ApiClient): InboxApi {
  return {
    notifications: (query) =>
      orEmpty(async () => {
        const answer = await client.call(
          'finance',
          'list_transactions',
          {
            ...query,
            offset: 0,
            searchCategory: TRANSACTION_CATEGORY.notification,
            status: TRANSACTION_STATUS.notification,
            OrderDir: -1,
            OrderPar: 'DATE',
            concatRequire: 1,
          },
          QUIET,
        );
        // Asked for category 2 with status 1003: notifications only.
        return (answer.data ?? []).filter(isNotification);
      }, []),
    massMessages: (query) =>
      orEmpty(
        async () => {
          const answer = await client.call('crm', 'list_mass_messages', query, QUIET);
          return toPage(answer.data, answer.pagination, query);
        },
        { items: [], pagination: { ...query, total: 0 } },
      ),
    markRead: async (kind, ids) => {
      await client.call('crm', 'mark_read', { kind, ids }, QUIET);
    },
    unreadCount: async () => (await client.call('crm', 'unread_count', {}, QUIET)).data,
    tickets: (query) =>
      orEmpty(
        async () => {
          const answer = await client.call('finance', 'list_tickets', { ...query }, QUIET);
          return toPage(answer.data, answer.pagination, query);
        },
        { items: [], pagination: { limit: query.limit, offset: query.offset, total: 0 } },
      ),
    ticketCampaign: async () => (await client.call('finance', 'ticket_campaign', {}, QUIET)).data,
  };
}
