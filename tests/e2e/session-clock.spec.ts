import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { formatMoney, formatMonth } from '../../machines/shared/format.ts';
import { addMonths } from '../../machines/shared/protection.ts';
import { axeViolations } from './axe.ts';
import { LOOKS, reloadIn } from './looks.ts';
import { depositByCard } from './cashier.ts';
import { registeredPlayer, signedInNewPlayer, signIn, signInThroughApi } from './players.ts';
import { advanceClock, resetClock } from './support.ts';
import { ALL_POPUPS_CLOSED } from './visit.ts';

// The review test moves the platform's clock for everyone: it is put back afterwards.
test.afterEach(() => resetClock());

const clockOf = (scope: Locator) => scope.getByRole('group', { name: 'Oyun oturumu' });
const headerClock = (page: Page) => clockOf(page.getByRole('banner'));
const stageClock = (page: Page) => clockOf(page.getByRole('main'));
const game = (page: Page) => page.frameLocator('main iframe');
const gameBalance = async (page: Page) =>
  Number((await game(page).locator('#balance').innerText()).replace(/[^\d]/g, ''));

/** The net as the clock says it: in words and with its sign, '-₺1,00' a loss. */
const netText = (kurus: number) =>
  `${kurus < 0 ? 'Kayıp' : kurus > 0 ? 'Kazanç' : 'Net'} ${formatMoney(kurus, 'tr', { signed: true })}`;

/** Plays one round of the demo slot: the stake is taken and the outcome told. */
async function spin(page: Page) {
  const button = game(page).getByRole('button', { name: 'Çevir' });
  await button.click();
  await expect(game(page).locator('#message')).toHaveText(/Kazanç: |Bu sefer olmadı/, {
    timeout: 10_000,
  });
  await expect(button).toBeEnabled();
}

test('over the game and in the header, the clock shows the time since the launch and the net of the rounds', async ({
  page,
}) => {
  await signedInNewPlayer(page, null);
  await depositByCard(page, '100');
  await page.goto('/play/slot/2620');
  await expect(game(page).getByRole('button', { name: 'Çevir' })).toBeVisible();
  const before = await gameBalance(page);
  for (const clock of [headerClock(page), stageClock(page)]) {
    await expect(clock).toContainText(/Süre 00:00:\d\d/);
    await expect(clock).toContainText('Net ₺0,00');
  }

  for (let round = 1; round <= 3; round++) await spin(page);
  // The rounds' net: what the balance moved by, stakes and wins together.
  const net = (await gameBalance(page)) - before;
  for (const clock of [headerClock(page), stageClock(page)]) {
    await expect(clock).toContainText(netText(net));
  }
  // It ticks each second, by the platform's clock.
  const time = async () => /\d\d:\d\d:\d\d/.exec(await headerClock(page).innerText())![0];
  const shown = await time();
  await expect.poll(time, { timeout: 5_000 }).not.toBe(shown);

  // On the narrowest phone: above the game, never over it, and read without scrolling sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  const stage = (await stageClock(page).boundingBox())!;
  const frame = (await page.locator('main iframe').boundingBox())!;
  expect(stage.y + stage.height).toBeLessThanOrEqual(frame.y);
  expect(stage.width).toBeLessThanOrEqual(320);
  for (const clock of [headerClock(page), stageClock(page)]) {
    expect(await clock.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }

  // Hidden by the player (no reality check on), in both places, and so after a reload too.
  await headerClock(page).getByRole('button', { name: 'Oturum saatini gizle' }).click();
  await expect(stageClock(page)).not.toContainText('Süre');
  await page.reload();
  await expect(
    headerClock(page).getByRole('button', { name: 'Oturum saatini göster' }),
  ).toBeVisible();
  await expect(headerClock(page)).not.toContainText('Süre');
  await stageClock(page).getByRole('button', { name: 'Oturum saatini göster' }).click();
  await expect(headerClock(page)).toContainText(netText(net));
});

test('with a reality check on, the clock stays and there is nothing to hide it with', async ({
  page,
}) => {
  await signedInNewPlayer(page, '/profile?tab=protection');
  // Hidden once on this device, before the reality check was chosen.
  await page.evaluate(() => localStorage.setItem('sessionClockHidden', 'true'));
  await page.getByLabel('Hatırlatma aralığı').click();
  await page.getByRole('option', { name: 'Her 15 dakikada bir' }).click();
  await expect(page.getByText('Hatırlatma ayarınız kaydedildi')).toBeVisible();

  await page.goto('/play/slot/2620');
  for (const clock of [headerClock(page), stageClock(page)]) {
    await expect(clock).toContainText(/Süre 00:00:\d\d/);
    await expect(clock).toContainText('Net ₺0,00');
    await expect(clock.getByRole('button')).toHaveCount(0);
  }
});

/** The page moved on from the review: the months and the button are gone. */
const reviewHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^(Hesap özetiniz|Your account review)$/ });

/** Presses Tab until `target` has the focus, as a keyboard-only player reaches it. */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press('Tab');
    const focus = await target.evaluate((el) =>
      el === document.activeElement ? { visible: el.matches(':focus-visible') } : null,
    );
    if (focus) {
      expect(focus.visible).toBe(true);
      return;
    }
  }
  throw new Error('never reached by the keyboard');
}

test.describe('axe-core', () => {
  // axe-core is injected into the page, which the site's content security policy would refuse.
  test.use({ bypassCSP: true });

  test('finds nothing over a game on the narrowest phone, in either language and mode', async ({
    page,
  }) => {
    await signedInNewPlayer(page, null);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/play/slot/2620');
    for (const chosen of LOOKS) {
      await reloadIn(page, chosen);
      const clock = page
        .getByRole('main')
        .getByRole('group', { name: /^(Oyun oturumu|Game session)$/ });
      await expect(clock).toContainText(/(Süre|Time) 00:\d\d:\d\d/);
      await expect(game(page).getByRole('button', { name: /Çevir|Spin/ })).toBeVisible();
      expect(await axeViolations(page), chosen.join(' ')).toEqual([]);
    }
  });
});

test.describe('the account review', () => {
  // axe-core is injected into the page, which the site's content security policy would refuse.
  test.use({ bypassCSP: true });

  test('at the sign-in after six months: the months, the tools, read once by keyboard, then on to the page asked for', async ({
    page,
  }) => {
    // A 20 s wait for the platform's clock, four axe runs and a keyboard walk: over a minute
    // on a busy two-core machine.
    test.setTimeout(150_000);
    // The platform's clock moves, its database's times do not (server/test-clock.ts): the
    // sign-up and the deposit keep today's times. The review window reaches back six months
    // from the platform's now, so the deposit stays in it only if the clock lands just past
    // the sign-up's six months; the deposit comes a little later than the sign-up for room.
    const player = await registeredPlayer();
    const signedUp = Date.now();
    await signInThroughApi(page, player.username, player.password);
    await page.addInitScript(
      (closed) => localStorage.setItem('modalStatus', closed),
      ALL_POPUPS_CLOSED,
    );
    await page.waitForTimeout(Math.max(0, signedUp + 20_000 - Date.now()));
    await depositByCard(page, '100');
    const depositMonth = formatMonth(
      new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 7),
      'tr',
    );

    // Six months after the sign-up, the player signs in again on the way to their favourites.
    await advanceClock(addMonths(signedUp, 6) - Date.now() + 2_000);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, player.username, player.password);
    await expect(page).toHaveURL(/\/hesap-ozeti$/);
    await expect(reviewHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(/^Hesap özetiniz \| /);

    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: depositMonth })).toContainText(
      'Yatırılan₺100,00',
    );
    await expect(
      main.getByText('Bu ay para yatırma, çekme veya oyun sonucu yok.').first(),
    ).toBeVisible();
    await expect(main.getByRole('region', { name: 'Dönem toplamı' })).toContainText(
      'Yatırılan₺100,00',
    );
    const tools = main.getByRole('region', { name: 'Sorumlu oyun araçlarınız' });
    await expect(tools.getByRole('link', { name: 'Tüm sorumlu oyun araçları' })).toHaveAttribute(
      'href',
      '/profile?tab=protection',
    );

    // Axe-clean on the narrowest phone, in either language and either mode.
    await page.setViewportSize({ width: 320, height: 640 });
    for (const chosen of LOOKS) {
      const [language, mode] = chosen;
      await reloadIn(page, chosen);
      await expect(reviewHeading(page)).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^(Okudum, devam et|I have read it, continue)$/ }),
      ).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
        `${language} ${mode}: no sideways scroll`,
      ).toBe(true);
      expect(await axeViolations(page), `${language} ${mode}`).toEqual([]);
    }
    await page.evaluate(() => localStorage.setItem('language', 'tr'));
    await page.reload();
    await expect(reviewHeading(page)).toBeVisible();

    // Keyboard only: the tools are reached on the way, and Enter reads the review.
    await page.locator('body').focus();
    await tabTo(page, tools.getByRole('link', { name: 'Mola ver' }));
    const read = main.getByRole('button', { name: 'Okudum, devam et' });
    await tabTo(page, read);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/favorites$/);

    // Read: not asked again at the next sign-in.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /hesap menüsü$/ })
      .click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const sessionRead = page.waitForResponse((r) =>
      (r.request().postData() ?? '').includes('"get_session"'),
    );
    await signIn(page, player.username, player.password);
    await sessionRead;
    await page.waitForTimeout(500);
    await expect(page).not.toHaveURL(/hesap-ozeti/);
    await expect(reviewHeading(page)).toHaveCount(0);
  });
});
