/** Web push fixtures: the browser's side and the platform's settings (machines, views, paths). */
import type { PushDeviceState } from '../../../machines/ports.ts';
import type {
  BrowserPushSubscription,
  PushSettings,
  PushTopic,
} from '../../../machines/shared/push.ts';

export const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export const subscription: BrowserPushSubscription = {
  endpoint: 'https://push.example.net/send/abc123',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser with web push that has not been asked yet. */
export function device(overrides: Partial<PushDeviceState> = {}): PushDeviceState {
  return {
    supported: true,
    permission: 'default',
    subscription: null,
    dismissed: false,
    ...overrides,
  };
}

/** The platform's answer: this device subscribed to `topics`, or to nothing. */
export function settings(topics: PushTopic[] = []): PushSettings {
  return { publicKey: PUBLIC_KEY, subscribed: topics.length > 0, topics };
}
