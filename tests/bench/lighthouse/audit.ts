/** One Lighthouse run in a Chromium of its own, and the figures the bench reads from its report. */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

export interface Audited {
  /** Lighthouse's performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest contentful paint's element, as Lighthouse names it. */
  lcpElement: string;
  /** The layout shift that counted most: its element and score. */
  largestShift: string;
  /** Runs it took: a run Lighthouse reports as failed is repeated. */
  tries: number;
}

const TRIES = 3;

/** Lighthouse's run itself failed (e.g. NO_NAVSTART on a busy machine): it says to run it again. */
class LighthouseFailed extends Error {}

export const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's navigation on `url` in a fresh headless Chromium (a new profile each run), with
 * the mobile preset (its default config) or the desktop one. `prepare` sets the browser up
 * first through its debugging port; Lighthouse then keeps the storage it left.
 */
export async function audit(
  url: string,
  preset: Preset,
  prepare?: (port: number) => Promise<void>,
): Promise<Audited> {
  for (let tries = 1; ; tries++) {
    try {
      return { ...(await auditOnce(url, preset, prepare)), tries };
    } catch (error) {
      if (!(error instanceof LighthouseFailed) || tries === TRIES) throw error;
    }
  }
}

async function auditOnce(
  url: string,
  preset: Preset,
  prepare?: (port: number) => Promise<void>,
): Promise<Omit<Audited, 'tries'>> {
  const chrome = await launch({
    chromePath: chromePath(),
    // Chromium refuses to start its sandbox as root.
    chromeFlags: ['--headless=new', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableFullPageScreenshot: true,
        disableStorageReset: prepare !== undefined,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return figuresOf(result.lhr, url);
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: Result, url: string): Omit<Audited, 'tries'> {
  if (lhr.runtimeError)
    throw new LighthouseFailed(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A page behind sign-in that sent the browser to /login would be measured as the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse on ${url}: no score`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(score * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: describeNode(firstNodeRow(lhr.audits['largest-contentful-paint-element']?.details)),
    largestShift: largestShift(firstNodeRow(lhr.audits['layout-shifts']?.details)),
  };
}

type Details = Result['audits'][string]['details'];
type TableItem = Extract<Details, { type: 'table' }>['items'][number];

/** The first row of an audit's table (or of its list's first table) that names an element. */
function firstNodeRow(details: Details): TableItem | undefined {
  if (details?.type === 'list') return firstNodeRow(details.items[0] as Details);
  if (details?.type !== 'table') return undefined;
  return details.items.find((item) => item.node);
}

/** `selector` “text”: the selector finds the element, the text tells it apart at a glance. */
function describeNode(row: TableItem | undefined): string {
  const node = row?.node;
  if (!node || typeof node !== 'object' || !('type' in node) || node.type !== 'node') return '–';
  const selector = `\`${node.selector ?? '?'}\``;
  // Lighthouse labels an element without text by its selector again.
  if (!node.nodeLabel || node.nodeLabel === node.selector) return selector;
  return `${selector} “${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 40)}”`;
}

function largestShift(row: TableItem | undefined): string {
  return typeof row?.score === 'number' ? `${describeNode(row)} ${row.score.toFixed(3)}` : '–';
}
