import { existsSync } from 'node:fs';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import type { PushMessage } from '../../machines/shared/push.ts';
import { axeViolations, sidewaysScroll } from './axe.ts';
import { reloadIn } from './looks.ts';
import { signedInNewPlayer } from './players.ts';
import { workerInControl } from './worker-in-control.ts';

// One signed-in player whose browser keeps the site's worker and allows notifications:
// installing the worker costs a fresh context ~20 s, so the tests share it and run in order.
test.describe.configure({ mode: 'serial' });

/**
 * Chromium's headless shell, which the other specs run in, shows no notifications: it answers
 * 'denied' to showNotification whatever was granted. The full browser's headless mode does.
 */
const FULL_CHROMIUM = '/usr/bin/chromium';

let browser: Browser;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ playwright, launchOptions }) => {
  browser = await playwright.chromium.launch({
    ...launchOptions,
    ...(existsSync(FULL_CHROMIUM) ? { executablePath: FULL_CHROMIUM } : {}),
  });
  // The site's content security policy would refuse axe-core's injected script.
  context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications']);
  page = await context.newPage();
  await signedInNewPlayer(page, '/notifications');
  await workerInControl(page);
});
test.afterAll(() => browser.close());

/** The site worker's registration as DevTools names it, for ServiceWorker.deliverPushMessage. */
async function workerRegistration(devtools: CDPSession): Promise<string> {
  const registered = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  return registered;
}

/** What the worker shows, as the page's registration lists it. */
const shownNotifications = () =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      lang: notification.lang,
      icon: new URL(notification.icon).pathname,
      url: (notification.data as { url: string }).url,
    }));
  });

test('the push card shows what the platform keeps for this device, at 320 px in both languages and modes', async () => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [language, mode, title, turnOn, off] of [
    ['tr', 'light', 'Anlık bildirimler', 'Bildirimleri aç', 'Kapalı'],
    ['en', 'dark', 'Push notifications', 'Turn on notifications', 'Off'],
  ] as const) {
    await reloadIn(page, [language, mode]);
    // Notifications allowed, no subscription yet: the platform keeps none for this device.
    const card = page.getByRole('region', { name: title });
    await expect(card.getByRole('button', { name: turnOn })).toBeVisible();
    await expect(card.getByText(off, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: turnOn }).focus();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('language', 'tr'));
});

test('a push delivered to the worker shows its text and keeps its page, in tr and en', async () => {
  const devtools = await context.newCDPSession(page);
  const registrationId = await workerRegistration(devtools);
  const origin = new URL(page.url()).origin;
  const pushes: PushMessage[] = [
    {
      title: 'Para çekme onaylandı',
      body: 'Çekim talebin onaylandı; hesap geçmişinde görebilirsin.',
      url: '/history',
      tag: 'transaction-7',
      lang: 'tr',
    },
    {
      title: 'New tournament',
      body: 'The weekend slot tournament has started.',
      url: '/tournaments',
      tag: 'message-3',
      lang: 'en',
    },
  ];
  // One after the other, each once the last is shown: of two delivered back to back through
  // DevTools, the second once never showed in 10 s.
  for (const [index, push] of pushes.entries()) {
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(push),
    });
    await expect.poll(async () => (await shownNotifications()).length).toBe(index + 1);
  }
  // A payload that is not a PushMessage is dropped, and the worker carries on.
  await devtools.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: 'x' });
  await expect.poll(shownNotifications, { timeout: 10_000 }).toEqual(
    expect.arrayContaining(
      pushes.map(({ title, body, tag, lang, url }) => ({
        title,
        body,
        tag,
        lang,
        url,
        icon: '/icons/icon-192.png',
      })),
    ),
  );
  expect(await shownNotifications()).toHaveLength(2);
  await devtools.detach();
});
