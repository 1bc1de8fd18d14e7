import type { FastifyInstance } from 'fastify';
import type { Db } from './db/driver.ts';
import { BRAND } from './content/site.ts';
import { formatMoney } from '../machines/shared/format.ts';

/** What one generated picture shows. */
export interface Art {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  seed: number;
  /** The small line at the bottom; the brand unless given. */
  footer?: string;
}

const PALETTES: readonly [string, string, string][] = [
  ['#3a0ca3', '#f72585', '#ffd166'],
  ['#0b1d51', '#0f9b8e', '#f4d35e'],
  ['#5f0f40', '#e36414', '#fb8b24'],
  ['#081c15', '#2d6a4f', '#d8f3dc'],
  ['#1b1b3a', '#6930c3', '#80ffdb'],
  ['#370617', '#d00000', '#ffba08'],
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greedy word wrap to at most maxLines lines of about maxChars characters. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines)
    lines.splice(
      maxLines - 1,
      lines.length,
      lines
        .slice(maxLines - 1)
        .join(' ')
        .slice(0, maxChars - 1) + '…',
    );
  return lines;
}

/** A gradient card with the title, sized for its slot; no fonts or images to fetch. */
export function renderSvg(art: Art): string {
  const { width: w, height: h } = art;
  const [dark, bright, accent] = PALETTES[art.seed % PALETTES.length] ?? PALETTES[0]!;
  const titleSize = Math.round(Math.min(h * 0.14, w * 0.075));
  const subSize = Math.round(titleSize * 0.45);
  const x = Math.round(w * 0.07);
  const title = wrap(art.title, Math.floor((w * 0.8) / (titleSize * 0.6)), 3);
  const sub = wrap(art.subtitle, Math.floor((w * 0.8) / (subSize * 0.55)), 2);
  let y = Math.round(h / 2 - ((title.length + sub.length * 0.6) * titleSize * 1.1) / 2 + titleSize);
  const texts: string[] = [];
  for (const line of title) {
    texts.push(
      `<text x="${x}" y="${y}" font-size="${titleSize}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    );
    y += Math.round(titleSize * 1.1);
  }
  for (const line of sub) {
    texts.push(
      `<text x="${x}" y="${y}" font-size="${subSize}" font-weight="600" fill="${accent}">${escapeXml(line)}</text>`,
    );
    y += Math.round(subSize * 1.3);
  }
  const r = Math.round(Math.min(w, h) * 0.45);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(art.title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${bright}"/></linearGradient>
<radialGradient id="glow" cx="0.85" cy="0.15" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>
<circle cx="${w - r * 0.6}" cy="${h - r * 0.4}" r="${r}" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="${Math.max(4, r * 0.08)}" stroke-dasharray="${r * 0.3} ${r * 0.15}"/>
<circle cx="${w - r * 0.6}" cy="${h - r * 0.4}" r="${r * 0.6}" fill="${accent}" fill-opacity="0.12"/>
<g font-family="Montserrat, 'Segoe UI', Arial, sans-serif">${texts.join('')}
<text x="${x}" y="${h - Math.round(subSize * 0.9)}" font-size="${Math.max(10, Math.round(subSize * 0.7))}" font-weight="700" fill="#fff" fill-opacity="0.7" letter-spacing="2">${escapeXml((art.footer ?? BRAND).toUpperCase())}</text></g>
</svg>`;
}

const SIZES = {
  main: [1200, 400],
  side: [400, 600],
  promotion: [600, 300],
  popup: [600, 400],
  tournament: [800, 400],
  special: [800, 300],
  license: [400, 200],
  game: [400, 300],
  provider: [320, 160],
  payment: [240, 120],
} as const;

const sized = (
  slot: keyof typeof SIZES,
  title: string,
  subtitle: string,
  seed: number,
  footer?: string,
): Art => {
  const [width, height] = SIZES[slot];
  return { width, height, title, subtitle, seed, ...(footer === undefined ? {} : { footer }) };
};

type Source = (db: Db, id: number, lang: string) => Promise<Art | undefined>;

/** Each media kind draws from the content row it illustrates, so pictures follow the text. */
const SOURCES: Record<string, Source> = {
  slider: async (db, id, lang) => {
    const [r] = await db.query<{ title: string; subtitle: string; place: string }>(
      'SELECT title, subtitle, place FROM sliders WHERE id = $1 AND lang = $2',
      [id, lang],
    );
    return r && sized(r.place === 'main' ? 'main' : 'side', r.title, r.subtitle, id);
  },
  promotion: async (db, id, lang) => {
    const [r] = await db.query<{ title: string; summary: string }>(
      'SELECT title, summary FROM promotions WHERE id = $1 AND lang = $2',
      [id, lang],
    );
    return r && sized('promotion', r.title, r.summary, id + 1);
  },
  popup: async (db, id, lang) => {
    const [r] = await db.query<{ title: string }>(
      'SELECT title FROM popups WHERE id = $1 AND lang = $2',
      [id, lang],
    );
    return r && sized('popup', r.title, '', id + 2);
  },
  tournament: async (db, id, lang) => {
    const [r] = await db.query<{ title: string; prize_pool: number }>(
      'SELECT title, prize_pool FROM tournaments WHERE id = $1 AND lang = $2',
      [id, lang],
    );
    const prize = r && formatMoney(r.prize_pool, lang === 'en' ? 'en' : 'tr', { short: true });
    return r && sized('tournament', r.title, prize ?? '', id + 3);
  },
  special: async (db, id, lang) => {
    const [r] = await db.query<{ title: string }>(
      'SELECT title FROM special_dates WHERE id = $1 AND lang = $2',
      [id, lang],
    );
    return r && sized('special', r.title, '', id + 4);
  },
  license: async (db, id) => {
    const [r] = await db.query<{ name: string; number: string }>(
      'SELECT name, number FROM licenses WHERE id = $1',
      [id],
    );
    return r && sized('license', r.name, `Licence ${r.number} · valid`, id + 1);
  },
  game: async (db, id) => {
    const [r] = await db.query<{ name: string; provider: string; rtp: number }>(
      `SELECT g.name, p.name AS provider, g.rtp FROM slot_games g
       JOIN game_providers p ON p.id = g.provider_id WHERE g.id = $1`,
      [id],
    );
    return r && sized('game', r.name, r.provider, id, `RTP ${(r.rtp / 100).toFixed(2)}%`);
  },
  table: async (db, id) => {
    const [r] = await db.query<{ name: string; provider: string; type: string }>(
      `SELECT t.name, p.name AS provider, c.name_en AS type FROM live_tables t
       JOIN game_providers p ON p.id = t.provider_id
       JOIN game_categories c ON c.id = t.category_id WHERE t.id = $1`,
      [id],
    );
    return r && sized('game', r.name, r.provider, id + 5, `Live ${r.type}`);
  },
  provider: async (db, id) => {
    const [r] = await db.query<{ name: string }>('SELECT name FROM game_providers WHERE id = $1', [
      id,
    ]);
    return r && sized('provider', r.name, '', id, '');
  },
  // Payment method and method group logos (/media/payment/<id>.svg).
  payment: async (db, id, lang) => {
    const [r] = await db.query<{ name: string }>(
      `SELECT CASE WHEN $2 = 'en' THEN name_en ELSE name_tr END AS name
       FROM payment_methods WHERE id = $1`,
      [id, lang],
    );
    return r && sized('payment', r.name, '', id, '');
  },
  'payment-group': async (db, id, lang) => {
    const [r] = await db.query<{ name: string }>(
      `SELECT CASE WHEN $2 = 'en' THEN name_en ELSE name_tr END AS name
       FROM payment_method_groups WHERE id = $1`,
      [id, lang],
    );
    return r && sized('payment', r.name, '', id + 3, '');
  },
};

/** Catalogue pictures only change with the catalogue's seed: browsers may keep them long. */
const LONG_LIVED = new Set(['game', 'table', 'provider']);
const LONG_MAX_AGE = 30 * 24 * 3600;

/**
 * GET /media/<kind>/<id>-<lang>.svg (licences, games, live tables and providers:
 * /media/<kind>/<id>.svg).
 */
export function registerMedia(app: FastifyInstance, db: Db) {
  app.get<{ Params: { kind: string; file: string } }>('/media/:kind/:file', async (req, reply) => {
    const match = /^(\d{1,9})(?:-(tr|en))?\.svg$/.exec(req.params.file);
    const source = Object.hasOwn(SOURCES, req.params.kind) ? SOURCES[req.params.kind] : undefined;
    const art = match && source ? await source(db, Number(match[1]), match[2] ?? 'tr') : undefined;
    if (!art) return reply.callNotFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header(
        'cache-control',
        `public, max-age=${LONG_LIVED.has(req.params.kind) ? LONG_MAX_AGE : 3600}`,
      )
      .send(renderSvg(art));
  });
}
