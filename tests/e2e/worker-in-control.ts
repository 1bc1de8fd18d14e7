import { expect, type Page } from '@playwright/test';

/**
 * Opens the page again until the site's worker serves it: Chromium hands a first worker its
 * pages a few seconds after it reports it active (up to ~20 s on this busy machine).
 */
export async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.evaluate(() => !!navigator.serviceWorker.controller);
      },
      { timeout: 45_000, intervals: [2_000] },
    )
    .toBe(true);
}
