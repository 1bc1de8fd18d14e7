import type { PushDevice, PushDeviceState } from '../../machines/ports.ts';
import type { BrowserPushSubscription } from '../../machines/shared/push.ts';
import type { AppStorage } from './storage.ts';

/** How long a subscription waits for the site's worker to be active before it gives up. */
const WORKER_READY_MS = 10_000;

/** The VAPID key as pushManager.subscribe takes it: base64url text to its bytes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

function toBrowserSubscription(subscription: PushSubscription): BrowserPushSubscription {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

const supported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof PushManager !== 'undefined' &&
  typeof Notification !== 'undefined';

/** The site's worker once it is active: a browser whose worker never comes rejects in time. */
function activeWorker(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('The site’s worker is not active')), WORKER_READY_MS),
    ),
  ]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Web push as this browser offers it, over Notification and the site worker's PushManager. */
export function createPushDevice(storage: AppStorage): PushDevice {
  return {
    async state(): Promise<PushDeviceState> {
      const dismissed = storage.read('pushDismissed') === true;
      if (!supported())
        return { supported: false, permission: 'default', subscription: null, dismissed };
      const subscription = await currentSubscription();
      return {
        supported: true,
        permission: Notification.permission,
        subscription: subscription && toBrowserSubscription(subscription),
        dismissed,
      };
    },
    requestPermission: () => Notification.requestPermission(),
    async subscribe(publicKey) {
      const registration = await activeWorker();
      const applicationServerKey = base64UrlBytes(publicKey);
      const existing = await registration.pushManager.getSubscription();
      // A subscription for another key (the platform changed its VAPID key) cannot be reused.
      if (existing && !sameBytes(existing.options.applicationServerKey, applicationServerKey)) {
        await existing.unsubscribe();
      }
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey,
      });
      return toBrowserSubscription(subscription);
    },
    async unsubscribe() {
      await (await currentSubscription())?.unsubscribe();
    },
    rememberDismissed: () => storage.write('pushDismissed', true),
  };
}
