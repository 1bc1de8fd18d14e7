import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { audit } from '../lighthouse/audit.ts';
import { chromiumPath } from '../site-in-chromium.ts';
import {
  BUDGET,
  FLOOR,
  lighthouseReport,
  PLAIN,
  type Run,
  type Target,
} from '../lighthouse/lighthouse-report.ts';
import { CPU_SLOWDOWN, LONG_TASK_MS } from '../lighthouse/long-tasks.ts';
import { servedBenchPage, servedSite } from '../lighthouse/served-pages.ts';
import { signInPlayer } from '../lighthouse/sign-in.ts';
import { NotReadyError, type Measure } from '../measure.ts';
import type { PlatformServer } from '../platform-server.ts';

/** Rounds of every mobile target: 3, as one round takes over 3 minutes on the bench's 2 cores. */
const ROUNDS = 3;
const SIGNED_IN = ['/deposit', '/withdraw'];

/** In the order of one round; rounds repeat it, so drifting load touches every page alike. */
const MOBILE: Target[] = [PLAIN, FLOOR, '/', '/slot', '/login', ...SIGNED_IN].map((page) => ({
  page,
  preset: 'mobile' as const,
}));
/** For CLS alone, which the CPU does not sway: once, after the first round's mobile runs. */
const DESKTOP: Target[] = ['/', '/slot', '/login'].map((page) => ({
  page,
  preset: 'desktop' as const,
}));

const measure: Measure = {
  title: 'Lighthouse: the site beside a plain React + MUI page',
  method: [
    'The site is built with `vite build` into a temporary folder and served by `server/main.ts` on a',
    'fresh embedded database, with `SITE_DIR` pointing at it. Two comparison pages are built by the',
    "bench with the site's own precompress plugin, aliases and CSP nonce placeholder, and each is",
    'served by a `server/main.ts` of its own the same way (the same brotli/gzip copies, immutable',
    'caching of `/assets/` and CSP): the plain page (tests/bench/plain-page/: an MUI app bar and 48',
    "cards, each a game picture from the server's `/media` and its name; the site's React, MUI and",
    'Emotion, nothing done for speed) and the floor page (tests/bench/floor-page/: the plain page',
    'plus one use of each package every page of the site loads).',
    '',
    `Lighthouse (the npm package, performance category) drives Debian's headless Chromium`,
    '(`CHROME_PATH`, default `/usr/bin/chromium`), a fresh profile for every run. Mobile preset:',
    "Lighthouse's default config (Moto G Power, simulated slow 4G, 4× CPU slowdown) on the plain",
    `page, the floor page, /, /slot, /login, ${SIGNED_IN.join(' and ')}. Public pages are audited as`,
    'a first visit (storage reset, operator popups shown). For the pages behind sign-in a fresh',
    'player registered over the API signs in through /login in that same Chromium (the session',
    'lives in local storage; popups closed, as a returning player has); the HTTP cache is then',
    'emptied and Lighthouse runs with `disableStorageReset`. A run that ends on another page fails',
    'the measure.',
    '',
    "Each run is gathered once (Lighthouse's `gatherMode`: the browser's artifacts, trace and",
    "DevTools log saved to a folder) and audited twice (`auditMode` on that folder). Raw: Lighthouse's",
    'own figures. On CPU time: a copy of the folder whose trace has every top-level task on the main',
    "thread of the page's renderer shrunk to its thread (CPU) time (`tdur` instead of `dur`), every",
    "event inside the task having its offset from the task's start and its duration scaled by the",
    'same ratio, the rest of the trace kept. Why: Lantern, the simulation behind the mobile preset,',
    `multiplies each task's wall time in the unthrottled trace by ${CPU_SLOWDOWN}; on 2 cores shared with`,
    "other work a task's wall time is 2–10× its CPU time, so the raw figures mostly measure the",
    'other processes. Network, screenshots and the other threads are as gathered: the Speed Index',
    'on CPU time still holds the filmstrip of the contended run.',
    '',
    `Long tasks: from the same run's trace (Lighthouse's trace processor and main-thread tasks),`,
    "the top-level tasks of the page's main thread that start after the first contentful paint",
    `and whose CPU time × ${CPU_SLOWDOWN} exceeds ${LONG_TASK_MS} ms; the figure is their count and`,
    `their CPU time × ${CPU_SLOWDOWN} summed. In brackets, the count on wall time × ${CPU_SLOWDOWN}`,
    '(as Lantern sees them), for reference.',
    '',
    `${ROUNDS} rounds, each auditing every mobile page once in the order above; figures are medians.`,
    'The desktop preset runs once, on /, /slot and /login, after the first round, for CLS alone (a',
    'layout figure the CPU barely sways; a round of it costs ~2 minutes). A run Lighthouse reports',
    'as failed (its runtimeError) is repeated in a fresh Chromium, up to 3 tries.',
    '',
    `Budgets: the score on CPU time ≥ ${BUDGET.score} and ≥ the plain page's median in the same`,
    `run on every route; no long task on ${routesWithLongTasks(0)} and at most 2 on`,
    `${routesWithLongTasks(2)}; Speed Index on CPU time on ${BUDGET.speedIndex.join(' and ')} ≤ the`,
    `plain page's; CLS ≤ ${BUDGET.cls} on both presets. The floor page is there for comparison.`,
  ].join('\n'),

  async run() {
    if (!existsSync(chromiumPath())) {
      throw new NotReadyError(`no Chromium at ${chromiumPath()} (apt-get install chromium)`);
    }
    const servers: PlatformServer[] = [];
    try {
      const served = async (start: () => Promise<PlatformServer>) => {
        const server = await start();
        servers.push(server);
        return server.url;
      };
      const site = await served(servedSite);
      const urls: Record<string, string> = {
        [PLAIN]: `${await served(() => servedBenchPage('plain-page'))}/`,
        [FLOOR]: `${await served(() => servedBenchPage('floor-page'))}/`,
      };
      const signIn = (port: number) => signInPlayer(site, port);

      const loadBefore = loadavg()[0]!;
      const runs: Run[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        for (const target of round === 1 ? [...MOBILE, ...DESKTOP] : MOBILE) {
          const url = urls[target.page] ?? `${site}${target.page}`;
          const prepare = SIGNED_IN.includes(target.page) ? signIn : undefined;
          const audited = await audit(url, target.preset, prepare);
          runs.push({ ...target, round, audited, load: loadavg()[0]! });
        }
      }
      return lighthouseReport(runs, [...MOBILE, ...DESKTOP], {
        before: loadBefore,
        after: loadavg()[0]!,
      });
    } finally {
      for (const server of servers) await server.stop();
    }
  },
};
export default measure;

function routesWithLongTasks(limit: number): string {
  return Object.entries(BUDGET.longTasks)
    .filter(([, most]) => most === limit)
    .map(([route]) => route)
    .join(' and ');
}
