/** The operator's side of the cashier for specs: the real `npm run cashier` CLI. */
import { expect, type Locator, type Page } from '@playwright/test';
import { buildTrIban, formatIban } from '../../machines/shared/validation/iban.ts';
import { operatorCli } from './operator.ts';
import { field } from './players.ts';

/** Runs `npm run cashier -- …args` against the server under test; answers what it printed. */
export const cashier = (...args: string[]) => operatorCli('server/cli.ts', 'cashier', ...args);

/** The header's balance as the player reads it, e.g. '₺1.250,00'. */
export const headerBalance = (page: Page) => page.getByRole('status', { name: 'Bakiye' });

/** 'İşlem no: 42' on an outcome screen: the transaction's id. */
export async function transactionId(page: Page): Promise<string> {
  const text = await page
    .getByText(/İşlem no:?\s*#?\d+/)
    .first()
    .textContent();
  const id = /(\d+)\s*$/.exec(text ?? '')?.[1];
  expect(id, `a transaction id in '${text}'`).toBeTruthy();
  return id!;
}

/** The deposit wizard's bonus step, answered 'no bonus' (its default). */
export async function withoutBonus(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Bonus seç' })).toBeVisible();
  await main.getByRole('button', { name: 'Devam' }).click();
}

/**
 * What the bank account form asks: the account alone (saving it asks the password, and the
 * code of the player's second factor, in the step-up: see step-up.ts).
 */
export interface BankAccountEntry {
  owner?: string;
  branch?: string;
  accountNumber?: string;
  iban?: string;
}

/** The step-up's title when a bank account is saved. */
export const BANK_ACCOUNT_STEP_UP = 'Banka hesabını onayla';

/** The step-up's title when a payout goes to an account added or changed within 24 hours. */
export const WITHDRAWAL_STEP_UP = 'Çekimi onayla';

/** A Garanti BBVA IBAN no other player holds (an IBAN belongs to one player). */
export const newIban = (): string =>
  formatIban(buildTrIban('00062', String(Math.floor(Math.random() * 1e10))));

/** Fills the bank account form (add or edit) as the player would. */
export async function fillBankAccount(form: Locator, entry: BankAccountEntry): Promise<void> {
  if (entry.owner !== undefined) await form.getByLabel(/Hesap sahibi/).fill(entry.owner);
  if (entry.branch !== undefined) await form.getByLabel(/^Şube/).fill(entry.branch);
  if (entry.accountNumber !== undefined) {
    await form.getByLabel(/^Hesap numarası/).fill(entry.accountNumber);
  }
  if (entry.iban !== undefined) await form.getByLabel(/^IBAN/).fill(entry.iban);
}

/** Confirms the open delete dialog of a bank account with the current password. */
export async function confirmBankAccountDelete(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Mevcut şifre/).fill(password);
  await dialog.getByRole('button', { name: 'Hesabı sil' }).click();
}

/** Money on the card, paid on the payment provider's page. */
export async function depositByCard(page: Page, amount: string) {
  const main = page.getByRole('main');
  await page.goto('/deposit');
  await main.getByRole('button', { name: 'Kredi Kartı', exact: true }).click();
  await main.getByLabel(/^Tutar \(TRY\)/).fill(amount);
  await main.getByRole('button', { name: 'Devam' }).click();
  await withoutBonus(page);
  await main.getByRole('button', { name: 'Onayla' }).click();
  await page.getByRole('button', { name: 'Öde' }).click();
  await expect(main.getByText('Yatırım hesabınıza geçti')).toBeVisible();
}

/**
 * From the deposit page, a bank transfer of `amount` TRY the player reports and the operator
 * approves: its id.
 */
export async function approvedBankDeposit(page: Page, amount: string): Promise<string> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Garanti BBVA', exact: true }).click();
  // The bank's quick amounts arrive first; the amount is typed into the settled step.
  await expect(main.getByText('Hızlı tutarlar')).toBeVisible();
  await field(page, 'Tutar (TRY)').fill(amount);
  await expect(field(page, 'Tutar (TRY)')).toHaveValue(amount);
  await main.getByRole('button', { name: 'Devam' }).click();
  await field(page, 'Şube').fill('Kadıköy');
  await field(page, 'Hesap numarası').fill('6290417385');
  await field(page, 'Referans numarası').fill('HVL20261122');
  await main.getByRole('button', { name: 'Devam' }).click();
  await withoutBonus(page);
  await main.getByRole('button', { name: 'Onayla' }).click();
  await expect(main.getByText('Talebin alındı')).toBeVisible();
  const id = await transactionId(page);
  expect(await cashier('approve', id)).toContain(id);
  return id;
}

/**
 * The withdrawal wizard from its chosen account on: `amount` TRY, the ID card's expiry, the
 * steps after them, and the request sent.
 */
export async function sendWithdrawal(page: Page, amount: string): Promise<void> {
  const main = page.getByRole('main');
  const next = main.getByRole('button', { name: 'Devam' });
  await next.click();
  await field(page, 'Tutar (TRY)').fill(amount);
  await next.click();
  await field(page, 'T.C. kimlik kartı son geçerlilik tarihi').fill('2031-05-14');
  await next.click();
  await next.click();
  await main.getByRole('button', { name: 'Para çekme talebini gönder' }).click();
}
