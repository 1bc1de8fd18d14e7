/// <reference lib="webworker" />
import { notificationOf, openSitePage, readPushMessage, sitePath } from './push-messages.ts';

declare const self: ServiceWorkerGlobalScope;

// A push from the platform (machines/shared/push.ts): worded already, shown as it comes. A payload
// that is not one is dropped, so nothing a push service relays can break the worker.
self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data);
  if (!message) return;
  const { title, options } = notificationOf(message);
  event.waitUntil(self.registration.showNotification(title, options));
});

// A click opens the push's page of this site in the installed app (or a tab), never elsewhere.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = sitePath(data?.url, self.location.origin);
  event.waitUntil(openSitePage(self.clients, self.location.origin, path));
});
