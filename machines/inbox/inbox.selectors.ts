import type { SnapshotFrom } from 'xstate';
import type { InboxKind } from '../shared/history.ts';
import { showMoreSelector } from '../shared/paging.ts';
import { itemKey, type inboxMachine } from './inbox.machine.ts';
import { unreadIds } from './inbox-items.ts';

type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

export const selectTab = (s: InboxSnapshot) => s.context.tab;

export const selectNotifications = (s: InboxSnapshot) => s.context.notifications;
export const selectNotificationsLoading = (s: InboxSnapshot) => s.hasTag('notificationsBusy');
export const selectNotificationsFailed = (s: InboxSnapshot) =>
  s.matches({ notifications: 'failed' });

export const selectMessages = (s: InboxSnapshot) => s.context.messages;
export const selectMessagesLoading = (s: InboxSnapshot) => s.hasTag('messagesBusy');
export const selectMessagesFailed = (s: InboxSnapshot) => s.matches({ messages: 'failed' });
export const selectHasMoreMessages = (s: InboxSnapshot) =>
  s.context.messages.length < s.context.messagesTotal;
export const selectCanShowMoreMessages = (s: InboxSnapshot) => s.can({ type: 'inbox.showMore' });
export const selectLoadingMoreMessages = (s: InboxSnapshot) => s.hasTag('messagesMore');
export const selectMoreMessagesFailed = (s: InboxSnapshot) => s.matches({ messages: 'moreFailed' });
export const selectShowMoreMessages = showMoreSelector(
  selectHasMoreMessages,
  selectLoadingMoreMessages,
  selectMoreMessagesFailed,
  selectCanShowMoreMessages,
);

/** Unread items loaded in a tab: its badge and whether 'mark all as read' has work. */
export const selectUnreadIn = (s: InboxSnapshot, kind: InboxKind) =>
  unreadIds(kind === 'notification' ? s.context.notifications : s.context.messages).length;
export const selectIsOpen = (s: InboxSnapshot, kind: InboxKind, id: number) =>
  s.context.opened === itemKey(kind, id);
export const selectMarkFailed = (s: InboxSnapshot) => s.context.markFailed;
