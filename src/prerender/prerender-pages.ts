/**
 * Writes the first screen of the pages every first-time visitor, or every signed-in player, sees
 * alike into HTML of their own, beside the build's index.html:
 * `node --import tsx src/prerender/prerender-pages.ts <outDir>` (the build runs it,
 * vite.config.ts). The server answers those pages with them (server/site-static.ts), the home
 * page and the lobbies with their first slide put in (server/first-slide.ts).
 *
 * The visitor the copy is for (Turkish, light mode, signed in or not as the page says) sees the
 * page at the first paint instead of after ~200 kB of code has loaded and run (Lighthouse's mobile
 * LCP of /login: 3.5 s → 1.5–2.1 s; of /deposit: 3.1–3.5 s → 2.1 s). The copy is inert; the site
 * renders the live page out of sight beside it and removes the copy once the live page is there
 * (src/runtime/prerendered-page.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { builtinEnvironments } from 'vitest/runtime';
import { DEFAULT_LANG } from '../../machines/shared/contract.ts';
import { PATHS } from '../runtime/paths.ts';
import { FIRST_SLIDE_ATTRIBUTE } from '../../machines/shared/first-slide.ts';
import { PRERENDERED_ID, PRERENDERED_STYLE_ID } from '../runtime/prerendered-page.ts';
import type { StorageKey } from '../platform/storage.ts';
import type { FirstPage, Styles, Visitor } from './render-first-page.tsx';
import { pageFiles, preloadLinks, readManifest, type PageCode } from './route-preloads.ts';

interface PrerenderedPage {
  path: string;
  /** Whose first screen it is: a first-time visitor's, or a signed-in player's. */
  visitor: Visitor;
  code: PageCode;
}

const pageCode = (feature: string, messages = true): PageCode => ({
  module: `src/${feature}.tsx`,
  messages: messages ? feature : null,
});

/**
 * Pages whose first screen needs no data, those whose first screen is their places, and the
 * cashier's pages, which a signed-in player opens from anywhere and whose frame is the same for
 * every player while their data loads.
 */
const PAGES: PrerenderedPage[] = [
  { path: PATHS.login, visitor: 'first-time', code: pageCode('features/auth/login-page') },
  { path: PATHS.register, visitor: 'first-time', code: pageCode('features/auth/register-page') },
  {
    path: PATHS.forgotPassword,
    visitor: 'first-time',
    code: pageCode('features/auth/forgot-password-page'),
  },
  // The home page speaks with the first part of the messages only (src/app/router.tsx).
  { path: PATHS.home, visitor: 'first-time', code: pageCode('features/home/home-page', false) },
  { path: PATHS.slot, visitor: 'first-time', code: pageCode('features/games/lobby-page') },
  { path: PATHS.live, visitor: 'first-time', code: pageCode('features/games/lobby-page') },
  { path: PATHS.deposit, visitor: 'signed-in', code: pageCode('features/cashier/deposit-page') },
  { path: PATHS.withdraw, visitor: 'signed-in', code: pageCode('features/cashier/withdraw-page') },
];
/** Where the server looks for them (server/site-static.ts), '/' as index.html. */
const PRERENDERED_DIR = 'prerendered';
const fileOf = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;
/** Classed on <html> before the body is parsed when the copy is not what this visitor gets. */
const OTHER_VISITOR = 'other-visitor';

/** Reads one of the site's stored keys (src/platform/storage.ts) in the inline script. */
const stored = (key: StorageKey) => `s.getItem('${key}')`;

/**
 * The copy stays hidden when this visitor's page is not the one it shows: a stored session on a
 * first-time visitor's page, none on a signed-in player's, a maintenance flag, another language
 * or dark mode. Where storage cannot be read, the site starts as for a first-time visitor.
 */
function visitorCheck(visitor: Visitor): string {
  const session = visitor === 'signed-in' ? `!${stored('session')}` : `!!${stored('session')}`;
  const otherPage = `${session}||!!${stored('siteUnderMaintenance')}||(${stored('language')}||'${DEFAULT_LANG}')!=='${DEFAULT_LANG}'||${stored('mode')}==='dark'`;
  return `var o=${visitor === 'signed-in'};try{var s=localStorage;o=${otherPage}}catch(e){}if(o)document.documentElement.classList.add('${OTHER_VISITOR}')`;
}

/**
 * While the copy shows, the live page renders out of sight beside it; another visitor sees the
 * live page (its boot screen first) as if there were no copy.
 */
const COPY_RULES =
  `html.${OTHER_VISITOR} #${PRERENDERED_ID}{display:none}` +
  `html:not(.${OTHER_VISITOR}) #${PRERENDERED_ID}+#root{position:absolute;top:0;left:0;right:0;visibility:hidden}` +
  // The first slide the server puts in its place covers the placeholder as the carousel will.
  `#${PRERENDERED_ID} [${FIRST_SLIDE_ATTRIBUTE}]>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;display:block}`;

/**
 * The page's markup as the copy shows it. Style attributes become rules: the site's CSP refuses
 * them in HTML (React sets them through the DOM, which it allows), and the id in each selector
 * outweighs the classes' rules as a style attribute does. Labels lose their fields: the live page
 * renders the same field ids beside the copy, and its labels must name its own fields.
 */
function copyOf(html: string): { html: string; css: string } {
  const rules = new Map<string, number>();
  const markup = html
    .replace(/ for="[^"]*"/g, '')
    .replace(/<(input|textarea|select)([^>]*?) id="[^"]*"/g, '<$1$2')
    .replace(/ style="([^"]*)"/g, (_, measured: string) => {
      // jsdom has no layout: a height measured there (an autosized textarea's) is 0, which no
      // browser measures. Without it, the element takes its natural height (its rows).
      const style = measured.replace(/(^|;)\s*height: 0px;?/, '$1');
      const id = rules.get(style) ?? rules.size;
      rules.set(style, id);
      return ` data-copy-style="${id}"`;
    });
  const css = [...rules]
    .map(([style, id]) => `#${PRERENDERED_ID} [data-copy-style="${id}"]{${style}}`)
    .join('');
  return { html: markup, css };
}

function withFirstPage(
  template: string,
  { path, visitor }: PrerenderedPage,
  page: FirstPage,
  preloads: string[],
): string {
  const nonce = 'nonce="__CSP_NONCE__"';
  const { html, css } = copyOf(page.html);
  // The components' rules stay when the copy leaves: Emotion takes them over (src/app/providers.tsx).
  const componentStyles = `<style data-emotion="css ${page.styleNames.join(' ')}" ${nonce}>${page.css.components}</style>`;
  // No frame is painted until the whole copy is parsed (#root follows it): a slow device paints
  // while it parses, and a half-parsed copy that grows counts as a layout shift.
  const renderAfterCopy = '<link rel="expect" href="#root" blocking="render">';
  const head = `${preloadLinks(preloads, nonce)}${renderAfterCopy}<style id="${PRERENDERED_STYLE_ID}" ${nonce}>${COPY_RULES}${page.css.others}${css}</style>${componentStyles}<script ${nonce}>${visitorCheck(visitor)}</script></head>`;
  // Inert: no focus, no input. Hidden from assistive technology in tools that ignore inert too.
  const body = `<div id="${PRERENDERED_ID}" data-path="${path}" inert aria-hidden="true">${html}</div><div id="root">`;
  if (!template.includes('<div id="root">')) throw new Error('index.html has no <div id="root">');
  return template.replace('</head>', head).replace('<div id="root">', body);
}

/** Emotion's sheet of the components' rules (the global ones have sheets of their own). */
const COMPONENT_STYLES = 'style[data-emotion="css"]';

/**
 * The rules the page's styles insert, as written: jsdom's style objects lose some of them when
 * they read them back (a font-weight after a font shorthand). In the order of their elements.
 */
function recordInsertedRules(): () => Styles {
  const rules = new WeakMap<CSSStyleSheet, string[]>();
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    rules.set(this, [...(rules.get(this) ?? []), rule]);
    return insertRule.call(this, rule, index);
  };
  const read = (styles: HTMLStyleElement[]) =>
    styles
      .map((style) => (style.sheet && rules.get(style.sheet)?.join('')) || style.textContent)
      .join('');
  return () => {
    const styles = [...document.querySelectorAll('style')];
    return {
      components: read(styles.filter((style) => style.matches(COMPONENT_STYLES))),
      others: read(styles.filter((style) => !style.matches(COMPONENT_STYLES))),
    };
  };
}

/** What jsdom lacks: the /datas files (from public/), an IntersectionObserver and media queries. */
function provideBrowserParts() {
  const datas = fileURLToPath(new URL('../../public/datas/', import.meta.url));
  globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://localhost/');
    if (!url.pathname.startsWith('/datas/')) return new Response(null, { status: 404 });
    const file = readFileSync(join(datas, url.pathname.slice('/datas/'.length)));
    return new Response(file, { headers: { 'content-type': 'application/json' } });
  };
  // Nothing comes into view: the footer keeps its placeholder, as below a real first screen.
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as never;
  window.matchMedia = (query) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
}

/**
 * The prerenderer's platform: the maintenance check fails at once (the site carries on as if it
 * runs) and every other call waits for ever, so each page is written as it shows while its data
 * loads. It answers the browser's CORS preflights, as the page's origin is another.
 */
async function startUnansweringPlatform(): Promise<string> {
  const server = createHttpServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': request.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      });
      response.end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (body.includes('"check_status"')) request.socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: prerender-pages.ts <the build folder>');
const template = readFileSync(join(outDir, 'index.html'), 'utf8');
const manifest = readManifest(outDir);
await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost/' } });
provideBrowserParts();
const insertedStyles = recordInsertedRules();
const vite = await createServer({
  mode: 'production',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
});
const { renderFirstPage } = (await vite.ssrLoadModule(
  '/src/prerender/render-first-page.tsx',
)) as typeof import('./render-first-page.tsx');
mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
const platform = await startUnansweringPlatform();
for (const prerendered of PAGES) {
  const page = await renderFirstPage(prerendered, platform, insertedStyles);
  writeFileSync(
    join(outDir, PRERENDERED_DIR, fileOf(prerendered.path)),
    withFirstPage(template, prerendered, page, pageFiles(manifest, prerendered.code)),
  );
}
// The site's code leaves timers and calls behind (message prefetch, the footer's delay, the
// platform's calls): they end here.
process.exit(0);
