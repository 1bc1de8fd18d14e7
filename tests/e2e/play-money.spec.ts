import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { depositByCard, headerBalance } from './cashier.ts';
import { signedInNewPlayer } from './players.ts';

/** The balance the game shows in its own header, e.g. '₺200,00'. */
const gameBalance = (game: FrameLocator) => game.locator('#balance');
const lira = (kurus: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

/** The balance messages the site's window receives from the game frame, with their origin. */
async function listenToGame(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { gameMessages: seen });
    window.addEventListener('message', (event) =>
      seen.push({ origin: event.origin, data: event.data }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { gameMessages: unknown[] }).gameMessages);
}

test('a slot in the play page stakes the real balance, pays wins into it and the header follows', async ({
  page,
}) => {
  await signedInNewPlayer(page, null);
  await depositByCard(page, '200');
  const messages = await listenToGame(page);
  await page.goto('/play/slot/2620');
  const game = page.frameLocator('main iframe');
  await expect(gameBalance(game)).toHaveText(lira(20_000));
  await expect(game.getByText('Gerçek bakiyenizle oynuyorsunuz')).toBeVisible();
  await expect(game.getByRole('button', { name: 'Yenile' })).toHaveCount(0);

  const bet = await game.locator('#bet').innerText();
  expect(bet).toBe(lira(100));
  for (let spin = 1; spin <= 2; spin++) {
    const before = await gameBalance(game).innerText();
    await game.getByRole('button', { name: 'Çevir' }).click();
    // The reels stop, then the game tells the outcome it was given and the new balance.
    const message = game.locator('#message');
    await expect(message).toHaveText(/Kazanç: |Bu sefer olmadı/, { timeout: 10_000 });
    await expect(game.getByRole('button', { name: 'Çevir' })).toBeEnabled();
    const text = await message.innerText();
    const won = text.startsWith('Kazanç')
      ? Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100)
      : 0;
    const expected = Number(before.replace(/[^\d,]/g, '').replace(',', '.')) * 100 - 100 + won;
    await expect(gameBalance(game)).toHaveText(lira(Math.round(expected)));
    // The game tells the site, whose header follows.
    await expect(headerBalance(page)).toContainText(lira(Math.round(expected)).replace('₺', ''));
    // From the game's own origin, not the site's.
    expect(await messages()).toContainEqual({
      origin: new URL((await page.locator('main iframe').getAttribute('src'))!).origin,
      data: { source: 'casino-game', type: 'balance', balance: Math.round(expected) },
    });
  }
});

test('a bet larger than the balance is refused inside the game', async ({ page }) => {
  await signedInNewPlayer(page, '/play/slot/2620');
  const game = page.frameLocator('main iframe');
  await expect(gameBalance(game)).toHaveText(lira(0));
  await game.getByRole('button', { name: 'Çevir' }).click();
  await expect(game.locator('#message')).toHaveText('Bakiyeniz bu bahis için yetersiz.');
  await expect(gameBalance(game)).toHaveText(lira(0));
});
