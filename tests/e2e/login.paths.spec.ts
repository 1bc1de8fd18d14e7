/**
 * The login machine's generated paths in Chromium against the real platform, from a page for
 * players that the sign-in leads back to. Two fresh players per path: one with the authenticator
 * on (switched on through the security tab), one without.
 * What the player does: sign in as either, or with a wrong password; type the authenticator's
 * code or one from three steps ahead, which the platform refuses; cancel the code prompt. The
 * platform's answers follow from that (answered-model.ts), and each state the page settles in
 * is checked as the player sees it.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { loginMachine } from '../../machines/auth/login.machine.ts';
import { coverage, describePath, drive, type ViewDriver } from '../model/view-driver.ts';
import { switchAuthenticatorOn } from './authenticator.ts';
import { field, playerAddress, registeredPlayer, signedInNewPlayer, signIn } from './players.ts';
import { totp } from './totp.ts';
import { visit } from './visit.ts';
import { paths, type Who } from './login.paths.ts';

type Snapshot = SnapshotFrom<typeof loginMachine>;
const prompt = (page: Page) => page.getByRole('dialog', { name: 'İki adımlı doğrulama' });

class LoginDriver implements ViewDriver {
  private guarded!: { username: string; password: string; key: string };
  private plain!: { username: string; password: string };

  constructor(private readonly page: Page) {}

  async start() {
    const { page } = this;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
    const player = await signedInNewPlayer(page);
    const key = await switchAuthenticatorOn(page, player.password);
    this.guarded = { ...player, key };
    await page.getByRole('button', { name: `${player.username} hesap menüsü` }).click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    this.plain = await registeredPlayer();
    // A page for players: the sign-in leads back to it.
    await visit(page, '/favorites');
    await expect(page).toHaveURL(/\/login$/);
  }

  async act(event: AnyEventObject) {
    const { page } = this;
    switch (event.type) {
      case 'login.submit': {
        const who = event.who as Who;
        const player = who === 'plain' ? this.plain : this.guarded;
        const password = who === 'wrongPassword' ? 'Yanlis1234' : player.password;
        return signIn(page, player.username, password);
      }
      case 'login.submitCode': {
        // The current step's code was spent switching the authenticator on: the next one is
        // accepted (one step either way); three steps ahead never is.
        const code = totp(this.guarded.key, Date.now(), event.right ? 1 : 3);
        await prompt(page).getByLabel('6 haneli kod').fill(code);
        return prompt(page).getByRole('button', { name: 'Doğrula' }).click();
      }
      case 'login.cancelCode':
        return prompt(page).getByRole('button', { name: 'Vazgeç' }).click();
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const { page } = this;
    const s = snapshot as Snapshot;
    const main = page.getByRole('main');
    if (s.matches('signedIn')) {
      const who = event?.type === 'login.submitCode' ? this.guarded : this.plain;
      await expect(page).toHaveURL(/\/favorites$/);
      await expect(
        page.getByRole('button', { name: `${who.username} hesap menüsü` }),
      ).toBeVisible();
      await expect(prompt(page)).toBeHidden();
      return;
    }
    await expect(page).toHaveURL(/\/login$/);
    // The code prompt is modal: the page behind it, header included, is out of reach.
    if (s.matches('awaitingCode')) {
      await expect(prompt(page)).toBeVisible();
      const refused = prompt(page).getByText('Girdiğiniz kod hatalı');
      await expect(refused).toHaveCount(s.context.codeError === null ? 0 : 1);
      return;
    }
    await expect(prompt(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expect(field(page, 'Kullanıcı adı veya e-posta')).toBeVisible();
    // The platform's refusal of the password is the form's alert.
    await expect(main.getByRole('alert')).toHaveCount(s.context.error === null ? 0 : 1);
  }
}

test.describe('login: generated paths against the platform', () => {
  test('cover every state and all but the failures a real platform cannot be made to give', () => {
    const { missingStates, transitions } = coverage(loginMachine, paths);
    expect(missingStates).toEqual([]);
    // The code check failing (a session expired mid-login, the network): the jsdom model covers it.
    expect(transitions.missing).toEqual([
      'login.verifyingCode: xstate.error.actor.checkCode [guarded] → login.editing',
      'login.verifyingCode: xstate.error.actor.checkCode → login.awaitingCode',
    ]);
  });

  for (const path of paths) {
    test(describePath(path, '/login'), async ({ page }) => {
      test.setTimeout(90_000);
      await drive(path, new LoginDriver(page));
    });
  }
});
