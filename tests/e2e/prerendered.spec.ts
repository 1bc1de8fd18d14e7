import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInNewPlayer } from './players.ts';

/** Holds the site's code back until the returned function is called: a slow network's start. */
async function holdSiteCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Pages arrive at 20 kB/s until the returned function is called: a slow connection, on which the
 * browser paints a copy it has parsed in part unless the page holds its first frame back.
 */
async function slowConnection(page: Page): Promise<() => Promise<unknown>> {
  const devtools = await page.context().newCDPSession(page);
  const throttle = (downloadThroughput: number) =>
    devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput,
      uploadThroughput: -1,
    });
  await throttle(20_000);
  return () => throttle(-1);
}

/**
 * Below this a shift is left out: Chromium once reported 0.0000014 here on a machine under heavy
 * load, a move no one sees. A one-pixel move of a full-width row 40 px high scores about 0.00004
 * and is still caught; a one-pixel move of a small icon is not.
 */
const SUBPIXEL_SHIFT = 1e-5;

/** Every layout shift the page reports that counts (as CLS does: none right after an input). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShift[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () =>
    (
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
    ).filter((shift) => shift >= SUBPIXEL_SHIFT);
}

/** The letter an avatar draws (its ::before content, as the account area writes it). */
const drawnInitial = (initial: Locator) =>
  initial.evaluate((element) => getComputedStyle(element, '::before').content);

interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
}

const INTRO = 'Kullanıcı adın ve şifrenle giriş yap.';

test('/login shows its form before the site’s code has loaded; the live form then takes its place without a move', async ({
  page,
}) => {
  const layoutShifts = await recordLayoutShifts(page);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  const release = await holdSiteCode(page);
  const fullSpeed = await slowConnection(page);
  await page.goto('/login', { waitUntil: 'commit' });

  const copy = page.locator('#prerendered');
  await expect(copy.getByText(INTRO)).toBeVisible();
  await expect(copy.getByText('Kullanıcı adı veya e-posta').first()).toBeVisible();
  // The copy's last lines: all of it has come.
  await expect(copy.getByText('Hesabın yok mu?')).toBeVisible();
  await fullSpeed();
  // Until the site runs, the copy takes no input, and assistive technology finds no field in it.
  await expect(copy).toHaveAttribute('inert');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  const before = await copy.getByText(INTRO).boundingBox();

  release();
  const username = page.getByRole('textbox', { name: 'Kullanıcı adı veya e-posta' });
  await expect(username).toBeVisible();
  await expect(copy).toHaveCount(0);
  expect(await page.getByText(INTRO).boundingBox()).toEqual(before);
  // Read before typing: the swap is what must not move anything. fill() sends no key events,
  // so the browser would not exempt what typing changes, as it does after a player's keys.
  expect(await layoutShifts()).toEqual([]);
  await username.fill('ayse');
  await expect(username).toHaveValue('ayse');
  // The copy's styles and script carry the answer's nonce; it has no style attributes.
  expect(refused).toEqual([]);
});

test('the live page takes over the prerendered copy’s styles instead of compiling them again', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Kullanıcı adı veya e-posta' })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);

  const styles = await page.evaluate(() => {
    const prerendered = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');
    const names = prerendered?.dataset.emotion?.split(' ').slice(1) ?? [];
    const compiled = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .join('\n');
    const formClasses = [...document.querySelectorAll('#root form [class]')].flatMap((element) =>
      [...element.classList].filter((name) => name.startsWith('css-')),
    );
    return {
      takenOver: prerendered?.hasAttribute('data-s') ?? false,
      names,
      formClasses: [...new Set(formClasses)],
      compiledAgain: names.filter((name) => compiled.includes(`.css-${name}`)),
    };
  });
  // Emotion adopted the copy's rules: the live form's classes are among them, none compiled twice.
  expect(styles.takenOver).toBe(true);
  expect(styles.formClasses.length).toBeGreaterThan(5);
  expect(styles.formClasses.filter((name) => !styles.names.includes(name.slice(4)))).toEqual([]);
  expect(styles.compiledAgain).toEqual([]);
});

for (const { name, key, value } of [
  { name: 'dark mode', key: 'mode', value: 'dark' },
  { name: 'English', key: 'language', value: 'en' },
]) {
  test(`a visitor who chose ${name} sees the site start as before, not the first-time visitor’s copy`, async ({
    page,
  }) => {
    await page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
    const release = await holdSiteCode(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Yükleniyor' })).toBeVisible();
    await expect(page.locator('#prerendered')).toBeHidden();

    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#prerendered')).toHaveCount(0);
  });
}

test('/ shows its first slide before the site’s code has loaded; the live carousel then takes its place without a move', async ({
  page,
}) => {
  const layoutShifts = await recordLayoutShifts(page);
  const release = await holdSiteCode(page);
  await page.goto('/', { waitUntil: 'commit' });

  // The server put the carousel's first slide in the copy: the page's largest picture is there.
  const copy = page.locator('#prerendered');
  const picture = copy.locator('[data-first-slide] > img');
  await expect(picture).toHaveAttribute('src', '/media/slider/1-tr.svg');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const before = await picture.boundingBox();

  release();
  const slide = page.locator('#root [aria-roledescription="carousel"] img').first();
  await expect(slide).toBeVisible();
  await expect(slide).toHaveAttribute('src', '/media/slider/1-tr.svg');
  await expect(copy).toHaveCount(0);
  expect(await slide.boundingBox()).toEqual(before);
  expect(await layoutShifts()).toEqual([]);
});

test('/register, /forgot-password and the lobbies come prerendered too; the account pages do not', async ({
  page,
}) => {
  for (const [path, text] of [
    ['/register', 'Kişisel bilgiler'],
    ['/forgot-password', 'Şifremi Unuttum'],
    ['/slot', 'Slot Oyunları'],
    ['/live', 'Canlı Casino'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(
      `<div id="prerendered" data-path="${path}" inert aria-hidden="true">`,
    );
    expect(html, path).toContain(text);
  }
  expect(await (await page.request.get('/profile')).text()).not.toContain('id="prerendered"');
});

for (const { path, heading, intro } of [
  {
    path: '/deposit',
    heading: 'Para Yatır',
    intro: 'Yöntemini seç, tutarı gir, bilgileri kontrol edip onayla.',
  },
  {
    path: '/withdraw',
    heading: 'Para Çek',
    intro: 'Bakiyeni kayıtlı banka hesabına veya cüzdanına çek.',
  },
]) {
  test(`${path} shows a signed-in player its frame before the site’s code has loaded; the live page then takes its place without a move`, async ({
    page,
  }) => {
    await signedInNewPlayer(page);
    const layoutShifts = await recordLayoutShifts(page);
    const release = await holdSiteCode(page);
    await page.goto(path, { waitUntil: 'commit' });

    const copy = page.locator('#prerendered');
    await expect(copy.getByText(intro)).toBeVisible();
    await expect(copy).toHaveAttribute('inert');
    // The copy is every player's: its avatar draws no one's initial.
    expect(await drawnInitial(copy.locator('.MuiAvatar-root > span'))).toBe('""');
    const before = await copy.getByText(intro).boundingBox();

    release();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The live page draws the player's own: Elif Demir's.
    await expect
      .poll(() => drawnInitial(page.locator('header .MuiAvatar-root > span')))
      .toBe('"ED"');
    await expect(copy).toHaveCount(0);
    expect(await page.getByText(intro).boundingBox()).toEqual(before);
    expect(await layoutShifts()).toEqual([]);
  });
}

test('a visitor who is not signed in never sees the deposit page’s copy: the site starts as before and asks them to sign in', async ({
  page,
}) => {
  const release = await holdSiteCode(page);
  await page.goto('/deposit', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Yükleniyor' })).toBeVisible();
  await expect(page.locator('#prerendered')).toBeHidden();

  release();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('#prerendered')).toHaveCount(0);
});

test('every page asks for the site’s code at low priority: what it paints first needs none of it', async ({
  page,
}) => {
  for (const path of ['/deposit', '/login', '/']) {
    const html = await (await page.request.get(path)).text();
    const codeTags = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(codeTags.length, path).toBeGreaterThan(1);
    expect(
      codeTags.filter((tag) => !tag.includes('fetchpriority="low"')),
      path,
    ).toEqual([]);
  }
});

/** The code a prerendered page names in its HTML: its entry script and modulepreload links. */
const namedCode = (html: string) =>
  [
    ...html.matchAll(
      /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g,
    ),
  ].map((match) => match[1]!);

/** The scripts `page` asks for until its live page has replaced the prerendered copy. */
async function scriptsUntilLive(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  return requested;
}

for (const { path, chunk, messages } of [
  { path: '/login', chunk: 'login-page', messages: true },
  { path: '/slot', chunk: 'lobby-page', messages: true },
  { path: '/', chunk: 'home-page', messages: false },
]) {
  test(`${path} names its page’s code in its HTML, only what the page loads anyway, so none of it waits to be discovered`, async ({
    page,
    browser,
  }) => {
    const html = await (await page.request.get(path)).text();
    const named = namedCode(html);
    expect(named.some((file) => file.startsWith(`/assets/${chunk}-`))).toBe(true);
    expect(named.some((file) => file.startsWith(`/assets/messages-${chunk}-`))).toBe(messages);

    // What the page needs: the scripts it asks for when its HTML names none beyond the entry.
    const bare = await browser.newPage();
    await bare.route(path, (route) =>
      route.fulfill({
        body: html.replace(/<link rel="modulepreload"[^>]*>/g, ''),
        contentType: 'text/html',
      }),
    );
    const needed = await scriptsUntilLive(bare, path);
    await bare.close();
    expect(named.filter((file) => !needed.includes(file))).toEqual([]);

    const requested = await scriptsUntilLive(page, path);
    if (path === '/login') {
      // Parts that come later, after the page has loaded: the notices' (on a timer,
      // providers.tsx), the one that registers the service worker with the handle the update
      // offer hears it by (main.tsx), the offers of an update and of the install
      // (later-site-offers.tsx), and WebAuthn's, once the form asks whether the browser offers
      // passkeys in the username's autofill (platform/passkey-device.ts).
      const later =
        /^\/assets\/(notices|register-site-worker|site-worker-handle|site-offers-views|cashier-signals|webauthn)-/;
      const unnamed = requested.filter((file) => !named.includes(file));
      expect(unnamed.filter((file) => !later.test(file))).toEqual([]);
    }
  });
}
