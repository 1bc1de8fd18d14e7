/**
 * The deposit limit offered before money moves (UKGC RTS 12), against the real platform: at
 * registration the player sets a deposit limit or actively chooses "no limit now", and nothing
 * is created without an answer; a player whose answer is a year old is asked again before a
 * deposit, and no step of the wizard is reached until they answer. Each answer is in the
 * player's protection history. The tools stay one link away on the home page and in the wizard.
 * The new controls are used with the keyboard alone, and axe-core finds nothing in Turkish and
 * English, light and dark, at 320 px.
 * A whole-site spec: it moves the platform's clock a year on.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './whole-site-test.ts';
import { axeViolations, sidewaysScroll } from './axe.ts';
import { LOOKS, openPagesIn } from './looks.ts';
import {
  fillRegistration,
  newPlayer,
  openRegistration,
  registeredPlayer,
  signInThroughApi,
} from './players.ts';
import { advanceClock, resetClock } from './support.ts';
import { visit } from './visit.ts';

test.afterEach(() => resetClock());
test.describe.configure({ timeout: 90_000 });

const YEAR_AND_A_DAY_MS = 366 * 24 * 60 * 60 * 1000;

const main = (page: Page) => page.getByRole('main');
const limitSection = (page: Page) => main(page).getByRole('group', { name: 'Yatırım limiti' });
const history = (page: Page) => main(page).getByRole('region', { name: 'Koruma geçmişi' });
const prompt = (page: Page) =>
  main(page).getByRole('heading', { level: 2, name: 'Önce bir yatırım limiti seçin' });
const methods = (page: Page) =>
  main(page).getByRole('heading', { level: 2, name: 'Bir ödeme yöntemi seç' });
const NO_ANSWER = 'Bir yatırım limiti belirleyin ya da “Şimdilik limit yok”u seçin';

/** Whether the platform lets the player sign in: no account, no sign-in. */
async function canSignIn(page: Page, username: string, password: string) {
  const response = await page.context().request.post('/v1', {
    headers: { 'content-type': 'application/json', panel: 'frontend' },
    data: { api: { class: 'user', method: 'login' }, data: { username, password, Lang: 'tr' } },
  });
  return ((await response.json()) as { result: boolean }).result;
}

/** No WCAG 2.2 AA violation, and nothing scrolls sideways at 320 px. */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * A player who chose "no limit now" at registration a year ago, signed in today; the account
 * review that is due too is read first.
 */
async function askedAgain(page: Page) {
  const player = await registeredPlayer();
  await advanceClock(YEAR_AND_A_DAY_MS);
  await signInThroughApi(page, player.username, player.password);
  await visit(page, '/hesap-ozeti');
  await main(page)
    .getByRole('button', { name: /^(Okudum, devam et|I have read it, continue)$/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  return player;
}

test('registration asks for an answer at its section and creates nothing without one; a limit set there is the player’s', async ({
  page,
}) => {
  const player = newPlayer();
  await openRegistration(page);
  await fillRegistration(page, player, '', 'unanswered');
  await expect(limitSection(page)).toContainText(NO_ANSWER);
  const firstChoice = limitSection(page).getByRole('radio', { name: 'Limit belirle' });
  await expect(firstChoice).toBeFocused();
  await expect(firstChoice).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);
  expect(await canSignIn(page, player.username, player.password)).toBe(false);

  await fillRegistration(page, player, '', { period: 'week', amount: 1_500_00 });
  await expect(page).toHaveURL(/\/register-account-confirm$/);

  await signInThroughApi(page, player.username, player.password);
  await visit(page, '/profile?tab=protection');
  const deposit = main(page).getByRole('region', { name: 'Para yatırma limiti' });
  await expect(deposit.getByRole('listitem')).toContainText('Haftalık: ₺1.500,00');
  await expect(history(page).getByRole('listitem').first()).toContainText(
    'Haftalık para yatırma limiti: ₺1.500,00 olarak belirlendi',
  );
  await expect(history(page).getByRole('listitem').first()).toContainText('· Siz');
});

test('a player asked again is held at the limit prompt until they answer, by keyboard; "no limit now" lets them on and is in the history', async ({
  page,
}) => {
  await askedAgain(page);
  // The home page leads to the tools.
  const homeLink = main(page).getByRole('link', { name: 'Sorumlu oyun araçları' });
  await expect(homeLink).toHaveAttribute('href', '/profile?tab=protection');

  await page.getByRole('banner').getByRole('link', { name: 'Para Yatır' }).click();
  await expect(prompt(page)).toBeVisible();
  await expect(methods(page)).toHaveCount(0);
  const wizardLink = main(page).getByRole('link', { name: 'Sorumlu oyun araçları' });
  await expect(wizardLink).toHaveAttribute('href', '/profile?tab=protection');

  // Keyboard only: sent without an answer, the message is told and the focus is on the choice.
  const next = main(page).getByRole('button', { name: 'Devam' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(main(page)).toContainText(NO_ANSWER);
  const setLimit = main(page).getByRole('radio', { name: 'Limit belirle' });
  const noLimit = main(page).getByRole('radio', { name: 'Şimdilik limit yok' });
  await expect(setLimit).toBeFocused();
  await expect(methods(page)).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(noLimit).toBeChecked();
  await expect(noLimit).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(methods(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);

  // The wizard's link leads to the tools, where the answer is the newest line of the history:
  // newest first, the answer, the account review read at the sign-in, the answer at registration.
  await wizardLink.click();
  await expect(page).toHaveURL(/\/profile\?tab=protection$/);
  await expect(history(page).getByRole('listitem')).toHaveText([
    /^Yatırım limiti: para yatırmadan önce “Şimdilik limit yok” seçildi.* · Siz$/,
    /^Hesap özeti okundu/,
    /^Yatırım limiti: kayıtta “Şimdilik limit yok” seçildi.* · Siz$/,
  ]);

  // Answered: the wizard goes straight to the methods.
  await page.goto('/deposit');
  await expect(methods(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
});

test('a limit set at the prompt, by keyboard, applies at once to the amounts offered', async ({
  page,
}) => {
  await askedAgain(page);
  await page.goto('/deposit');
  await expect(prompt(page)).toBeVisible();
  await main(page).getByRole('radio', { name: 'Limit belirle' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  const period = main(page).getByRole('combobox', { name: /^Dönem/ });
  await expect(period).toBeFocused();
  await period.selectOption({ label: 'Günlük' });
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('textbox', { name: /^Tutar \(TRY\)/ })).toBeFocused();
  await page.keyboard.type('300');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Limitiniz hemen geçerli oldu')).toBeVisible();
  await expect(methods(page)).toBeVisible();
  await main(page).getByRole('button', { name: 'Kredi Kartı', exact: true }).click();
  await expect(
    main(page).getByRole('textbox', { name: /^Tutar \(TRY\)/ }),
  ).toHaveAccessibleDescription('Min ₺100 – Maks ₺300');
});

for (const [language, mode] of LOOKS) {
  test(`the registration's limit section and the deposit prompt are accessible (${language}, ${mode})`, async ({
    browser,
  }) => {
    // The site's content security policy would refuse axe-core's injected script.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await openPagesIn(page, [language, mode]);
    try {
      await openRegistration(page);
      await main(page)
        .getByRole('button', { name: language === 'tr' ? 'Üye Ol' : 'Register' })
        .click();
      await expect(main(page).getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');
      await main(page).getByRole('radio').first().check();
      await expectAccessible(page);

      await askedAgain(page);
      await page.goto('/deposit');
      await expect(main(page).getByRole('radio')).toHaveCount(2);
      await main(page)
        .getByRole('button', { name: language === 'tr' ? 'Devam' : 'Continue' })
        .click();
      await expect(main(page).getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');
      await main(page).getByRole('radio').first().check();
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
}
