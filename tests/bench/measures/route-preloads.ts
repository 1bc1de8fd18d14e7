import type { Browser } from '@playwright/test';
import { formatMs, markdownTable, median, type Measure } from '../measure.ts';
import { withSiteInChromium } from '../site-in-chromium.ts';

const PATHS = ['/login', '/slot'];
const ROUNDS = 5;
/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Milliseconds from the navigation to the live page replacing the prerendered copy, for the
 * page's HTML as written, or with its modulepreload links removed. Both are answered from the
 * same fetched text, so the page itself costs the same.
 */
async function untilLive(browser: Browser, url: string, html: string, linked: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  const body = linked ? html : html.replace(MODULEPRELOAD, '');
  await page.route(url, (route) => route.fulfill({ body, contentType: 'text/html' }));
  const started = Date.now();
  await page.goto(url);
  await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 60_000 });
  const elapsed = Date.now() - started;
  await context.close();
  return elapsed;
}

const measure: Measure = {
  title: 'Prerendered pages with their code named in the HTML',
  method: [
    'A production build served by `server/main.ts` on a fresh embedded database, visited by',
    "Chromium on Lighthouse's mobile network (150 ms round trips, 1.6 Mbit/s down; no CPU",
    `slowdown). For ${PATHS.join(' and ')}, ${ROUNDS} interleaved rounds of two fresh visits: the`,
    'prerendered HTML as the server writes it, with modulepreload links for the page’s chunk, its',
    'imports and its messages (`src/prerender/route-preloads.ts`), and the same HTML without',
    'those links, where the browser learns of each chunk only when the code before it has run.',
    'Both are answered from one fetched copy. The figure is the median time from the navigation',
    'to the live page replacing the copy (the prerendered `#prerendered` leaving the document).',
  ].join('\n'),

  async run() {
    const rows = await withSiteInChromium(async (browser, siteUrl) => {
      const measured: { path: string; linked: number[]; bare: number[] }[] = [];
      for (const path of PATHS) {
        const url = `${siteUrl}${path}`;
        const html = await (await fetch(url)).text();
        const linked: number[] = [];
        const bare: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          linked.push(await untilLive(browser, url, html, true));
          bare.push(await untilLive(browser, url, html, false));
        }
        measured.push({ path, linked, bare });
      }
      return measured;
    });
    return {
      figures: rows.map(({ path, linked, bare }) => ({
        label: `${path}: live page, code named / not named`,
        value: `${formatMs(median(linked))} / ${formatMs(median(bare))}`,
      })),
      details: markdownTable(
        ['page', 'code named (ms, each round)', 'not named (ms, each round)', 'median gain'],
        rows.map(({ path, linked, bare }) => [
          path,
          linked.join(', '),
          bare.join(', '),
          formatMs(median(bare) - median(linked)),
        ]),
      ),
    };
  },
};
export default measure;
