/**
 * One Lighthouse run in a Chromium of its own, gathered once and audited twice: as gathered, and
 * again with the trace's main-thread tasks shrunk to their CPU time (cpu-time-trace.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, {
  desktopConfig,
  type Config,
  type Flags,
  type Result,
  type Trace,
} from 'lighthouse';
import { chromiumPath } from '../site-in-chromium.ts';
import { shrinkTasksToCpuTime } from './cpu-time-trace.ts';
import { longTasksAfterFcp, type LongTasks } from './long-tasks.ts';

export type Preset = 'mobile' | 'desktop';

/** The figures of one audit of a run. */
export interface Scored {
  /** Lighthouse's performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
}

export interface Audited {
  /** As Lighthouse scores the run. */
  raw: Scored;
  /** The same run audited again with its main-thread tasks shrunk to their CPU time. */
  onCpuTime: Scored;
  longTasks: LongTasks;
  /** The largest contentful paint's element, as Lighthouse names it. */
  lcpElement: string;
  /** The layout shift that counted most: its element and score. */
  largestShift: string;
  /** Runs it took: a run Lighthouse reports as failed is repeated. */
  tries: number;
}

const TRIES = 3;
/** Where Lighthouse's gather mode saves the trace (its asset saver's name for it). */
const TRACE_FILE = 'defaultPass.trace.json';

/** Lighthouse's run itself failed (e.g. NO_NAVSTART on a busy machine): it says to run it again. */
class LighthouseFailed extends Error {}

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
    const folder = mkdtempSync(join(tmpdir(), 'bench-lighthouse-run-'));
    try {
      return { ...(await auditOnce(url, preset, folder, prepare)), tries };
    } catch (error) {
      if (!(error instanceof LighthouseFailed) || tries === TRIES) throw error;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

async function auditOnce(
  url: string,
  preset: Preset,
  folder: string,
  prepare?: (port: number) => Promise<void>,
): Promise<Omit<Audited, 'tries'>> {
  const flags: Flags = {
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableFullPageScreenshot: true,
    disableStorageReset: prepare !== undefined,
  };
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const gathered = join(folder, 'gathered');
  await gather(url, { ...flags, gatherMode: gathered }, config, prepare);
  const raw = await auditFolder(gathered, flags, config, url);

  const trace = JSON.parse(readFileSync(join(gathered, TRACE_FILE), 'utf8')) as Trace;
  const longTasks = longTasksAfterFcp(trace);
  const onCpuTime = join(folder, 'on-cpu-time');
  cpSync(gathered, onCpuTime, { recursive: true });
  shrinkTasksToCpuTime(trace);
  writeFileSync(join(onCpuTime, TRACE_FILE), JSON.stringify(trace));
  const rescored = await auditFolder(onCpuTime, flags, config, url);

  return {
    raw: scored(raw),
    onCpuTime: scored(rescored),
    longTasks,
    lcpElement: describeNode(firstNodeRow(raw.audits['largest-contentful-paint-element']?.details)),
    largestShift: largestShift(firstNodeRow(raw.audits['layout-shifts']?.details)),
  };
}

/** Loads `url` in a fresh Chromium and saves what Lighthouse gathered into `flags.gatherMode`. */
async function gather(
  url: string,
  flags: Flags,
  config: Config | undefined,
  prepare?: (port: number) => Promise<void>,
): Promise<void> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    // Chromium refuses to start its sandbox as root.
    chromeFlags: ['--headless=new', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    await prepare?.(chrome.port);
    await lighthouse(url, { ...flags, port: chrome.port }, config);
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's audits of the run saved in `folder`, with the settings it was gathered with. */
async function auditFolder(
  folder: string,
  flags: Flags,
  config: Config | undefined,
  url: string,
): Promise<Result> {
  const result = await lighthouse(undefined, { ...flags, auditMode: folder }, config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseFailed(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  // A page behind sign-in that sent the browser to /login would be measured as the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  return lhr;
}

function scored(lhr: Result): Scored {
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) {
    throw new Error(`Lighthouse on ${lhr.requestedUrl}: no score`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(score * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    speedIndexMs: value('speed-index'),
    cls: value('cumulative-layout-shift'),
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
