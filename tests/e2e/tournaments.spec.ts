import { expect, test } from '@playwright/test';
import { withoutBonus } from './cashier.ts';
import { signedInNewPlayer } from './players.ts';

const TITLE = 'Drops & Wins Haftalık Slot Turnuvası';

test('a round in a tournament game puts the player on that tournament’s leaderboard', async ({
  page,
}) => {
  const player = await signedInNewPlayer(page, '/deposit');

  // Money on the card, paid on the payment provider's page.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Kredi Kartı', exact: true }).click();
  await main.getByLabel(/^Tutar \(TRY\)/).fill('100');
  await main.getByRole('button', { name: 'Devam' }).click();
  await withoutBonus(page);
  await main.getByRole('button', { name: 'Onayla' }).click();
  await page.getByRole('button', { name: 'Öde' }).click();
  await expect(main.getByText('Yatırım hesabınıza geçti')).toBeVisible();

  // Stars and Bazaar counts for the Drops & Wins tournament from a 2 TRY bet.
  await page.goto('/play/slot/2858');
  const game = page.frameLocator('main iframe');
  await expect(game.locator('#bet')).toHaveText('₺1,00');
  await game.getByRole('button', { name: '+' }).click();
  await expect(game.locator('#bet')).toHaveText('₺2,00');
  await game.getByRole('button', { name: 'Çevir' }).click();
  await expect(game.locator('#message')).toHaveText(/Kazanç: |Bu sefer olmadı/, {
    timeout: 10_000,
  });

  await page.goto('/tournaments');
  await page.getByRole('button', { name: `Sıralama: ${TITLE}` }).click();
  const board = page.getByRole('dialog', { name: `${TITLE} — sıralama` });
  const table = board.getByRole('table', { name: `${TITLE} canlı sıralaması` });
  const mine = table.getByRole('row').filter({ hasText: '(sen)' });
  const name = player.username;
  await expect(mine).toContainText(`${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`);
  await expect(mine).toContainText(/×\d+,\d\d/);
  await expect(board.getByRole('status')).toContainText('Son güncelleme');

  // At 320 px the board fills the screen and its table fits without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 640 });
  // The dialog turns full-screen on the render after the resize, so the fit is polled.
  await expect(mine).toBeVisible();
  const fits = () =>
    table.evaluate((element) => {
      const box = element.closest('.MuiDialogContent-root')!;
      return element.scrollWidth <= box.clientWidth && box.scrollWidth <= box.clientWidth;
    });
  await expect.poll(fits).toBe(true);
});
