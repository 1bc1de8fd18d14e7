import type { Page } from '@playwright/test';

/** The languages and colour schemes a screen is checked in. */
export const LOOKS = [
  ['tr', 'light'],
  ['tr', 'dark'],
  ['en', 'light'],
  ['en', 'dark'],
] as const;

export type Look = (typeof LOOKS)[number];

/** Runs in the page: the player's choices, as the site keeps them. */
const store = ([language, mode]: Look) => {
  localStorage.setItem('language', language);
  localStorage.setItem('mode', mode);
};

/** Keeps `language` and `mode` as the player's choices, for the page's next load. */
export async function keepLook(page: Page, look: Look): Promise<void> {
  await page.evaluate(store, look);
}

/** Reloads the page in `language` and `mode`, as the player's choices kept in storage. */
export async function reloadIn(page: Page, look: Look): Promise<void> {
  await keepLook(page, look);
  await page.reload();
}

/** From now on, every page the tab loads opens in `language` and `mode`. */
export async function openPagesIn(page: Page, look: Look): Promise<void> {
  await page.addInitScript(store, look);
}
