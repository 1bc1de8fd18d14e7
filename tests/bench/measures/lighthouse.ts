import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { audit, chromePath, type Audited, type Preset } from '../lighthouse/audit.ts';
import { buildBenchPage } from '../bench-page-build.ts';
import { signInPlayer } from '../lighthouse/sign-in.ts';
import { markdownTable, median, NotReadyError, type Figure, type Measure } from '../measure.ts';
import { REPO_ROOT, startPlatformServer, type PlatformServer } from '../platform-server.ts';

const RUNS = 3;
const BUDGET = { score: 90, lcpMs: 2_500, tbtMs: 200, cls: 0.02 };
const PLAIN = 'plain page';

interface Target {
  page: string;
  preset: Preset;
}

/** In the order of one round; rounds repeat it, so drifting load touches every page alike. */
const TARGETS: Target[] = [
  ...[PLAIN, '/', '/slot', '/login', '/deposit'].map((page) => ({
    page,
    preset: 'mobile' as const,
  })),
  ...[PLAIN, '/', '/slot', '/login'].map((page) => ({ page, preset: 'desktop' as const })),
];

interface Run extends Target {
  round: number;
  audited: Audited;
  load: number;
}

const measure: Measure = {
  title: 'Lighthouse: the site beside a plain React + MUI page',
  method: [
    'The site is built with `vite build` into a temporary folder and served by `server/main.ts` on a',
    'fresh embedded database, with `SITE_DIR` pointing at it. The plain page',
    '(tests/bench/plain-page/: an MUI app bar and 48 cards, each a game picture from the',
    "server's `/media` and its name; the site's React, MUI and Emotion, nothing done for speed) is",
    "built by the bench too, with the site's own precompress plugin and CSP nonce placeholder, and",
    'served by a second `server/main.ts` with `SITE_DIR` pointing at it: the same brotli/gzip',
    'copies, immutable caching of `/assets/` and CSP.',
    '',
    `Lighthouse (the npm package, performance category) drives Debian's headless Chromium`,
    '(`CHROME_PATH`, default `/usr/bin/chromium`), a fresh profile for every run. Mobile preset:',
    "Lighthouse's default config (Moto G Power, simulated slow 4G, 4× CPU slowdown) on the plain",
    'page, /, /slot, /login and /deposit; desktop preset on the plain page, /, /slot and /login.',
    'Public pages are audited as a first visit (storage reset, operator popups shown). For',
    '/deposit a fresh player registered over the API signs in through /login in that same',
    'Chromium (the session lives in local storage; popups closed, as a returning player has); the',
    'HTTP cache is then emptied and Lighthouse runs with `disableStorageReset`. A run that ends on',
    'another page fails the measure.',
    '',
    `${RUNS} rounds, each auditing every page once in the table's order; figures are medians. A run`,
    'Lighthouse reports as failed (its runtimeError) is repeated in a fresh Chromium, up to 3 tries.',
    `Budgets: mobile score ≥ ${BUDGET.score} and not below the plain page's median in the same`,
    `run, LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls} on both`,
    'presets. Lighthouse under simulated throttling still depends on the CPU it gets: the details',
    'give the load average around the runs.',
  ].join('\n'),

  async run() {
    if (!existsSync(chromePath())) {
      throw new NotReadyError(`no Chromium at ${chromePath()} (apt-get install chromium)`);
    }
    delete process.env.INSPECT;
    const siteDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-site-'));
    const plainDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-plain-'));
    const previousSiteDir = process.env.SITE_DIR;
    const servers: PlatformServer[] = [];
    try {
      await build({ root: REPO_ROOT, logLevel: 'error', build: { outDir: siteDir } }).catch(
        (error: unknown) => {
          throw new NotReadyError(`the site does not build (vite build failed): ${String(error)}`);
        },
      );
      await buildBenchPage('plain-page', plainDir);
      const serve = async (dir: string) => {
        process.env.SITE_DIR = dir;
        const server = await startPlatformServer();
        servers.push(server);
        return server.url;
      };
      const site = await serve(siteDir);
      const plain = await serve(plainDir);

      const loadBefore = loadavg()[0]!;
      const runs: Run[] = [];
      for (let round = 1; round <= RUNS; round++) {
        for (const target of TARGETS) {
          const url = target.page === PLAIN ? `${plain}/` : `${site}${target.page}`;
          const prepare =
            target.page === '/deposit' ? (port: number) => signInPlayer(site, port) : undefined;
          const audited = await audit(url, target.preset, prepare);
          runs.push({ ...target, round, audited, load: loadavg()[0]! });
        }
      }
      return report(runs, loadBefore, loadavg()[0]!);
    } finally {
      for (const server of servers) await server.stop();
      if (previousSiteDir === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = previousSiteDir;
      rmSync(siteDir, { recursive: true, force: true });
      rmSync(plainDir, { recursive: true, force: true });
    }
  },
};
export default measure;

type Key = 'score' | 'lcpMs' | 'tbtMs' | 'cls';

interface Summary extends Target {
  medians: Record<Key, number>;
  /** The run whose score is the median, for the elements Lighthouse points at. */
  typical: Audited;
}

function summarize(runs: Run[], { page, preset }: Target): Summary {
  const own = runs.filter((run) => run.page === page && run.preset === preset);
  const of = (key: Key) => median(own.map((run) => run.audited[key]));
  const medians = { score: of('score'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') };
  const typical = own.find((run) => run.audited.score === medians.score) ?? own[0]!;
  return { page, preset, medians, typical: typical.audited };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const shift = (value: number) => value.toFixed(3);

function figuresOf({ page, preset, medians }: Summary, plainScore: number): Figure[] {
  const isPlain = page === PLAIN;
  const name = `${page}, ${preset}`;
  const within = (limit: string, met: boolean) => (isPlain ? {} : { budget: { limit, met } });
  const cls = {
    label: `Lighthouse CLS, ${name} (median of ${RUNS})`,
    value: shift(medians.cls),
    ...within(`≤ ${BUDGET.cls}`, medians.cls <= BUDGET.cls),
  };
  if (preset === 'desktop') return [cls];
  return [
    {
      label: `Lighthouse performance score, ${name} (median of ${RUNS})`,
      value: String(medians.score),
      ...within(
        `≥ ${BUDGET.score} and ≥ the plain page (${plainScore})`,
        medians.score >= BUDGET.score && medians.score >= plainScore,
      ),
    },
    {
      label: `Lighthouse LCP, ${name} (median of ${RUNS})`,
      value: seconds(medians.lcpMs),
      ...within(`≤ ${seconds(BUDGET.lcpMs)}`, medians.lcpMs <= BUDGET.lcpMs),
    },
    {
      label: `Lighthouse TBT, ${name} (median of ${RUNS})`,
      value: ms(medians.tbtMs),
      ...within(`≤ ${ms(BUDGET.tbtMs)}`, medians.tbtMs <= BUDGET.tbtMs),
    },
    cls,
  ];
}

/** Markdown table cells hold one line and no pipe. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

function report(runs: Run[], loadBefore: number, loadAfter: number) {
  const summaries = TARGETS.map((target) => summarize(runs, target));
  const plainScore = summaries.find((s) => s.page === PLAIN && s.preset === 'mobile')!.medians
    .score;
  const details = [
    `Load average (1 min) ${loadBefore.toFixed(2)} before the first run and ${loadAfter.toFixed(2)}`,
    `after the last, on ${availableParallelism()} cores; the per-run table gives it after each run.`,
    '',
    markdownTable(
      ['Page', 'Preset', 'Score', 'LCP', 'TBT', 'CLS', 'LCP element', 'Largest layout shift'],
      summaries.map(({ page, preset, medians, typical }) => [
        page,
        preset,
        medians.score,
        seconds(medians.lcpMs),
        ms(medians.tbtMs),
        shift(medians.cls),
        cell(typical.lcpElement),
        cell(typical.largestShift),
      ]),
    ),
    '',
    'Medians; the elements are those of the run with the median score.',
    '',
    markdownTable(
      ['Round', 'Page', 'Preset', 'Score', 'LCP', 'TBT', 'CLS', 'Load after', 'Tries'],
      runs.map((run) => [
        run.round,
        run.page,
        run.preset,
        run.audited.score,
        seconds(run.audited.lcpMs),
        ms(run.audited.tbtMs),
        shift(run.audited.cls),
        run.load.toFixed(2),
        run.audited.tries,
      ]),
    ),
  ].join('\n');
  return { figures: summaries.flatMap((s) => figuresOf(s, plainScore)), details };
}
