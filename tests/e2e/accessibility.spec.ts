import { expect, test, type Browser, type Page } from '@playwright/test';
import { INFO_PAGES, infoPath } from '../../src/runtime/paths.ts';
import { axeViolations, sidewaysScroll, stillness, type AxeRules, type Violation } from './axe.ts';
import { registeredPlayer, signInThroughApi } from './players.ts';
import { networkQuiet, watchNetwork } from './quiet-network.ts';
import { ALL_POPUPS_CLOSED } from './visit.ts';

const PUBLIC_ROUTES = [
  '/',
  '/slot',
  '/live',
  '/promotions',
  '/tournaments',
  ...INFO_PAGES.map((info) => infoPath(info.slug)),
  '/login',
  '/forgot-password',
  '/register',
  '/no-such-page',
];
const SIGNED_IN_ROUTES = [
  '/profile',
  '/profile?tab=protection',
  '/favorites',
  '/notifications',
  '/tickets',
  '/bonuses',
  '/history/finance',
  '/history/bets',
  '/history/games',
  '/deposit',
  '/withdraw',
  // The account review, as a player opens it again (the one due at a sign-in: session-clock.spec.ts).
  '/hesap-ozeti',
];
/** Dialogs and drawers, each opened over its page (in either language). */
interface DialogCase {
  name: string;
  route: string;
  open(page: Page): Promise<void>;
  /** Only where its opener shows (the menu button is for phones and tablets). */
  phoneOnly?: boolean;
}
const PUBLIC_DIALOGS: DialogCase[] = [
  // The address opens it, as a shared promotion link does.
  { name: 'promotion', route: '/promotions?promo=1', open: async () => {} },
  {
    name: 'leaderboard',
    route: '/tournaments',
    open: (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: /^(Sıralama|Leaderboard): / })
        .first()
        .click(),
  },
  {
    name: 'menu drawer',
    route: '/',
    phoneOnly: true,
    open: (page) => page.getByRole('button', { name: /^(Menüyü aç|Open menu)$/ }).click(),
  },
  {
    name: 'home popup',
    route: '/',
    // A first visit: no popup closed yet.
    open: async (page) => {
      await page.evaluate(() => localStorage.removeItem('modalStatus'));
      await page.reload();
      await settled(page);
      // The popup waits for the visitor's first touch of the page.
      await page.keyboard.press('Shift');
    },
  },
];
const SIGNED_IN_DIALOGS: DialogCase[] = [
  {
    name: 'account menu drawer',
    route: '/profile',
    phoneOnly: true,
    open: (page) => page.getByRole('button', { name: /^(Menüyü aç|Open menu)$/ }).click(),
  },
  {
    name: 'quick deposit',
    route: '/',
    open: (page) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: /^(Hızlı para yatır|Quick deposit)$/ })
        .click(),
  },
];
/** A 1280×1024 screen at 400 % zoom (WCAG 1.4.10): also the narrowest phone. */
const NARROWEST = { width: 320, height: 256 };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
type Size = typeof PHONE;
/** What a tour checks: axe-core at these sizes, with these rules; the reflow at 320 px or not. */
interface TourChecks {
  sizes: Size[];
  reflow: boolean;
  rules: AxeRules;
}

type Mode = 'light' | 'dark';
type Language = 'tr' | 'en';
/** Where a violation was found: route, width. */
type Found = Map<string, Violation[]>;

/** The page once its data has arrived: no request under way, no skeleton left. */
async function settled(page: Page) {
  await networkQuiet(page);
  await expect(page.locator('.MuiSkeleton-root, [data-placeholder]')).toHaveCount(0);
}

/**
 * The route opened by the site's router, as the browser's back and forward buttons open it: the
 * site loads once per list of routes instead of once a route (a second of CPU each, on CI).
 */
async function openInPlace(page: Page, route: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/**
 * Each route opened once, at 320 px (the narrowest phone, or 400 % zoom) where it must not scroll
 * sideways (WCAG 1.4.10) when `reflow` is checked, then checked by axe-core at each of `sizes`.
 */
async function checkRoutes(
  page: Page,
  routes: string[],
  { sizes, reflow, rules }: TourChecks,
  found: Found,
) {
  for (const [index, route] of routes.entries()) {
    await page.setViewportSize(reflow ? NARROWEST : sizes[0]!);
    if (index === 0) await page.goto(route);
    else await openInPlace(page, route);
    await settled(page);
    // The footer is built once its place comes into view: scrolled to, so every check has it,
    // then back to the top, where nothing sits under the sticky header.
    await page.mouse.wheel(0, 100_000);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.mouse.wheel(0, -100_000);
    await settled(page);
    const overflow = reflow ? await sidewaysScroll(page) : 0;
    if (overflow > 0) {
      found.set(`${route} at ${NARROWEST.width} px`, [
        { rule: 'reflow', target: 'html', html: '', summary: `scrolls ${overflow} px sideways` },
      ]);
    }
    for (const size of sizes) {
      await page.setViewportSize(size);
      // At the top, as the page opens at this size: a resize keeps the old layout's offset.
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      const violations = await axeViolations(page, rules);
      if (violations.length > 0) found.set(`${route} at ${size.width} px`, violations);
    }
  }
}

/** Each dialog open over its page, checked by axe-core at phone width and on a desktop. */
async function checkDialogs(page: Page, dialogs: DialogCase[], rules: AxeRules, found: Found) {
  for (const dialog of dialogs) {
    const sizes = dialog.phoneOnly ? [PHONE] : [PHONE, DESKTOP];
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(dialog.route);
      await settled(page);
      await dialog.open(page);
      // Dialogs and drawers both sit in a MUI modal, checked once it has faded or slid in.
      await expect(page.locator('.MuiModal-root').last()).toBeVisible();
      await settled(page);
      await stillness(page);
      const violations = await axeViolations(page, rules);
      if (violations.length > 0) found.set(`${dialog.name} dialog at ${size.width} px`, violations);
      await page.evaluate(
        (closed) => localStorage.setItem('modalStatus', closed),
        ALL_POPUPS_CLOSED,
      );
    }
  }
}

/** One visitor's whole tour in a browser context of its own: public pages, then signed in. */
async function tour(browser: Browser, mode: Mode, language: Language): Promise<Found> {
  // The site's content security policy would refuse axe-core's injected script.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  watchNetwork(page);
  // Once per tab: the popup's own check clears what it remembers and loads the page again.
  await page.addInitScript(
    ([closed, chosenMode]) => {
      if (sessionStorage.getItem('toured')) return;
      sessionStorage.setItem('toured', 'yes');
      localStorage.setItem('modalStatus', closed);
      localStorage.setItem('mode', chosenMode);
    },
    [ALL_POPUPS_CLOSED, mode] as const,
  );
  const found: Found = new Map();
  // Both languages' texts reflow at 320 px; a page's colours and its desktop layout are the same in
  // either, so English is checked by axe-core on phones only. The page is the same in either mode
  // but for its colours, so the dark tour checks what colours decide, not the reflow again.
  const checks: TourChecks = {
    sizes: language === 'tr' ? [PHONE, DESKTOP] : [PHONE],
    reflow: mode === 'light',
    rules: mode === 'light' ? 'all' : 'colours',
  };
  const speak = (lang: Language) =>
    page.evaluate((chosen) => localStorage.setItem('language', chosen), lang);
  try {
    await page.goto('/');
    await speak(language);
    await checkRoutes(page, PUBLIC_ROUTES, checks, found);
    await checkDialogs(page, PUBLIC_DIALOGS, checks.rules, found);
    const player = await registeredPlayer();
    await signInThroughApi(page, player.username, player.password);
    await checkRoutes(page, SIGNED_IN_ROUTES, checks, found);
    await checkDialogs(page, SIGNED_IN_DIALOGS, checks.rules, found);
  } finally {
    await context.close();
  }
  return new Map([...found].map(([where, list]) => [`${language}, ${mode}, ${where}`, list]));
}

function report(found: Found): string {
  const byRule = new Map<string, number>();
  for (const list of found.values()) {
    for (const v of list) byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
  }
  const lines = [...byRule].sort((a, b) => b[1] - a[1]).map(([rule, n]) => `${rule}: ${n}`);
  for (const [where, list] of found) {
    lines.push(`— ${where}`);
    for (const v of list.slice(0, 6))
      lines.push(`   ${v.rule} ${v.target}: ${v.summary}\n     ${v.html}`);
  }
  return lines.join('\n');
}

/**
 * The tours: Turkish in either mode, English in light mode. A page's colours are the same in either
 * language, so dark mode is toured in Turkish, on phones and a desktop.
 */
const TOURS: { mode: Mode; language: Language; title: string }[] = [
  { mode: 'light', language: 'tr', title: 'in Turkish, light mode, on phones and a desktop' },
  { mode: 'light', language: 'en', title: 'in English, light mode, on phones' },
  { mode: 'dark', language: 'tr', title: 'in Turkish, dark mode, on phones and a desktop' },
];

// Each tour is a test of its own, on either worker: a tour takes minutes on two shared cores.
test.describe.configure({ mode: 'parallel' });

for (const { mode, language, title } of TOURS) {
  test(`every route and dialog passes WCAG 2.2 AA ${title}`, async ({ browser }) => {
    test.setTimeout(600_000);
    const found = await tour(browser, mode, language);
    expect(found.size, report(found)).toBe(0);
  });
}
