import type { SnapshotFrom } from 'xstate';
import type { PushTopic } from '../shared/push.ts';
import type { pushPermissionMachine } from './push-permission.machine.ts';

type PushSnapshot = SnapshotFrom<typeof pushPermissionMachine>;

/** What the card shows: one view per state the player can tell apart. */
export type PushCardView =
  | 'reading'
  | 'loadFailed'
  | 'unsupported'
  | 'blocked'
  | 'dismissed'
  | 'off'
  | 'asking'
  | 'subscribing'
  | 'subscribeFailed'
  | 'on'
  | 'savingTopics'
  | 'saveFailed'
  | 'unsubscribing'
  | 'unsubscribeFailed';

/** The top state, with the device and the settings read as one 'reading'. */
export function selectPushView(s: PushSnapshot): PushCardView {
  if (s.hasTag('reading')) return 'reading';
  return (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as PushCardView;
}

/** The topic switches show: once on, until the device is unsubscribed. */
export const selectShowsTopics = (s: PushSnapshot) =>
  ['on', 'savingTopics', 'saveFailed', 'unsubscribing', 'unsubscribeFailed'].includes(
    selectPushView(s),
  );

/** A switch is on for a kept topic, or for one being saved (it shows at once). */
export const selectTopicOn = (s: PushSnapshot, topic: PushTopic) =>
  (s.matches('savingTopics') ? s.context.wanted : s.context.topics).includes(topic);

/** The switches wait while a change or the unsubscription is on its way. */
export const selectTopicsBusy = (s: PushSnapshot) =>
  s.matches('savingTopics') || s.matches('unsubscribing');

/** Why turning on failed: the browser's push service, or the platform. */
export const selectPushFailure = (s: PushSnapshot) => s.context.failure;
