import * as yup from 'yup';
import { MASS_MESSAGE_PAGE_SIZE, type UnreadCount } from '../../machines/shared/history.ts';
import type { Db } from '../db/driver.ts';
import { method, ok, refuse, type ClassMap } from '../envelope.ts';
import { markMessagesRead, messagePage, unreadMessages } from '../inbox/messages.ts';
import { markNotificationsRead, unreadNotifications } from '../inbox/notifications.ts';

const INT_MAX = 2_147_483_647;
const id = () => yup.number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required();

async function unreadCount(db: Db, playerId: number): Promise<UnreadCount> {
  return {
    notifications: await unreadNotifications(db, playerId),
    messages: await unreadMessages(db, playerId),
  };
}

/** crm: the operator's mass messages and the player's unread counts. */
export const crm: ClassMap = {
  /** Newest first, each with the player's read flag; none: 'Kayıt Bulunamadı'. */
  list_mass_messages: method({
    schema: yup.object({
      limit: yup.number().integer().min(1).max(50).default(MASS_MESSAGE_PAGE_SIZE),
      offset: yup.number().integer().min(0).max(INT_MAX).default(0),
    }),
    auth: true,
    handler: async ({ data, db, lang, player }) => {
      const page = await messagePage(db, player.id, data, lang);
      if (page.items.length === 0) return refuse('notFound', null);
      return ok(page.items, page.pagination);
    },
  }),

  /** Marks the player's own notifications or messages read; answers the new unread counts. */
  mark_read: method({
    schema: yup.object({
      kind: yup
        .string()
        .required()
        .oneOf(['notification', 'message'] as const),
      ids: yup.array().of(id()).required().min(1).max(250),
    }),
    auth: true,
    handler: async ({ data, db, player }) => {
      const mark = data.kind === 'notification' ? markNotificationsRead : markMessagesRead;
      await mark(db, player.id, data.ids);
      return ok(await unreadCount(db, player.id));
    },
  }),

  unread_count: method({
    schema: yup.object({}),
    auth: true,
    handler: async ({ db, player }) => ok(await unreadCount(db, player.id)),
  }),
};
