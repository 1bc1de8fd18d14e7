import type { Page } from '@playwright/test';
import { markdownTable, NotReadyError, type Measure } from '../measure.ts';
import { withSiteInChromium } from '../site-in-chromium.ts';

const BUDGET_ELEMENTS = 1_500;
const VIEWPORTS = [
  { name: 'phone 390×844', width: 390, height: 844, isMobile: true },
  { name: 'desktop 1440×900', width: 1440, height: 900, isMobile: false },
] as const;
const GRID = { role: 'list', name: 'Tüm Slot Oyunları' } as const;
/** A bound on the walk, so a list that never ends cannot hang the bench. */
const MAX_STEPS = 4_000;
const STEP_TIMEOUT_MS = 10_000;

interface Walk {
  viewport: string;
  total: number;
  shown: number;
  steps: number;
  atTop: number;
  maxElements: number;
  maxTiles: number;
}

const measure: Measure = {
  title: 'DOM size of the slot lobby while scrolling every game',
  method: [
    'A production build into a temporary folder, served by `server/main.ts` on a fresh embedded',
    'database (its seeded catalogue) with `SITE_DIR` pointing at it. Playwright drives Chromium',
    '(`CHROME_PATH`, default `/usr/bin/chromium`) at a phone viewport (390×844, mobile) and a desktop',
    'one (1440×900): open `/slot`, wait for the full game grid, then scroll down by 90 % of the window',
    'height at a time, waiting two animation frames and, while the grid is busy, for the page the',
    'scroll asked for (48 games a call), until',
    'the grid shows every game of the catalogue (its “x / total” reads total / total) and the bottom',
    'is reached. After each step `document.querySelectorAll("*").length` is read; the figure is the',
    `largest. Budget: fewer than ${BUDGET_ELEMENTS.toLocaleString('en')} elements at either viewport.`,
  ].join('\n'),

  async run() {
    const walks = await withSiteInChromium(async (browser, siteUrl) => {
      const viewportWalks: Walk[] = [];
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.isMobile,
          hasTouch: viewport.isMobile,
        });
        viewportWalks.push(await walkGrid(await context.newPage(), siteUrl, viewport.name));
        await context.close();
      }
      return viewportWalks;
    });
    return report(walks);
  },
};
export default measure;

const countElements = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);
const countTiles = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('a[href^="/play/slot/"]').length);

/** The grid's "shown / total" line. */
async function shownOfTotal(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.evaluate(() =>
    [...document.querySelectorAll('[role="status"]')]
      .map((element) => element.textContent ?? '')
      .find((content) => /^\d+ \/ \d+$/.test(content.trim())),
  );
  const match = /^(\d+) \/ (\d+)$/.exec(text?.trim() ?? '');
  if (!match) throw new Error('the grid shows no "x / total" line');
  return { shown: Number(match[1]), total: Number(match[2]) };
}

async function walkGrid(page: Page, url: string, viewport: string): Promise<Walk> {
  await page.goto(`${url}/slot`);
  await page.getByRole(GRID.role, { name: GRID.name }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const atTop = await countElements(page);
  let maxElements = atTop;
  let maxTiles = await countTiles(page);
  let steps = 0;
  let counts = await shownOfTotal(page);
  for (; steps < MAX_STEPS; steps++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.9);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // A page the scroll asked for is in when the grid is no longer busy.
    await page.waitForSelector(`[role="list"][aria-label="${GRID.name}"][aria-busy="false"]`, {
      timeout: STEP_TIMEOUT_MS,
    });
    maxElements = Math.max(maxElements, await countElements(page));
    maxTiles = Math.max(maxTiles, await countTiles(page));
    counts = await shownOfTotal(page);
    if (atBottom && counts.shown >= counts.total) break;
  }
  if (counts.total < 3_000) {
    throw new NotReadyError(`the catalogue has ${counts.total} slot games; the walk needs 3,000+`);
  }
  if (counts.shown < counts.total) {
    throw new Error(
      `${viewport}: only ${counts.shown} of ${counts.total} games after ${steps} steps`,
    );
  }
  return { viewport, ...counts, steps, atTop, maxElements, maxTiles };
}

function report(walks: Walk[]) {
  return {
    figures: walks.map((walk) => ({
      label: `Slot lobby DOM elements, max while scrolling ${walk.total} games (${walk.viewport})`,
      value: walk.maxElements.toLocaleString('en'),
      budget: {
        limit: BUDGET_ELEMENTS.toLocaleString('en'),
        met: walk.maxElements < BUDGET_ELEMENTS,
      },
    })),
    details: markdownTable(
      [
        'Viewport',
        'Games shown / total',
        'Scroll steps',
        'Elements at the top',
        'Max elements',
        'Max tiles in the DOM',
      ],
      walks.map((w) => [
        w.viewport,
        `${w.shown} / ${w.total}`,
        w.steps,
        w.atTop,
        w.maxElements,
        w.maxTiles,
      ]),
    ),
  };
}
