import { expect, test } from '@playwright/test';
import { clearFaults, injectFault, setMaintenance } from './support.ts';
import { visit } from './visit.ts';

// These specs change the server for everyone: each puts it back afterwards.
test.afterEach(async () => {
  await clearFaults();
  await setMaintenance(false);
});

test('maintenance sends visitors to the maintenance page and lifting it brings them back', async ({
  page,
}) => {
  await visit(page, '/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Promosyonlar');
  // Every call of this page has answered, so the next one is the click's.
  await page.waitForLoadState('networkidle');

  await setMaintenance(true, 'Planlı bakım: 02:00-04:00 arası');
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Turnuvalar' })
    .click();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByText('Planlı bakım: 02:00-04:00 arası')).toBeVisible();

  // A new visitor lands on the maintenance page straight away.
  const newcomer = await page.context().browser()!.newPage();
  await newcomer.goto('/');
  await expect(newcomer).toHaveURL(/\/maintenance$/);
  await newcomer.close();

  await setMaintenance(false);
  // The page checks again by itself and returns the visitor to where they were.
  await expect(page).toHaveURL(/\/tournaments$/, { timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Turnuvalar');
});

test('the maintenance page checks again on request', async ({ page }) => {
  await setMaintenance(true);
  await visit(page, '/');
  await expect(page).toHaveURL(/\/maintenance$/);
  await setMaintenance(false);
  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
});

test('an HTTP 500 shows a lasting notice and blocks every later call', async ({ page }) => {
  await injectFault({ class: 'cmscontroller', method: 'getPromotions', status: 500 });
  await page.clock.install();
  await visit(page, '/promotions');
  const notice = page.getByText('Bazı sorunlar yaşıyoruz, lütfen daha sonra tekrar deneyin');
  await expect(notice).toBeVisible();
  await clearFaults();

  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1')) calls.push(request.postData() ?? '');
  });
  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Turnuvalar' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Turnuvalar');
  // Well past the 5 s a normal notice lives, the server-trouble notice is still there.
  await page.clock.fastForward(60_000);
  await expect(notice).toBeVisible();
  expect(calls).toEqual([]);
});
