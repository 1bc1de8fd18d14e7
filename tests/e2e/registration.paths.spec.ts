/**
 * The registration machine's generated paths in Chromium against the real platform: a fresh
 * player per path fills in the form as registration.paths.ts says; each state the page settles
 * in is checked as the player sees it.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { registrationMachine } from '../../machines/auth/registration.machine.ts';
import type { Registration } from '../../machines/shared/validation/registration-schema.ts';
import { coverage, describePath, drive, type ViewDriver } from '../model/view-driver.ts';
import { fillRegistration, newPlayer, openRegistration, type NewPlayer } from './players.ts';
import { paths } from './registration.paths.ts';

type Snapshot = SnapshotFrom<typeof registrationMachine>;

const RECEIVED =
  'Kaydınız alındı ve sonucunu e-posta adresinize gönderdik. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz; açılamadıysa nedenini e-postada bulursunuz.';
const promoField = (page: Page) =>
  page.getByRole('main').getByLabel('Promosyon kodu (isteğe bağlı)');

class RegistrationDriver implements ViewDriver {
  private readonly player: NewPlayer = newPlayer();

  constructor(private readonly page: Page) {}

  async start() {
    await openRegistration(this.page);
  }

  async act(event: AnyEventObject) {
    if (event.type !== 'registration.submit') throw new Error(`No player action for ${event.type}`);
    const { promoCode, depositLimit } = event.values as Registration;
    await fillRegistration(this.page, this.player, promoCode, depositLimit);
  }

  async see(snapshot: AnyMachineSnapshot) {
    const { page } = this;
    const s = snapshot as Snapshot;
    if (s.matches('registered')) {
      await expect(page).toHaveURL(/\/register-account-confirm$/);
      await expect(page.getByRole('status').getByText(RECEIVED)).toBeVisible();
      return;
    }
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Üye Ol' })).toBeVisible();
    // The platform's refusal of the code shows at the code's field, not above the button.
    if (s.context.errorField === 'promoCode') {
      await expect(promoField(page)).toHaveAccessibleDescription('Geçersiz promosyon kodu');
      await expect(promoField(page)).toHaveAttribute('aria-invalid', 'true');
    } else {
      await expect(promoField(page)).toHaveAttribute('aria-invalid', 'false');
    }
  }
}

test.describe('registration: generated paths against the platform', () => {
  test('cover every state and transition a real platform can be made to give', () => {
    const { missingStates, transitions } = coverage(registrationMachine, paths);
    expect(missingStates).toEqual([]);
    expect(transitions.missing).toEqual([]);
  });

  for (const path of paths) {
    test(describePath(path, '/register'), async ({ page }) => {
      await drive(path, new RegistrationDriver(page));
    });
  }
});
