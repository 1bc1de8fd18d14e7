import type { Page } from '@playwright/test';

/**
 * Opens a page as a returning visitor who already closed the welcome popup, so the page is not
 * covered by it. The popup itself has a spec of its own.
 */
export async function visit(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('modalStatus', 'true'));
  await page.goto(path);
}
