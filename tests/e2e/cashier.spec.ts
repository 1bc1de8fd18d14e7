import { expect, test, type Page } from '@playwright/test';
import {
  BANK_ACCOUNT_STEP_UP,
  cashier,
  confirmBankAccountDelete,
  fillBankAccount,
  headerBalance,
  newIban,
  sendWithdrawal,
  transactionId,
  WITHDRAWAL_STEP_UP,
  withoutBonus,
} from './cashier.ts';
import { field, registeredPlayer, signedInNewPlayer, signIn } from './players.ts';
import { confirmStepUp, stepUpDialog } from './step-up.ts';
import { visit } from './visit.ts';

/** The same IBAN with its check digits off by one: refused before it is sent. */
const withWrongCheck = (iban: string) =>
  iban.slice(0, 2) + String((Number(iban.slice(2, 4)) + 1) % 100).padStart(2, '0') + iban.slice(4);

/** A fresh player (Elif Demir, balance ₺0) signed in, on the home page. */
const signedInPlayer = (page: Page) => signedInNewPlayer(page);

const main = (page: Page) => page.getByRole('main');
const method = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
const next = (page: Page) => main(page).getByRole('button', { name: 'Devam' });

async function chooseAmount(page: Page, methodName: string, amount: string) {
  await method(page, methodName).click();
  await field(page, 'Tutar (TRY)').fill(amount);
  await next(page).click();
}

/** Card deposit on the provider's page: 'Öde' pays, 'Reddet' declines. */
async function cardDeposit(page: Page, amount: string, choice: 'Öde' | 'Reddet') {
  await page.goto('/deposit');
  await chooseAmount(page, 'Kredi Kartı', amount);
  await withoutBonus(page);
  await main(page).getByRole('button', { name: 'Onayla' }).click();
  await expect(page).toHaveURL(/\/payments\/pay\//);
  await page.getByRole('button', { name: choice }).click();
  await expect(page).toHaveURL(/\/deposit\?transaction=\d+/);
}

test('a bank transfer waits for the operator, whose approval raises the header balance', async ({
  page,
}) => {
  await signedInPlayer(page);
  await page.getByRole('banner').getByRole('link', { name: 'Para Yatır' }).click();
  await chooseAmount(page, 'Garanti BBVA', '750');
  await expect(
    main(page)
      .getByText(/TR\d{2} \d{4}/)
      .first(),
  ).toBeVisible();
  await field(page, 'Şube').fill('Kadıköy');
  await field(page, 'Hesap numarası').fill('6290417385');
  await field(page, 'Referans numarası').fill('HVL20261122');
  await next(page).click();
  await withoutBonus(page);
  await main(page).getByRole('button', { name: 'Onayla' }).click();
  await expect(main(page).getByText('Talebin alındı')).toBeVisible();
  const id = await transactionId(page);
  await expect(headerBalance(page)).toContainText('0,00');

  expect(await cashier('approve', id)).toContain(id);
  await page.reload();
  await expect(headerBalance(page)).toContainText('750,00');
});

test('an amount outside the range shows the message and sends nothing', async ({ page }) => {
  await signedInPlayer(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/processTransaction/.test(request.postData() ?? '')) sent.push(request.url());
  });
  await page.goto('/deposit');
  await method(page, 'Kredi Kartı').click();
  await field(page, 'Tutar (TRY)').fill('25000');
  await next(page).click();
  await expect(
    main(page).getByText('Girdiğiniz tutar minimum ve maksimum aralığında değil'),
  ).toBeVisible();
  await field(page, 'Tutar (TRY)').fill('50');
  await next(page).click();
  await expect(
    main(page).getByText('Girdiğiniz tutar minimum ve maksimum aralığında değil'),
  ).toBeVisible();
  expect(sent).toEqual([]);
});

test('bank accounts are added, edited and deleted; a wrong IBAN is refused', async ({ page }) => {
  const { password } = await signedInPlayer(page);
  await page.goto('/profile');
  await main(page).getByRole('tab', { name: 'Banka hesapları' }).click();
  await main(page).getByRole('button', { name: 'Hesap ekle' }).click();
  let form = main(page).getByRole('form', { name: 'Yeni banka hesabı' });
  await form.getByLabel(/Hesap sahibi/).fill('Elif Demir');
  await form.getByLabel(/^Şube/).fill('Moda');
  await form.getByLabel(/^Hesap numarası/).fill('12345678');
  const iban = newIban();
  await fillBankAccount(form, { iban: withWrongCheck(iban) });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText(/Geçerli bir TR IBAN girin/)).toBeVisible();

  await form.getByLabel(/^IBAN/).fill(iban);
  await expect(form.getByText('Banka: Garanti BBVA')).toBeVisible();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await confirmStepUp(page, BANK_ACCOUNT_STEP_UP, { password });
  await expect(page.getByText('Banka hesabı eklendi')).toBeVisible();
  await expect(main(page).getByText(iban)).toBeVisible();

  await main(page).getByRole('button', { name: 'Garanti BBVA hesabını düzenle' }).click();
  form = main(page).getByRole('form', { name: 'Banka hesabını düzenle' });
  await fillBankAccount(form, { branch: 'Bostancı' });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await confirmStepUp(page, BANK_ACCOUNT_STEP_UP, { password });
  await expect(page.getByText('Banka hesabı güncellendi')).toBeVisible();
  await expect(main(page).getByText('Bostancı')).toBeVisible();

  await main(page).getByRole('button', { name: 'Garanti BBVA hesabını sil' }).click();
  await confirmBankAccountDelete(page, password);
  await expect(page.getByText('Banka hesabı silindi')).toBeVisible();
  await expect(main(page).getByText('Kayıtlı banka hesabın yok.')).toBeVisible();
});

test('a withdrawal to an account just added takes the password, leaves the balance at once and is paid by the operator', async ({
  page,
}) => {
  const { password } = await signedInPlayer(page);
  await cardDeposit(page, '1000', 'Öde');
  await expect(headerBalance(page)).toContainText('1.000,00');

  await page.goto('/withdraw');
  await method(page, 'Havale / EFT').click();
  await main(page).getByRole('button', { name: 'Yeni hesap ekle' }).click();
  const form = main(page).getByRole('form', { name: 'Yeni banka hesabı' });
  await form.getByLabel(/Hesap sahibi/).fill('Elif Demir');
  await form.getByLabel(/^Şube/).fill('Moda');
  await form.getByLabel(/^Hesap numarası/).fill('12345678');
  await fillBankAccount(form, { iban: newIban() });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await confirmStepUp(page, BANK_ACCOUNT_STEP_UP, { password });
  await sendWithdrawal(page, '400');
  // Added a moment ago: the withdrawal asks who is there; a wrong password is said there.
  const stepUp = stepUpDialog(page, WITHDRAWAL_STEP_UP);
  await expect(stepUp).toContainText('Bu hesap son 24 saat içinde eklendi veya değiştirildi');
  await confirmStepUp(page, WITHDRAWAL_STEP_UP, { password: 'Yanlis1234' });
  await expect(stepUp.getByRole('alert')).toHaveText('Mevcut şifreniz hatalı');
  await confirmStepUp(page, WITHDRAWAL_STEP_UP, { password });
  await expect(main(page).getByText('Para çekme talebin alındı')).toBeVisible();
  await expect(headerBalance(page)).toContainText('600,00');
  const id = await transactionId(page);

  await cashier('approve', id);
  await cashier('pay', id);
  await page.reload();
  const row = main(page).getByRole('listitem').filter({ hasText: '400,00' });
  await expect(row.getByText('Tamamlandı')).toBeVisible();
  await expect(headerBalance(page)).toContainText('600,00');
});

test('a visitor who clicks deposit logs in and lands in the wizard', async ({ page }) => {
  const player = await registeredPlayer();
  await visit(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Para Yatır' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(main(page).getByText('Bir ödeme yöntemi seç')).toBeVisible();
});
