import { expect, test, type Page } from '@playwright/test';
import { totp } from './totp.ts';
import { visit } from './visit.ts';

/** A T.C. identity number with valid check digits, different on every run. */
function newTckn(): string {
  const head = [1 + Math.floor(Math.random() * 9)];
  for (let i = 0; i < 8; i++) head.push(Math.floor(Math.random() * 10));
  const odd = head[0]! + head[2]! + head[4]! + head[6]! + head[8]!;
  const even = head[1]! + head[3]! + head[5]! + head[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = [...head, tenth].reduce((sum, d) => sum + d, 0) % 10;
  return [...head, tenth, eleventh].join('');
}

function newPlayer() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    username: `oyuncu${id}`.slice(0, 20),
    email: `oyuncu${id}@example.com`,
    phone: `532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    tckn: newTckn(),
    password: 'Gizli1234',
  };
}

/** A form field by its label, which may carry the required-field asterisk. */
const field = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

async function register(page: Page, player: ReturnType<typeof newPlayer>) {
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

async function signIn(page: Page, username: string, password: string) {
  const form = page.getByRole('main');
  await field(page, 'Kullanıcı adı veya e-posta').fill(username);
  await field(page, 'Şifre').fill(password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
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
