import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../machines/shared/contract.ts';
import { moneyFormatOptions } from '../../machines/shared/format.ts';
import { pageTexts } from './page-texts.ts';

/** The browser side of the pages: plain files in ./client, inlined into each page. */
const CLIENT_DIR = join(import.meta.dirname, 'client');
const files = new Map<string, string>();
const client = (name: string) => {
  let text = files.get(name);
  if (text === undefined) {
    text = readFileSync(join(CLIENT_DIR, name), 'utf8');
    files.set(name, text);
  }
  return text;
};

export const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');

export interface GamePage {
  lang: Lang;
  title: string;
  /** Small line under the title: provider and the game's facts. */
  details: string[];
  /** Markup of the play area (already escaped). */
  body: string;
  /** The scripts in ./client that play it, in order (common.js runs first). */
  scripts: string[];
  /** What the script needs besides the texts. */
  data: Record<string, unknown>;
  mobile?: boolean;
}

export interface RenderedPage {
  html: string;
  /**
   * Content-Security-Policy: only the page's own inline script and style run, nothing loads;
   * the script talks to the provider API on the page's own origin.
   */
  csp: string;
}

/** A whole page: header with the real balance, the play area, the script and its data. */
export function renderGamePage(page: GamePage): RenderedPage {
  const texts = pageTexts(page.lang);
  const nonce = randomBytes(16).toString('base64');
  const details = page.details.map((d) => `<span>${escapeHtml(d)}</span>`).join('');
  const html = `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(page.title)}</title>
<style>${client('game.css')}</style>
</head>
<body class="${page.mobile ? 'mobile' : 'desktop'}">
<header class="bar">
  <div class="title"><h1>${escapeHtml(page.title)}</h1><p>${details}</p></div>
  <div class="wallet">
    <span>${escapeHtml(texts.balance)}: <b id="balance" aria-live="polite"></b></span>
  </div>
</header>
<main class="stage">${page.body}</main>
<p id="message" role="status" aria-live="polite"></p>
<footer>${escapeHtml(texts.realNotice)}</footer>
<script type="application/json" id="game-data">${scriptJson({ ...page.data, lang: page.lang, texts, money: moneyFormatOptions(page.lang) })}</script>
<script nonce="${nonce}">${['common.js', ...page.scripts].map(client).join('\n')}</script>
</body>
</html>`;
  return {
    html,
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'`,
  };
}

/** The friendly page of an unknown or expired game link. */
export function notFoundPage(lang: Lang): RenderedPage {
  const texts = pageTexts(lang);
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(texts.notFoundTitle)}</title>
<style>${client('game.css')}</style>
</head>
<body class="missing">
<main class="stage"><div class="notice">
  <div class="notice-icon" aria-hidden="true">404</div>
  <h1>${escapeHtml(texts.notFoundTitle)}</h1>
  <p>${escapeHtml(texts.notFoundText)}</p>
</div></main>
</body>
</html>`;
  return { html, csp: `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'` };
}
