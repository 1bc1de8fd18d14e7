import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Lang } from '../../machines/shared/contract.ts';
import { FOOTBALL_TEAMS } from '../db/catalogue-names.ts';
import type { Db } from '../db/driver.ts';
import { pickLang } from '../messages.ts';
import { findProvider, slotsById, tablesById } from './catalogue.ts';
import { findLaunch, type LaunchRow } from './launches.ts';
import { notFoundPage, renderGamePage, type GamePage, type RenderedPage } from './page-html.ts';
import { pageTexts } from './page-texts.ts';
import { virtualGameOf } from './virtual.ts';

const lira = (kurus: number, lang: Lang) =>
  (kurus / 100).toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 2 });

/** The play areas; the scripts in ./client fill them. */
const SLOT_BODY = `<div class="reels" id="reels"></div>
<div class="controls">
  <button type="button" id="bet-down" aria-label="-">−</button>
  <span class="bet">{bet}: <b id="bet"></b></span>
  <button type="button" id="bet-up" aria-label="+">+</button>
  <button type="button" id="spin" class="primary">{spin}</button>
</div>
<p class="hint">{lines}</p>`;

const TABLE_BODY = `<div class="table">
  <div class="dealer" id="dealer"></div>
  <p class="phase" id="phase"></p>
  <div class="chips" id="chips"></div>
  <div class="spots" id="spots"></div>
</div>`;

const VIRTUAL_BODY = `<div class="virtual" id="play"></div>`;

const fill = (template: string, texts: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => texts[key] ?? whole);

/** Title and script of each virtual game (slugs of VIRTUAL_GAMES). */
const VIRTUAL_PAGES: Record<string, { script: string } & Record<Lang, string>> = {
  sportsbook: { script: 'sportsbook.js', tr: 'Spor Bahisleri', en: 'Sports Betting' },
  live: { script: 'sportsbook.js', tr: 'Canlı Bahis', en: 'Live Betting' },
  '3d-football': { script: 'sportsbook.js', tr: '3D Futbol', en: '3D Football' },
  'golden-race': { script: 'race.js', tr: 'At Yarışı', en: 'Horse Racing' },
  'bet-on-games': { script: 'race.js', tr: 'Tazı Yarışı', en: 'Greyhound Racing' },
  bingo: { script: 'bingo.js', tr: 'Tombala', en: 'Bingo' },
  'sound-bingo': { script: 'bingo.js', tr: 'Sesli Tombala', en: 'Sound Bingo' },
  zeplin: { script: 'crash.js', tr: 'Zeplin', en: 'Zeplin' },
  spaceman: { script: 'crash.js', tr: 'Spaceman', en: 'Spaceman' },
};

/** The page of a launch, or undefined when its game is gone from the catalogue. */
async function pageOf(db: Db, launch: LaunchRow): Promise<GamePage | undefined> {
  const { lang, mobile } = launch;
  const texts = pageTexts(lang);
  if (launch.kind === 'slot') {
    const [game] = await slotsById(db, [launch.gameId]);
    if (!game) return undefined;
    return {
      lang,
      mobile,
      title: game.name,
      details: [
        game.providerName,
        `${texts.rtp} %${game.rtp.toFixed(2)}`,
        ...(game.hasJackpot ? [texts.jackpot] : []),
      ],
      body: fill(SLOT_BODY, texts),
      scripts: ['slot.js'],
      data: {},
    };
  }
  if (launch.kind === 'live') {
    const [table] = await tablesById(db, [launch.gameId]);
    if (!table) return undefined;
    const limits = texts.limits
      .replace('{min}', lira(table.minBet, lang))
      .replace('{max}', lira(table.maxBet, lang));
    return {
      lang,
      mobile,
      title: table.name,
      details: [table.providerName, limits],
      body: TABLE_BODY,
      scripts: [
        'table.js',
        ['roulette', 'game-shows'].includes(table.type) ? 'wheel.js' : 'cards.js',
      ],
      data: { type: table.type, open: table.open },
    };
  }
  const game = virtualGameOf(launch.gameId, launch.variant);
  const provider = await findProvider(db, launch.gameId);
  const virtual = game && VIRTUAL_PAGES[game.slug];
  if (!game || !provider || !virtual) return undefined;
  return {
    lang,
    mobile,
    title: virtual[lang],
    details: [provider.name],
    body: VIRTUAL_BODY,
    scripts: [virtual.script],
    // The sportsbook's fixtures are drawn from the same clubs as the seeded coupons.
    data: { slug: game.slug, teams: FOOTBALL_TEAMS },
  };
}

function send(reply: FastifyReply, status: number, page: RenderedPage) {
  // No X-Frame-Options or frame-ancestors: the site shows these pages in an iframe.
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(page.html);
}

/** GET /games/play/{token}: the demo page of a launch, played for fun credits only. */
export function registerGamePages(app: FastifyInstance, db: Db) {
  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/games/play/:token',
    async (req, reply) => {
      const launch = await findLaunch(db, req.params.token);
      const page = launch && (await pageOf(db, launch));
      if (!page) return send(reply, 404, notFoundPage(pickLang(req.query.lang)));
      return send(reply, 200, renderGamePage(page));
    },
  );
}
