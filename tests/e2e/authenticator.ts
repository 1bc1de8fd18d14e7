/** The authenticator (2FA) of a signed-in player, switched on through the security tab. */
import { expect, type Page } from '@playwright/test';
import { totp } from './totp.ts';

/** Switches the authenticator on from the security tab; answers its key. */
export async function switchAuthenticatorOn(page: Page, password: string): Promise<string> {
  const main = page.getByRole('main');
  await page.goto('/profile?tab=security');
  const card = main.getByRole('region', { name: 'Doğrulama uygulaması (2FA)' });
  await card.getByRole('button', { name: 'Etkinleştir' }).click();
  // No key before the password: a wrong one is refused by the server.
  await card.getByLabel(/^Mevcut şifre/).fill('Yanlis1234');
  await card.getByRole('button', { name: 'Devam et' }).click();
  await expect(card.getByText('Mevcut şifreniz hatalı')).toBeVisible();
  await expect(card.getByLabel('Anahtar')).toBeHidden();
  await card.getByLabel(/^Mevcut şifre/).fill(password);
  await card.getByRole('button', { name: 'Devam et' }).click();
  const key = (await card.getByLabel('Anahtar').textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await card.getByLabel('Uygulamadaki 6 haneli kod').fill(totp(key));
  await card.getByRole('button', { name: 'Etkinleştir' }).click();
  await expect(card.getByText('Açık', { exact: true })).toBeVisible();
  return key;
}
