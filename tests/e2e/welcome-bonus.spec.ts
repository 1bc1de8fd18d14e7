import { type Page } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { operatorCli } from './operator.ts';
import { headerBalance } from './cashier.ts';
import { signedInNewPlayer } from './players.ts';

const main = (page: Page) => page.getByRole('main');

// A welcome bonus small enough to wager in a few spins: 5% of 100 TRY, wagered once (5 TRY).
test.beforeAll(async () => {
  await operatorCli('server/bonus-cli.ts', 'offer', 'welcome', '--percent', '5', '--wagering', '1');
});
test.afterAll(async () => {
  await operatorCli(
    'server/bonus-cli.ts',
    'offer',
    'welcome',
    '--percent',
    '50',
    '--wagering',
    '20',
  );
});

/** Spins a slot once at its 1 TRY bet and waits for the outcome. */
async function spinOnce(page: Page) {
  const game = page.frameLocator('main iframe');
  await game.getByRole('button', { name: 'Çevir' }).click();
  await expect(game.locator('#message')).toHaveText(/Kazanç: |Bu sefer olmadı/, {
    timeout: 10_000,
  });
  await expect(game.getByRole('button', { name: 'Çevir' })).toBeEnabled();
}

const activeBonus = (page: Page) =>
  main(page).getByRole('region').filter({ hasText: 'Aktif bonus' });

test('a first deposit with the welcome bonus grants it; play moves its wagering until it turns into cash', async ({
  page,
}) => {
  // A deposit, three pages and five spins of 2.4 s of reels each: 30 s on a busy machine.
  test.slow();
  await signedInNewPlayer(page, '/deposit');

  await main(page).getByRole('button', { name: 'Kredi Kartı', exact: true }).click();
  await main(page)
    .getByLabel(/^Tutar \(TRY\)/)
    .fill('100');
  await main(page).getByRole('button', { name: 'Devam' }).click();
  await main(page)
    .getByRole('radio', { name: /Hoş Geldin Bonusu/ })
    .check();
  await expect(main(page).getByText(/₺5,00 bonus · 1× çevrim/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Devam' }).click();
  await expect(main(page).getByText(/Hoş Geldin Bonusu/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Onayla' }).click();
  await page.getByRole('button', { name: 'Öde' }).click();
  await expect(main(page).getByText('Yatırım hesabınıza geçti')).toBeVisible();
  await expect(headerBalance(page)).toContainText('Bonus ₺5,00');

  // Before a withdrawal, the wizard says what the bonus means for it.
  await page.goto('/withdraw');
  await expect(main(page).getByRole('alert')).toContainText('₺5,00');
  await expect(
    main(page).getByRole('checkbox', {
      name: 'Para çekince bonusun iptal edileceğini kabul ediyorum',
    }),
  ).not.toBeChecked();

  await page.goto('/bonuses');
  await expect(activeBonus(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  await page.goto('/play/slot/2620');
  await spinOnce(page);
  await page.goto('/bonuses');
  await expect(activeBonus(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(activeBonus(page)).toContainText('Çevrim: ₺1,00 / ₺5,00');

  await page.goto('/play/slot/2620');
  for (let spin = 2; spin <= 5; spin++) await spinOnce(page);
  await expect(headerBalance(page)).not.toContainText('Bonus');
  await page.goto('/bonuses');
  await expect(activeBonus(page)).toHaveCount(0);
  await expect(main(page).getByText('Nakde çevrildi', { exact: true })).toBeVisible();

  await page.goto('/history/bonus');
  await expect(main(page).getByText('Bonus verildi').first()).toBeVisible();
  await expect(main(page).getByText('Nakde çevrildi').first()).toBeVisible();
});
