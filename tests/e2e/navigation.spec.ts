import { expect, test, type Page } from '@playwright/test';
import { contrastFindings } from './axe.ts';
import { signedInNewPlayer } from './players.ts';
import { closePopups, visit } from './visit.ts';

// axe-core's injected script: the site's content security policy would refuse it.
test.use({ bypassCSP: true });

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Kısayollar' });

/** The header and, on a phone, the bottom bar: the navy chrome, the same in either mode. */
const CHROME = ['header', 'nav[aria-label="Kısayollar"]'];

/**
 * What does not fit in the header at the window's width: a menu entry cut by its row or by its
 * own box, a control past the window's edge, and how far the page scrolls sideways.
 */
const headerMisfits = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const header = document.querySelector('header')!;
    const cut = [...header.querySelectorAll('nav')].filter(shown).flatMap((nav) => {
      const row = nav.getBoundingClientRect();
      return [...nav.querySelectorAll('a, button')].filter(shown).flatMap((entry) => {
        const box = entry.getBoundingClientRect();
        const inside = box.left >= row.left && box.right <= row.right && box.bottom <= row.bottom;
        return inside && entry.scrollWidth <= entry.clientWidth ? [] : [entry.textContent];
      });
    });
    const outside = [...header.querySelectorAll('a, button, [role="status"]')]
      .filter(shown)
      .filter(
        (el) => el.getBoundingClientRect().left < 0 || el.getBoundingClientRect().right > width,
      )
      .map((el) => el.getAttribute('aria-label') ?? el.textContent);
    return { cut, outside, sideways: Math.max(0, document.documentElement.scrollWidth - width) };
  });

/** The widest figures a player holds: the balance check answers them, all else is the server's. */
async function withWidestBalance(page: Page) {
  await page.route('**/v1', async (route) => {
    if (!route.request().postData()?.includes('"check_balance"')) return route.fallback();
    const response = await route.fetch();
    const json = {
      ...(await response.json()),
      data: [{ currency: 'TRY', balance: 123_456_789, bonus: 999_999 }],
    };
    await route.fulfill({ response, json });
  });
}

test(
  "a phone's bottom bar leads to the lobbies and leaves the page's end uncovered",
  { tag: '@mobile' },
  async ({ page }) => {
    await visit(page, '/');
    const links = bottomBar(page).getByRole('link');
    await expect(links).toHaveText([
      'Ana Sayfa',
      'Slot',
      'Canlı Casino',
      'Para Yatır',
      'Giriş Yap',
    ]);
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
    // WCAG 2.2 target size, and the size a thumb needs.
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }

    // A keyboard reaches it as a touch does.
    await bottomBar(page).getByRole('link', { name: 'Slot' }).press('Enter');
    await expect(page).toHaveURL(/\/slot$/);
    await expect(bottomBar(page).getByRole('link', { name: 'Slot' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Scrolled to the end (the footer is built on the way), its last line stays above the bar.
    const uncovered = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const footer = document.querySelector('footer');
        const bar = document.querySelector('nav[aria-label="Kısayollar"]')!;
        // Within a device pixel: layout rounds to fractions of one.
        return (
          footer !== null &&
          footer.getBoundingClientRect().bottom <= bar.getBoundingClientRect().top + 1
        );
      });
    await expect.poll(uncovered).toBe(true);
  },
);

test(
  'on a phone, a notice stands above the bottom bar, not over its links',
  { tag: '@mobile' },
  async ({ page }) => {
    await signedInNewPlayer(page, '/slot/category/27');
    await page.locator('main').getByRole('button', { name: 'Favorilere ekle' }).first().click();
    const notice = page.getByRole('alert').filter({ hasText: 'Favorilere eklendi' });
    await expect(notice).toBeVisible();
    // Still while the notice slides in: compared once it has settled.
    await expect
      .poll(async () => {
        const [shown, bar] = await Promise.all([
          notice.boundingBox(),
          bottomBar(page).boundingBox(),
        ]);
        return shown!.y + shown!.height <= bar!.y;
      })
      .toBe(true);
  },
);

test('signed in with a bonus, the header fits every width from 320 to 1,440 px in both languages', async ({
  page,
}) => {
  await withWidestBalance(page);
  await signedInNewPlayer(page, '/favorites');
  // A phone opens an account page on its content, the account menu one tap above it.
  await page.setViewportSize({ width: 390, height: 844 });
  const content = page.getByRole('region', { name: 'Slot oyunları (0)' });
  await expect.poll(async () => (await content.boundingBox())?.y).toBeLessThan(400);
  await page.getByRole('button', { name: 'Hesap sayfaları' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Hesabım' }).getByRole('link', { name: 'Para Çek' }),
  ).toBeVisible();

  for (const language of ['tr', 'en']) {
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    await page.goto('/');
    await expect(page.getByRole('status', { name: /^(Bakiye|Balance)$/ })).toContainText(
      /1[.,]234[.,]567/,
    );
    const quickDeposit = page
      .getByRole('banner')
      .getByRole('button', { name: /^(Hızlı para yatır|Quick deposit)$/ });
    // With the first width of each of the player's layouts (header.tsx), where each is tightest.
    for (const width of [320, 360, 390, 420, 520, 600, 768, 900, 1024, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => headerMisfits(page), { message: `${language} at ${width} px` })
        .toEqual({ cut: [], outside: [], sideways: 0 });
      // It fits with the quick deposit one tap away at every width, a phone's too.
      await expect(quickDeposit).toBeVisible();
    }
  }
  // The player's controls, in light mode, reach AA contrast on the navy.
  for (const width of [390, 1200]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => contrastFindings(page, CHROME), `at ${width} px`).toEqual([]);
  }
  // What the menu has no room for is one click away.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Tournaments' })).toHaveAttribute(
    'href',
    '/tournaments',
  );
});

test("a visitor's header and bottom bar reach AA contrast in light and dark mode", async ({
  page,
}) => {
  await closePopups(page);
  for (const mode of ['light', 'dark']) {
    await page.addInitScript((chosen) => localStorage.setItem('mode', chosen), mode);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/promotions');
      await expect(page.getByRole('link', { name: 'Giriş Yap' }).first()).toBeVisible();
      expect(await contrastFindings(page, CHROME), `${mode} at ${width} px`).toEqual([]);
    }
  }
});
