import { type Locator, type Page, type Request } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { axeViolations, sidewaysScroll, stillness } from './axe.ts';
import { keepLook, reloadIn } from './looks.ts';
import { signedInNewPlayer, signIn } from './players.ts';
import { advanceClock, resetClock } from './support.ts';

// The site's content security policy would refuse axe-core's injected script.
test.use({ bypassCSP: true });
// The 24 hours pass on the platform's clock, which moves for everyone: it is put back afterwards.
test.afterEach(() => resetClock());

const HOUR = 60 * 60 * 1000;
const LABEL = 'Panik butonu — 24 saat ara ver';

const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => page.getByRole('banner');
const gameControls = (page: Page) => page.getByRole('toolbar', { name: 'Oyun kontrolleri' });
const stageButton = (page: Page) => gameControls(page).getByRole('button', { name: LABEL });

/** The platform's panic calls the page makes from now on. */
function panicCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const body = request.method() === 'POST' ? request.postDataJSON() : null;
    if ((body as { api?: { method?: string } } | null)?.api?.method === 'panic') {
      calls.push(request);
    }
  });
  return calls;
}

const gameFrame = (page: Page) => page.locator('main iframe');

/** The lobby's first slot, opened. */
async function openSlot(page: Page) {
  await page.goto('/slot/category/27');
  await main(page).locator('a[href^="/play/"]').first().click();
  await expect(page).toHaveURL(/\/play\/slot\/\d+/);
}

/**
 * Where a finger lands on the button's middle, once nothing moves it or lies over it there
 * (a finger on a moving page lands on whatever is under it at that moment).
 */
async function fingerOn(button: Locator) {
  let finger = { x: 0, y: 0 };
  await expect
    .poll(() =>
      button
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          return { x, y, hit: element.contains(document.elementFromPoint(x, y)) };
        })
        .then(({ x, y, hit }) => {
          const still = hit && x === finger.x && y === finger.y;
          finger = { x, y };
          return still;
        }),
    )
    .toBe(true);
  return finger;
}

/** Holds the mouse down on the panic button for `ms`, then lets go. */
async function hold(page: Page, ms: number) {
  await stageButton(page).hover();
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

test('held for 3 s over a game, play stops for 24 hours; let go early, nothing happens', async ({
  page,
}) => {
  const player = await signedInNewPlayer(page, null);
  const calls = panicCalls(page);
  await openSlot(page);
  await expect(gameFrame(page)).toBeAttached();
  await expect(stageButton(page)).toHaveAccessibleDescription(
    "3 saniye basılı tutun ya da Enter'a basıp onaylayın: oyun ve para yatırma 24 saat durur, oturumunuz kapanır.",
  );

  // Let go after a second: the platform is not asked, and the button says how to use it.
  await hold(page, 1_000);
  await expect(page.getByRole('tooltip')).toHaveText('Ara vermek için 3 saniye basılı tutun');
  await page.waitForTimeout(2_500);
  expect(calls).toHaveLength(0);
  await expect(gameFrame(page)).toBeAttached();

  // Held: the seconds count down, then play stops and the player is signed out.
  await stageButton(page).hover();
  await page.mouse.down();
  await expect(page.getByRole('tooltip')).toHaveText(/Bırakmayın: [123] saniye/);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await page.mouse.up();
  expect(calls).toHaveLength(1);
  await expect(
    page.getByText('Oyun ve para yatırma 24 saatliğine durduruldu; oturumunuz kapatıldı'),
  ).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  await expect(gameFrame(page)).toHaveCount(0);

  // Signed in again: the game and the deposit wizard say why they are closed, and until when.
  await page.goto('/login');
  await signIn(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/deposit');
  await expect(main(page).getByRole('status')).toContainText(
    /Panik butonuyla oyunu .* tarihine kadar durdurdunuz: bu sürede para yatıramazsınız/,
  );
  await expect(main(page).getByRole('button', { name: 'Kredi Kartı', exact: true })).toHaveCount(0);
  await openSlot(page);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /Panik butonuyla oyunu .* tarihine kadar durdurdunuz: bu sürede oyun/ }),
  ).toBeVisible();
  await expect(gameFrame(page)).toHaveCount(0);

  // 24 hours on, play is open again.
  await advanceClock(24 * HOUR + 60_000);
  await page.reload();
  await expect(gameFrame(page)).toBeAttached();
  await page.goto('/deposit');
  await expect(main(page).getByRole('button', { name: 'Kredi Kartı', exact: true })).toBeVisible();
});

test('held with a finger on a phone, it stops play; a tap only says how @mobile', async ({
  page,
}) => {
  await signedInNewPlayer(page, null);
  const calls = panicCalls(page);
  await openSlot(page);
  await expect(gameFrame(page)).toBeAttached();
  const button = stageButton(page);
  await button.tap();
  await expect(page.getByRole('tooltip')).toHaveText('Ara vermek için 3 saniye basılı tutun');
  expect(calls).toHaveLength(0);

  // A finger held on it (the browser's own touch events, as a phone sends them).
  const finger = await fingerOn(button);
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
  await expect(page.getByRole('tooltip')).toHaveText(/Bırakmayın: [123] saniye/);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  expect(calls).toHaveLength(1);
  await expect(
    page.getByText('Oyun ve para yatırma 24 saatliğine durduruldu; oturumunuz kapatıldı'),
  ).toBeVisible();
});

test('from the keyboard alone: Tab to the button, Enter, then confirm or leave it; the game in another tab ends too', async ({
  page,
  context,
}) => {
  await signedInNewPlayer(page, null);
  const calls = panicCalls(page);
  // The same player plays in a second tab.
  const other = await context.newPage();
  await openSlot(other);
  await expect(gameFrame(other)).toBeAttached();
  await page.bringToFront();
  await openSlot(page);
  const button = stageButton(page);
  await expect(button).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await button.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Oyuna ara verilsin mi?' });
  await expect(dialog).toContainText('Oyun ve para yatırma hemen durur ve 24 saat kapalı kalır');
  // Escape leaves it; the focus comes back to the button and nothing was sent.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(calls).toHaveLength(0);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // The dialog has the focus first: a held Enter does not confirm it.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Oyunu 24 saat durdur' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(
    page.getByText('Oyun ve para yatırma 24 saatliğine durduruldu; oturumunuz kapatıldı'),
  ).toBeVisible();
  expect(calls).toHaveLength(1);
  // The platform's live stream tells the other tab: its game closes and it signs out too.
  await expect(gameFrame(other)).toHaveCount(0);
  // (Home, a visitor's popup may cover it: the header is there, hidden from the tree meanwhile.)
  await expect(other).toHaveURL(/\/$/);
  await expect(
    other
      .getByRole('banner', { includeHidden: true })
      .getByRole('link', { name: 'Giriş Yap', includeHidden: true }),
  ).toBeVisible();
});

test('in the account menu and over a game, axe-clean in tr and en, light and dark, at 320 px', async ({
  page,
}) => {
  await signedInNewPlayer(page, null);
  await page.setViewportSize({ width: 320, height: 640 });
  const cases = [
    ['tr', 'light', LABEL, 'Oyun kontrolleri', /hesap menüsü$/],
    ['tr', 'dark', LABEL, 'Oyun kontrolleri', /hesap menüsü$/],
    ['en', 'light', 'Panic button — take a 24-hour break', 'Game controls', /^Account menu of/],
    ['en', 'dark', 'Panic button — take a 24-hour break', 'Game controls', /^Account menu of/],
  ] as const;
  await openSlot(page);
  for (const [language, mode, label, controls, menu] of cases) {
    await reloadIn(page, [language, mode]);
    const onStage = page
      .getByRole('toolbar', { name: controls })
      .getByRole('button', { name: label });
    await expect(onStage).toBeVisible();
    expect(
      await sidewaysScroll(page),
      `${language} ${mode}: the game page at 320 px`,
    ).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), `${language} ${mode}: over the game`).toEqual([]);

    await banner(page).getByRole('button', { name: menu }).click();
    const item = page.getByRole('menuitem', { name: label });
    await expect(item).toBeVisible();
    // Keyboard: the menu's arrows reach it (it is just above 'log out').
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(item).toBeFocused();
    const box = (await item.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.x + box.width, `${language} ${mode}: the menu fits 320 px`).toBeLessThanOrEqual(320);
    await stillness(page);
    expect(await axeViolations(page), `${language} ${mode}: the account menu`).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await stillness(page);
    expect(await axeViolations(page), `${language} ${mode}: the confirm step`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.keyboard.press('Escape');
  }
  await keepLook(page, ['tr', 'light']);
});
