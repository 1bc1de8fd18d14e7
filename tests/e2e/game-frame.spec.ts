import { expect, test, type Frame, type Page } from '@playwright/test';
import { signedInNewPlayer } from './players.ts';
import { ALL_POPUPS_CLOSED } from './visit.ts';

/** Opens the first slot of the lobby; answers the game page's frame once it is ready to spin. */
async function openSlot(page: Page): Promise<Frame> {
  await page.goto('/slot/category/27');
  await page.locator('main a[href^="/play/"]').first().click();
  await expect(page).toHaveURL(/\/play\/slot\/\d+/);
  const spin = page.frameLocator('main iframe').getByRole('button', { name: 'Çevir' });
  await expect(spin).toBeVisible();
  const frame = page.frames().find((f) => f.url().includes('/games/play/'));
  if (!frame) throw new Error('no game frame');
  return frame;
}

test('a game runs sandboxed on its own origin and cannot reach the site', async ({ page }) => {
  await signedInNewPlayer(page, null);
  const frame = await openSlot(page);
  const site = new URL(page.url()).origin;
  expect(new URL(frame.url()).origin).not.toBe(site);

  const iframe = page.locator('main iframe');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer');

  // The site keeps the session in its storage; the game sees none of it.
  const siteStorage = await page.evaluate(() => ({ ...localStorage }));
  expect(Object.keys(siteStorage).length).toBeGreaterThan(1);
  const reach = await frame.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        return { read: read() };
      } catch (error) {
        return { refused: (error as Error).name };
      }
    };
    return {
      parentStorage: attempt(() => window.parent.localStorage.length),
      parentDocument: attempt(() => window.parent.document.cookie),
      topLocation: attempt(() => window.top!.location.href),
      ownStorage: { ...localStorage },
      ownSession: sessionStorage.length,
      ownCookies: document.cookie,
    };
  });
  expect(reach).toEqual({
    parentStorage: { refused: 'SecurityError' },
    parentDocument: { refused: 'SecurityError' },
    topLocation: { refused: 'SecurityError' },
    // Only what the tests' init script (visit.ts) writes in every frame.
    ownStorage: { modalStatus: ALL_POPUPS_CLOSED },
    ownSession: 0,
    ownCookies: '',
  });
});

test('after logout an open game page refuses to play', async ({ page, context }) => {
  await signedInNewPlayer(page, null);
  const frame = await openSlot(page);
  // The same game page, left open in a tab of its own.
  const open = await context.newPage();
  await open.goto(frame.url());
  const spin = open.getByRole('button', { name: 'Çevir' });
  await expect(spin).toBeVisible();

  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /hesap menüsü/ })
    .click();
  // The site shows the visitor's header at once; the platform ends the session with the answer.
  const sessionEnded = page.waitForResponse(
    (response) =>
      (response.request().postDataJSON() as { api?: { method?: string } } | null)?.api?.method ===
      'logout',
  );
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('link', { name: 'Giriş Yap' }).first()).toBeVisible();
  await sessionEnded;

  await spin.click();
  await expect(open.getByRole('status')).toHaveText(
    'Oturumunuz sona erdi. Oyunu açmak için yeniden giriş yapın.',
  );
  await open.reload();
  await expect(open.getByRole('heading', { name: 'Oyun bulunamadı' })).toBeVisible();
});
