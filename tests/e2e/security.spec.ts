import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XSS_VECTORS } from '../fixtures/xss-vectors.ts';
import { withoutBonus } from './cashier.ts';
import { field, signedInNewPlayer } from './players.ts';
import { visit } from './visit.ts';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
  /**
   * Whether an element of the page holds what was refused: a handler or style attribute, or is
   * itself a script or style element. Chromium also reports what it refuses while DOMPurify
   * parses hostile HTML into its inert document, where nothing runs; those name the page's
   * document as their target, not an element.
   */
  inPage: boolean;
}

/**
 * Everything the site's own frames report against their policy (securitypolicyviolation events,
 * Trusted Types refusals, uncaught errors), from the first script of every page on. Pages of the
 * games origin have policies of their own and are left out.
 */
async function watchPolicy(page: Page) {
  const site = new URL(process.env.E2E_BASE_URL!).origin;
  const violations: Violation[] = [];
  const errors: string[] = [];
  const ofSite = (url: string) => url.startsWith(site);
  await page.exposeBinding('reportViolation', ({ frame }, violation: Violation) => {
    if (ofSite(frame.url())) violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(v: unknown): void }).reportViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
        inPage: (() => {
          const target = event.target;
          if (!(target instanceof Element)) return false;
          if (!target.isConnected) return false;
          const names = target.getAttributeNames();
          if (event.effectiveDirective === 'script-src-attr') {
            return names.some((name) => name.startsWith('on'));
          }
          if (event.effectiveDirective === 'style-src-attr') return names.includes('style');
          return true;
        })(),
      });
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Trusted ?Type|TrustedHTML|TrustedScript/i.test(text)) {
      if (ofSite(message.location().url || site)) errors.push(text);
    }
  });
  page.on('pageerror', (error) => {
    if (ofSite(page.url())) errors.push(`${page.url()}: ${error.message}`);
  });
  return { violations, errors };
}

/** Swaps the about page's Turkish text, as a compromised CMS record would; answers the old one. */
async function setAboutUs(request: APIRequestContext, text: string): Promise<string> {
  const response = await request.put('/__test__/information', {
    data: { InfType: 'SiteInformation', Lang: 'tr', Text: text },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { previous: string } }).data.previous;
}

// A database text cannot hold U+0000, so those vectors never reach a page (the unit test has them).
const STORABLE = XSS_VECTORS.filter((vector) => !vector.includes('\u0000'));

/**
 * The vectors as pages of the about record: all that close cleanly in one, and each that leaves
 * the parser elsewhere (raw text, an open table or comment) in one of its own, since it would
 * swallow the vectors after it. The browser's own parser decides, on a blank page.
 */
async function hostilePages(page: Page): Promise<string[]> {
  // Each vector also sets a flag, in case a dialog were suppressed.
  const armed = STORABLE.map(
    (v) => `<div>${v.replaceAll('alert(1)', 'alert(window.xssRan=1)')}</div>`,
  );
  await page.goto('about:blank');
  const closes = await page.evaluate((vectors) => {
    const parser = new DOMParser();
    return vectors.map((vector) => {
      const body = parser.parseFromString(`${vector}<p id="end"></p>`, 'text/html').body;
      return body.children.length === 2 && body.lastElementChild?.id === 'end';
    });
  }, armed);
  return [armed.filter((_, i) => closes[i]).join(''), ...armed.filter((_, i) => !closes[i])];
}

test.describe('hostile CMS content', () => {
  let original: string | undefined;
  test.afterEach(async ({ request }) => {
    if (original !== undefined) await setAboutUs(request, original);
  });

  test(`none of ${STORABLE.length} known XSS vectors runs script on the about page`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const marker = 'Vektörler aşağıda';
    const pages = await hostilePages(page);

    const { violations, errors } = await watchPolicy(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const site = new URL(process.env.E2E_BASE_URL!).origin;
    const outside: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(site) && !req.url().startsWith('data:')) outside.push(req.url());
    });
    let tried = 0;
    for (const hostile of pages) {
      const previous = await setAboutUs(request, `<p>${marker}</p>${hostile}`);
      original ??= previous;
      await visit(page, '/about-us');
      await expect(page.getByRole('main').getByText(marker)).toBeVisible();
      // The page's record is its first article; the vectors may leave articles of their own.
      const record = page.getByRole('main').getByRole('article').first();
      // Every element is hovered, focused and clicked, as a reader might; links that survived
      // to the web, mail, phone or the site lead elsewhere and cannot carry script.
      tried += await record.evaluate((root) => {
        const elements = [...root.querySelectorAll<HTMLElement>('*')];
        for (const element of elements) {
          for (const type of ['mouseover', 'pointerenter', 'focusin', 'animationstart']) {
            element.dispatchEvent(new Event(type, { bubbles: true }));
          }
          element.focus();
          const href = element.getAttribute('href');
          if (!href || !/^(https?:|mailto:|tel:|\/)/i.test(href)) element.click();
        }
        return elements.length;
      });
      expect(new URL(page.url()).pathname).toBe('/about-us');
      expect(await page.evaluate(() => (window as { xssRan?: number }).xssRan)).toBeUndefined();
    }
    // Every vector reached the page: each is wrapped in a div of its own.
    expect(tried).toBeGreaterThan(STORABLE.length);
    expect(dialogs).toEqual([]);
    expect(outside).toEqual([]);
    expect(violations.filter((violation) => violation.inPage)).toEqual([]);
    expect(errors.filter((error) => !/Trusted|Content Security Policy/.test(error))).toEqual([]);
  });
});

test.describe('headers', () => {
  const expectHeaders = (headers: Record<string, string>) => {
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  };

  test('on the pages, an asset and the API, with no source map to read', async ({ request }) => {
    for (const path of ['/', '/login']) {
      const response = await request.get(path);
      expectHeaders(response.headers());
      expect(response.headers()['cache-control']).toBe('no-cache');
    }
    const html = await (await request.get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const script = await request.get(asset);
    expectHeaders(script.headers());
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${asset}.map`)).status()).toBe(404);

    const api = await request.post('/v1', {
      headers: { panel: 'frontend' },
      data: { api: { class: 'system', method: 'ping' }, data: {} },
    });
    expect(api.ok()).toBe(true);
    // An answer no browser renders: nothing may run, frame or cache it, and no page's policy.
    for (const headers of [api.headers(), (await request.get('/v1/check-maintenance')).headers()]) {
      expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toBeUndefined();
    }

    const securityTxt = await request.get('/.well-known/security.txt');
    expect(await securityTxt.text()).toMatch(/^Contact: mailto:/m);
  });

  test('a foreign page cannot frame the login page', async ({ page }) => {
    const login = `${process.env.E2E_BASE_URL}/login`;
    await page.route('https://foreign.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<title>foreign</title><iframe src="${login}" width="600" height="400"></iframe>`,
      }),
    );
    await page.goto('https://foreign.example/');
    // Chromium shows its error page in place of a page that refuses to be framed.
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
    const framed = page.frameLocator('iframe');
    await expect(framed.getByRole('button', { name: 'Giriş Yap' })).toHaveCount(0);
    await expect(framed.locator('#root')).toHaveCount(0);
  });
});

test('the site runs under its policy without a single violation', async ({ page }) => {
  test.setTimeout(120_000);
  const { violations, errors } = await watchPolicy(page);
  const main = page.getByRole('main');

  await visit(page, '/');
  await expect(main.locator('a[href^="/play/"]').first()).toBeVisible();
  for (const path of ['/slot', '/live', '/promotions', '/tournaments', '/about-us', '/register']) {
    await page.goto(path);
    await expect(main.getByRole('heading').first()).toBeVisible();
  }
  await page.goto('/login');
  await expect(main.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();

  const player = await signedInNewPlayer(page, '/profile');
  await main.getByRole('tab', { name: 'Güvenlik' }).click();
  const authenticator = main.getByRole('region', { name: 'Doğrulama uygulaması (2FA)' });
  await authenticator.getByRole('button', { name: 'Etkinleştir' }).click();
  await authenticator.getByLabel(/^Mevcut şifre/).fill(player.password);
  await authenticator.getByRole('button', { name: 'Devam et' }).click();
  await expect(
    authenticator.getByRole('img', { name: 'Doğrulama uygulaması için QR kod' }),
  ).toBeVisible();

  await page.goto('/deposit');
  await main.getByRole('button', { name: 'Kredi Kartı', exact: true }).click();
  await field(page, 'Tutar (TRY)').fill('100');
  await main.getByRole('button', { name: 'Devam' }).click();
  await withoutBonus(page);
  await expect(main.getByRole('button', { name: 'Onayla' })).toBeVisible();

  await page.goto('/slot/category/27');
  await main.locator('a[href^="/play/"]').first().click();
  await expect(
    page.frameLocator('main iframe').getByRole('button', { name: 'Çevir' }),
  ).toBeVisible();

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a players’ build carries no inspector: no button, and none of its code', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Durum makinelerini incele' })).toHaveCount(0);
  // Every chunk of the build the server serves (playwright.config.ts), lazy ones included.
  const assets = readdirSync(join(process.env.E2E_SITE_DIR ?? 'dist', 'assets')).filter((file) =>
    file.endsWith('.js'),
  );
  for (const file of assets) {
    const code = await (await page.request.get(`/assets/${file}`)).text();
    expect(code, file).not.toContain('stately.ai/inspect');
  }
});
