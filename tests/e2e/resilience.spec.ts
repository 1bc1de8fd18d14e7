import { type Page, type Route } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { withoutBonus } from './cashier.ts';
import { field, registeredPlayer, signIn, signedInNewPlayer } from './players.ts';
import { clearFaults, injectFault } from './support.ts';
import { axeViolations, sidewaysScroll } from './axe.ts';
import { LOOKS, reloadIn } from './looks.ts';
import { visit } from './visit.ts';

const TAKING_LONGER = 'Bu içerik her zamankinden uzun sürüyor. Geldiğinde burada görünecek.';

// The fault test changes the server for everyone: it is put back afterwards.
test.afterEach(() => clearFaults());

/** What the player always has, whatever the network does: the header and a page with content. */
async function expectPageStands(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  expect((await page.locator('body').innerText()).trim()).not.toBe('');
}

/**
 * Holds the POST /v1 calls of the given API classes until `release` is called, as a network
 * slow enough for the page's 8 s bound; every other call goes through.
 */
async function holdCalls(page: Page, classes: string[]) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/v1', async (route) => {
    const body = route.request().postDataJSON() as { api?: { class?: string } } | null;
    if (!released && classes.includes(body?.api?.class ?? '')) held.push(route);
    else await route.fallback();
  });
  return {
    held: () => held.length,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
  };
}

test('after an HTTP 500 a failed view offers a reload, and the reload recovers', async ({
  page,
}) => {
  await injectFault({ class: 'cmscontroller', method: 'getPromotions', status: 500 });
  await visit(page, '/promotions');
  const main = page.getByRole('main');
  await expect(
    main.getByText('Bir sorun nedeniyle bu sayfa artık veri alamıyor. Sayfayı yenileyin.'),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Tekrar dene' })).toHaveCount(0);
  await expectPageStands(page);

  await clearFaults();
  await main.getByRole('button', { name: 'Sayfayı yenile' }).click();
  await expect(main.getByRole('button', { name: 'Sayfayı yenile' })).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Promosyonlar');
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('a slow network says so after 8 s on home and the slot lobby, then shows the content', async ({
  page,
}) => {
  await page.clock.install();
  const home = await holdCalls(page, ['cmscontroller']);
  await visit(page, '/');
  await expect.poll(home.held).toBeGreaterThan(0);
  await expectPageStands(page);
  await expect(page.getByText(TAKING_LONGER)).toHaveCount(0);
  await page.clock.fastForward(8_000);
  await expect(page.getByRole('main').getByText(TAKING_LONGER).first()).toBeVisible();
  await home.release();
  await expect(page.getByText(TAKING_LONGER)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();

  const lobby = await holdCalls(page, ['casino']);
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Slot', exact: true })
    .click();
  await expect.poll(lobby.held).toBeGreaterThan(0);
  await expectPageStands(page);
  await page.clock.fastForward(8_000);
  await expect(page.getByRole('main').getByText(TAKING_LONGER).first()).toBeVisible();
  await lobby.release();
  await expect(page.locator('main a[href^="/play/"]').first()).toBeVisible();
  await expect(page.getByText(TAKING_LONGER)).toHaveCount(0);
});

test('offline, sign-in keeps what was typed and works once back online', async ({
  page,
  context,
}) => {
  const player = await registeredPlayer();
  await visit(page, '/login');
  await field(page, 'Kullanıcı adı veya e-posta').fill(player.username);
  await field(page, 'Şifre').fill(player.password);

  await context.setOffline(true);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await expectPageStands(page);
  await expect(field(page, 'Kullanıcı adı veya e-posta')).toHaveValue(player.username);
  await expect(field(page, 'Şifre')).toHaveValue(player.password);
  await expect(page).toHaveURL(/\/login$/);

  await context.setOffline(false);
  await signIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);
});

test('offline, the deposit, the slot lobby and a game keep the page standing', async ({
  page,
  context,
}) => {
  await signedInNewPlayer(page, '/deposit');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Kredi Kartı', exact: true }).click();
  await field(page, 'Tutar (TRY)').fill('250');
  await expect(field(page, 'Tutar (TRY)')).toHaveValue('250');
  await main.getByRole('button', { name: 'Devam' }).click();
  await withoutBonus(page);

  await context.setOffline(true);
  await main.getByRole('button', { name: 'Onayla' }).click();
  await expectPageStands(page);
  await expect(main.getByText('₺250,00').first()).toBeVisible();
  await context.setOffline(false);
  // The same request again, under its idempotency key: the amount cannot be paid twice.
  await main.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page).toHaveURL(/\/payments\/pay\//);

  await page.goto('/slot');
  const tile = page.locator('main a[href^="/play/"]').first();
  await expect(tile).toBeVisible();
  await context.setOffline(true);
  await tile.click();
  await expect(page).toHaveURL(/\/play\//);
  await expectPageStands(page);
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Ana Sayfa', exact: true })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expectPageStands(page);
  await context.setOffline(false);
});

test('offline, a menu whose code was never fetched leaves the page standing and opens once back online', async ({
  page,
  context,
}) => {
  await visit(page, '/');
  const language = page.getByRole('banner').getByRole('button', { name: /^Dil:/ });
  await expect(language).toBeVisible();
  // The page's later parts (teasers, footer) are in first: a connection lost while their code
  // comes would leave the chunks they share with the menu failed for the page's life.
  await expect(page.getByRole('region', { name: 'Promosyonlar' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.setOffline(true);
  await language.click();
  // The menu is given up once its code has failed to come: the button no longer says it is open.
  // A press before that only asks again for the code that is failing.
  await expect(language).not.toHaveAttribute('aria-expanded', 'true');
  await expectPageStands(page);
  await expect(page.getByRole('menu')).toHaveCount(0);

  await context.setOffline(false);
  await language.click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
});

test('a part whose code the page keeps failed offers a reload, and the reload brings it back', async ({
  page,
}) => {
  await visit(page, '/');
  await expect(page.getByRole('region', { name: 'Promosyonlar' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const language = page.getByRole('banner').getByRole('button', { name: /^Dil:/ });
  // The connection drops while a chunk the menu imports comes: the page keeps that failure.
  await page.route('**/assets/Menu-*.js', (route) => route.abort('internetdisconnected'));
  await language.click();
  const offer = page.getByRole('status').filter({ hasText: 'Sayfanın bir bölümü yüklenemedi' });
  await expect(offer).toBeVisible();
  await expect(language).not.toHaveAttribute('aria-expanded', 'true');

  // Back online, the menu still cannot load in this page: the reload is what mends it.
  await page.unrouteAll();
  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Yenile' }).click();
  await reloaded;
  await language.click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test.describe('axe-core', () => {
  // axe-core is put into the page, past its content security policy.
  test.use({ bypassCSP: true });

  test('the offer of that reload meets WCAG 2.2 AA at 320 px, in both languages and modes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // The footer's file answers a HEAD but not its code: the footer fails although its file comes.
    await page.route(
      (url) => url.pathname.startsWith('/assets/footer-'),
      (route) =>
        route.request().method() === 'HEAD'
          ? route.fallback()
          : route.abort('internetdisconnected'),
    );
    await visit(page, '/');
    const offers = {
      tr: 'Sayfanın bir bölümü yüklenemedi',
      en: 'Part of this page could not load',
    };
    for (const look of LOOKS) {
      await reloadIn(page, look);
      await expect(page.getByRole('status').filter({ hasText: offers[look[0]] })).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
