import { expect, test } from '@playwright/test';
import { buildTrIban, formatIban } from '../../machines/shared/validation/iban.ts';
import { BANK_ACCOUNT_STEP_UP, confirmBankAccountDelete, fillBankAccount } from './cashier.ts';
import {
  fillRegistration,
  newPlayer,
  openRegistration,
  signedInNewPlayer,
  signIn,
} from './players.ts';
import { switchAuthenticatorOn } from './authenticator.ts';
import { confirmStepUp, stepUpDialog } from './step-up.ts';
import { totp } from './totp.ts';

/** The server's one answer to every registration that passes validation. */
const RECEIVED =
  'Kaydınız alındı ve sonucunu e-posta adresinize gönderdik. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz; açılamadıysa nedenini e-postada bulursunuz.';

test('registration answers the same whether or not the details are taken', async ({ page }) => {
  const player = newPlayer();
  await openRegistration(page);
  await fillRegistration(page, player);
  await expect(page).toHaveURL(/\/register-account-confirm$/);
  await expect(page.getByRole('status').getByText(RECEIVED)).toBeVisible();
  await expect(page.getByText(player.username)).toBeHidden();

  // The same username and e-mail again: the same answer, and nothing changes for the owner.
  await openRegistration(page);
  await fillRegistration(page, { ...newPlayer(), username: player.username, email: player.email });
  await expect(page).toHaveURL(/\/register-account-confirm$/);
  await expect(page.getByRole('status').getByText(RECEIVED)).toBeVisible();

  await page.goto('/login');
  await signIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText(player.username)).toBeVisible();
});

test('contact changes take the password, and the authenticator code while it is on (the e-mail in its step-up)', async ({
  page,
}) => {
  const player = await signedInNewPlayer(page, '/profile');
  const main = page.getByRole('main');

  // A new phone: the password confirms it, then the new number waits for its SMS code.
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

  // With the authenticator on, the e-mail change's step-up asks its code with the password.
  await main.getByRole('tab', { name: 'Hesap', exact: true }).click();
  const emailForm = main.getByRole('form', { name: 'E-posta değişikliği' });
  const email = `yeni.${player.email}`;
  await emailForm.getByLabel(/^Yeni e-posta adresi/).fill(email);
  await emailForm.getByRole('button', { name: 'E-posta adresini değiştir' }).click();
  const stepUp = stepUpDialog(page, 'E-posta değişikliğini onayla');
  await stepUp.getByLabel(/^Mevcut şifre/).fill(player.password);
  await stepUp.getByRole('button', { name: 'Onayla' }).click();
  await expect(stepUp.getByText('Zorunlu alan')).toBeVisible();
  await confirmStepUp(page, 'E-posta değişikliğini onayla', {
    password: player.password,
    code: totp(key, Date.now(), 1),
  });
  // Nothing changes until the link sent to the new address is followed and confirmed.
  await expect(
    main.getByText(`Doğrulama bağlantısını ${email} adresine gönderdik.`, { exact: false }),
  ).toBeVisible();
  const outbox = await page.request.get('/__test__/outbox', { params: { recipient: email } });
  const [mail] = ((await outbox.json()) as { data: { body: string }[] }).data;
  await page.goto(/\/account_email\?token=[\w-]+/.exec(mail!.body)![0]);
  await page.getByRole('button', { name: 'E-posta adresimi onayla' }).click();
  await expect(main.getByRole('status')).toContainText(`E-posta adresin artık ${email}.`);
  await page.goto('/profile');
  await expect(main.getByText(email, { exact: true })).toBeVisible();
});

test('a bank account is saved after its step-up, and deleted with the password', async ({
  page,
}) => {
  const player = await signedInNewPlayer(page, '/profile?tab=bankAccounts');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Hesap ekle' }).click();
  const form = main.getByRole('form', { name: 'Yeni banka hesabı' });
  const iban = formatIban(buildTrIban('00062', String(Math.floor(Math.random() * 1e10))));
  await fillBankAccount(form, {
    owner: 'Elif Demir',
    branch: 'Moda',
    accountNumber: '12345678',
    iban,
  });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  // The password is asked in the step-up; a wrong one is said there and saves nothing.
  await confirmStepUp(page, BANK_ACCOUNT_STEP_UP, { password: 'Yanlis1234' });
  const stepUp = stepUpDialog(page, BANK_ACCOUNT_STEP_UP);
  await expect(stepUp.getByRole('alert')).toHaveText('Mevcut şifreniz hatalı');
  await confirmStepUp(page, BANK_ACCOUNT_STEP_UP, { password: player.password });
  await expect(page.getByText('Banka hesabı eklendi')).toBeVisible();
  await expect(main.getByText(iban)).toBeVisible();

  await main.getByRole('button', { name: 'Garanti BBVA hesabını sil' }).click();
  await confirmBankAccountDelete(page, 'Yanlis1234');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Mevcut şifreniz hatalı');
  await confirmBankAccountDelete(page, player.password);
  await expect(page.getByText('Banka hesabı silindi')).toBeVisible();
  await expect(main.getByText('Kayıtlı banka hesabın yok.')).toBeVisible();
});
