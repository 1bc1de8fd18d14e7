import {
  NOTIFICATION_DAYS,
  NOTIFICATION_LIMIT,
  type InboxKind,
  type MassMessage,
  type PlayerNotification,
} from '../shared/history.ts';
import { turkeyDay } from '../shared/turkey-time.ts';

export type InboxItem = PlayerNotification | MassMessage;

/** One crm mark_read call. */
export interface MarkRequest {
  kind: InboxKind;
  ids: number[];
}

/** Spec §9: the newest 250 notifications of the last 90 days (inclusive, Turkey's days). */
export function notificationQuery(at: number) {
  const today = turkeyDay(at);
  return {
    startDate: today.subtract(NOTIFICATION_DAYS, 'day').format('YYYY-MM-DD'),
    endDate: today.format('YYYY-MM-DD'),
    limit: NOTIFICATION_LIMIT,
  };
}

export const unreadIds = (items: readonly InboxItem[]) =>
  items.filter((item) => !item.read).map((item) => item.id);

/** Paragraphs of a plain-text message (blank lines between them). */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
