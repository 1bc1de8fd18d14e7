/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_SHELL, SITE_CONFIG_CACHE } from '../../../machines/shared/site-worker.ts';
import './push-handlers.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
};

// The site's code, styles, fonts, messages and the page shell of this build (vite.config.ts
// lists them). It serves the pages opened after it is installed; a newer build's worker waits
// until no page of the site runs this one.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The player's 'Yenile' on the update offer (workbox-window's messageSkipWaiting): this worker,
// waiting, takes over now; the page reloads under it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Pages always come from the network: each carries its own CSP nonce and the first slide of
// today. Offline, the shell this build kept opens instead, and the site says it is offline.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({ plugins: [{ handlerDidError: () => matchPrecache(OFFLINE_SHELL) }] }),
  ),
);

// The header's menu and the site's other config files: fresh when online, the last copy offline.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/datas/') &&
    request.method === 'GET',
  new NetworkFirst({ cacheName: SITE_CONFIG_CACHE }),
);

// Nothing else is handled: API calls, the cashier, payments, games and media go to the network
// as if there were no worker, so no answer about money or play is ever served from a cache.
