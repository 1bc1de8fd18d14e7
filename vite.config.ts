import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { isFirstPageMessage } from './src/i18n/first-page-messages.ts';
import { messageUses, modulesOf, pageFile, routerPages } from './src/i18n/message-usage.ts';

const serverPort = Number(process.env.PORT ?? 8080);
const apiTarget = `http://localhost:${process.env.DEV_API_PORT ?? 8081}`;

const I18N_DIR = fileURLToPath(new URL('src/i18n/', import.meta.url));
const COMPILED_MESSAGES = 'virtual:compiled-messages/';
const PAGE_MESSAGES = 'virtual:page-messages';
const LANGS = ['tr', 'en'];

/**
 * `virtual:compiled-messages/<lang>/first` and `…/<lang>/page/<page>`: src/i18n/<lang>.json
 * parsed into ICU syntax trees at build time, the way intl-messageformat would parse them at
 * runtime, so the browser needs no ICU parser. `first` is what any first page needs
 * (src/i18n/first-page-messages.ts); a page's part is every other message its modules use
 * (src/i18n/message-usage.ts), or all of them while developing, where sources change under a
 * running server. `virtual:page-messages` holds each language's loader of each page's part. A
 * visitor downloads only the language the site speaks to them, and only its pages' texts.
 */
function compiledMessages({ developing }: { developing: boolean }): Plugin {
  const keysOfPage = (page: string, keys: string[]): Set<string> => {
    if (developing) return new Set(keys);
    const uses = messageUses(modulesOf([pageFile(page)]), keys);
    return new Set(uses.map(({ key }) => key));
  };
  return {
    name: 'compiled-messages',
    resolveId: (id) =>
      id.startsWith(COMPILED_MESSAGES) || id === PAGE_MESSAGES ? `\0${id}` : undefined,
    load(id) {
      if (id === `\0${PAGE_MESSAGES}`) {
        const loaders = (lang: string) =>
          routerPages()
            .map(
              (page) =>
                `${JSON.stringify(page)}: () => import('${COMPILED_MESSAGES}${lang}/page/${page}')`,
            )
            .join(',\n');
        return `export default {\n${LANGS.map((lang) => `${lang}: {\n${loaders(lang)}\n}`).join(',\n')}\n};`;
      }
      if (!id.startsWith(`\0${COMPILED_MESSAGES}`)) return undefined;
      const [lang, part, ...page] = id.slice(`\0${COMPILED_MESSAGES}`.length).split('/') as [
        string,
        'first' | 'page',
        ...string[],
      ];
      const path = `${I18N_DIR}${lang}.json`;
      this.addWatchFile(path);
      const locale = new Intl.Locale(lang);
      const source = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
      const keys = Object.keys(source);
      const wanted =
        part === 'first'
          ? new Set(keys.filter(isFirstPageMessage))
          : keysOfPage(
              page.join('/'),
              keys.filter((key) => !isFirstPageMessage(key)),
            );
      const compiled = Object.fromEntries(
        keys.filter((key) => wanted.has(key)).map((key) => [key, parse(source[key]!, { locale })]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

// index.html is not among them: the server puts a fresh CSP nonce in it for every answer.
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Brotli (level 11) and gzip (level 9) copies beside every text file of the build, for the
 * server to send as they are (@fastify/static preCompressed): the best ratio, paid once at build.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    // Only when the bundle is written (a build with write: false has nothing to compress).
    writeBundle(options) {
      const outDir = options.dir!;
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
        const path = join(outDir, file);
        const raw = readFileSync(path);
        const brotli = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        writeFileSync(`${path}.br`, brotli);
        writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

const BOOT_LOGO = '<img src="/logo.svg" alt="Anka Casino" />';

/**
 * The boot screen's logo written into index.html from public/logo.svg, so the page's first paint
 * needs no request besides the page: Lighthouse's mobile first paint came 1.4 s sooner.
 */
function inlineBootLogo(): Plugin {
  return {
    name: 'inline-boot-logo',
    transformIndexHtml(html) {
      const logo = readFileSync(fileURLToPath(new URL('public/logo.svg', import.meta.url)), 'utf8');
      if (!html.includes(BOOT_LOGO)) throw new Error(`index.html has no ${BOOT_LOGO}`);
      return html.replace(BOOT_LOGO, logo.trim());
    },
  };
}

/**
 * The site's code at low priority: what a page paints first (the boot screen, or a prerendered
 * copy) needs none of it, and the few other early requests (the header's files, the first
 * slide) should not wait behind it.
 */
function lowPriorityCode(): Plugin {
  return {
    name: 'low-priority-code',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the entry's script and modulepreload tags.
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

/**
 * The first screen of the pages that need no data, written into HTML of their own at build
 * (src/prerender/prerender-pages.ts). In a process of its own: the site's code leaves timers
 * behind that would keep the build running.
 */
function prerenderPages(): Plugin {
  let outDir = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle(error) {
      if (error) return;
      const script = fileURLToPath(new URL('src/prerender/prerender-pages.ts', import.meta.url));
      execFileSync(process.execPath, ['--import', 'tsx', script, outDir], { stdio: 'inherit' });
    },
  };
}

const ENTRY = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const HOME_PAGE = fileURLToPath(new URL('src/features/home/home-page.tsx', import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

// Per chunking pass: rolldown hands the same graph object to every call.
const closures = new WeakMap<ModuleGraph, Map<string, Set<string>>>();

/** A module and everything it imports statically, i.e. what runs as soon as it loads. */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  let byRoot = closures.get(graph);
  if (!byRoot) closures.set(graph, (byRoot = new Map()));
  let seen = byRoot.get(root);
  if (seen) return seen;
  seen = new Set();
  byRoot.set(root, seen);
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importsOf(graph, id));
  }
  return seen;
}

const CLASSES_MODULE = /Classes\.mjs$/;

/**
 * What a module imports, except that an MUI class-name module (buttonClasses.mjs …) leads only
 * to other class-name modules: it imports them through a component's index, and following that
 * would put the component (InputBase and its textarea, for one) into the boot chunk unused.
 */
function importsOf(graph: ModuleGraph, id: string): readonly string[] {
  const imported = graph.getModuleInfo(id)?.importedIds ?? [];
  if (!CLASSES_MODULE.test(id)) return imported;
  return imported.flatMap((dependency) =>
    dependency.endsWith('/index.mjs')
      ? (graph.getModuleInfo(dependency)?.importedIds ?? []).filter((j) => CLASSES_MODULE.test(j))
      : [dependency],
  );
}

/**
 * The boot chunk: what src/main.tsx imports statically, what every page loads as it opens (the
 * document title's hook: in a chunk of its own it would cost every page a request, its gzip
 * framing and its import lines), and the riders whose host is src/main.tsx (RIDERS).
 */
function inBootChunk(graph: ModuleGraph, id: string): boolean {
  return (
    staticClosure(graph, ENTRY).has(id) ||
    siteModulesOf(graph).onEveryPage.has(id) ||
    ridersOf(graph).boot.has(id)
  );
}

/**
 * Small modules that ride in the chunk of a module their pages load anyway, rather than in a
 * chunk of their own, which would cost each of those pages a request and ~150 B of gzip framing
 * and import lines, more than the code: [rider, host]; src/main.tsx stands for the boot chunk.
 * A rider rides only while everything that loads it loads its host too, and what it imports is
 * loaded wherever its host is: no page fetches a chunk more, and the host's other pages
 * download only the rider's own code unused (~100 B).
 */
const RIDERS: [rider: string, host: string][] = [
  // The frame of every page but the game, maintenance and not-found pages.
  ['node_modules/@mui/material/Container/Container.mjs', 'src/main.tsx'],
  // The busy button and the lists' footer, with the field of every form and list page.
  ['src/ui/busy-button.tsx', 'src/ui/outlined-field.tsx'],
  ['src/ui/show-more-footer.tsx', 'src/ui/outlined-field.tsx'],
  // The lists' rows, with the same field.
  ['src/ui/row-list.tsx', 'src/ui/outlined-field.tsx'],
  ['machines/auth/code-step.selectors.ts', 'machines/auth/code-step.machine.ts'],
  // The cashier's page names, with the cashier's schemas the same pages load.
  ['machines/shared/navigation.ts', 'machines/shared/validation/finance-schemas.ts'],
];

interface Riders {
  /** The riders of the boot chunk. */
  boot: Set<string>;
  /** Every other rider, and every module of its host's chunk, by the host's name. */
  chunks: Map<string, string>;
}

const riders = new WeakMap<ModuleGraph, Riders>();

function ridersOf(graph: ModuleGraph): Riders {
  const known = riders.get(graph);
  if (known) return known;
  const { modules, loaders, onEveryPage } = siteModulesOf(graph);
  const find = (path: string) => {
    const found = modules.find((id) =>
      path.startsWith('node_modules/')
        ? id.endsWith(`/${path}`)
        : id === fileURLToPath(new URL(path, import.meta.url)),
    );
    if (!found) throw new Error(`vite.config.ts RIDERS: the build has no ${path}`);
    return found;
  };
  const placed: Riders = { boot: new Set(), chunks: new Map() };
  const inBoot = (id: string) =>
    staticClosure(graph, ENTRY).has(id) || onEveryPage.has(id) || placed.boot.has(id);
  for (const [riderPath, hostPath] of RIDERS) {
    const [rider, host] = [find(riderPath), find(hostPath)];
    const imports = importsOf(graph, rider);
    if (host === ENTRY) {
      if (imports.every(inBoot)) placed.boot.add(rider);
      continue;
    }
    const name = basename(hostPath).replace(/\.[jt]sx?$/, '');
    const hostLoaders = loaders.get(host)!;
    const loadedWithHost = (id: string) => isSubset(hostLoaders, loaders.get(id)!);
    const inHostChunk = (id: string) =>
      loadedWithHost(id) && isSubset(loaders.get(id)!, hostLoaders);
    const importsLoaded = imports.every(
      (id) => inBoot(id) || loadedWithHost(id) || placed.chunks.get(id) === name,
    );
    if (!importsLoaded || !isSubset(loaders.get(rider)!, hostLoaders)) continue;
    placed.chunks.set(rider, name);
    for (const id of modules.filter(inHostChunk)) placed.chunks.set(id, name);
  }
  riders.set(graph, placed);
  return placed;
}

const isSubset = (a: Set<string>, b: Set<string>) => [...a].every((item) => b.has(item));

interface SiteModules {
  /** Every module of the site. */
  modules: string[];
  /**
   * What each module loads with: src/main.tsx and the lazy modules (pages, their parts, the
   * messages) whose static imports reach it (as staticClosure follows them). Rolldown puts the
   * modules of one set in one chunk.
   */
  loaders: Map<string, Set<string>>;
  /** What every page of the router loads as it opens. */
  onEveryPage: Set<string>;
}

const siteModules = new WeakMap<ModuleGraph, SiteModules>();

function siteModulesOf(graph: ModuleGraph): SiteModules {
  const known = siteModules.get(graph);
  if (known) return known;
  const loaders = new Map<string, Set<string>>();
  const pending = [ENTRY];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (loaders.has(id)) continue;
    loaders.set(id, new Set());
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  const modules = [...loaders.keys()];
  const isEntry = (id: string) =>
    id === ENTRY || (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
  for (const entry of modules.filter(isEntry)) {
    for (const id of staticClosure(graph, entry)) loaders.get(id)?.add(entry);
  }
  const [first, ...others] = routerPages().map((page) => staticClosure(graph, pageFile(page)));
  const onEveryPage = new Set([...first!].filter((id) => others.every((page) => page.has(id))));
  const result = { modules, loaders, onEveryPage };
  siteModules.set(graph, result);
  return result;
}

const homeOnly = new WeakMap<ModuleGraph, Map<string, boolean>>();

/**
 * A module only the home page leads to: the page itself, or one whose every importer is such a
 * module. A module another page also imports stays out, or that page would load the home chunk.
 */
function onlyForHome(graph: ModuleGraph, id: string): boolean {
  let known = homeOnly.get(graph);
  if (!known) homeOnly.set(graph, (known = new Map()));
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, false); // an import cycle does not make a module home-only
  const info = graph.getModuleInfo(id);
  const result =
    id === HOME_PAGE ||
    (!!info &&
      info.dynamicImporters.length === 0 &&
      info.importers.length > 0 &&
      info.importers.every((importer) => onlyForHome(graph, importer)));
  known.set(id, result);
  return result;
}

/** Server tests that compare how long answers take. */
const TIMED_SERVER_TESTS = ['tests/server/even-answer-times.test.ts'];

/** Rendered tests of what a page does once in its life (a file fetched once): each on a fresh page. */
const FRESH_PAGE_TESTS = ['tests/ui/deferred-footer.test.tsx'];

/**
 * Formik imports four lodash functions, and with them ~35 kB of lodash's internals (about 5 kB
 * gzip on every page with a form). These point them at src/platform/formik-lodash/: klona for
 * `cloneDeep`, and the other three as lodash answers them for what a form holds
 * (tests/unit/platform/formik-lodash.test.ts holds them to lodash's answers). The UI tests inline formik
 * so that they run it this way too.
 */
const FORMIK_LODASH = ['clone', 'cloneDeep', 'isPlainObject', 'toPath'].map((name) => ({
  find: new RegExp(`^lodash-es/${name}$`),
  replacement: fileURLToPath(
    new URL(
      `src/platform/formik-lodash/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`,
      import.meta.url,
    ),
  ),
}));

/**
 * The service worker (src/platform/site-worker/sw.ts) with the list of what this build keeps for
 * opening offline: the page shell, the code, styles and fonts (both languages' messages are code
 * chunks), the icons. Pages, the API and media are not in it. The manifests are public/ files of
 * their own, one per language; the site registers the worker itself, after the page has loaded.
 */
const siteWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/platform/site-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'icons/*.png', '*.svg'],
    },
  });

export default defineConfig(({ command, mode }) => {
  return {
    plugins: [
      react(),
      compiledMessages({ developing: command === 'serve' && mode === 'development' }),
      inlineBootLogo(),
      lowPriorityCode(),
      precompress(),
      prerenderPages(),
      siteWorker(),
    ],
    define: {
      // A build made with INSPECT=1 carries the Stately inspector; others drop its code entirely.
      // Its value lists the hosts it may open on besides localhost (INSPECT_HOSTS, comma-separated).
      __INSPECTOR__: JSON.stringify(
        mode === 'development' || process.env.INSPECT === '1'
          ? (process.env.INSPECT_HOSTS ?? '').split(',').filter(Boolean)
          : false,
      ),
    },
    resolve: {
      // Every message reaches react-intl precompiled (see compiledMessages), so the build ships
      // the parser's no-parser variant. Tests keep the full parser: some pass plain strings.
      alias: [
        ...(command === 'build'
          ? [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
            ]
          : []),
        ...FORMIK_LODASH,
        // Tests too take formik's ES module, the one whose lodash imports FORMIK_LODASH points.
        { find: /^formik$/, replacement: 'formik/dist/formik.esm.js' },
      ],
    },
    server: {
      port: serverPort,
      // Game and payment pages are not proxied: they run on the server's content origin (8082).
      proxy: {
        '/v1': apiTarget,
        '/media': apiTarget,
      },
    },
    // The server puts each answer's CSP nonce in place of this (server/site-static.ts).
    html: { cspNonce: '__CSP_NONCE__' },
    build: {
      outDir: 'dist',
      // No source maps: the site's code is not published in readable form.
      sourcemap: false,
      // Which chunks each page needs, for the prerendered pages' modulepreload links
      // (src/prerender/route-preloads.ts); the server never sends it.
      manifest: true,
      // The boot chunks below are few on purpose (~420 kB and ~220 kB minified); warn if one grows.
      chunkSizeWarningLimit: 500,
      rolldownOptions: {
        output: {
          // A language's parts are told apart from the pages' code: messages-first-….js,
          // messages-lobby-page-….js beside lobby-page-….js.
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId?.startsWith(`\0${COMPILED_MESSAGES}`)
              ? 'assets/messages-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
          codeSplitting: {
            // What the first render needs comes in three chunks rather than ~45: one gzip stream
            // compresses far better than many small ones, and it saves requests. 'react' and
            // 'boot' are everything src/main.tsx imports statically, React apart: the browser
            // compiles each chunk in a task of its own, as it arrives. 'home' is what only the
            // home page uses.
            groups: [
              {
                name: (id, graph) =>
                  inBootChunk(graph, id)
                    ? /node_modules\/(react|react-dom|scheduler)\//.test(id)
                      ? 'react'
                      : 'boot'
                    : null,
                // Each module of the closure is named above: React must not follow 'boot' in.
                includeDependenciesRecursively: false,
              },
              {
                name: (id, graph) => (onlyForHome(graph, id) ? 'home' : null),
                // What it imports that other pages share stays in the shared chunks: no cycle can
                // come of it, as no shared module imports a home-only one.
                includeDependenciesRecursively: false,
              },
              {
                name: (id, graph) => ridersOf(graph).chunks.get(id) ?? null,
                // Each module of a host's chunk is named, as rolldown would have put it.
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    test: {
      // Vitest leaves a core to itself by default (one worker on CI's two); its main process
      // mostly waits, so every core runs test files.
      maxWorkers: availableParallelism(),
      // Through Vite, so that formik's lodash imports take FORMIK_LODASH as in the site.
      server: { deps: { inline: ['formik'] } },
      // The closing lines name the ten slowest files, so a growing cost shows in every run.
      reporters: ['default', './tests/tools/vitest-slowest-files.ts'],
      tags: [
        {
          name: 'postgres',
          description:
            'Shows what only PostgreSQL can: concurrent connections and row locks, several servers ' +
            'on one database, migrations, NOTIFY. CI runs these again on PostgreSQL.',
        },
      ],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // These files keep no state in modules: each worker imports the machines once instead
            // of once a file, which halves the project's CPU time (60 s → 33 s).
            isolate: false,
            include: [
              'tests/machines/**/*.test.ts',
              'tests/model/**/*.test.ts',
              'tests/unit/**/*.test.ts',
              'tests/docs/**/*.test.ts',
            ],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            exclude: TIMED_SERVER_TESTS,
            environment: 'node',
            testTimeout: 30000,
            hookTimeout: 60000,
          },
        },
        {
          extends: true,
          test: {
            // Several servers as OS processes on one PostgreSQL: only where one is given (CI's
            // PostgreSQL phase sets TEST_DATABASE_URL).
            name: 'server-postgres',
            include: process.env.TEST_DATABASE_URL ? ['tests/server-postgres/**/*.test.ts'] : [],
            environment: 'node',
            testTimeout: 30000,
            hookTimeout: 90000,
          },
        },
        {
          extends: true,
          test: {
            // Tests that compare answer times: run after every other file, alone, so another
            // worker's load does not pass for a difference between two answers.
            name: 'server-timed',
            include: TIMED_SERVER_TESTS,
            sequence: { groupOrder: 1 },
            environment: 'node',
            testTimeout: 30000,
            hookTimeout: 60000,
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            // Model tests that drive rendered pages (tests/model/view-driver.ts) run here too.
            include: ['tests/ui/**/*.test.{ts,tsx}', 'tests/model/**/*.test.tsx'],
            exclude: FRESH_PAGE_TESTS,
            // Each worker imports the site once, as one long page life, instead of once a file:
            // half the project's CPU time (666 s → 359 s).
            isolate: false,
            environment: 'jsdom',
            setupFiles: ['tests/ui/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'ui-fresh-page',
            include: FRESH_PAGE_TESTS,
            environment: 'jsdom',
            setupFiles: ['tests/ui/setup.ts'],
          },
        },
      ],
    },
  };
});
