import { expect, test, type Page } from '@playwright/test';
import { registeredPlayer, signedInNewPlayer, signIn, signInThroughApi } from './players.ts';
import { visit } from './visit.ts';

/** The game tiles of the page's grid or rails: each one is a link to /play/… . */
const gameLinks = (page: Page) => page.locator('main a[href^="/play/"]');

/**
 * Signs a fresh player in with the form of /login and waits for the page the sign-in returns to
 * (the specs of that return; the others sign in through the API).
 */
async function signInFresh(page: Page) {
  const player = await registeredPlayer();
  await signIn(page, player.username, player.password);
  await expect(
    page.getByRole('banner').getByRole('button', { name: /hesap menüsü/ }),
  ).toBeVisible();
  return player;
}

test('a visitor browses a slot category and a provider', async ({ page }) => {
  await visit(page, '/slot');
  await expect(gameLinks(page).first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Oyun listeleri' })
    .getByRole('link', { name: 'Jackpot Oyunları' })
    .click();
  await expect(page).toHaveURL(/\/slot\/category\/58$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jackpot Oyunları' })).toBeVisible();
  await expect(gameLinks(page).first()).toBeVisible();

  await visit(page, '/slot');
  const providers = page.getByRole('navigation', { name: 'Sağlayıcılar' });
  const provider = providers.getByRole('link').first();
  const providerName = (await provider.innerText()).split('\n')[0]!.trim();
  await provider.click();
  await expect(page).toHaveURL(/\/slot\/provider\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: providerName })).toBeVisible();
  const tiles = gameLinks(page);
  await expect(tiles.first()).toBeVisible();
  // Every tile of a provider's list names that provider.
  for (const tile of await tiles.all()) await expect(tile).toContainText(providerName);
});

test('search asks for 3 characters, then finds a Turkish name whatever the case', async ({
  page,
}) => {
  await visit(page, '/slot');
  const search = page.getByRole('searchbox', { name: 'Oyun ara' });
  await search.fill('is');
  await expect(page.getByText('Arama yapmak için en az 3 karakter giriniz.')).toBeVisible();

  await search.fill('ISTANBUL');
  await expect(page.getByText('Arama yapmak için en az 3 karakter giriniz.')).toBeHidden();
  await expect(gameLinks(page).filter({ hasText: 'İstanbul Nights' }).first()).toBeVisible();
  for (const tile of await gameLinks(page).all()) await expect(tile).toContainText(/İstanbul/);
});

test('a player adds a favourite from the lobby and removes it on the favourites page', async ({
  page,
}) => {
  await signedInNewPlayer(page, '/slot/category/27');
  const tile = page.locator('main').getByRole('button', { name: 'Favorilere ekle' }).first();
  const gameName = await tile.evaluate(
    (button) => document.getElementById(button.getAttribute('aria-describedby')!)!.textContent!,
  );
  await tile.click();
  await expect(page.getByText('Favorilere eklendi')).toBeVisible();

  await page.goto('/favorites');
  const favorite = gameLinks(page).filter({ hasText: gameName });
  await expect(favorite).toHaveCount(1);
  await page.locator('main').getByRole('button', { name: 'Favorilerden çıkar' }).first().click();
  await expect(page.getByText('Favorilerden çıkarıldı')).toBeVisible();
  await expect(favorite).toHaveCount(0);
});

test('a visitor who hearts a game signs in, comes back and finds it among the favourites', async ({
  page,
}) => {
  await visit(page, '/slot/category/27');
  await page.locator('main').getByRole('button', { name: 'Favorilere ekle' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await signInFresh(page);
  await expect(page).toHaveURL(/\/slot\/category\/27$/);
  await expect(
    page.locator('main').getByRole('button', { name: 'Favorilerden çıkar' }).first(),
  ).toBeVisible();
});

test('a player launches a slot, plays it in the frame and comes back to the lobby', async ({
  page,
}) => {
  await signedInNewPlayer(page, '/slot/category/27');
  const tile = gameLinks(page).first();
  const gameName = (await tile.innerText()).split('\n')[0]!.trim();
  await tile.click();
  await expect(page).toHaveURL(/\/play\/slot\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
  const game = page.frameLocator('main iframe');
  await expect(game.getByRole('button', { name: /çevir|spin/i })).toBeVisible();

  // Closing the game reads the balance again: the game may have moved money.
  const balanceRead = page.waitForRequest((request) =>
    /"check_balance"/.test(request.postData() ?? ''),
  );
  await page.getByRole('button', { name: 'Oyunu kapat' }).click();
  await balanceRead;
  await expect(page).toHaveURL(/\/slot\/category\/27$/);
});

test('launching a game of an unreachable provider says so and returns', async ({ page }) => {
  await signedInNewPlayer(page, '/slot');
  await page
    .getByRole('navigation', { name: 'Sağlayıcılar' })
    .getByRole('link', { name: /Copperline Gaming/ })
    .click();
  await expect(page).toHaveURL(/\/slot\/provider\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Copperline Gaming' })).toBeVisible();
  const providerPage = page.url();
  await gameLinks(page).filter({ hasText: 'Copperline Gaming' }).first().click();
  await expect(page.getByText('Sağlayıcıya Ulaşılamıyor')).toBeVisible();
  await expect(page).toHaveURL(providerPage);
});

test('a visitor who opens a game signs in and lands in that game', async ({ page }) => {
  await visit(page, '/live');
  const table = gameLinks(page).first();
  const href = (await table.getAttribute('href'))!;
  await table.click();
  await expect(page).toHaveURL(/\/login$/);
  await signInFresh(page);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main iframe')).toBeVisible();
});

test('the menu opens a virtual game and the live roulette tables', async ({ page }) => {
  await signedInNewPlayer(page, '/play/virtual/zeplin');
  await expect(page.locator('main iframe')).toBeVisible();

  await page.goto('/live/type/roulette');
  await expect(page.getByRole('heading', { level: 1, name: 'Rulet' })).toBeVisible();
  await expect(gameLinks(page).first()).toBeVisible();
});

test('@mobile a phone player opens a live table that fills the screen', async ({ page }) => {
  await signedInNewPlayer(page, '/live/type/roulette');
  const launch = page.waitForRequest(
    (request) => request.method() === 'POST' && /init_game/.test(request.postData() ?? ''),
  );
  await gameLinks(page).first().click();
  expect((await launch).postDataJSON()).toMatchObject({
    api: { class: 'livecasino', method: 'init_game' },
    data: { isMobile: true },
  });
  const frame = page.locator('main iframe');
  await expect(frame).toBeVisible();
  const box = (await frame.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(360);
  expect(box.height).toBeGreaterThan(844 * 0.6);
  // The bottom bar of every other page is not over the game.
  await expect(page.getByRole('navigation', { name: 'Kısayollar' })).toHaveCount(0);
});

test('a player with coupons reads the bet history and widens its range', async ({ page }) => {
  await signInThroughApi(page, 'demo', 'Demo1234');
  await visit(page, '/bet-history');
  await expect(page.getByRole('status', { name: 'Bakiye' })).toContainText('1.250,00');
  const coupons = page.locator('main').getByText(/^Kupon /);
  await expect(coupons.first()).toBeVisible();
  const lastMonth = await coupons.count();

  await page.getByRole('combobox', { name: 'Tarih aralığı' }).click();
  await page.getByRole('option', { name: 'Son 90 gün' }).click();
  await expect(coupons).toHaveCount(10);
  await page.getByRole('button', { name: 'Daha fazla göster' }).click();
  await expect(coupons).toHaveCount(20);
  expect(lastMonth).toBeLessThanOrEqual(10);
});
