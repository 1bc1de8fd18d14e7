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
import type { CodeStepOutput } from '../../machines/auth/code-step.machine.ts';
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
    const player = await signedInNewPlayer(page, null);
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
      case 'xstate.done.actor.codeStep': {
        if ((event.output as CodeStepOutput).outcome === 'cancelled') {
          return prompt(page).getByRole('button', { name: 'Vazgeç' }).click();
        }
        // The current step's code was spent switching the authenticator on: three steps ahead
        // is refused and the step goes on; the next one is accepted (one step either way).
        await this.typeCode(totp(this.guarded.key, Date.now(), 3));
        await expect(prompt(page).getByText('Girdiğiniz kod hatalı')).toBeVisible();
        return this.typeCode(totp(this.guarded.key, Date.now(), 1));
      }
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  private async typeCode(code: string) {
    await prompt(this.page).getByLabel('6 haneli kod').fill(code);
    await prompt(this.page).getByRole('button', { name: 'Doğrula' }).click();
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const { page } = this;
    const s = snapshot as Snapshot;
    const main = page.getByRole('main');
    if (s.matches('signedIn')) {
      const who = event?.type === 'xstate.done.actor.codeStep' ? this.guarded : this.plain;
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
      // A fresh code step: nothing refused yet.
      await expect(prompt(page)).toBeVisible();
      await expect(prompt(page).getByText('Girdiğiniz kod hatalı')).toHaveCount(0);
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
    // Signing in with a passkey, by the button or the autofill: passkey-login.spec.ts in
    // Chromium, and every branch of it in the jsdom model (tests/model/auth/login.model.test.tsx).
    expect(missingStates).toEqual([
      'login.editing.withoutAutofill',
      'login.askingPasskey',
      'login.signingInWithPasskey',
    ]);
    expect(transitions.missing).toEqual([
      'login.editing: login.passkey [guarded] → login.askingPasskey',
      'login.editing.entered: always → login.editing.withoutAutofill',
      'login.editing.askingAutofill: xstate.done.actor.autofillSupported → login.editing.withoutAutofill',
      'login.editing.askingAutofill: xstate.error.actor.autofillSupported → login.editing.withoutAutofill',
      'login.editing.awaitingAutofill: xstate.done.actor.autofill → login.signingInWithPasskey',
      'login.editing.awaitingAutofill: xstate.error.actor.autofill → login.editing.withoutAutofill',
      'login.editing.awaitingAutofill: xstate.after.autofillRenewal.login.editing.awaitingAutofill → login.editing.awaitingAutofill',
      'login.askingPasskey: xstate.done.actor.passkey → login.signingInWithPasskey',
      'login.askingPasskey: xstate.error.actor.passkey [guarded] → login.editing',
      'login.askingPasskey: xstate.error.actor.passkey → login.editing',
      'login.signingInWithPasskey: xstate.done.actor.passkeyLogin → login.signedIn',
      'login.signingInWithPasskey: xstate.error.actor.passkeyLogin → login.editing',
      // The pending session expiring mid-login: the jsdom models (login, codeStep) cover it.
      'login.awaitingCode: xstate.done.actor.codeStep [guarded] → login.editing',
    ]);
  });

  for (const path of paths) {
    test(describePath(path, '/login'), async ({ page }) => {
      test.setTimeout(90_000);
      await drive(path, new LoginDriver(page));
    });
  }
});
