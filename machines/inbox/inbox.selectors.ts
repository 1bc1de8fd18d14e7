import type { SnapshotFrom } from 'xstate';
import type { InboxKind, MassMessage } from '../shared/history.ts';
import type { PagedListRef, PagedListSnapshot } from '../paging/paged-list.selectors.ts';
import { itemKey, type inboxMachine } from './inbox.machine.ts';

type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

export const selectTab = (s: InboxSnapshot) => s.context.tab;

export const selectNotifications = (s: InboxSnapshot) => s.context.notifications;
export const selectNotificationsLoading = (s: InboxSnapshot) => s.hasTag('notificationsBusy');
export const selectNotificationsFailed = (s: InboxSnapshot) =>
  s.matches({ notifications: 'failed' });

/** The messages list: a child for the machine's whole life. */
export const selectMessagesList = (s: InboxSnapshot) => s.children.messages as PagedListRef;
export const selectMessages = (list: PagedListSnapshot) => list.context.rows as MassMessage[];

/** Unread items loaded in a tab: its badge and whether 'mark all as read' has work. */
export const selectUnreadIn = (s: InboxSnapshot, kind: InboxKind) =>
  s.context.unreadIds[kind].length;
/** An item is shown unread until it is opened or marked (or again when a mark is refused). */
export const selectIsUnread = (s: InboxSnapshot, kind: InboxKind, id: number) =>
  s.context.unreadIds[kind].includes(id);
export const selectIsOpen = (s: InboxSnapshot, kind: InboxKind, id: number) =>
  s.context.opened === itemKey(kind, id);
export const selectMarkFailed = (s: InboxSnapshot) => s.context.markFailed;
