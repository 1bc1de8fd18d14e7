import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { formatMs, markdownTable, median, type Measure } from '../measure.ts';
import { CHROMIUM_ARGS, chromiumPath, withSiteInChromium } from '../site-in-chromium.ts';

const ROUNDS = 3;
const PHONE = { width: 360, height: 740 };

interface WebManifest {
  name?: string;
  start_url?: string;
  background_color?: string;
  theme_color?: string;
  icons?: { sizes?: string; purpose?: string; type?: string }[];
}

interface Check {
  audit: string;
  passed: boolean;
  seen: string;
}

const largestIcon = (manifest: WebManifest) =>
  Math.max(0, ...(manifest.icons ?? []).map((icon) => Number(icon.sizes?.split('x')[0] ?? 0)));

/**
 * Lighthouse 11's PWA category, audit by audit (Lighthouse 12 dropped the category and left
 * installability to Chromium itself, which `Page.getInstallabilityErrors` asks), plus the start
 * page opening offline, which Lighthouse checked until version 7.
 */
async function pwaChecks(page: Page, siteUrl: string): Promise<Check[]> {
  const devtools = await page.context().newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  const { data } = await devtools.send('Page.getAppManifest');
  await devtools.detach();
  const manifest = JSON.parse(data ?? '{}') as WebManifest;
  const shown = await page.evaluate(() => ({
    viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
    themeColor: document.querySelectorAll('meta[name="theme-color"]').length,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    controlled: navigator.serviceWorker.controller?.scriptURL ?? '',
  }));
  await page.context().setOffline(true);
  const offline = await page.goto(`${siteUrl}${manifest.start_url ?? '/'}`).catch(() => null);
  await page.context().setOffline(false);
  const maskable = (manifest.icons ?? []).some((icon) => icon.purpose?.includes('maskable'));
  return [
    {
      audit: 'installable-manifest',
      passed: installabilityErrors.length === 0,
      seen: installabilityErrors.map((error) => error.errorId).join(', ') || 'no errors',
    },
    {
      audit: 'service-worker (controls the start page)',
      passed: shown.controlled.endsWith('/sw.js'),
      seen: shown.controlled ? new URL(shown.controlled).pathname : 'none',
    },
    {
      audit: 'splash-screen',
      passed:
        Boolean(manifest.name && manifest.background_color && manifest.theme_color) &&
        largestIcon(manifest) >= 512,
      seen: `name, background and theme colours, ${largestIcon(manifest)} px icon`,
    },
    {
      audit: 'themed-omnibox',
      passed: Boolean(manifest.theme_color) && shown.themeColor > 0,
      seen: `manifest ${manifest.theme_color ?? 'none'}, ${shown.themeColor} theme-color meta`,
    },
    {
      audit: 'maskable-icon',
      passed: maskable,
      seen: maskable ? 'yes' : 'none',
    },
    {
      audit: 'viewport',
      passed: /width=device-width/.test(shown.viewport),
      seen: shown.viewport,
    },
    {
      audit: 'content-width',
      passed: shown.scrollWidth === shown.innerWidth,
      seen: `${shown.scrollWidth} px content in a ${shown.innerWidth} px window`,
    },
    {
      audit: 'offline-start-url',
      passed: offline?.status() === 200,
      seen: offline ? `HTTP ${offline.status()}` : 'no answer',
    },
  ];
}

/**
 * A first visit on a phone, in a profile of its own (Chromium counts no incognito context as
 * installable): milliseconds to the first contentful paint, to the request for the worker's
 * registration code, and until the worker controls the page.
 */
async function firstVisit(siteUrl: string) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const started = Date.now();
  await page.goto(siteUrl);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    register:
      performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('register-site-worker'))?.startTime ?? NaN,
  }));
  // Chromium gives a page opened before its worker activated to that worker a moment later.
  while (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  const controlled = Date.now() - started;
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { close, page, controlled, ...timing };
}

const measure: Measure = {
  title: 'The installable app (PWA checks)',
  method: [
    'A production build served by `server/main.ts` on a fresh embedded database; Chromium (a',
    `360 px phone) makes ${ROUNDS} first visits of /. Each reports the first contentful paint,`,
    'when the page asked for the service worker’s registration code (it must come after the',
    'paint), and when the worker first controlled the page. The last visit then runs the checks',
    'of Lighthouse 11’s PWA category one by one (Lighthouse 12 has no such category): Chromium’s',
    'own installability errors (`Page.getInstallabilityErrors`), the manifest as Chromium parsed',
    'it, the page’s metas and width, and the start page opened with the network off.',
  ].join('\n'),

  async run() {
    const { visits, checks } = await withSiteInChromium(async (_browser, siteUrl) => {
      const visits: { paint: number; register: number; controlled: number }[] = [];
      let checks: Check[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const visit = await firstVisit(siteUrl);
        visits.push({ paint: visit.paint, register: visit.register, controlled: visit.controlled });
        if (round === ROUNDS - 1) checks = await pwaChecks(visit.page, siteUrl);
        await visit.close();
      }
      return { visits, checks };
    });
    const passed = checks.filter((check) => check.passed).length;
    const afterPaint = visits.every((visit) => visit.register > visit.paint);
    return {
      figures: [
        {
          label: 'PWA checks passed',
          value: `${passed} of ${checks.length}`,
          budget: { limit: `${checks.length} of ${checks.length}`, met: passed === checks.length },
        },
        {
          label: 'worker registration asked for after the first paint',
          value: `${formatMs(median(visits.map((v) => v.register - v.paint)))} after it`,
          budget: { limit: 'after the paint, every visit', met: afterPaint },
        },
        {
          label: 'first visit until the worker controls the page',
          value: formatMs(median(visits.map((v) => v.controlled))),
        },
      ],
      details: [
        markdownTable(
          ['check', 'passed', 'seen'],
          checks.map((check) => [check.audit, check.passed ? 'yes' : '**no**', check.seen]),
        ),
        '',
        markdownTable(
          ['visit', 'first paint (ms)', 'registration asked (ms)', 'worker controls (ms)'],
          visits.map((v, i) => [
            i + 1,
            Math.round(v.paint),
            Math.round(v.register),
            Math.round(v.controlled),
          ]),
        ),
      ].join('\n'),
    };
  },
};

export default measure;
