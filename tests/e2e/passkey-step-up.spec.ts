/**
 * The step-up of a passkey holder, in Chromium against the real platform, with a virtual
 * authenticator (tests/e2e/virtual-authenticator.ts) standing in for the device: a bank account
 * added and a withdrawal to it, each confirmed with the passkey alone (no password typed); a
 * limit raise confirmed from the keyboard with a key the platform does not hold (another device's
 * under the same credential id) is refused and changes nothing, and goes through with the real
 * one; the dialog passes WCAG 2.2 AA at 320 px in tr and en, light and dark.
 */
import { generateKeyPairSync } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, sidewaysScroll, stillness } from './axe.ts';
import { LOOKS, reloadIn } from './looks.ts';
import {
  BANK_ACCOUNT_STEP_UP,
  depositByCard,
  fillBankAccount,
  headerBalance,
  newIban,
  sendWithdrawal,
  WITHDRAWAL_STEP_UP,
} from './cashier.ts';
import { signedInPlayerWithPasskey } from './passkey-players.ts';
import { playerAddress } from './players.ts';
import { stepUpDialog } from './step-up.ts';
import type { VirtualAuthenticator } from './virtual-authenticator.ts';

const main = (page: Page) => page.getByRole('main');
const LIMIT_STEP_UP = 'Limit artışını onayla';
const depositCard = (page: Page, name = 'Para yatırma limiti') =>
  main(page).getByRole('region', { name });

/** The passkey step-up as the dialog shows it: the passkey alone, nothing to type. */
async function expectPasskeyStep(dialog: Locator) {
  await expect(dialog).toContainText("Güvenliğin için bu değişikliği passkey'inle onayla.");
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Passkey ile onayla' })).toBeFocused();
}

/** Tab (or Shift+Tab, `back`) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('Not reached with Tab in 80 presses');
}

interface StoredCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId: string;
  privateKey: string;
  userHandle: string;
  signCount: number;
}

const storedCredential = async (authenticator: VirtualAuthenticator) => {
  const { credentials } = (await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.authenticatorId,
  })) as { credentials: StoredCredential[] };
  expect(credentials).toHaveLength(1);
  return credentials[0]!;
};

/** The authenticator holds `credential` in place of what it held. */
async function holdOnly(authenticator: VirtualAuthenticator, credential: StoredCredential) {
  const { cdp, authenticatorId } = authenticator;
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
}

/** Another device's key under the same credential id: it signs, but not as the platform knows. */
const otherKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ type: 'pkcs8', format: 'der' })
    .toString('base64');

test('a passkey holder adds a bank account and withdraws to it with the passkey alone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { authenticator } = await signedInPlayerWithPasskey(page, '/');
  await depositByCard(page, '1000');
  await expect(headerBalance(page)).toContainText('1.000,00');

  await page.goto('/withdraw');
  await main(page).getByRole('button', { name: 'Havale / EFT', exact: true }).click();
  await main(page).getByRole('button', { name: 'Yeni hesap ekle' }).click();
  const form = main(page).getByRole('form', { name: 'Yeni banka hesabı' });
  await fillBankAccount(form, {
    owner: 'Elif Demir',
    branch: 'Moda',
    accountNumber: '12345678',
    iban: newIban(),
  });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  // Saving the account: the passkey alone.
  const saving = stepUpDialog(page, BANK_ACCOUNT_STEP_UP);
  await expectPasskeyStep(saving);
  await saving.getByRole('button', { name: 'Passkey ile onayla' }).click();
  await expect(page.getByText('Banka hesabı eklendi')).toBeVisible();

  await sendWithdrawal(page, '400');
  // Added a moment ago: the withdrawal asks who is there, again with the passkey alone.
  const paying = stepUpDialog(page, WITHDRAWAL_STEP_UP);
  await expect(paying).toContainText('Bu hesap son 24 saat içinde eklendi veya değiştirildi');
  await expectPasskeyStep(paying);
  await paying.getByRole('button', { name: 'Passkey ile onayla' }).click();
  await expect(main(page).getByText('Para çekme talebin alındı')).toBeVisible();
  await expect(headerBalance(page)).toContainText('600,00');
  // Created once, then used for each of the two step-ups.
  expect((await storedCredential(authenticator)).signCount).toBe(3);

  // Each use is recorded and shown to the player with what it approved.
  await page.goto('/profile?tab=security');
  const events = main(page).getByRole('region', { name: 'Güvenlik olayları' });
  await expect(events.getByText('Passkey ile onay')).toHaveCount(2);
});

test('a limit raise confirmed from the keyboard with a key the platform does not hold is refused and changes nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { authenticator } = await signedInPlayerWithPasskey(page, '/profile?tab=protection');
  const card = depositCard(page);
  const amount = card.getByLabel(/^Tutar \(TRY\)/);
  // A first limit applies at once, without a step-up.
  await tabTo(page, amount);
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Limitiniz hemen geçerli oldu')).toBeVisible();
  await expect(card.getByRole('listitem')).toContainText('Günlük: ₺500,00');

  // The raise: the dialog opens on its passkey button.
  const real = await storedCredential(authenticator);
  await holdOnly(authenticator, { ...real, privateKey: otherKey(), signCount: real.signCount + 5 });
  await tabTo(page, amount);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2.000');
  await page.keyboard.press('Enter');
  const dialog = stepUpDialog(page, LIMIT_STEP_UP);
  await expectPasskeyStep(dialog);
  await page.keyboard.press('Enter');
  // Refused by the platform: the dialog asks again, saying why, on its button again.
  await expect(dialog.getByRole('alert')).toHaveText(
    'Passkey doğrulanamadı; lütfen yeniden deneyin',
  );
  await expect(dialog.getByRole('button', { name: 'Passkey ile onayla' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(card.getByRole('listitem')).toContainText('Günlük: ₺500,00');
  await expect(card).not.toContainText('Bekleyen değişiklik');

  // The player's own key goes through: the raise waits out its 24 hours.
  await holdOnly(authenticator, { ...real, signCount: real.signCount + 10 });
  await tabTo(page, amount);
  await page.keyboard.type('2.000');
  await page.keyboard.press('Enter');
  await expectPasskeyStep(dialog);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Bekleyen değişiklik: Günlük limit ₺2.000,00 olacak.');
});

/** The words of a raise's step-up in each language. */
const WORDS = {
  tr: {
    card: 'Para yatırma limiti',
    save: 'Limiti kaydet',
    title: LIMIT_STEP_UP,
    button: 'Passkey ile onayla',
  },
  en: {
    card: 'Deposit limit',
    save: 'Save the limit',
    title: 'Confirm your limit raise',
    button: 'Confirm with passkey',
  },
};

test("a passkey holder's step-up dialog passes WCAG 2.2 AA at 320 px in tr and en, light and dark", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The site's content security policy would refuse axe-core's injected script.
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 320, height: 640 },
    extraHTTPHeaders: { 'x-forwarded-for': playerAddress() },
  });
  const page = await context.newPage();
  try {
    await signedInPlayerWithPasskey(page, '/profile?tab=protection');
    const form = depositCard(page).getByRole('form', { name: 'Para yatırma limiti belirle' });
    await form.getByLabel(/^Tutar \(TRY\)/).fill('500');
    await form.getByRole('button', { name: 'Limiti kaydet' }).click();
    await expect(depositCard(page).getByRole('listitem')).toContainText('Günlük: ₺500,00');

    for (const [language, mode] of LOOKS) {
      const words = WORDS[language];
      await reloadIn(page, [language, mode]);
      const card = depositCard(page, words.card);
      await card.getByLabel(/^(Tutar|Amount) \(TRY\)/).fill('2000');
      await card.getByRole('button', { name: words.save }).click();
      const dialog = page.getByRole('dialog', { name: words.title });
      await expect(dialog.getByRole('button', { name: words.button })).toBeFocused();
      await stillness(page);
      const where = `${language}, ${mode}`;
      expect(await sidewaysScroll(page), where).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), where).toEqual([]);
      // Escape cancels: nothing is sent.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await expect(depositCard(page, 'Deposit limit')).not.toContainText('Pending change');
  } finally {
    await context.close();
  }
});
