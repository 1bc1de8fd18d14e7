/**
 * A player's passkeys in profile → security, in Chromium against the real platform, with a
 * virtual authenticator (tests/e2e/virtual-authenticator.ts) standing in for the device's Touch ID
 * or Windows Hello: added after the password and the authenticator's code (from the keyboard),
 * renamed, used to sign in, seen in the security events, then removed behind the password and
 * the code, after which the sign-in is the password and the code again. The section and its
 * dialogs are accessible in both languages and colour schemes at 320 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { switchAuthenticatorOn } from './authenticator.ts';
import { axeViolations, sidewaysScroll, stillness } from './axe.ts';
import { LOOKS, reloadIn } from './looks.ts';
import { field, playerAddress, playerMenu, signedInNewPlayer, signIn, signOut } from './players.ts';
import { totp } from './totp.ts';
import { addVirtualAuthenticator } from './virtual-authenticator.ts';
import { visit } from './visit.ts';

const main = (page: Page) => page.getByRole('main');
const passkeyCard = (page: Page, name = "Passkey'ler") => main(page).getByRole('region', { name });
const eventsCard = (page: Page, name = 'Güvenlik olayları') =>
  main(page).getByRole('region', { name });

/**
 * The authenticator's codes, each for a time step later than the last one the platform took (it
 * takes each step once): the next step's code, after waiting for the clock when that one is used.
 */
function authenticatorCodes(key: string) {
  let lastStep = Math.floor(Date.now() / 30_000);
  return async () => {
    while (Math.floor(Date.now() / 30_000) + 1 <= lastStep) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    lastStep = Math.floor(Date.now() / 30_000) + 1;
    return totp(key, Date.now(), 1);
  };
}

/** Tab (or Shift+Tab, `back`) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('Not reached with Tab in 60 presses');
}

test('a player adds a passkey, renames it, signs in with it, sees it used, and removes it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
  const authenticator = await addVirtualAuthenticator(page);
  const player = await signedInNewPlayer(page, null);
  const key = await switchAuthenticatorOn(page, player.password);
  const nextCode = authenticatorCodes(key);
  const card = passkeyCard(page);
  await expect(card.getByText(/Henüz passkey eklemedin/)).toBeVisible();

  // Added from the keyboard alone: the password and the code first, then the device, then a name.
  const add = card.getByRole('button', { name: 'Passkey ekle' });
  // Up from the authenticator's card, where the player just was.
  await tabTo(page, add, true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Passkey ekle' });
  await expect(dialog.getByLabel(/^Mevcut şifre/)).toBeFocused();
  await page.keyboard.type('Yanlis1234');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^Doğrulama uygulamasındaki 6 haneli kod/)).toBeFocused();
  await page.keyboard.type(totp(key, Date.now(), 1));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Mevcut şifreniz hatalı');
  expect(await authenticator.credentials()).toEqual([]);
  // Back over the password's show button to the password, typed again.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByLabel(/^Mevcut şifre/)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(player.password);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(await nextCode());
  await page.keyboard.press('Enter');
  const name = dialog.getByLabel(/^Passkey adı/);
  await expect(name).toBeFocused();
  // Named for this browser at first.
  await expect(name).toHaveValue(/Chrome/);
  expect(await authenticator.credentials()).toHaveLength(1);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Dizüstü');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Passkey eklendi. Artık onunla giriş yapabilirsin.')).toBeVisible();
  const list = card.getByRole('list', { name: "Passkey'lerin" });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { name: 'Dizüstü' })).toBeFocused();
  await expect(list.getByRole('listitem')).toContainText('Hiç kullanılmadı');

  // Renamed in place.
  await card.getByRole('button', { name: "“Dizüstü” adlı passkey'i yeniden adlandır" }).click();
  await card.getByLabel(/^Passkey adı/).fill('İş bilgisayarı');
  await card.getByRole('button', { name: 'Kaydet' }).click();
  await expect(list.getByRole('heading', { name: 'İş bilgisayarı' })).toBeFocused();
  await expect(page.getByText("Passkey'in adı değiştirildi.")).toBeVisible();

  // Signed out, then in again with the passkey, from the keyboard: no password typed.
  await signOut(page, player.username);
  await authenticator.setPresence(false);
  await visit(page, '/login');
  const passkeyButton = main(page).getByRole('button', { name: 'Passkey ile giriş' });
  await tabTo(page, passkeyButton);
  await authenticator.setPresence(true);
  await page.keyboard.press('Enter');
  await expect(playerMenu(page, player.username)).toBeVisible();

  // The sign-in, the rename and the add in the security events, newest first, and the last use.
  await page.goto('/profile?tab=security');
  const events = eventsCard(page).getByRole('listitem');
  await expect(events).toHaveText([
    /^Passkey ile giriş: İş bilgisayarı.*Siz$/,
    /^Passkey yeniden adlandırıldı: İş bilgisayarı.*Siz$/,
    /^Passkey eklendi: Dizüstü.*Siz$/,
  ]);
  await expect(card.getByRole('listitem')).toContainText('Son kullanım:');

  // Removed behind the password and the code again; the focus goes to the card's title.
  await card.getByRole('button', { name: "“İş bilgisayarı” adlı passkey'i kaldır" }).click();
  const removal = page.getByRole('dialog', { name: "Passkey'i kaldır" });
  await expect(removal).toContainText('“İş bilgisayarı” kaldırılınca');
  await removal.getByLabel(/^Mevcut şifre/).fill(player.password);
  await removal.getByLabel(/^Doğrulama uygulamasındaki 6 haneli kod/).fill(await nextCode());
  await removal.getByRole('button', { name: 'Kaldır' }).click();
  await expect(removal).toBeHidden();
  await expect(page.getByText('Passkey kaldırıldı.')).toBeVisible();
  await expect(card.getByRole('heading', { name: "Passkey'ler" })).toBeFocused();
  await expect(card.getByText(/Henüz passkey eklemedin/)).toBeVisible();
  await expect(events.first()).toHaveText(/^Passkey kaldırıldı: İş bilgisayarı.*Siz$/);

  // The sign-in is the password and the authenticator's code again. The removed passkey stays
  // on the device, offered in the username field's autofill; the player does not pick it.
  await signOut(page, player.username);
  await authenticator.setPresence(false);
  await visit(page, '/login');
  await signIn(page, player.username, player.password);
  const prompt = page.getByRole('dialog', { name: 'İki adımlı doğrulama' });
  await prompt.getByLabel('6 haneli kod').fill(await nextCode());
  await prompt.getByRole('button', { name: 'Doğrula' }).click();
  await expect(playerMenu(page, player.username)).toBeVisible();
});

/** The words of the section in each language. */
const WORDS = {
  tr: {
    card: "Passkey'ler",
    add: 'Passkey ekle',
    rename: "“Dizüstü” adlı passkey'i yeniden adlandır",
    remove: "“Dizüstü” adlı passkey'i kaldır",
    removeTitle: "Passkey'i kaldır",
    cancel: 'Vazgeç',
    name: /^Passkey adı/,
  },
  en: {
    card: 'Passkeys',
    add: 'Add a passkey',
    rename: 'Rename the passkey “Dizüstü”',
    remove: 'Remove the passkey “Dizüstü”',
    removeTitle: 'Remove the passkey',
    cancel: 'Cancel',
    name: /^Passkey name/,
  },
};

test('the passkey section and its dialogs pass WCAG 2.2 AA at 320 px in tr and en, light and dark', async ({
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
    await addVirtualAuthenticator(page);
    const player = await signedInNewPlayer(page, '/profile?tab=security');
    const card = passkeyCard(page);
    // The add, with its dialog checked at the password and at the name.
    await card.getByRole('button', { name: 'Passkey ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passkey ekle' });
    await dialog.getByLabel(/^Mevcut şifre/).fill(player.password);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Devam et' }).click();
    await dialog.getByLabel(/^Passkey adı/).fill('Dizüstü');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(card.getByRole('heading', { name: 'Dizüstü' })).toBeVisible();

    for (const [language, mode] of LOOKS) {
      const words = WORDS[language];
      await reloadIn(page, [language, mode]);
      const shown = passkeyCard(page, words.card);
      await expect(shown.getByRole('button', { name: words.rename })).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root, [data-placeholder]')).toHaveCount(0);
      const where = `${language}, ${mode}`;
      expect(await sidewaysScroll(page), where).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), where).toEqual([]);

      await shown.getByRole('button', { name: words.rename }).click();
      await expect(shown.getByLabel(words.name)).toBeFocused();
      expect(await sidewaysScroll(page), `${where}, rename`).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), `${where}, rename`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(shown.getByRole('button', { name: words.rename })).toBeFocused();

      await shown.getByRole('button', { name: words.remove }).click();
      const removal = page.getByRole('dialog', { name: words.removeTitle });
      await expect(removal).toBeVisible();
      await stillness(page);
      expect(await axeViolations(page), `${where}, removal`).toEqual([]);
      await removal.getByRole('button', { name: words.cancel }).click();
      await expect(removal).toBeHidden();
      await expect(shown.getByRole('button', { name: words.remove })).toBeFocused();

      await shown.getByRole('button', { name: words.add }).click();
      const adding = page.getByRole('dialog', { name: words.add });
      await expect(adding).toBeVisible();
      await stillness(page);
      expect(await axeViolations(page), `${where}, add`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(adding).toBeHidden();
    }
  } finally {
    await context.close();
  }
});

test('a removal refused at the password keeps the passkey, the message in the dialog', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
  await addVirtualAuthenticator(page);
  const player = await signedInNewPlayer(page, '/profile?tab=security');
  const card = passkeyCard(page);
  await card.getByRole('button', { name: 'Passkey ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passkey ekle' });
  await expect(dialog).toHaveAccessibleDescription('Devam etmek için mevcut şifreni gir.');
  await dialog.getByLabel(/^Mevcut şifre/).fill(player.password);
  await dialog.getByRole('button', { name: 'Devam et' }).click();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  const remove = card.getByRole('button', { name: /adlı passkey'i kaldır$/ });
  await remove.click();
  const removal = page.getByRole('dialog', { name: "Passkey'i kaldır" });
  await expect(removal.getByLabel(/6 haneli kod/)).toHaveCount(0);
  await removal.getByLabel(/^Mevcut şifre/).fill('Yanlis1234');
  await removal.getByRole('button', { name: 'Kaldır' }).click();
  await expect(removal.getByRole('alert')).toHaveText('Mevcut şifreniz hatalı');
  await removal.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(field(page, 'Passkey adı')).toHaveCount(0);
});
