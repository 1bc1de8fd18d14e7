import { type Page } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { approvedBankDeposit } from './cashier.ts';
import { operatorCli } from './operator.ts';
import { signedInNewPlayer } from './players.ts';

/** Runs `npm run messages -- …args` (the operator's mass messages) against the server under test. */
const messages = (...args: string[]) => operatorCli('server/cli.ts', 'messages', ...args);

const main = (page: Page) => page.getByRole('main');
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Bildirimler/ });

/** The unread count the bell announces ('Bildirimler, 3 okunmamış'; 0 when it says none). */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) okunmamış/.exec(name)?.[1] ?? 0);
}

/** A fresh player signed in, with a bank transfer of `amount` TRY the operator approved. */
async function playerWithApprovedDeposit(page: Page, amount: string): Promise<string> {
  await signedInNewPlayer(page, '/deposit');
  return approvedBankDeposit(page, amount);
}

test('an approved deposit shows as an unread notification; opening it marks it read', async ({
  page,
}) => {
  await playerWithApprovedDeposit(page, '750');
  await page.reload();
  await expect.poll(() => unread(page)).toBeGreaterThan(0);
  const before = await unread(page);

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const approval = main(page)
    .getByRole('tabpanel')
    .getByRole('button', { name: /Para yatırma işleminiz tamamlandı/ });
  await expect(approval).toHaveAccessibleName(/^Okunmamış/);
  await expect(approval).toContainText('750,00');

  await approval.click();
  await expect(approval).toHaveAttribute('aria-expanded', 'true');
  await expect(approval).toHaveAccessibleName(/^Okundu/);
  await expect.poll(() => unread(page)).toBe(before - 1);
  await page.reload();
  await expect(approval).toHaveAccessibleName(/^Okundu/);
});

test('a mass message the operator sends with the CLI appears under messages', async ({ page }) => {
  await signedInNewPlayer(page);
  const title = `Hafta sonu bonusu ${Date.now()}`;
  await messages(
    'send',
    '--title-tr',
    title,
    '--body-tr',
    'Cumartesi yatırımlarına %20 bonus.\n\n<b>Kalın değil</b>',
    '--title-en',
    `Weekend bonus ${Date.now()}`,
    '--body-en',
    '20% bonus on Saturday deposits.',
  );

  await page.goto('/notifications');
  await main(page)
    .getByRole('tab', { name: /^Mesajlar/ })
    .click();
  const message = main(page)
    .getByRole('tabpanel')
    .getByRole('button', { name: new RegExp(title) });
  await expect(message).toHaveAccessibleName(/^Okunmamış/);
  await message.click();
  await expect(main(page).getByText('<b>Kalın değil</b>')).toBeVisible();
  await expect(message).toHaveAccessibleName(/^Okundu/);
});

test('a qualifying deposit earns a ticket that the search finds by its number', async ({
  page,
}) => {
  const deposit = await playerWithApprovedDeposit(page, '300');
  await page.goto('/tickets');
  const tickets = main(page).getByRole('list', { name: 'Biletlerin' });
  const row = tickets.getByRole('listitem').filter({ hasText: `işlem no ${deposit}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₺300,00');
  const number = /Bilet (\S+)/.exec((await row.getByRole('heading').textContent()) ?? '')![1]!;

  const search = main(page).getByRole('textbox', { name: 'Bilet numarası ara' });
  await search.fill('x*');
  await expect(main(page).getByText(/yalnızca harf, rakam ve "-"/)).toBeVisible();
  await search.fill(number.slice(-6));
  await expect(tickets.getByRole('listitem')).toHaveCount(1);
  await expect(tickets.getByRole('heading')).toHaveText(`Bilet ${number}`);
  await search.fill('ZZ-000000');
  await search.press('Enter');
  await expect(main(page).getByText('"ZZ-000000" ile eşleşen bilet bulunamadı.')).toBeVisible();
});

test('the bell, /notifications and /tickets fit a 320 px phone @mobile', async ({ page }) => {
  await signedInNewPlayer(page);
  await expect(bell(page)).toBeVisible();
  // WCAG 2.2 reflow: the narrowest phone shows them without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 640 });
  const overflowing = (selector: string) =>
    page.evaluate(
      (within) =>
        [...document.querySelectorAll(within)]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
          .map((el) => el.tagName),
      selector,
    );
  await expect(bell(page)).toBeVisible();
  await expect.poll(() => overflowing('header *')).toEqual([]);
  for (const path of ['/notifications', '/tickets']) {
    await page.goto(path);
    await expect(main(page).getByRole(path === '/tickets' ? 'search' : 'tablist')).toBeVisible();
    await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await overflowing('main *'), path).toEqual([]);
  }
});
