/**
 * The gameLaunch machine's generated paths in Chromium against the real platform: a fresh
 * signed-in player opens the address of each input (game-launch.paths.ts) and plays as the path
 * says; each state the page settles in is checked as the player sees it.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { gameLaunchMachine, type PlayRequest } from '../../machines/games/game-launch.machine.ts';
import { coverage, describePath, drive, type ViewDriver } from '../model/view-driver.ts';
import { inputs, paths } from './game-launch.paths.ts';
import { signedInNewPlayer } from './players.ts';

type Snapshot = SnapshotFrom<typeof gameLaunchMachine>;

const controls = (page: Page) => page.getByRole('toolbar', { name: 'Oyun kontrolleri' });

class PlayDriver implements ViewDriver {
  constructor(private readonly page: Page) {}

  async start(input: unknown) {
    const { route } = input as PlayRequest;
    await signedInNewPlayer(this.page, `/play/${route.type}/${route.id}`);
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const { page } = this;
    switch (event.type) {
      case 'player.toggleFullscreen': {
        const name = before.hasTag('fullscreen') ? 'Tam ekrandan çık' : 'Tam ekran';
        return controls(page).getByRole('button', { name }).click();
      }
      case 'browser.fullscreenExited':
        // As Escape does: the browser leaves fullscreen without the page's button.
        return page.evaluate(() => document.exitFullscreen());
      case 'player.close': {
        const name = before.matches('notFound') ? 'Geri dön' : 'Oyunu kapat';
        return page.getByRole('main').getByRole('button', { name }).click();
      }
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const { page } = this;
    const s = snapshot as Snapshot;
    const main = page.getByRole('main');
    if (s.matches('closed')) {
      await expect(page).toHaveURL(new RegExp(`${s.context.returnTo}$`));
      await expect(controls(page)).toHaveCount(0);
      return;
    }
    if (s.matches('notFound')) {
      await expect(main.getByRole('heading', { level: 1, name: 'Oyun bulunamadı' })).toBeVisible();
      await expect(main.locator('iframe')).toHaveCount(0);
      return;
    }
    // Playing: the platform's game in the frame, and the controls for how it is shown.
    await expect(main.locator('iframe')).toHaveAttribute('src', /^https?:\/\//);
    const fullscreen = s.hasTag('fullscreen');
    await expect(
      controls(page).getByRole('button', { name: fullscreen ? 'Tam ekrandan çık' : 'Tam ekran' }),
    ).toBeVisible();
    // The browser enters and leaves full screen after the button has changed: awaited, not read.
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement !== null))
      .toBe(fullscreen);
  }
}

test.describe('game launch: generated paths against the platform', () => {
  test('cover every state a real platform can be made to show', () => {
    const { missingStates } = coverage(gameLaunchMachine, paths);
    // A launch the platform refuses or answers without a game: the jsdom model covers them.
    expect(missingStates).toEqual(['gameLaunch.failed']);
  });

  for (const path of paths) {
    const name = path.input === inputs[0] ? '/play/slot/2620' : '/play/slot/abc';
    test(describePath(path, name), async ({ page }) => {
      await drive(path, new PlayDriver(page));
    });
  }
});
