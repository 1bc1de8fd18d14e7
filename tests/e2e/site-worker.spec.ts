import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, sidewaysScroll } from './axe.ts';
import { keepLook, reloadIn } from './looks.ts';
import { freePorts, startOwnServer, type OwnServer } from './own-server.ts';
import { closePopups } from './visit.ts';
import { workerInControl } from './worker-in-control.ts';

// One visitor whose browser keeps the site's worker: installing it costs a fresh context ~20 s,
// so the tests share it and run in order.
test.describe.configure({ mode: 'serial' });

// The built site the server serves: the update test gives its worker new bytes for a while.
const siteDir =
  process.env.E2E_SITE_DIR ?? join(fileURLToPath(new URL('../../', import.meta.url)), 'dist');
const workerFile = join(siteDir, 'sw.js');
let builtWorker: string | undefined;
const restoreWorker = () => builtWorker !== undefined && writeFileSync(workerFile, builtWorker);

let context: BrowserContext;
let page: Page;
// The kill switch's own server (the last test), started beside the first visit to save its time.
let ownDataDir: string;
let ownPorts: number[];
let ownServer: Promise<OwnServer>;

test.beforeAll(async ({ browser }) => {
  builtWorker = readFileSync(workerFile, 'utf8');
  ownDataDir = mkdtempSync(join(tmpdir(), 'e2e-worker-off-'));
  ownPorts = await freePorts(3);
  ownServer = startOwnServer({ ports: ownPorts, dataDir: ownDataDir });
  // A failed start fails the kill switch's test, which awaits it.
  ownServer.catch(() => undefined);
  // The site's content security policy would refuse axe-core's injected script.
  context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'allow' });
  await context.addInitScript(reportOfflineWhenTold, OFFLINE_FLAG);
  page = await context.newPage();
  await closePopups(page);
  await page.goto('/');
  await workerInControl(page);
});
test.afterAll(async () => {
  await context.close();
  restoreWorker();
  await ownServer.then((server) => server.stop()).catch(() => undefined);
  rmSync(ownDataDir, { recursive: true, force: true });
});

/*
 * Chromium 150 no longer reports its emulated offline network (setOffline) to a document its
 * worker served: navigator.onLine reads true there, and no `online` event comes when the
 * network is back. For pages opened offline the test makes the browser's report itself, as a
 * browser without a network makes it; a network lost under an open page is still reported by
 * Chromium.
 */
const OFFLINE_FLAG = 'e2e.browserOffline';

function reportOfflineWhenTold(flag: string) {
  const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    get(this: Navigator) {
      return sessionStorage.getItem(flag) !== '1' && onLine.call(this);
    },
  });
}

/** The next pages open without a network. */
async function openOffline() {
  await context.setOffline(true);
  await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), OFFLINE_FLAG);
}

/** The network is back under a page opened without one. */
async function backOnline() {
  await context.setOffline(false);
  await page.evaluate((flag) => {
    sessionStorage.removeItem(flag);
    window.dispatchEvent(new Event('online'));
  }, OFFLINE_FLAG);
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

  await reloadIn(page, ['en', 'light']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = await devtools.send('Page.getAppManifest');
  expect(english.url).toMatch(/\/manifest-en\.webmanifest$/);
  expect(JSON.parse(english.data!)).toMatchObject({
    lang: 'en',
    shortcuts: [{ name: 'Deposit' }, { name: 'Slots' }, { name: 'Live Casino' }],
  });
  // An open DevTools session kept later pages' navigator.onLine true under setOffline.
  await devtools.detach();
  await keepLook(page, ['tr', 'light']);
});

test('after a first visit the site opens offline, and no API answer is kept', async () => {
  await openOffline();
  for (const path of ['/', '/slot', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'İnternet bağlantın yok' })).toBeVisible();
  }
  await backOnline();
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
  for (const [language, mode, offlineTitle, lostText] of [
    ['tr', 'light', 'İnternet bağlantın yok', 'İnternet bağlantın koptu.'],
    ['tr', 'dark', 'İnternet bağlantın yok', 'İnternet bağlantın koptu.'],
    ['en', 'light', 'You are offline', 'Your internet connection dropped.'],
    ['en', 'dark', 'You are offline', 'Your internet connection dropped.'],
  ] as const) {
    await keepLook(page, [language, mode]);
    await openOffline();
    await page.reload();
    await expect(page.getByRole('heading', { name: offlineTitle })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await backOnline();
    await expect(page.getByRole('heading', { name: offlineTitle })).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByText(lostText, { exact: false })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.setOffline(false);
  }
});

/** What the browser's registration holds: a worker waiting, and whether the active one controls. */
const registration = (on: Page) =>
  on.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return {
      waiting: !!found?.waiting,
      controlledByActive: !!found?.active && navigator.serviceWorker.controller === found.active,
    };
  });

/** Chromium's offer to install the site, as a page whose browser can install it receives it. */
const browserOffersInstall = () =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: new Promise(() => undefined),
    });
    window.dispatchEvent(offer);
  });

test('a new build is offered as an update, and taken only on the player’s click', async () => {
  await page.setViewportSize({ width: 320, height: 640 });
  try {
    writeFileSync(workerFile, `${builtWorker!}\n// A newer build: ${Date.now()}\n`);
    await keepLook(page, ['tr', 'light']);
    await page.goto('/');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(page.getByText('Yeni sürüm hazır — yenile')).toBeVisible({ timeout: 20_000 });
    expect(await registration(page)).toEqual({ waiting: true, controlledByActive: true });

    // Reloading is not taking it: the new worker still waits, and is offered again. The offer
    // and the install card meet WCAG 2.2 AA at 320 px, in both languages and modes.
    for (const [language, mode, ready, install] of [
      ['tr', 'dark', 'Yeni sürüm hazır — yenile', "Anka Casino'yu ana ekranına ekle"],
      ['en', 'light', 'A new version is ready — reload', 'Add Anka Casino to your home screen'],
      ['en', 'dark', 'A new version is ready — reload', 'Add Anka Casino to your home screen'],
      ['tr', 'light', 'Yeni sürüm hazır — yenile', "Anka Casino'yu ana ekranına ekle"],
    ] as const) {
      await reloadIn(page, [language, mode]);
      await expect(page.getByText(ready)).toBeVisible({ timeout: 20_000 });
      await browserOffersInstall();
      await expect(page.getByRole('region', { name: install })).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(await registration(page)).toEqual({ waiting: true, controlledByActive: true });

    // From the keyboard: the page loads again, under the new worker.
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Yenile' }).press('Enter'),
    ]);
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    expect(await registration(page)).toEqual({ waiting: false, controlledByActive: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Yeni sürüm hazır — yenile')).toHaveCount(0);
  } finally {
    restoreWorker();
  }
});

test('switched off on the server, the worker leaves the browser at the next visit, and the site works from the network', async () => {
  const server = await ownServer;
  const keptBy = (on: Page) =>
    on.evaluate(async () => ({
      workers: (await navigator.serviceWorker.getRegistrations()).length,
      caches: (await caches.keys()).length,
    }));
  let visitor = await context.newPage();
  try {
    await closePopups(visitor);
    await visitor.goto(server.url);
    await visitor.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    expect(await keptBy(visitor)).toMatchObject({ workers: 1 });

    await server.stop();
    ownServer = startOwnServer({
      ports: ownPorts,
      dataDir: ownDataDir,
      env: { SITE_WORKER: 'off' },
    });
    const switchedOff = await ownServer;
    // The browser looks at /sw.js again (at each visit; asked here at once, as the page's
    // requests may keep the old worker busy) and installs the worker that removes itself.
    await visitor.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await visitor.close();
    visitor = await context.newPage();
    await closePopups(visitor);
    await visitor.goto(switchedOff.url);
    await expect
      .poll(() => keptBy(visitor).catch(() => 'reloading'), { timeout: 20_000 })
      .toEqual({ workers: 0, caches: 0 });
    await visitor.reload();
    await expect(visitor.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    expect(await visitor.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  } finally {
    await visitor.close();
  }
});
