/**
 * The demo mailbox: GET /demo/outbox on the content origin, only in a demo start (DEMO_OUTBOX=1),
 * lists the newest e-mails and SMS the platform sent, so a newcomer can open a reset link or read
 * a code. Server-rendered, no script, in Turkish or English; every text of a message is escaped
 * (entities), and only links to the site become links.
 */
import { createHash } from 'node:crypto';
import { escapeUTF8 as escape } from 'entities';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Lang } from '../../machines/shared/contract.ts';
import { formatDateTime } from '../../machines/shared/format.ts';
import { BRAND } from '../content/site.ts';
import type { Db } from '../db/driver.ts';
import { pickLang } from '../messages.ts';
import { readOutbox, type OutboxRow } from './outbox.ts';

export const OUTBOX_PAGE = '/demo/outbox';
/** As many as a newcomer scrolls through; the recipient filter finds older ones. */
const PAGE_SIZE = 50;

const TEXTS = {
  tr: {
    title: 'Demo gelen kutusu',
    demo: 'Demo — gerçek e-posta veya SMS gönderilmez',
    intro:
      'Bu demo sunucusu e-posta ve SMS göndermez: platformun gönderdiği şifre sıfırlama bağlantıları, kayıt e-postaları ve SMS kodları burada listelenir, en yenisi üstte. Bir bağlantıyı açın; bir koda tıklamak onu seçer, kopyalayabilirsiniz.',
    recipient: 'Alıcı (e-posta adresi veya +90 ile başlayan telefon)',
    filter: 'Süz',
    all: 'Tüm mesajlar',
    refresh: 'Yenile',
    latest: 'En yeni mesajlar',
    empty:
      'Henüz mesaj yok. Sitede şifre sıfırlama veya SMS kodu isteyin ya da kayıt olun; mesaj burada görünür (sayfayı yenileyin).',
    email: 'E-posta',
    sms: 'SMS',
    to: 'Alıcı',
    sent: 'Gönderildi',
    noSubject: '(konusuz)',
    other: 'English',
  },
  en: {
    title: 'Demo mailbox',
    demo: 'Demo — no real e-mail or text message is sent',
    intro:
      'This demo server sends no e-mail or text message: the password reset links, registration e-mails and SMS codes the platform sends are listed here, newest first. Open a link; clicking a code selects it for copying.',
    recipient: 'Recipient (e-mail address, or phone starting with +90)',
    filter: 'Filter',
    all: 'All messages',
    refresh: 'Refresh',
    latest: 'Newest messages',
    empty:
      'No messages yet. Ask the site for a password reset or an SMS code, or register; the message shows here (refresh the page).',
    email: 'E-mail',
    sms: 'SMS',
    to: 'To',
    sent: 'Sent',
    noSubject: '(no subject)',
    other: 'Türkçe',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,'Segoe UI',Arial,sans-serif;
background:#eef1f5;color:#14181f;overflow-wrap:anywhere}main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.6rem;margin:.5rem 0}.brand{margin:0;font-weight:700;color:#24406e}
.demo{display:inline-block;margin:.5rem 0;padding:.4rem .75rem;border-radius:8px;background:#fff4d6;
color:#5c3d00;font-weight:700;border:2px solid #b37a00}form{display:flex;flex-wrap:wrap;gap:.5rem;
align-items:flex-end;margin:1rem 0}.field{display:grid;gap:.25rem;flex:1 1 16rem}label{font-weight:600}
input{font:inherit;padding:.55rem .7rem;border:1px solid #5c6474;border-radius:8px;min-width:0}
button{font:inherit;font-weight:700;padding:.55rem 1.1rem;border-radius:8px;border:2px solid #24406e;
background:#24406e;color:#fff;cursor:pointer}.links{display:flex;flex-wrap:wrap;gap:1rem;margin:0 0 1rem}
a{color:#1d3a8a}a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #b37a00;
outline-offset:2px}ol{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
article{background:#fff;border-radius:12px;padding:1rem 1.25rem;box-shadow:0 1px 6px rgba(0,0,0,.12)}
h3{font-size:1.1rem;margin:0 0 .25rem}.meta{margin:0 0 .75rem;color:#454d5c;font-size:.9rem}
.body{margin:0;white-space:pre-line}.code{font:700 1.4rem/1.2 ui-monospace,monospace;
letter-spacing:.12em;padding:0 .3rem;background:#e6ecf7;border-radius:6px;user-select:all;cursor:pointer}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

const LINK = /https?:\/\/[^\s<>"']+/g;
const CODE = /\b\d{6}\b/g;

/** Plain text, escaped; in an SMS its 6-digit codes stand out and select with one click. */
function textHtml(text: string, codes: boolean): string {
  if (!codes) return escape(text);
  let html = '';
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    html += `${escape(text.slice(last, match.index))}<span class="code">${match[0]}</span>`;
    last = match.index + match[0].length;
  }
  return html + escape(text.slice(last));
}

/** A message's body: its links to the site clickable, anything else as text. */
function bodyHtml(row: OutboxRow, siteOrigins: readonly string[]): string {
  const toSite = (url: string) => {
    try {
      return siteOrigins.includes(new URL(url).origin);
    } catch {
      return false;
    }
  };
  const codes = row.channel === 'sms';
  let html = '';
  let last = 0;
  for (const match of row.body.matchAll(LINK)) {
    const url = match[0];
    html += textHtml(row.body.slice(last, match.index), codes);
    html += toSite(url) ? `<a href="${escape(url)}">${escape(url)}</a>` : escape(url);
    last = match.index + url.length;
  }
  return html + textHtml(row.body.slice(last), codes);
}

/** The page's own address with other query values, for its links. */
const pageLink = (query: { lang: Lang; recipient?: string }) =>
  escape(
    `?${new URLSearchParams({ lang: query.lang, ...(query.recipient ? { recipient: query.recipient } : {}) }).toString()}`,
  );

export function renderOutboxPage(
  rows: readonly OutboxRow[],
  {
    lang,
    recipient,
    siteOrigins,
  }: { lang: Lang; recipient?: string; siteOrigins: readonly string[] },
): string {
  const t = TEXTS[lang];
  const other: Lang = lang === 'tr' ? 'en' : 'tr';
  const messages = rows.map((row) => {
    const heading = row.channel === 'sms' ? t.sms : row.subject || t.noSubject;
    return `<li><article aria-labelledby="message-${row.id}">
<h3 id="message-${row.id}">${escape(heading)}</h3>
<p class="meta">${row.channel === 'sms' ? t.sms : t.email} · ${t.to}: ${escape(row.recipient)} · ${t.sent}: <time datetime="${row.createdAt}">${formatDateTime(row.createdAt, lang)}</time></p>
<p class="body">${bodyHtml(row, siteOrigins)}</p>
</article></li>`;
  });
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${t.title} · ${escape(BRAND)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escape(BRAND)}</p>
<h1>${t.title}</h1>
<p class="demo" role="note">${t.demo}</p>
<p>${t.intro}</p>
<form method="get" role="search">
<input type="hidden" name="lang" value="${lang}">
<div class="field"><label for="recipient">${t.recipient}</label>
<input id="recipient" name="recipient" type="search" autocomplete="off" value="${escape(recipient ?? '')}"></div>
<button type="submit">${t.filter}</button>
</form>
<p class="links"><a href="${pageLink({ lang, recipient })}">${t.refresh}</a>${recipient ? `<a href="${pageLink({ lang })}">${t.all}</a>` : ''}<a href="${pageLink({ lang: other, recipient })}" lang="${other}">${t.other}</a></p>
<h2>${t.latest}</h2>
${messages.length ? `<ol>\n${messages.join('\n')}\n</ol>` : `<p>${t.empty}</p>`}
</main>
</body>
</html>`;
}

/**
 * Serves the page with the project's security headers (helmet): its one style by hash, no
 * script, never framed, no referrer (the query names a recipient), never cached.
 */
export async function registerOutboxPage(
  app: FastifyInstance,
  { db, siteOrigins }: { db: Db; siteOrigins: readonly string[] },
) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: [`'sha256-${STYLE_HASH}'`],
        imgSrc: ['data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      headers(req.raw, reply.raw, () => undefined);
    });
    scope.get<{ Querystring: { lang?: string; recipient?: string } }>(
      OUTBOX_PAGE,
      async (req, reply) => {
        const lang = pickLang(req.query.lang);
        const { recipient: asked } = req.query;
        const recipient = (typeof asked === 'string' && asked.trim()) || undefined;
        const rows = await readOutbox(db, { recipient, limit: PAGE_SIZE });
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .send(renderOutboxPage(rows, { lang, recipient, siteOrigins }));
      },
    );
  });
}
