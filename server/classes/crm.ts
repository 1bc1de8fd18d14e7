import { CONTRACT } from '../../machines/shared/contract/index.ts';
import type { UnreadCount } from '../../machines/shared/history.ts';
import type { Db } from '../db/driver.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { markMessagesRead, messagePage, unreadMessages } from '../inbox/messages.ts';
import { markNotificationsRead, unreadNotifications } from '../inbox/notifications.ts';

const { crm: CRM } = CONTRACT;

async function unreadCount(db: Db, playerId: number): Promise<UnreadCount> {
  return {
    notifications: await unreadNotifications(db, playerId),
    messages: await unreadMessages(db, playerId),
  };
}

/** crm: the operator's mass messages and the player's unread counts. */
export const crm = {
  /** Newest first, each with the player's read flag; none: 'Kayıt Bulunamadı'. */
  list_mass_messages: method(CRM.list_mass_messages, {
    auth: true,
    handler: async ({ data, db, lang, player }) => {
      const page = await messagePage(db, player.id, data, lang);
      if (page.items.length === 0) return refuse('notFound', null);
      return ok(page.items, page.pagination);
    },
  }),

  /** Marks the player's own notifications or messages read; answers the new unread counts. */
  mark_read: method(CRM.mark_read, {
    auth: true,
    handler: async ({ data, db, player }) => {
      const mark = data.kind === 'notification' ? markNotificationsRead : markMessagesRead;
      await mark(db, player.id, data.ids);
      return ok(await unreadCount(db, player.id));
    },
  }),

  unread_count: method(CRM.unread_count, {
    auth: true,
    handler: async ({ db, player }) => ok(await unreadCount(db, player.id)),
  }),
} satisfies ClassOf<'crm'>;
