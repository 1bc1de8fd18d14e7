/**
 * Signing in with a passkey, in Chromium against the real platform, with a virtual authenticator
 * (tests/e2e/virtual-authenticator.ts) standing in for the device's Touch ID or Windows Hello: a
 * player adds a passkey through the platform's API from the page (class passkey, the browser's
 * navigator.credentials.create), signs out, and signs in again without typing a password: by
 * the "Passkey ile giriş" button, from the keyboard, or through the username field's autofill.
 * The login page is accessible in both languages and colour schemes at 320 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, sidewaysScroll } from './axe.ts';
import { LOOKS, openPagesIn } from './looks.ts';
import { signedInPlayerWithPasskey } from './passkey-players.ts';
import { field, playerMenu, signOut } from './players.ts';
import type { VirtualAuthenticator } from './virtual-authenticator.ts';
import { visit } from './visit.ts';

const main = (page: Page) => page.getByRole('main');
const passkeyButton = (page: Page) => main(page).getByRole('button', { name: 'Passkey ile giriş' });

const signCounts = async (authenticator: VirtualAuthenticator) =>
  (await authenticator.credentials()).map((credential) => credential.signCount);

/** A fresh player with a passkey on this browser's authenticator, signed out again. */
async function playerWithPasskey(page: Page) {
  const { player, authenticator } = await signedInPlayerWithPasskey(page, '/');
  expect(await signCounts(authenticator)).toEqual([1]);
  await signOut(page, player.username);
  return { player, authenticator };
}

/** Tab, from the top of the page, until `target` has the focus. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Not reached with Tab in 40 presses');
}

test('a player signs in with "Passkey ile giriş" from the keyboard, typing no password', async ({
  page,
}) => {
  const { player, authenticator } = await playerWithPasskey(page);
  // The username field's autofill waits unseen for a pick that does not come.
  await authenticator.setPresence(false);
  await visit(page, '/login');
  await expect(field(page, 'Kullanıcı adı veya e-posta')).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await tabTo(page, passkeyButton(page));
  await expect(passkeyButton(page)).toBeFocused();
  // The player's touch on the device, for the prompt the button opens.
  await authenticator.setPresence(true);
  // Measured in the page: from the key press to the player's menu in the header.
  await page.evaluate((menuName) => {
    const marks: Record<string, number> = {};
    (window as unknown as { marks: typeof marks }).marks = marks;
    addEventListener('keydown', () => (marks.pressed ??= performance.now()), { capture: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector(`[aria-label="${menuName}"]`)) {
        marks.signedIn = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, `${player.username} hesap menüsü`);
  await page.keyboard.press('Enter');

  await expect(playerMenu(page, player.username)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Giriş yapıldı')).toBeVisible();
  // Signed with the passkey once: the autofill's ceremony was aborted, not answered.
  expect(await signCounts(authenticator)).toEqual([2]);
  const marks = await page.evaluate(
    () => (window as unknown as { marks: { pressed: number; signedIn: number } }).marks,
  );
  const ms = Math.round(marks.signedIn - marks.pressed);
  // The figure the closing note reports.
  console.log(`passkey sign-in: button → signed-in header ${ms} ms`);
});

test("a player signs in through the username field's autofill", async ({ page }) => {
  const { player, authenticator } = await playerWithPasskey(page);
  // Chromium's virtual authenticator answers the autofill's waiting ceremony itself, as the
  // player's pick of the only passkey in the username's suggestions would: nothing is pressed.
  await visit(page, '/login');
  await expect(playerMenu(page, player.username)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await signCounts(authenticator)).toEqual([2]);
});

test('a closed passkey prompt leaves the form as it was, with the focus on the button', async ({
  page,
}) => {
  const { authenticator } = await playerWithPasskey(page);
  await authenticator.setPresence(false);
  await visit(page, '/login');
  await tabTo(page, passkeyButton(page));
  // The player cancels the device's prompt (user verification refused).
  await authenticator.setUserVerified(false);
  await authenticator.setPresence(true);
  await page.keyboard.press('Enter');
  await expect(passkeyButton(page)).toHaveAttribute('aria-busy', 'false');
  await expect(passkeyButton(page)).toBeFocused();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  expect(await signCounts(authenticator)).toEqual([1]);
});

for (const [language, mode] of LOOKS) {
  test(`the login page with its passkey button is accessible at 320 px (${language}, ${mode})`, async ({
    browser,
  }) => {
    // The site's content security policy would refuse axe-core's injected script.
    const context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 320, height: 640 },
    });
    const page = await context.newPage();
    await openPagesIn(page, [language, mode]);
    try {
      await visit(page, '/login');
      const name = language === 'tr' ? 'Passkey ile giriş' : 'Sign in with a passkey';
      await expect(main(page).getByRole('button', { name })).toBeVisible();
      // No sideways scrolling (WCAG 1.4.10).
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
