import { expect, test, type Page } from '@playwright/test';
import { field, newPlayer, signIn, type NewPlayer } from './players.ts';
import { totp } from './totp.ts';
import { visit } from './visit.ts';

async function register(page: Page, player: NewPlayer) {
  await visit(page, '/register');
  const form = page.getByRole('main');
  await field(page, 'Ad').fill('Elif');
  await field(page, 'Soyad').fill('Demir');
  await field(page, 'Doğum tarihi').fill('1990-05-17');
  await field(page, 'T.C. Kimlik No').fill(player.tckn);
  await field(page, 'Şehir').fill('İstanbul');
  await page.getByRole('textbox', { name: 'Adres' }).fill('Bağdat Caddesi No: 12, Kadıköy');
  await field(page, 'Kullanıcı adı').fill(player.username);
  await field(page, 'E-posta').fill(player.email);
  await field(page, 'Cep telefonu').fill(player.phone);
  await field(page, 'Şifre').fill(player.password);
  await field(page, 'Şifre (tekrar)').fill(player.password);
  await form.getByRole('checkbox', { name: /18 yaşından büyük olduğumu/ }).check();
  await form.getByRole('button', { name: 'Üye Ol' }).click();
}

test('a new player registers, sees the confirmation and signs in', async ({ page }) => {
  const player = newPlayer();
  await register(page, player);
  await expect(page).toHaveURL(/\/register-account-confirm$/);
  await expect(page.getByText(`Hoş geldin, ${player.username}!`)).toBeVisible();

  await page.goto('/login');
  await signIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText(player.username)).toBeVisible();
});

test('with the authenticator on, signing in asks for the code and returns to the page', async ({
  page,
}) => {
  const player = newPlayer();
  await register(page, player);
  await expect(page).toHaveURL(/\/register-account-confirm$/);
  await page.goto('/login');
  await signIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Güvenlik' }).click();
  await page.getByRole('button', { name: 'Etkinleştir' }).click();
  const key = (await page.getByLabel('Anahtar').textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Uygulamadaki 6 haneli kod').fill(totp(key));
  await page.getByRole('button', { name: 'Etkinleştir' }).click();
  await expect(page.getByText('Açık', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Elif Demir hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, player.username, player.password);
  const prompt = page.getByRole('dialog', { name: 'İki adımlı doğrulama' });
  await expect(prompt).toBeVisible();
  // A code from two steps ahead is never valid: the server accepts one step either way.
  await prompt.getByLabel('6 haneli kod').fill(totp(key, Date.now(), 3));
  await prompt.getByRole('button', { name: 'Doğrula' }).click();
  await expect(prompt.getByText('Girdiğiniz kod hatalı')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The next step's code: the current one was spent turning the authenticator on.
  await prompt.getByLabel('6 haneli kod').fill(totp(key, Date.now(), 1));
  await prompt.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(prompt).toBeHidden();
});
