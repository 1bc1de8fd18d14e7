import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rules of WCAG 2.2 AA, as axe-core tags them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG 2.2 AA rules whose outcome depends on colours alone: what another colour scheme of the
 * same page can change.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every WCAG 2.2 AA rule, or only those colours decide. */
export type AxeRules = 'all' | 'colours';

/** One rule broken on one element, in words a failing test can show. */
export interface Violation {
  rule: string;
  target: string;
  /** The element's opening, as axe-core quotes it. */
  html: string;
  summary: string;
}

interface AxeResult {
  id: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe?: {
      run(
        context: Document | { include: string[][] },
        options: object,
      ): Promise<{
        violations: AxeResult[];
        incomplete: AxeResult[];
      }>;
    };
  }
}

/** axe-core into the page, once. */
async function loadAxe(page: Page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) {
    await page.addScriptTag({ content: AXE_SOURCE });
  }
}

/**
 * axe-core's WCAG 2.2 AA rules on the page once it stands still (open dialogs included): a
 * colour read mid-transition, such as a button turning from disabled to enabled, is neither. The
 * page's content security policy would refuse the injected script: contexts that use this set
 * bypassCSP.
 */
export async function axeViolations(page: Page, rules: AxeRules = 'all'): Promise<Violation[]> {
  await stillness(page);
  await loadAxe(page);
  const runOnly =
    rules === 'colours'
      ? { type: 'rule', values: COLOUR_RULES }
      : { type: 'tag', values: WCAG_22_AA };
  return page.evaluate(async (only) => {
    const results = await window.axe!.run(document, { runOnly: only, resultTypes: ['violations'] });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        target: node.target.join(' '),
        html: node.html.slice(0, 200),
        summary: (node.failureSummary ?? '').split('\n').slice(0, 3).join(' '),
      })),
    );
  }, runOnly);
}

/**
 * Text and controls inside `selectors` whose contrast axe-core finds too low, or cannot tell
 * (a background it cannot read, such as a gradient, hid a 3.3:1 button from the whole-site check).
 */
export async function contrastFindings(page: Page, selectors: string[]): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async (include) => {
    const results = await window.axe!.run(
      { include: include.map((selector) => [selector]) },
      {
        runOnly: { type: 'rule', values: ['color-contrast'] },
        resultTypes: ['violations', 'incomplete'],
      },
    );
    const quote = (verdict: string, list: AxeResult[]) =>
      list.flatMap((v) => v.nodes.map((n) => `${verdict}: ${n.html.slice(0, 120)}`));
    return [...quote('too low', results.violations), ...quote('untold', results.incomplete)];
  }, selectors);
}

/**
 * Until every animation that ends has ended (a spinner's endless one never does): axe reads
 * colours once a dialog or menu has faded in (mid-fade, text blends with the backdrop).
 */
export async function stillness(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (motion) =>
          motion.playState !== 'running' ||
          motion.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** How far the page scrolls sideways: 0 when it reflows into the window's width (WCAG 1.4.10). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
