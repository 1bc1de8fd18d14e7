import type { Page } from '@playwright/test';
import { POPUPS } from '../../server/content/extras.ts';

/** What a visitor who closed every seeded popup keeps in storage. */
export const ALL_POPUPS_CLOSED = JSON.stringify(POPUPS.map((popup) => popup.id));

/**
 * Opens a page as a returning visitor who already closed the welcome popup, so the page is not
 * covered by it. The popup itself has a spec of its own.
 */
export async function visit(page: Page, path: string) {
  await page.addInitScript(
    (closed) => localStorage.setItem('modalStatus', closed),
    ALL_POPUPS_CLOSED,
  );
  await page.goto(path);
}
