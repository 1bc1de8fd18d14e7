import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { closePopups } from './visit.ts';

// One visitor whose browser keeps the site's worker: installing it costs a fresh context ~20 s,
// so the tests share it and run in order.
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // The site's content security policy would refuse axe-core's injected script.
  context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'allow' });
  page = await context.newPage();
  await closePopups(page);
  await page.goto('/');
  await workerInControl();
});
test.afterAll(() => context.close());

/**
 * Opens the page again until the site's worker serves it: Chromium hands a first worker its
 * pages a few seconds after it reports it active (up to ~20 s on this busy machine).
 */
async function workerInControl() {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.evaluate(() => !!navigator.serviceWorker.controller);
      },
      { timeout: 45_000, intervals: [2_000] },
    )
    .toBe(true);
}

/** Every address the site's caches hold, as paths. */
function cachedPaths(): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** The player's language and colour mode, as the site keeps them. */
const choose = (language: 'tr' | 'en', mode: 'light' | 'dark') =>
  page.evaluate(
    ([chosenLanguage, chosenMode]) => {
      localStorage.setItem('language', chosenLanguage);
      localStorage.setItem('mode', chosenMode);
    },
    [language, mode] as const,
  );

test('the site is installable, with its manifest in the player’s language', async () => {
  const devtools = await context.newCDPSession(page);
  const installability = await devtools.send('Page.getInstallabilityErrors');
  expect(installability.installabilityErrors).toEqual([]);
  const turkish = await devtools.send('Page.getAppManifest');
  expect(turkish.errors).toEqual([]);
  expect(JSON.parse(turkish.data!)).toMatchObject({
    name: 'Anka Casino',
    lang: 'tr',
    display: 'standalone',
    shortcuts: [{ name: 'Para Yatır' }, { name: 'Slot' }, { name: 'Canlı Casino' }],
  });

  await choose('en', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = await devtools.send('Page.getAppManifest');
  expect(english.url).toMatch(/\/manifest-en\.webmanifest$/);
  expect(JSON.parse(english.data!)).toMatchObject({
    lang: 'en',
    shortcuts: [{ name: 'Deposit' }, { name: 'Slots' }, { name: 'Live Casino' }],
  });
  // An open DevTools session kept later pages' navigator.onLine true under setOffline.
  await devtools.detach();
  await choose('tr', 'light');
});

test('after a first visit the site opens offline, and no API answer is kept', async () => {
  await context.setOffline(true);
  for (const path of ['/', '/slot', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'İnternet bağlantın yok' })).toBeVisible();
  }
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'İnternet bağlantın yok' })).toHaveCount(0);
  // A network lost under an open page leaves the page as it is and says so above it.
  await context.setOffline(true);
  await expect(page.getByText('İnternet bağlantın koptu.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('İnternet bağlantın koptu.', { exact: false })).toHaveCount(0);

  const kept = await cachedPaths();
  expect(kept).toContain('/index.html');
  expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
  const neverKept = kept.filter(
    (path) => !/^\/(index\.html|assets\/|icons\/|datas\/|[\w-]+\.svg$)/.test(path),
  );
  expect(neverKept).toEqual([]);
});

test('the offline screen and the lost-network alert meet WCAG 2.2 AA at 320 px, in both languages and modes', async () => {
  await page.setViewportSize({ width: 320, height: 640 });
  const sideways = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  for (const [language, mode, offlineTitle, lostText] of [
    ['tr', 'light', 'İnternet bağlantın yok', 'İnternet bağlantın koptu.'],
    ['tr', 'dark', 'İnternet bağlantın yok', 'İnternet bağlantın koptu.'],
    ['en', 'light', 'You are offline', 'Your internet connection dropped.'],
    ['en', 'dark', 'You are offline', 'Your internet connection dropped.'],
  ] as const) {
    await choose(language, mode);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: offlineTitle })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: offlineTitle })).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByText(lostText, { exact: false })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.setOffline(false);
  }
});
