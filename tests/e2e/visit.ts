import type { Page } from '@playwright/test';
import { POPUPS } from '../../server/content/extras.ts';

/** What a visitor who closed every seeded popup keeps in storage. */
export const ALL_POPUPS_CLOSED = JSON.stringify(POPUPS.map((popup) => popup.id));

/**
 * From now on, the tab opens every page as a returning visitor who already closed the welcome
 * popup, so no page is covered by it. The popup itself has a spec of its own.
 */
export async function closePopups(page: Page) {
  await page.addInitScript(
    (closed) => localStorage.setItem('modalStatus', closed),
    ALL_POPUPS_CLOSED,
  );
}

/** Opens a page as a returning visitor who already closed the welcome popup (closePopups). */
export async function visit(page: Page, path: string) {
  await closePopups(page);
  await page.goto(path);
}
