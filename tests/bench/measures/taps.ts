import { availableParallelism, loadavg } from 'node:os';
import { expect, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CPU_SLOWDOWN } from '../lighthouse/long-tasks.ts';
import { servedBenchPage } from '../lighthouse/served-pages.ts';
import { signInThroughForm } from '../lighthouse/sign-in.ts';
import { observeInteractions, REPORTED_FROM_MS, timedTap } from '../lighthouse/tap-timing.ts';
import { formatMs, markdownTable, median, type Figure, type Measure } from '../measure.ts';
import { withSiteInChromium } from '../site-in-chromium.ts';

/** Taps of each kind in the run. */
const TAPS = 10;
/** The taps of each kind are split over passes, so drifting load touches every kind alike. */
const PASSES = 2;
const BUDGET_MS = 100;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const YARDSTICK = 'Plain page: a card';

interface Tapping {
  page: Page;
  devtools: CDPSession;
  siteUrl: string;
  plainUrl: string;
}

/** A kind of tap: `pass` opens its page and answers the durations of `count` taps. */
interface TapKind {
  name: string;
  pass(tapping: Tapping, count: number): Promise<number[]>;
}

const KINDS: TapKind[] = [
  { name: YARDSTICK, pass: tapPlainCards },
  { name: 'Game tile on /slot (opens the game)', pass: tapGameTiles },
  { name: 'Header menu on /: open', pass: (tapping, count) => tapMenu(tapping, count, 'open') },
  { name: 'Header menu on /: close', pass: (tapping, count) => tapMenu(tapping, count, 'close') },
  { name: 'Deposit amount on /deposit (a quick amount)', pass: tapQuickAmounts },
  { name: 'Favourite on /slot (the heart of a game tile)', pass: tapFavourite },
];

const measure: Measure = {
  title: 'Taps on a phone, timed as INP times them',
  method: [
    'A production build served by `server/main.ts` on a fresh embedded database, and the plain',
    'page of the Lighthouse measure built and served alike by a second one. Playwright drives',
    "Debian's Chromium (`CHROME_PATH`) at a phone viewport (390×844, mobile, touch), signed in as a",
    'fresh player registered over the API who signed in through /login (popups closed, as a',
    'returning player has). Each page is opened at full speed and left until its content shows',
    `and 2 s more; for each tap the CPU is slowed ${CPU_SLOWDOWN}× (DevTools`,
    '`Emulation.setCPUThrottlingRate`) from just before the touch until the page settled after',
    'what the tap shows (1.5 s after it).',
    '',
    "Each tap's duration is INP's: a `PerformanceObserver` on `event` entries",
    `(\`durationThreshold\` ${REPORTED_FROM_MS}), the longest duration among the entries sharing the`,
    "tap's `interactionId` (pointerdown, pointerup, click: from the touch to the next paint after",
    `the handlers). A tap the browser does not report took under ${REPORTED_FROM_MS} ms and counts as`,
    `${REPORTED_FROM_MS} ms. ${TAPS} taps of each kind, in ${PASSES} passes over all kinds (each pass`,
    'opens every page again):',
    '',
    '- the yardstick: a card of the plain page (no handler of its own: what touch, React and a',
    '  paint cost);',
    '- a game tile on /slot, which opens the game (/play/…); the browser goes back between taps;',
    '- the header menu on /: the menu button opens the drawer, its close button closes it;',
    '- the deposit amount: on /deposit, after choosing Garanti BBVA, its quick amounts, two in turn;',
    '- a favourite: the heart of the first game tile on /slot, which adds and removes it in turn.',
    '',
    `Budget: the worst of the ${TAPS} taps of each kind of the site ≤ ${BUDGET_MS} ms.`,
  ].join('\n'),

  async run() {
    const loadBefore = loadavg()[0]!;
    const durations = await withSiteInChromium((browser, siteUrl) =>
      tapEveryKind(browser, siteUrl),
    );
    return report(durations, loadBefore, loadavg()[0]!);
  },
};
export default measure;

async function tapEveryKind(browser: Browser, siteUrl: string): Promise<Map<string, number[]>> {
  const plain = await servedBenchPage('plain-page');
  try {
    const context = await browser.newContext(PHONE);
    await observeInteractions(context);
    const page = await context.newPage();
    await signInThroughForm(page, siteUrl);
    const tapping = {
      page,
      devtools: await context.newCDPSession(page),
      siteUrl,
      plainUrl: plain.url,
    };
    const durations = new Map(KINDS.map(({ name }) => [name, [] as number[]]));
    for (let pass = 0; pass < PASSES; pass++) {
      for (const kind of KINDS) {
        durations.get(kind.name)!.push(...(await kind.pass(tapping, TAPS / PASSES)));
      }
    }
    return durations;
  } finally {
    await plain.stop();
  }
}

/** Opens `url` and waits until `ready` shows and the page had 2 s to finish loading. */
async function open(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2_000);
}

/** Runs `tap` `count` times in a row, answering each tap's duration. */
async function repeat(count: number, tap: (index: number) => Promise<number>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index++) durations.push(await tap(index));
  return durations;
}

const GAME_TILES = 'main a[href^="/play/"]';

async function tapPlainCards({ page, devtools, plainUrl }: Tapping, count: number) {
  await open(page, `${plainUrl}/`, 'main img');
  return repeat(count, (index) =>
    timedTap(page, devtools, page.getByText(`Oyun ${index + 1}`, { exact: true })),
  );
}

async function tapGameTiles({ page, devtools, siteUrl }: Tapping, count: number) {
  await open(page, `${siteUrl}/slot`, GAME_TILES);
  return repeat(count, async () => {
    const took = await timedTap(page, devtools, page.locator(GAME_TILES).first(), () =>
      page.waitForURL(/\/play\//),
    );
    await page.goBack();
    await page.locator(GAME_TILES).first().waitFor();
    await page.waitForTimeout(2_000);
    return took;
  });
}

async function tapMenu({ page, devtools, siteUrl }: Tapping, count: number, tap: 'open' | 'close') {
  const openButton = page.getByRole('button', { name: 'Menüyü aç' });
  // The drawer is modal: its close button is the one "Kapat" left to the accessibility tree.
  const closeButton = page.getByRole('button', { name: 'Kapat' });
  await open(page, `${siteUrl}/`, 'header button');
  return repeat(count, async () => {
    const opened = () => closeButton.waitFor();
    const closed = () => closeButton.waitFor({ state: 'hidden' });
    if (tap === 'open') {
      const took = await timedTap(page, devtools, openButton, opened);
      await closeButton.tap();
      await closed();
      return took;
    }
    await openButton.tap();
    await opened();
    return timedTap(page, devtools, closeButton, closed);
  });
}

async function tapQuickAmounts({ page, devtools, siteUrl }: Tapping, count: number) {
  const main = page.getByRole('main');
  const bank = main.getByRole('button', { name: 'Garanti BBVA', exact: true });
  const amounts = main.getByRole('group', { name: 'Hızlı tutarlar' }).getByRole('button');
  await page.goto(`${siteUrl}/deposit`);
  // The wizard opens on the methods, or on the amount of the method chosen in an earlier pass.
  await bank.or(amounts.first()).first().waitFor({ timeout: 30_000 });
  if (await bank.isVisible()) await bank.click();
  await amounts.first().waitFor();
  await page.waitForTimeout(2_000);
  return repeat(count, (index) => {
    // Two amounts in turn, so every tap changes the amount.
    const amount = amounts.nth(index % 2);
    return timedTap(page, devtools, amount, () =>
      expect(amount).toHaveAttribute('aria-pressed', 'true'),
    );
  });
}

async function tapFavourite({ page, devtools, siteUrl }: Tapping, count: number) {
  await open(page, `${siteUrl}/slot`, GAME_TILES);
  const hearts = page.getByRole('main').getByRole('button', { name: /^Favori/ });
  // The heart names its game through aria-describedby: the same tile whatever moves around it.
  const game = await hearts.first().getAttribute('aria-describedby');
  const heart = page.locator(`main button[aria-describedby="${game}"]`).first();
  return repeat(count, async () => {
    const before = await heart.getAttribute('aria-label');
    return timedTap(page, devtools, heart, () =>
      expect(heart).not.toHaveAttribute('aria-label', before!),
    );
  });
}

function report(durations: Map<string, number[]>, loadBefore: number, loadAfter: number) {
  const rows = KINDS.map(({ name }) => {
    const taken = durations.get(name)!;
    return { name, taken, median: median(taken), worst: Math.max(...taken) };
  });
  const yardstick = rows.find((row) => row.name === YARDSTICK)!;
  const figures: Figure[] = rows.map(({ name, median, worst }) => ({
    label: `Tap, ${name}: worst / median of ${TAPS} (phone, ${CPU_SLOWDOWN}× CPU)`,
    value: `${formatMs(worst)} / ${formatMs(median)}`,
    ...(name === YARDSTICK
      ? {}
      : { budget: { limit: `≤ ${BUDGET_MS} ms`, met: worst <= BUDGET_MS } }),
  }));
  const details = [
    `Load average (1 min) ${loadBefore.toFixed(2)} before the first tap and ${loadAfter.toFixed(2)}`,
    `after the last, on ${availableParallelism()} cores. The yardstick's median is`,
    `${formatMs(yardstick.median)}: what a tap costs on this machine with no handler behind it.`,
    '',
    markdownTable(
      ['Tap', 'Median', 'Worst', 'Every tap, in order (ms)'],
      rows.map(({ name, taken, median, worst }) => [
        name,
        formatMs(median),
        formatMs(worst),
        taken.map((ms) => Math.round(ms)).join(', '),
      ]),
    ),
  ].join('\n');
  return { figures, details };
}
