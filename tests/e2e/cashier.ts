/** The operator's side of the cashier for specs: the real `npm run cashier` CLI. */
import { expect, type Page } from '@playwright/test';
import { operatorCli } from './operator.ts';

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
