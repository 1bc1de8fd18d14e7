/**
 * Taps timed as INP times an interaction: the browser's Event Timing entries of the tap
 * (pointerdown, pointerup, click share an interactionId), the longest of their durations, each
 * from the touch to the next paint after its handlers.
 */
import type { BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { CPU_SLOWDOWN } from './long-tasks.ts';

/** The least duration the browser reports (its `durationThreshold` floor, as web-vitals asks). */
export const REPORTED_FROM_MS = 16;
/** After what the tap shows: its entries arrive after the next paint, the page settles. */
const SETTLE_MS = 1_500;

interface Observed {
  benchInteractions: Map<number, number>;
}

/** Every page of `context` keeps each interaction's longest event duration from its start. */
export async function observeInteractions(context: BrowserContext): Promise<void> {
  await context.addInitScript((threshold) => {
    const longest = new Map<number, number>();
    (window as unknown as Observed).benchInteractions = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const known = longest.get(entry.interactionId) ?? 0;
        longest.set(entry.interactionId, Math.max(known, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
  }, REPORTED_FROM_MS);
}

/**
 * Taps `target` on a phone's CPU (slowed CPU_SLOWDOWN× through `devtools` from just before the
 * tap until the page settled after `shown` resolves: what the tap must show) and answers the
 * tap's interaction duration. A tap the browser did not report took under REPORTED_FROM_MS and
 * counts as that.
 */
export async function timedTap(
  page: Page,
  devtools: CDPSession,
  target: Locator,
  shown: () => Promise<unknown> = async () => undefined,
): Promise<number> {
  await target.waitFor();
  const before = await lastInteraction(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await target.tap();
    await shown();
    await page.waitForTimeout(SETTLE_MS);
  } finally {
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const durations = await page.evaluate(
    (after) =>
      [...(window as unknown as Observed).benchInteractions]
        .filter(([id]) => id > after)
        .map(([, duration]) => duration),
    before,
  );
  return Math.max(REPORTED_FROM_MS, ...durations);
}

const lastInteraction = (page: Page) =>
  page.evaluate(() => Math.max(0, ...(window as unknown as Observed).benchInteractions.keys()));
