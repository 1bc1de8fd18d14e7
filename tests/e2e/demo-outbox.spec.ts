/**
 * A newcomer's password reset in the demo start: the reset mail is read on the demo mailbox page
 * of the game and payment origin (GAMES_PORT, the port after the site's), its link followed.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, sidewaysScroll } from './axe.ts';
import { field, registeredPlayer, signIn } from './players.ts';

function mailboxOf(recipient: string): string {
  const url = new URL('/demo/outbox', process.env.E2E_BASE_URL);
  url.port = String(Number(url.port) + 1);
  url.searchParams.set('recipient', recipient);
  return url.toString();
}

test('a reset mail read in the demo mailbox resets the password', async ({ page, browser }) => {
  const player = await registeredPlayer();
  await page.goto('/forgot-password');
  await field(page, 'E-posta').fill(player.email);
  await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(`${player.email} adresiyle kayıtlı bir hesap varsa`, { exact: false }),
  ).toBeVisible();

  await page.goto(mailboxOf(player.email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo gelen kutusu');
  const reset = page.getByRole('article', { name: 'Şifre sıfırlama' });
  await reset.getByRole('link', { name: /\/account_reset\?token=/ }).click();
  await expect(page).toHaveURL(/\/account_reset\?token=[\w-]+$/);

  const password = 'Yenisi1234';
  await field(page, 'Yeni şifre').fill(password);
  await field(page, 'Yeni şifre (tekrar)').fill(password);
  await page.getByRole('button', { name: 'Şifreyi güncelle' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, player.username, password);
  await expect(page.getByRole('banner').getByText(player.username)).toBeVisible();

  // The page meets WCAG 2.2 AA at 320 px; its policy would refuse axe-core's injected script.
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 320, height: 640 },
  });
  try {
    const mailbox = await context.newPage();
    await mailbox.goto(mailboxOf(player.email));
    expect(await axeViolations(mailbox)).toEqual([]);
    expect(await sidewaysScroll(mailbox)).toBe(0);
  } finally {
    await context.close();
  }
});
