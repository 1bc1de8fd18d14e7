import { type Page } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { depositByCard } from './cashier.ts';
import { signedInNewPlayer } from './players.ts';
import { advanceClock, resetClock, setPopupActive } from './support.ts';

// The reality-check test moves the platform's clock for everyone: it is put back afterwards.
test.afterEach(() => resetClock());

const MINUTE = 60 * 1000;
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const spin = (page: Page) =>
  page.frameLocator('main iframe').getByRole('button', { name: 'Çevir' });
const gameMessage = (page: Page) => page.frameLocator('main iframe').locator('#message');
const popupsAnswered = (page: Page) =>
  page.waitForResponse((response) =>
    (response.request().postData() ?? '').includes('"popupInformation"'),
  );

test('a reality check pauses a running game; continue plays on, log out ends the session', async ({
  page,
}) => {
  await signedInNewPlayer(page, null);
  await depositByCard(page, '100');
  await page.goto('/profile?tab=protection');
  await page.getByLabel('Hatırlatma aralığı').click();
  await page.getByRole('option', { name: 'Her 15 dakikada bir' }).click();
  await expect(page.getByText('Hatırlatma ayarınız kaydedildi')).toBeVisible();

  await page.goto('/play/slot/2620');
  await spin(page).click();
  await expect(gameMessage(page)).toHaveText(/Kazanç: |Bu sefer olmadı/, { timeout: 10_000 });

  // 16 minutes on, the page is opened again: the check is due over the running game.
  await advanceClock(16 * MINUTE);
  await page.reload();
  const check = dialog(page, 'Oturum hatırlatması');
  await expect(check).toContainText('Her 15 dakikada bir hatırlatma istediniz');
  await expect(check).toContainText(/Oynadığınız süre\s*0 sa 1[67] dk/);
  await expect(check).toContainText(/Toplam bahis\s*₺1,00/);
  await expect(page.locator('main iframe')).toBeAttached();
  // The platform holds bets until the player answers, even if the game is reached around it.
  await spin(page).dispatchEvent('click');
  await expect(gameMessage(page)).toHaveText(
    'Oyun, sitedeki oturum hatırlatmasını onaylamanızı bekliyor.',
  );

  await check.getByRole('button', { name: 'Oynamaya devam et' }).click();
  await expect(check).toBeHidden();
  await spin(page).click();
  await expect(gameMessage(page)).toHaveText(/Kazanç: |Bu sefer olmadı/, { timeout: 10_000 });

  await advanceClock(16 * MINUTE);
  await page.reload();
  await dialog(page, 'Oturum hatırlatması').getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a minute before the inactivity sign-out the player is warned and may stay', async ({
  page,
}) => {
  await page.clock.install();
  await signedInNewPlayer(page);
  await page.clock.fastForward(59 * MINUTE + 1_000);
  await page.clock.runFor(6_000);
  const warning = dialog(page, 'Hâlâ orada mısınız?');
  await expect(warning).toContainText(/\d+ saniye sonra oturumunuz kapatılacak/);
  await warning.getByRole('button', { name: 'Oturumu açık tut' }).click();
  await expect(warning).toBeHidden();
  await page.clock.runFor(2 * MINUTE);
  await expect(
    page.getByRole('banner').getByRole('button', { name: /hesap menüsü$/ }),
  ).toBeVisible();

  // Left alone this time (2 of the 60 minutes have passed): the warning, then the sign-out.
  await page.clock.fastForward(57 * MINUTE);
  await page.clock.runFor(10_000);
  await expect(warning).toBeVisible();
  // Reaching for a button by keyboard is not an answer: the warning waits for one.
  await page.keyboard.press('Tab');
  await expect(warning).toBeVisible();
  await page.clock.runFor(MINUTE);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  await expect(warning).toBeHidden();
});

test('two popups show one after the other, and each one closed stays closed', async ({ page }) => {
  await setPopupActive(3, true);
  try {
    const answered = popupsAnswered(page);
    await page.goto('/');
    await answered;
    // Offered, the popups wait for the visitor's first touch of the page, not the first paint.
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Shift');
    const popup = page.getByRole('dialog');
    await expect(popup).toHaveAccessibleName("₺999'a Varan Hoş Geldin Bonusu");
    await popup.getByRole('button', { name: 'Kapat' }).click();
    await expect(popup).toHaveAccessibleName('Planlı Bakım Duyurusu');
    await expect(page.getByRole('dialog')).toHaveCount(1);

    // Back later: the closed one stays closed, the other one still shows once the visitor
    // scrolls (a press could land on the carousel's link and leave the page).
    const reloaded = popupsAnswered(page);
    await page.reload();
    await reloaded;
    await page.mouse.move(200, 200);
    await page.mouse.wheel(0, 200);
    await expect(popup).toHaveAccessibleName('Planlı Bakım Duyurusu');
    await popup.getByRole('button', { name: 'Kapat' }).click();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await page.keyboard.press('Shift');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await setPopupActive(3, false);
  }
});
