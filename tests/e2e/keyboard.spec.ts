/**
 * The money flows with the keyboard alone (WCAG 2.1.1, 2.4.3, 3.3.1): every step reached with
 * Tab, typed, sent with Enter or Space, and after each step the focus where the player goes on.
 * Setting a player up (registration over the API, a card deposit, the authenticator) may use
 * the mouse; the flow under test does not.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { switchAuthenticatorOn } from './authenticator.ts';
import { cashier, headerBalance, newIban, transactionId } from './cashier.ts';
import { field, newPlayer, playerAddress, signedInNewPlayer } from './players.ts';
import { totp } from './totp.ts';
import { visit } from './visit.ts';

// Date fields take their digits in the browser locale's order: month, day, year.
test.use({ locale: 'en-US' });
// Each key and each check of the focus is a round trip to the browser: a whole flow typed
// that way takes 20-45 s on a 2-core machine.
test.describe.configure({ timeout: 90_000 });

const main = (page: Page) => page.getByRole('main');
const pageHeading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const focused = (page: Page) => page.locator(':focus');

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+' : ''}Tab`).toBeFocused();
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** The focused control shows the theme's ring: 3 px, solid (WCAG 2.4.7). */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).toBe('solid 3px');
}

test('sign in with the authenticator code, keyboard only', async ({ page }) => {
  const player = await signedInNewPlayer(page, null);
  const key = await switchAuthenticatorOn(page, player.password);
  await page.context().clearCookies();

  await page.goto('/login');
  await typeInto(page, field(page, 'Kullanıcı adı veya e-posta'), player.username);
  await typeInto(page, field(page, 'Şifre'), player.password);
  await page.keyboard.press('Enter');

  const prompt = page.getByRole('dialog', { name: 'İki adımlı doğrulama' });
  const code = prompt.getByLabel('6 haneli kod');
  await expect(code).toBeFocused();
  // An incomplete code: the field is named as the one to fix, and keeps the focus.
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(
    prompt.getByRole('alert').filter({ hasText: 'Bir alan düzeltilmeli' }),
  ).toBeAttached();
  await expect(code).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  // The current step's code was spent switching the authenticator on: the next one.
  await page.keyboard.type(totp(key, Date.now(), 1));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText(player.username)).toBeVisible();
  await expect(pageHeading(page)).toBeFocused();
});

test('register, keyboard only: a refused submit leads to the first field to fix', async ({
  page,
}) => {
  const player = newPlayer();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
  await visit(page, '/register');
  const submit = main(page).getByRole('button', { name: 'Üye Ol' });
  await tabTo(page, submit);
  await expectFocusRing(submit);
  await page.keyboard.press('Enter');
  await expect(field(page, 'Ad')).toBeFocused();
  await expect(
    main(page)
      .getByRole('alert')
      .filter({ hasText: /\d+ alan düzeltilmeli/ }),
  ).toBeAttached();

  await page.keyboard.type('Elif');
  await typeInto(page, field(page, 'Soyad'), 'Demir');
  await typeInto(page, field(page, 'Doğum tarihi'), '05171990');
  await typeInto(page, field(page, 'T.C. Kimlik No'), player.tckn);
  await typeInto(page, field(page, 'Şehir'), 'İstanbul');
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Adres' }),
    'Bağdat Caddesi No: 12, Kadıköy',
  );
  await typeInto(page, field(page, 'Kullanıcı adı'), player.username);
  await typeInto(page, field(page, 'E-posta'), player.email);
  await typeInto(page, field(page, 'Cep telefonu'), player.phone);
  await typeInto(page, field(page, 'Şifre'), player.password);
  await typeInto(page, field(page, 'Şifre (tekrar)'), player.password);
  // The deposit limit's answer: into the choice, then the arrow to "no limit now".
  await tabTo(page, main(page).getByRole('radio', { name: 'Limit belirle' }));
  await page.keyboard.press('ArrowDown');
  await expect(main(page).getByRole('radio', { name: 'Şimdilik limit yok' })).toBeChecked();
  const rules = main(page).getByRole('checkbox', { name: /18 yaşından büyük olduğumu/ });
  await tabTo(page, rules);
  await page.keyboard.press('Space');
  await expect(rules).toBeChecked();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/register-account-confirm$/);
  await expect(pageHeading(page)).toBeFocused();
});

test('deposit by bank transfer, keyboard only', async ({ page }) => {
  await signedInNewPlayer(page);
  const deposit = page.getByRole('banner').getByRole('link', { name: 'Para Yatır' });
  await tabTo(page, deposit);
  await expectFocusRing(deposit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(pageHeading(page)).toBeFocused();

  await tabTo(page, main(page).getByRole('button', { name: 'Garanti BBVA', exact: true }));
  await page.keyboard.press('Enter');
  await typeInto(page, field(page, 'Tutar (TRY)'), '750');
  await page.keyboard.press('Enter');

  // The transfer's details: sent empty, the first missing one takes the focus.
  const branch = field(page, 'Şube');
  await tabTo(page, main(page).getByRole('button', { name: 'Devam' }));
  await page.keyboard.press('Enter');
  await expect(branch).toBeFocused();
  await expect(
    main(page)
      .getByRole('alert')
      .filter({ hasText: /alan düzeltilmeli/ }),
  ).toBeAttached();
  await page.keyboard.type('Kadıköy');
  await typeInto(page, field(page, 'Hesap numarası'), '6290417385');
  await typeInto(page, field(page, 'Referans numarası'), 'HVL20261122');
  await page.keyboard.press('Enter');

  const bonusStep = main(page).getByRole('heading', { name: 'Bonus seç' });
  await expect(bonusStep).toBeFocused();
  await tabTo(page, main(page).getByRole('button', { name: 'Devam' }));
  await page.keyboard.press('Enter');
  await tabTo(page, main(page).getByRole('button', { name: 'Onayla' }));
  await page.keyboard.press('Enter');

  await expect(focused(page)).toHaveText('Talebin alındı');
  const id = await transactionId(page);
  expect(await cashier('approve', id)).toContain(id);
});

/** The password field of the open step-up dialog titled `title`. */
const stepUpPassword = (page: Page, title: string) =>
  page.getByRole('dialog', { name: title }).getByLabel(/^Mevcut şifre/);

test('withdraw to a new bank account, keyboard only', async ({ page }) => {
  const { password } = await signedInNewPlayer(page, '/deposit');
  await main(page).getByRole('button', { name: 'Kredi Kartı', exact: true }).click();
  await field(page, 'Tutar (TRY)').fill('1000');
  await main(page).getByRole('button', { name: 'Devam' }).click();
  await main(page).getByRole('button', { name: 'Devam' }).click();
  await main(page).getByRole('button', { name: 'Onayla' }).click();
  await page.getByRole('button', { name: 'Öde' }).click();
  await expect(headerBalance(page)).toContainText('1.000,00');

  await page.goto('/withdraw');
  await tabTo(page, main(page).getByRole('button', { name: 'Havale / EFT', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, main(page).getByRole('button', { name: 'Yeni hesap ekle' }));
  await page.keyboard.press('Enter');
  const form = main(page).getByRole('form', { name: 'Yeni banka hesabı' });
  await typeInto(page, form.getByLabel(/Hesap sahibi/), 'Elif Demir');
  await typeInto(page, form.getByLabel(/^Şube/), 'Moda');
  await typeInto(page, form.getByLabel(/^Hesap numarası/), '12345678');
  await typeInto(page, form.getByLabel(/^IBAN/), newIban());
  await page.keyboard.press('Enter');
  // Saving it takes the step-up: its dialog, answered from the keyboard too.
  await typeInto(page, stepUpPassword(page, 'Banka hesabını onayla'), password);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();

  const next = main(page).getByRole('button', { name: 'Devam' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  const amount = field(page, 'Tutar (TRY)');
  await tabTo(page, amount);
  // Nothing typed: the amount is the field to fix, and keeps the focus.
  await page.keyboard.press('Enter');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('400');
  await page.keyboard.press('Enter');
  await typeInto(page, field(page, 'T.C. kimlik kartı son geçerlilik tarihi'), '05142031');
  await page.keyboard.press('Enter');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await tabTo(page, main(page).getByRole('button', { name: 'Para çekme talebini gönder' }));
  await page.keyboard.press('Enter');
  // To an account added a moment ago: the withdrawal's step-up.
  await typeInto(page, stepUpPassword(page, 'Çekimi onayla'), password);
  await page.keyboard.press('Enter');

  await expect(focused(page)).toHaveText('Talebin alındı');
  await expect(headerBalance(page)).toContainText('600,00');
});

test('favourite a found game, launch it and close it, keyboard only', async ({ page }) => {
  await signedInNewPlayer(page, '/slot');
  await typeInto(page, main(page).getByRole('searchbox', { name: 'Oyun ara' }), 'Volcano');
  const results = main(page).getByRole('list', { name: 'Arama sonuçları' });
  const tile = results.getByRole('listitem').first();
  await expect(tile).toContainText('Volcano');
  await expect(page).toHaveURL(/\/slot\?q=Volcano$/);

  // The tile's one button; its name turns to 'Favorilerden çıkar' once pressed.
  const heart = tile.getByRole('button');
  await expect(heart).toHaveAccessibleName('Favorilere ekle');
  await tabTo(page, heart);
  await expectFocusRing(heart);
  await page.keyboard.press('Space');
  // Saved with the focus kept on the same heart, now pressed.
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toBeFocused();
  await expect(heart).toHaveAttribute('aria-disabled', 'false');

  const link = tile.getByRole('link');
  await tabTo(page, link, { back: true });
  const href = await link.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
  await expect(pageHeading(page)).toBeFocused();

  await tabTo(page, main(page).getByRole('button', { name: 'Oyunu kapat' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/slot\?q=Volcano$/);
  await expect(main(page).getByRole('searchbox', { name: 'Oyun ara' })).toHaveValue('Volcano');
  await expect(results.getByRole('link').first()).toBeFocused();
});

test('a game opened from a rail of the slot lobby gives the focus back to its tile', async ({
  page,
}) => {
  await signedInNewPlayer(page, '/slot');
  const tile = main(page).getByRole('listitem').locator('a[href^="/play/"]').first();
  await tabTo(page, tile);
  const href = await tile.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
  await tabTo(page, main(page).getByRole('button', { name: 'Oyunu kapat' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/slot$/);
  await expect(focused(page)).toHaveAttribute('href', href!);
});

test('"show more" keeps the focus of the player who pressed it while the next games load', async ({
  page,
}) => {
  // The second page of the list answers when the test lets it, so its loading can be looked at.
  let answerNextPage = () => {};
  const nextPageHeld = new Promise<void>((resolve) => (answerNextPage = resolve));
  await page.route('**/v1', async (route) => {
    const call = route.request().postData() ?? '';
    if (call.includes('"games_list"') && call.includes('"offset":48')) await nextPageHeld;
    await route.continue();
  });
  await visit(page, '/slot/category/27');
  const more = main(page).getByRole('button', { name: /^(Daha fazla göster|Yükleniyor…)$/ });
  await more.focus();
  await page.keyboard.press('Enter');
  // Busy: it says so and takes no second press, but the focus stays on it.
  await expect(more).toHaveAccessibleName('Yükleniyor…');
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  answerNextPage();
  await expect(more).toHaveAccessibleName('Daha fazla göster');
  await expect(more).toBeFocused();
  await expect(main(page).getByText(/^96 \/ [\d.]+$/)).toBeVisible();
});
