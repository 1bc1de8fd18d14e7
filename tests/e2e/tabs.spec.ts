/**
 * Every tab of the browser in step (src/platform/tab-channel.ts): two pages of one browser
 * context, as a player with two tabs open. What one tab learns or does reaches the other at once,
 * not at its next read of the platform. Each hand-off is timed and printed.
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { depositByCard, headerBalance } from './cashier.ts';
import { signedInNewPlayer, signIn, type NewPlayer } from './players.ts';
import { advanceClock, resetClock } from './support.ts';
import { visit } from './visit.ts';

// The reality-check test moves the platform's clock for everyone: it is put back afterwards.
test.afterEach(() => resetClock());

const MINUTE = 60 * 1000;
/** What "at once" means here: the other tab follows within a second. */
const AT_ONCE = { timeout: 1_000 };

const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /hesap menüsü$/ });
const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' });

/** A second tab of the same browser (same storage, same cookies), on `path`. */
async function secondTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await visit(page, path);
  return page;
}

/** How long `check` took to pass after the other tab's step, printed for the closing note. */
async function timed(what: string, check: () => Promise<void>) {
  const started = Date.now();
  await check();
  console.info(`tabs: ${what} in ${Date.now() - started} ms`);
}

test('answering the reality check in one tab closes it in the other', async ({ page, context }) => {
  await signedInNewPlayer(page, '/profile?tab=protection');
  await page.getByLabel('Hatırlatma aralığı').click();
  await page.getByRole('option', { name: 'Her 15 dakikada bir' }).click();
  await expect(page.getByText('Hatırlatma ayarınız kaydedildi')).toBeVisible();
  const other = await secondTab(context, '/');
  await expect(accountMenu(other)).toBeVisible();

  // 16 minutes on, both tabs read the session again: the check is due in each.
  await advanceClock(16 * MINUTE);
  await Promise.all([page.reload(), other.reload()]);
  const here = dialog(page, 'Oturum hatırlatması');
  const there = dialog(other, 'Oturum hatırlatması');
  await expect(here).toBeVisible();
  await expect(there).toBeVisible();

  await here.getByRole('button', { name: 'Oynamaya devam et' }).click();
  await expect(here).toBeHidden();
  await timed('reality check closed in the other tab', () => expect(there).toBeHidden(AT_ONCE));
  await expect(accountMenu(other)).toBeVisible();
});

test('signing out in one tab signs the other out; signing in picks the session up', async ({
  page,
  context,
}) => {
  const player: NewPlayer = await signedInNewPlayer(page, '/');
  const other = await secondTab(context, '/promotions');
  await expect(accountMenu(other)).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await timed('sign-out followed in the other tab', () =>
    expect(loginLink(other)).toBeVisible(AT_ONCE),
  );
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByText('Oturumun başka bir sekmede kapatıldı.')).toBeVisible();
  await expect(loginLink(page)).toBeVisible();

  // Signed in again in the first tab: the other one picks the session up where it is.
  await page.goto('/login');
  await signIn(page, player.username, player.password);
  await expect(accountMenu(page)).toBeVisible();
  await timed('sign-in followed in the other tab', () =>
    expect(accountMenu(other)).toBeVisible(AT_ONCE),
  );
  await expect(other).toHaveURL(/\/$/);
});

test('without BroadcastChannel, storage events carry the sign-out', async ({ page, context }) => {
  // A browser without it (older Safari): every page of the context loses it before the site runs.
  await context.addInitScript(() => {
    Reflect.deleteProperty(window, 'BroadcastChannel');
  });
  await signedInNewPlayer(page, '/');
  const other = await secondTab(context, '/promotions');
  await expect(accountMenu(other)).toBeVisible();
  expect(await other.evaluate(() => 'BroadcastChannel' in window)).toBe(false);

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await timed('sign-out followed in the other tab over storage events', () =>
    expect(loginLink(other)).toBeVisible(AT_ONCE),
  );
  // The message passed through storage and left nothing there.
  expect(await other.evaluate(() => localStorage.getItem('tabMessage'))).toBeNull();
});

test("the player's activity in one tab keeps the other signed in past its inactivity time", async ({
  page,
  context,
}) => {
  // One clock for the whole browser: both tabs' timers move together.
  await context.clock.install();
  await signedInNewPlayer(page, '/');
  const other = await secondTab(context, '/promotions');
  await expect(accountMenu(other)).toBeVisible();

  // Half an hour on, the player clicks in the first tab only.
  await context.clock.fastForward(30 * MINUTE);
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  // Another 31 minutes: the other tab has seen no input for 61 minutes, past its 60.
  await context.clock.fastForward(31 * MINUTE);
  await context.clock.runFor(10_000);
  await expect(dialog(other, 'Hâlâ orada mısınız?')).toHaveCount(0);
  await expect(accountMenu(other)).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();

  // Left alone in both, the warning comes in both, a minute before the end (59 minutes after
  // the click).
  await context.clock.fastForward(28 * MINUTE);
  await context.clock.runFor(10_000);
  await expect(dialog(page, 'Hâlâ orada mısınız?')).toBeVisible();
  await expect(dialog(other, 'Hâlâ orada mısınız?')).toBeVisible();
  // 'Stay signed in' in one tab answers the warning in both.
  await dialog(page, 'Hâlâ orada mısınız?')
    .getByRole('button', { name: 'Oturumu açık tut' })
    .click();
  await timed('inactivity warning closed in the other tab', () =>
    expect(dialog(other, 'Hâlâ orada mısınız?')).toBeHidden(AT_ONCE),
  );
  await expect(accountMenu(other)).toBeVisible();
});

test("a limit set in one tab shows on the other tab's protection page", async ({
  page,
  context,
}) => {
  await signedInNewPlayer(page, '/profile?tab=protection');
  const other = await secondTab(context, '/profile?tab=protection');
  const card = (tab: Page) => main(tab).getByRole('region', { name: 'Para yatırma limiti' });
  await expect(card(other)).toBeVisible();
  await expect(card(other).getByRole('listitem')).toHaveCount(0);

  const form = card(page).getByRole('form', { name: 'Para yatırma limiti belirle' });
  await form.getByLabel(/^Tutar \(TRY\)/).fill('500');
  await form.getByRole('button', { name: 'Limiti kaydet' }).click();
  await expect(page.getByText('Limitiniz hemen geçerli oldu')).toBeVisible();
  await timed('limit shown in the other tab', () =>
    expect(card(other).getByRole('listitem')).toContainText('Günlük: ₺500,00', AT_ONCE),
  );
});

test("a balance learnt in one tab shows in the other's header at once, without a read", async ({
  page,
  context,
}) => {
  await signedInNewPlayer(page, null);
  const other = await secondTab(context, '/promotions');
  await expect(headerBalance(other)).toHaveText(/₺0,00/);
  // From now on the other tab cannot read the balance itself: only the first tab can tell it.
  let reads = 0;
  await other.route('**/v1', async (route) => {
    if ((route.request().postData() ?? '').includes('"check_balance"')) {
      reads += 1;
      return route.abort();
    }
    return route.continue();
  });

  await depositByCard(page, '100');
  await expect(headerBalance(page)).toHaveText(/₺100,00/);
  await timed('balance shown in the other tab', () =>
    expect(headerBalance(other)).toHaveText(/₺100,00/, AT_ONCE),
  );
  console.info(`tabs: the other tab's own balance reads meanwhile: ${reads} (refused)`);
});

test('the panic button pressed in one tab ends the game in the other', async ({
  page,
  context,
}) => {
  await signedInNewPlayer(page, '/');
  const other = await secondTab(context, '/play/slot/2620');
  await expect(other.locator('main iframe')).toBeAttached();

  // By keyboard: the button asks to confirm.
  await accountMenu(page).click();
  const panic = page.getByRole('menuitem', { name: /^Panik butonu/ });
  await panic.focus();
  await page.keyboard.press('Enter');
  const confirm = dialog(page, 'Oyuna ara verilsin mi?');
  await confirm.getByRole('button', { name: /^Oyunu .*durdur$/ }).click();
  await expect(loginLink(page)).toBeVisible();
  await timed('game ended in the other tab', () =>
    expect(other.locator('main iframe')).toHaveCount(0, AT_ONCE),
  );
  await expect(loginLink(other)).toBeVisible();
});
