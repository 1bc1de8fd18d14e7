import { type Page } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { field, PLAYER_PASSWORD, signedInNewPlayer, signIn } from './players.ts';
import { advanceClock, resetClock } from './support.ts';

// The clock test moves the platform's clock for everyone: it is put back afterwards.
test.afterEach(() => resetClock());

const main = (page: Page) => page.getByRole('main');
const depositCard = (page: Page) => main(page).getByRole('region', { name: 'Para yatırma limiti' });

async function saveDepositLimit(page: Page, lira: string) {
  const form = depositCard(page).getByRole('form', { name: 'Para yatırma limiti belirle' });
  await form.getByLabel(/^Tutar \(TRY\)/).fill(lira);
  await form.getByRole('button', { name: 'Limiti kaydet' }).click();
}

test('a deposit limit refuses a larger deposit; a raise waits 24 hours for the player to confirm', async ({
  page,
}) => {
  await signedInNewPlayer(page, '/profile?tab=protection');
  await saveDepositLimit(page, '500');
  await expect(page.getByText('Limitiniz hemen geçerli oldu')).toBeVisible();
  await expect(depositCard(page).getByRole('listitem')).toContainText('Günlük: ₺500,00');

  await page.goto('/deposit');
  await main(page).getByRole('button', { name: 'Kredi Kartı', exact: true }).click();
  // The limit is the amount's maximum, and more is refused at the amount (the platform, which
  // refuses it too, is not asked: tests/server/protection.test.ts).
  const amount = field(page, 'Tutar (TRY)');
  await expect(amount).toHaveAccessibleDescription('Min ₺100 – Maks ₺500');
  await amount.fill('750');
  await main(page).getByRole('button', { name: 'Devam' }).click();
  await expect(amount).toHaveAccessibleDescription(
    'Girdiğiniz tutar para yatırma limitinizin kalanını aşıyor',
  );
  await expect(page).not.toHaveURL(/\/payments\/pay\//);

  await page.goto('/profile?tab=protection');
  await saveDepositLimit(page, '2.000');
  // A raise asks the password again; the platform refuses a wrong one and the dialog says so.
  const stepUp = page.getByRole('dialog', { name: 'Limit artışını onayla' });
  await stepUp.getByLabel(/^Mevcut şifre/).fill('Yanlis1234');
  await stepUp.getByRole('button', { name: 'Onayla' }).click();
  await expect(stepUp.getByRole('alert')).toHaveText('Mevcut şifreniz hatalı');
  await stepUp.getByLabel(/^Mevcut şifre/).fill(PLAYER_PASSWORD);
  await stepUp.getByRole('button', { name: 'Onayla' }).click();
  await expect(
    page.getByText('Değişiklik 24 saat sonra onayınızla geçerli olacak').first(),
  ).toBeVisible();
  await expect(depositCard(page)).toContainText(
    'Bekleyen değişiklik: Günlük limit ₺2.000,00 olacak.',
  );
  await expect(depositCard(page)).toContainText('Onay için kalan süre: 24 sa 0 dk');
  await expect(depositCard(page).getByRole('button', { name: 'Değişikliği onayla' })).toHaveCount(
    0,
  );
  await expect(depositCard(page).getByRole('listitem')).toContainText('Günlük: ₺500,00');

  await advanceClock(24 * 60 * 60 * 1000);
  await page.reload();
  await depositCard(page).getByRole('button', { name: 'Değişikliği onayla' }).click();
  await expect(page.getByText('Yeni limitiniz geçerli oldu')).toBeVisible();
  await expect(depositCard(page).getByRole('listitem')).toContainText('Günlük: ₺2.000,00');
});

test('a time-out signs the player out, and signed in again they cannot play or deposit', async ({
  page,
}) => {
  const player = await signedInNewPlayer(page, '/profile?tab=protection');
  const timeout = main(page).getByRole('region', { name: 'Mola ver' });
  await timeout.getByRole('button', { name: '24 saat' }).click();
  await expect(timeout.getByRole('alertdialog')).toContainText('24 saat mola hemen başlayacak');
  await timeout.getByRole('button', { name: 'Molayı başlat' }).click();
  await expect(page.getByText('Molanız başladı; oturumunuz kapatıldı')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();

  await page.goto('/login');
  await signIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile?tab=protection');
  await expect(main(page).getByRole('status')).toContainText('Molanız');

  // The deposit page and the game page say why they are closed, and what stays open.
  await page.goto('/deposit');
  await expect(main(page).getByRole('status')).toContainText(
    /Molanız .* tarihine kadar sürüyor: bu sürede para yatıramazsınız/,
  );
  await expect(main(page).getByRole('link', { name: 'Para çek' })).toHaveAttribute(
    'href',
    '/withdraw',
  );
  await expect(main(page).getByRole('button', { name: 'Kredi Kartı', exact: true })).toHaveCount(0);

  await page.goto('/slot');
  await main(page).locator('a[href^="/play/"]').first().click();
  await expect(page).toHaveURL(/\/play\//);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /Molanız .* tarihine kadar sürüyor: bu sürede oyun oynayamazsınız/ }),
  ).toBeVisible();
  await expect(page.locator('main iframe')).toHaveCount(0);
});

test('a self-exclusion needs the password, signs out, and leaves only withdrawals and history', async ({
  page,
}) => {
  const player = await signedInNewPlayer(page, '/profile?tab=protection');
  const exclusion = main(page).getByRole('region', { name: 'Kendini oyundan uzaklaştır' });
  await exclusion.getByRole('button', { name: '6 ay' }).click();
  await expect(exclusion).toContainText('6 ay uzaklaştırma hemen başlayacak');
  await exclusion.getByRole('checkbox', { name: 'Bunun geri alınamayacağını anlıyorum' }).check();
  await exclusion.getByLabel(/^Mevcut şifre/).fill('Yanlis12345');
  await exclusion.getByRole('button', { name: 'Uzaklaştırmayı başlat' }).click();
  await expect(exclusion.getByRole('alert')).toBeVisible();
  await exclusion.getByLabel(/^Mevcut şifre/).fill(player.password);
  await exclusion.getByRole('button', { name: 'Uzaklaştırmayı başlat' }).click();
  await expect(
    page.getByText('Kendinizi oyundan uzaklaştırdınız; oturumunuz kapatıldı'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();

  await page.goto('/login');
  await signIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/deposit');
  await expect(main(page).getByRole('status')).toContainText(
    /Kendinizi .* tarihine kadar oyundan uzaklaştırdınız: bu sürede para yatıramazsınız/,
  );
  await main(page).getByRole('link', { name: 'Para çek' }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await page.goto('/play/slot/2620');
  await expect(main(page).getByRole('status')).toContainText('bu sürede oyun oynayamazsınız');
});
