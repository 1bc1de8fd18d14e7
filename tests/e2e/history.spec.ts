import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { approvedBankDeposit, headerBalance } from './cashier.ts';
import { signedInNewPlayer, signInThroughApi } from './players.ts';
import { visit } from './visit.ts';

const main = (page: Page) => page.getByRole('main');
const records = (page: Page) => main(page).getByRole('region', { name: 'Kayıtlar' });
const rows = (page: Page) => records(page).getByRole('listitem');
/** The list has its answer (no skeleton while a page loads). */
const settled = (page: Page) => expect(records(page).locator('[aria-busy="true"]')).toHaveCount(0);
const EMPTY = 'Belirlediğiniz kriterlere göre sonuç bulunamadı.';

const signedInPlayer = (page: Page) => signedInNewPlayer(page);

async function choose(page: Page, label: string, option: string) {
  await main(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the finance history shows a deposit with its status, follows presets and exports CSV', async ({
  page,
}) => {
  await signedInPlayer(page);
  await page.goto('/deposit');
  await approvedBankDeposit(page, '750');

  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Hesabım' })
    .getByRole('link', { name: 'Hesap geçmişi' })
    .click();
  await expect(page).toHaveURL(/\/history\/finance$/);
  await expect(main(page).getByRole('combobox', { name: 'Tarih aralığı' })).toHaveText('Son 7 gün');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Para yatırma');
  await expect(rows(page).first()).toContainText('₺750,00');
  await expect(rows(page).first()).toContainText('Tamamlandı');
  await choose(page, 'Tarih aralığı', 'Dün');
  await expect(records(page).getByText(EMPTY)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await choose(page, 'Tarih aralığı', 'Son 7 gün');
  await expect(rows(page)).toHaveCount(1);

  // Phones: the row becomes a card at 320 px, without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(rows(page).first()).toContainText('₺750,00');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });

  const totals = main(page).getByRole('region', { name: 'Toplamlar' });
  await expect(totals).toContainText(/Yatırılan\s*₺750,00/);

  const download = page.waitForEvent('download');
  await totals.getByRole('button', { name: 'CSV indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  expect(header).toMatch(/Tarih/);
  expect(header).toMatch(/Tutar/);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.split(';')).toContain('750,00');
});

test('the bet tab lists the demo player’s coupons, open or settled', async ({ page }) => {
  await signInThroughApi(page, 'demo', 'Demo1234');
  await visit(page, '/bet-history');
  await expect(page).toHaveURL(/\/history\/bets$/);
  const coupons = main(page).getByRole('button', { name: /^Kupon / });
  await choose(page, 'Tarih aralığı', 'Son 90 gün');
  await expect(coupons.first()).toBeVisible();

  // Phones: the cards reflow at 320 px without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(coupons.first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });

  await choose(page, 'Durum', 'Açık kuponlar');
  await settled(page);
  await expect(coupons.first()).toBeVisible();
  await expect(coupons.filter({ hasNotText: 'Açık' })).toHaveCount(0);
  await choose(page, 'Durum', 'Sonuçlanan kuponlar');
  await settled(page);
  await expect(coupons.first()).toBeVisible();
  await expect(coupons.filter({ hasText: 'Açık' })).toHaveCount(0);
});

test('a slip staked in the sportsbook is a coupon of the bet tab, all time too', async ({
  page,
}) => {
  await signedInPlayer(page);
  await page.goto('/deposit');
  await approvedBankDeposit(page, '750');
  await page.goto('/play/sport/sportsbook');
  const game = page.frameLocator('main iframe');
  await game
    .getByRole('button', { name: /: 1 \d/ })
    .first()
    .click();
  await game.getByRole('button', { name: 'Kupon yap' }).click();
  await expect(game.getByRole('status')).toHaveText(/Kazanç|Bu sefer olmadı/);

  await page.goto('/history/bets');
  await main(page).getByRole('combobox', { name: 'Tarih aralığı' }).click();
  await expect(page.getByRole('option')).toHaveCount(12);
  await page.getByRole('option', { name: 'Tüm zamanlar', exact: true }).click();
  const coupon = main(page).getByRole('button', { name: /^Kupon BF/ });
  await expect(coupon).toHaveCount(1);
  await expect(coupon).toContainText('₺10,00');
  await expect(coupon).toContainText(/\d{1,2} \S+ \d{4} \d{2}:\d{2}/);

  // It is a coupon, not a virtual game round.
  await page.goto('/history/games');
  await settled(page);
  await expect(records(page).getByText(EMPTY)).toBeVisible();
});

test('the game tab shows a slot round the player played for money', async ({ page }) => {
  await signedInPlayer(page);
  await page.goto('/deposit');
  await approvedBankDeposit(page, '750');
  await page.goto('/slot');
  // The tile is pinned by its address: the lobby may still reorder while it settles.
  const href = await main(page).locator('a[href^="/play/"]').first().getAttribute('href');
  const tile = main(page).locator(`a[href="${href}"]`).first();
  const gameName = (await tile.innerText()).split('\n')[0]!.trim();
  await tile.click();
  const game = page.frameLocator('main iframe');
  await game.getByRole('button', { name: 'Çevir' }).click();
  // A round may win back its stake exactly: the header follows the game's own balance.
  await expect(game.getByRole('status')).toHaveText(/Kazanç|Bu sefer olmadı/);
  const gameBalance = await game.locator('#balance').innerText();
  await expect(headerBalance(page)).toContainText(gameBalance);

  await page.goto('/history/games');
  await expect(rows(page).first()).toContainText(gameName);
  await expect(rows(page).first()).toContainText(/Bahis\s*₺/);
});
