/** A signed-in player in a running Chromium, for the phone measures' pages behind sign-in. */
import { chromium, type Page } from '@playwright/test';
import { registeredPlayer, signIn } from '../../e2e/players.ts';
import { ALL_POPUPS_CLOSED } from '../../e2e/visit.ts';

/**
 * Registers a fresh player over the API and signs them in through the site's form in the
 * Chromium listening on `port`. The site keeps the session in local storage, which the audit
 * then keeps; the HTTP cache is emptied so the audited page still loads cold.
 */
export async function signInPlayer(siteUrl: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await signInThroughForm(page, siteUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser and its default profile stay for the audit.
    await browser.close();
  }
}

/**
 * Registers a fresh player over the API and signs them in on `page` through /login's form, as a
 * player who signed in before and closed the operator's popups (as e2e's visit() does): the
 * page keeps opening every page of the site with the popups closed.
 */
export async function signInThroughForm(page: Page, siteUrl: string): Promise<void> {
  const player = await registeredAt(siteUrl);
  await page.addInitScript(
    (closed) => localStorage.setItem('modalStatus', closed),
    ALL_POPUPS_CLOSED,
  );
  await page.goto(`${siteUrl}/login`);
  await signIn(page, player.username, player.password);
  await page.waitForURL(`${siteUrl}/`);
}

/** tests/e2e/players.ts registers at E2E_BASE_URL, which the e2e config sets: here, for one call. */
async function registeredAt(siteUrl: string) {
  const previous = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = siteUrl;
  try {
    return await registeredPlayer();
  } finally {
    if (previous === undefined) delete process.env.E2E_BASE_URL;
    else process.env.E2E_BASE_URL = previous;
  }
}
