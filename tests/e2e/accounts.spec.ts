import { expect, test, type Page } from '@playwright/test';
import { buildTrIban, formatIban } from '../../machines/shared/validation/iban.ts';
import { confirmBankAccountDelete, fillBankAccount } from './cashier.ts';
import {
  field,
  newPlayer,
  playerAddress,
  signedInNewPlayer,
  signIn,
  type NewPlayer,
} from './players.ts';
import { switchAuthenticatorOn } from './authenticator.ts';
import { totp } from './totp.ts';
import { visit } from './visit.ts';

/** The server's one answer to every registration that passes validation. */
const RECEIVED = 'Kaydınız alındı. Ayrıntılar e-posta adresinize gönderildi.';

async function register(page: Page, player: NewPlayer) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
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

test('registration answers the same whether or not the details are taken', async ({ page }) => {
  const player = newPlayer();
  await register(page, player);
  await expect(page).toHaveURL(/\/register-account-confirm$/);
  await expect(page.getByRole('status').getByText(RECEIVED)).toBeVisible();
  await expect(page.getByText(player.username)).toBeHidden();

  // The same username and e-mail again: the same answer, and nothing changes for the owner.
  await register(page, { ...newPlayer(), username: player.username, email: player.email });
  await expect(page).toHaveURL(/\/register-account-confirm$/);
  await expect(page.getByRole('status').getByText(RECEIVED)).toBeVisible();

  await page.goto('/login');
  await signIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText(player.username)).toBeVisible();
});

test('with the authenticator on, signing in asks for the code and returns to the page', async ({
  page,
}) => {
  const player = await signedInNewPlayer(page);
  const key = await switchAuthenticatorOn(page, player.password);

  await page.getByRole('button', { name: `${player.username} hesap menüsü` }).click();
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

test('contact changes take the password, and the authenticator code while it is on', async ({
  page,
}) => {
  const player = await signedInNewPlayer(page);
  const main = page.getByRole('main');

  // A new phone: the password confirms it, then the new number waits for its SMS code.
  await page.goto('/profile');
  const phoneForm = main.getByRole('form', { name: 'Telefon numarası değişikliği' });
  await phoneForm.getByLabel(/^Yeni telefon numarası/).fill('0533 765 43 21');
  await phoneForm.getByLabel(/^Mevcut şifre/).fill(player.password);
  await phoneForm.getByRole('button', { name: 'Telefon numarasını değiştir' }).click();
  await expect(page.getByText('Telefon numaran güncellendi')).toBeVisible();
  await expect(main.getByText(/Yeni numaran \+905337654321 kaydedildi/)).toBeVisible();
  const sms = main.getByRole('region', { name: 'SMS ile telefon doğrulama' });
  await sms.getByRole('button', { name: 'Kod gönder' }).click();
  await expect(sms.getByLabel(/SMS kodu/)).toBeVisible();

  const key = await switchAuthenticatorOn(page, player.password);

  // With the authenticator on the e-mail change asks its code too.
  await main.getByRole('tab', { name: 'Hesap', exact: true }).click();
  const emailForm = main.getByRole('form', { name: 'E-posta değişikliği' });
  const email = `yeni.${player.email}`;
  await emailForm.getByLabel(/^Yeni e-posta adresi/).fill(email);
  await emailForm.getByLabel(/^Mevcut şifre/).fill(player.password);
  await emailForm.getByRole('button', { name: 'E-posta adresini değiştir' }).click();
  await expect(emailForm.getByText('Zorunlu alan')).toBeVisible();
  await emailForm.getByLabel('Uygulamadaki 6 haneli kod').fill(totp(key, Date.now(), 1));
  await emailForm.getByRole('button', { name: 'E-posta adresini değiştir' }).click();
  await expect(page.getByText('E-posta adresin güncellendi')).toBeVisible();
  await expect(main.getByText(email, { exact: true })).toBeVisible();
});

test('bank accounts are saved and deleted with the password only', async ({ page }) => {
  const player = await signedInNewPlayer(page);
  const main = page.getByRole('main');
  await page.goto('/profile?tab=bankAccounts');
  await main.getByRole('button', { name: 'Hesap ekle' }).click();
  const form = main.getByRole('form', { name: 'Yeni banka hesabı' });
  const iban = formatIban(buildTrIban('00062', String(Math.floor(Math.random() * 1e10))));
  await fillBankAccount(form, {
    owner: 'Elif Demir',
    branch: 'Moda',
    accountNumber: '12345678',
    iban,
    password: 'Yanlis1234',
  });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  // A wrong password lands at its field and saves nothing.
  await expect(form.getByLabel(/^Mevcut şifre/)).toHaveAccessibleDescription(
    'Mevcut şifreniz hatalı',
  );
  await fillBankAccount(form, { password: player.password });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Banka hesabı eklendi')).toBeVisible();
  await expect(main.getByText(iban)).toBeVisible();

  await main.getByRole('button', { name: 'Garanti BBVA hesabını sil' }).click();
  await confirmBankAccountDelete(page, 'Yanlis1234');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Mevcut şifreniz hatalı');
  await confirmBankAccountDelete(page, player.password);
  await expect(page.getByText('Banka hesabı silindi')).toBeVisible();
  await expect(main.getByText('Kayıtlı banka hesabın yok.')).toBeVisible();
});
