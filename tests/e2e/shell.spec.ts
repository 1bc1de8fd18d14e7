import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit.ts';

test('home shows the header menu, and the footer with its copyright once scrolled to', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await visit(page, '/');
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(menu.getByRole('link', { name: 'Slot' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Canlı Casino' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Promosyonlar' })).toBeVisible();
  // The footer is built when its place comes into view.
  await page.mouse.wheel(0, 5000);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText('Tüm hakları saklıdır');
  expect(pageErrors).toEqual([]);
});

/** Follows the visible main menu's link to the promotions, and lands on their page. */
async function toPromotionsByMenu(page: Page) {
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Promosyonlar' })
    .click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Promosyonlar');
}

test('every navigation keeps the header menu and the footer copyright', async ({ page }) => {
  await visit(page, '/');
  await toPromotionsByMenu(page);
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  await page.mouse.wheel(0, 5000);
  await expect(page.getByRole('contentinfo')).toContainText('Tüm hakları saklıdır');
});

test('switching to English changes the texts and survives a reload', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Dil: TR', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Slots' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await page.getByRole('button', { name: 'Language: EN', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
});

test('the home page waits only for the shell’s texts; other pages bring their own', async ({
  page,
}) => {
  const messageChunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/messages-([\w-]+)-[\w-]{8}\.js$/.exec(request.url());
    if (chunk) messageChunks.push(chunk[1]!);
  });
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Slot, canlı casino ve spor bahisleri',
  );
  expect(messageChunks).toEqual(['first']);

  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Slot' })
    .click();
  await expect(page.getByRole('list', { name: 'Tüm Slot Oyunları' })).toBeVisible();
  expect(messageChunks).toEqual(['first', 'lobby-page']);

  await page.getByRole('button', { name: 'Dil: TR', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('list', { name: 'All slot games' })).toBeVisible();
  expect(messageChunks).toEqual(['first', 'lobby-page', 'first', 'lobby-page']);
});

test('dark mode survives a reload', async ({ page }) => {
  await visit(page, '/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  await page.getByRole('button', { name: 'Koyu temaya geç' }).click();
  await expect(page.getByRole('button', { name: 'Açık temaya geç' })).toBeVisible();
  const darkBackground = await background();
  expect(darkBackground).not.toBe(lightBackground);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Açık temaya geç' })).toBeVisible();
  expect(await background()).toBe(darkBackground);
});

test('an anonymous visitor of a protected page goes to login and the address is kept', async ({
  page,
}) => {
  await visit(page, '/favorites');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/favorites');
});

test('an unknown address shows the not-found page inside the layout', async ({ page }) => {
  await visit(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Sayfa görüntülenemiyor' })).toBeVisible();
  await expect(page.getByText('Aradığınız sayfa bulunamadı')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
});

test('the menu opens from the drawer on a phone', { tag: '@mobile' }, async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  // The header's own menu is hidden on a phone: the one visible is the drawer's.
  await toPromotionsByMenu(page);
});
