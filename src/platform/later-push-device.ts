import type { PushDevice } from '../../machines/ports.ts';
import type { AppStorage } from './storage.ts';

/**
 * The browser's side of web push with its code loaded at first use: only the push card uses it,
 * on two pages, so no other page's first visit downloads it. The card reads the device's state
 * as it opens, so the code is there before the player can ask for the browser's prompt.
 */
export function laterPushDevice(storage: AppStorage): PushDevice {
  let device: Promise<PushDevice> | null = null;
  const load = () =>
    (device ??= import('./push-device.ts').then(({ createPushDevice }) =>
      createPushDevice(storage),
    ));
  return {
    state: async () => (await load()).state(),
    requestPermission: async () => (await load()).requestPermission(),
    subscribe: async (publicKey) => (await load()).subscribe(publicKey),
    unsubscribe: async () => (await load()).unsubscribe(),
    rememberDismissed: () => void load().then((loaded) => loaded.rememberDismissed()),
  };
}
