import type { CDPSession, Page } from '@playwright/test';
import { formatMs, markdownTable, median, type Measure } from '../measure.ts';
import { withSiteInChromium } from '../site-in-chromium.ts';

const CPU_SLOWDOWN = 4;
/** Milliseconds between keys: a quick typist. */
const KEY_DELAY_MS = 120;
const TYPED = [
  { label: 'Ad', text: 'Elif Nur' },
  { label: 'Soyad', text: 'Demirtaş' },
  { label: 'Adres', text: 'Bağdat Caddesi No: 12, Kadıköy' },
  { label: 'E-posta', text: 'elif.demirtas@example.com' },
];
const KEYS = TYPED.reduce((total, { text }) => total + text.length, 0);

interface Typed {
  /** Per key: from the key to the end of its last event handler, in ms. */
  handled: number[];
  scriptMs: number;
}

const measure: Measure = {
  title: 'Typing in the registration form',
  method: [
    'A production build served by `server/main.ts` on a fresh embedded database; Playwright drives',
    "Debian's Chromium (`CHROME_PATH`) at a phone viewport (390×844, mobile), open on /register",
    'until the network is idle and 3 s more (the start is Lighthouse’s to measure). With the CPU',
    `slowed ${CPU_SLOWDOWN}× (as Lighthouse's mobile preset), ${KEYS} keys are typed ${KEY_DELAY_MS} ms`,
    `apart into four fields (${TYPED.map(({ label }) => label).join(', ')}).`,
    '',
    "Script per key: the page's `ScriptDuration` (DevTools Performance metrics) over the typing,",
    "divided by the keys. Handled: for each key, the browser's Event Timing entries from the key to",
    'the end of its last handler (its wait for the main thread, then the handlers; keys under 16 ms',
    'are not reported by the browser and count as 16). Paint is left out: in this bench the next',
    'frame at times comes 3–5 s after a key while the page’s main thread is idle, and the same',
    'typing in the Chromium of the Playwright tests shows no such wait.',
  ].join('\n'),

  async run() {
    const typed = await withSiteInChromium(async (browser, siteUrl) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${siteUrl}/register`);
      return typeIntoForm(page, await context.newCDPSession(page));
    });
    const sorted = [...typed.handled].sort((a, b) => a - b);
    const perKey = `${(typed.scriptMs / KEYS).toFixed(1)} ms`;
    return {
      figures: [
        { label: `Registration form, script per key (phone, ${CPU_SLOWDOWN}× CPU)`, value: perKey },
        {
          label: `Registration form, key handled, median / worst (phone, ${CPU_SLOWDOWN}× CPU)`,
          value: `${formatMs(median(sorted))} / ${formatMs(sorted.at(-1)!)}`,
        },
      ],
      details: markdownTable(
        ['Keys', 'Script per key', 'Handled: median', 'Handled: worst'],
        [[KEYS, perKey, formatMs(median(sorted)), formatMs(sorted.at(-1)!)]],
      ),
    };
  },
};
export default measure;

/**
 * A text field by its label, which may carry the required-field asterisk. By role, unlike the
 * specs' `field` (tests/e2e/players.ts): the address fieldset is labelled "Adres" too.
 */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

async function typeIntoForm(page: Page, devtools: CDPSession): Promise<Typed> {
  await field(page, TYPED[0]!.label).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3_000);
  await page.evaluate(() => {
    const handled = new Map<number, number>();
    Object.assign(window, { keysHandled: handled });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const took = entry.processingEnd - entry.startTime;
        handled.set(entry.interactionId, Math.max(handled.get(entry.interactionId) ?? 0, took));
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await devtools.send('Performance.enable');
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scriptBefore = await scriptSeconds(devtools);
  for (const { label, text } of TYPED) {
    await field(page, label).focus();
    await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  }
  const scriptMs = ((await scriptSeconds(devtools)) - scriptBefore) * 1000;
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Entries come after the next paint.
  await page.waitForTimeout(8_000);
  const reported = await page.evaluate(() => [
    ...(window as unknown as { keysHandled: Map<number, number> }).keysHandled.values(),
  ]);
  if (reported.length > KEYS) throw new Error(`${reported.length} interactions for ${KEYS} keys`);
  const unreported = Array.from({ length: KEYS - reported.length }, () => 16);
  return { handled: [...reported, ...unreported], scriptMs };
}

async function scriptSeconds(devtools: CDPSession): Promise<number> {
  const { metrics } = await devtools.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')!.value;
}
