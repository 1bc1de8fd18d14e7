import { expect, test, type Page } from '@playwright/test';
import { headerBalance } from './cashier.ts';
import { field, signedInNewPlayer } from './players.ts';

const main = (page: Page) => page.getByRole('main');

/** A fresh player (balance ₺0) signed in, on the bonus area. */
async function onBonuses(page: Page) {
  await signedInNewPlayer(page, '/bonuses');
  await expect(main(page).getByRole('heading', { name: 'Teklifler' })).toBeVisible();
}

/** Nothing on the page is wider than the window (WCAG 1.4.10 reflow at 320 px). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a promo code unlocks a bonus; claimed, it shows apart in the header; cancelled, it is gone', async ({
  page,
}) => {
  await onBonuses(page);
  await field(page, 'Kod').fill('YANLIS');
  await main(page).getByRole('button', { name: 'Kodu kullan' }).click();
  await expect(field(page, 'Kod')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Kod').fill('HOSGELDIN100');
  await main(page).getByRole('button', { name: 'Kodu kullan' }).click();
  await expect(
    main(page)
      .getByRole('status')
      .getByText(/Kod kabul edildi/),
  ).toBeVisible();
  const card = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Bonusu al' }) });
  await card.getByRole('button', { name: 'Bonusu al' }).click();

  const claim = page.getByRole('dialog');
  await expect(claim.getByText('Bonus tutarının 10 katı')).toBeVisible();
  await claim.getByRole('button', { name: 'Onayla ve al' }).click();
  await expect(claim.getByRole('status')).toHaveText(
    '₺100,00 bonus bakiyene eklendi. Çevrim şimdi başladı.',
  );
  await claim.getByRole('button', { name: 'Kapat' }).click();
  await expect(headerBalance(page)).toContainText('Bonus ₺100,00');

  const active = main(page).getByRole('region', { name: /./ }).filter({ hasText: 'Aktif bonus' });
  await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(active).toContainText('Çevrim: ₺0,00 / ₺1.000,00');
  // The operator's rule (default 'forfeit'), from the cashier summary.
  await expect(active).toContainText('Çevrim tamamlanmadan para çekersen bu bonus');

  await page.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => scrollsSideways(page)).toBe(false);
  await expect(headerBalance(page)).toBeVisible();

  await active.getByRole('button', { name: 'Bonusu iptal et' }).click();
  const warning = page.getByRole('dialog', { name: 'Bonus iptal edilsin mi?' });
  await expect(warning).toContainText('Kalan ₺100,00 bonus bakiyesi silinir');
  await warning.getByRole('button', { name: 'İptal et' }).click();
  const done = page.getByRole('dialog', { name: 'Bonus iptal edildi' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Kapat' }).click();
  await expect(headerBalance(page)).not.toContainText('Bonus');
  await expect(main(page).getByText('İptal edildi', { exact: true })).toBeVisible();
});

test('a promotion leads a signed-in player to its offer, never to the sign-up', async ({
  page,
}) => {
  await onBonuses(page);
  await page.goto('/promotions');
  const welcome = main(page)
    .locator('.MuiCard-root')
    .filter({ hasText: "₺999'a Varan %50 Hoş Geldin Bonusu" });
  await expect(welcome.getByRole('link', { name: 'Bu bonusla yatırım yap' })).toHaveAttribute(
    'href',
    /^\/deposit\?bonus=\d+$/,
  );
  // A new player has no casino losses yet: the bonus area says so.
  const discount = main(page).locator('.MuiCard-root').filter({ hasText: '%30 Casino İndirimi' });
  await expect(discount.getByRole('link', { name: 'Bonuslarıma git' })).toHaveAttribute(
    'href',
    '/bonuses',
  );
  await welcome.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Bu bonusla yatırım yap' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Üye Ol ve Katıl' })).toHaveCount(0);
});
