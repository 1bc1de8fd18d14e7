import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { headerBalance, transactionId, withoutBonus } from './cashier.ts';
import { field, signedInNewPlayer } from './players.ts';
import { decideTransaction, setMaintenance } from './support.ts';
import { visit } from './visit.ts';

// The maintenance switch reaches every open page: put back after each test.
test.afterEach(async () => {
  await setMaintenance(false);
});

const main = (page: Page) => page.getByRole('main');

/** Opens path and waits until its live stream is open: what the platform tells reaches it. */
async function openFollowing(page: Page, path: string) {
  const streaming = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/live' && response.status() === 200,
  );
  await visit(page, path);
  await streaming;
}

/** When the page first shows text in its header (the page's clock, ms since the epoch). */
const whenHeaderShows = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (!document.querySelector('header')?.textContent?.includes(wanted)) return;
          observer.disconnect();
          resolve(Date.now());
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        check();
      }),
    text,
  );

async function bankTransfer(page: Page, amount: string): Promise<string> {
  await main(page).getByRole('button', { name: 'Garanti BBVA', exact: true }).click();
  await field(page, 'Tutar (TRY)').fill(amount);
  await main(page).getByRole('button', { name: 'Devam' }).click();
  await field(page, 'Şube').fill('Kadıköy');
  await field(page, 'Hesap numarası').fill('6290417385');
  await field(page, 'Referans numarası').fill('CANLI2026');
  await main(page).getByRole('button', { name: 'Devam' }).click();
  await withoutBonus(page);
  await main(page).getByRole('button', { name: 'Onayla' }).click();
  await expect(main(page).getByText('Talebin alındı')).toBeVisible();
  return transactionId(page);
}

test("the operator's approval reaches the waiting deposit and every page's header at once", async ({
  page,
}) => {
  await signedInNewPlayer(page, null);
  await openFollowing(page, '/deposit');
  const id = await bankTransfer(page, '250');
  // The same player on another page, in another tab.
  const elsewhere = await page.context().newPage();
  await openFollowing(elsewhere, '/promotions');
  await expect(headerBalance(elsewhere)).toContainText('0,00');

  const shown = whenHeaderShows(elsewhere, '250,00');
  const approvedAt = Date.now();
  await decideTransaction(id, 'approve');
  await expect(headerBalance(elsewhere)).toContainText('250,00', { timeout: 2000 });
  await expect(headerBalance(page)).toContainText('250,00', { timeout: 2000 });
  await expect(main(page).getByRole('heading', { name: 'Yatırım hesabınıza geçti' })).toBeVisible({
    timeout: 2000,
  });
  console.info(`approval → header balance: ${(await shown) - approvedAt} ms`);
});

const OPEN_PAGES = ['/', '/login', '/info/faq', '/promotions', '/slot'];

/** Visitors, each in a browser of their own, on the pages they are reading. */
async function visitors(browser: Browser) {
  return Promise.all(
    OPEN_PAGES.map(async (path) => {
      const page = await (await browser.newContext()).newPage();
      await openFollowing(page, path);
      return page;
    }),
  );
}

test('maintenance moves every open page to the maintenance page, and lifting it brings them back', async ({
  browser,
}) => {
  const pages = await visitors(browser);
  // Waits on the page's navigation itself, so the time taken is the page's, not a poll's: moved
  // is when the page is at its new address, which the issue bounds at 5 s (before the stream,
  // pages moved after 24-144 s). That the new page then draws is checked after; on two shared
  // cores a lobby coming back can take seconds to load beside four other pages. The figures
  // printed below are what was measured.
  const movedAfter = async (started: number, page: Page, to: RegExp) => {
    await page.waitForURL(to, { timeout: 5_000, waitUntil: 'commit' });
    return Date.now() - started;
  };

  const on = Date.now();
  await setMaintenance(true, 'Planlı bakım: 02:00-04:00 arası');
  const toMaintenance = await Promise.all(
    pages.map((page) => movedAfter(on, page, /\/maintenance$/)),
  );
  for (const page of pages) {
    await expect(page.getByText('Planlı bakım: 02:00-04:00 arası')).toBeVisible();
  }

  const off = Date.now();
  await setMaintenance(false);
  const back = await Promise.all(
    pages.map((page, i) => movedAfter(off, page, new RegExp(`${OPEN_PAGES[i]!}$`))),
  );
  for (const page of pages) await expect(page.getByRole('main')).toBeVisible();
  console.info(`maintenance on → pages moved: ${toMaintenance.join(', ')} ms`);
  console.info(`maintenance off → pages back: ${back.join(', ')} ms`);
  await Promise.all(pages.map((page) => page.context().close()));
});
