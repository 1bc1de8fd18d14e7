import type { Lang } from './contract.ts';

/**
 * What a player may choose to be told by web push, per device: deposits and withdrawals; bonuses
 * and tournaments; the operator's messages.
 */
export const PUSH_TOPICS = ['cash', 'rewards', 'messages'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** A browser's push subscription as `PushSubscription.toJSON()` gives it (RFC 8030/8291). */
export interface BrowserPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * push settings/subscribe/unsubscribe: the platform's VAPID public key (the browser's
 * applicationServerKey, base64url) and what this device (its endpoint) is subscribed to.
 */
export interface PushSettings {
  publicKey: string;
  subscribed: boolean;
  topics: PushTopic[];
}

/**
 * What one push carries to the service worker: already worded in the device's language, short,
 * never an amount of money (it shows on a locked screen), and the site path a click opens.
 */
export interface PushMessage {
  title: string;
  body: string;
  /**
   * A path of this site ('/history/finance', '/bonuses', '/tournaments', '/notifications'); the
   * worker opens it in the installed app.
   */
  url: string;
  /** Pushes with the same tag replace each other on the device (one per transaction, message…). */
  tag: string;
  lang: Lang;
}
