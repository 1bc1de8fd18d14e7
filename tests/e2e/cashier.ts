/** The operator's side of the cashier for specs: the real `npm run cashier` CLI. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `npm run cashier -- …args` against the server under test; answers what it printed. */
export async function cashier(...args: string[]): Promise<string> {
  const { stdout } = await run('npx', ['tsx', 'server/cli.ts', 'cashier', ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: new URL(process.env.E2E_BASE_URL!).port,
      DATA_DIR: process.env.E2E_DATA_DIR!,
      OPERATOR_TOKEN: '',
    },
  });
  return stdout;
}

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
