import { expect, test } from './whole-site-test.ts';
import { clearFaults, injectFault, setMaintenance } from './support.ts';
import { visit } from './visit.ts';

// These specs change the server for everyone: each puts it back afterwards.
test.afterEach(async () => {
  await clearFaults();
  await setMaintenance(false);
});

test('without a live stream, the maintenance page checks again on request', async ({ page }) => {
  // A platform that offers no stream: the page falls back on looking again.
  await page.route('**/v1/live*', (route) => route.fulfill({ status: 404 }));
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
