import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from '../../machines/shared/format.ts';
import type { Db } from '../db/driver.ts';
import { pickLang } from '../messages.ts';
import { findProvider, slotsById, tablesById } from './catalogue.ts';
import { BINGO_PRICE } from './engines/bingo.ts';
import { cardSpots } from './engines/cards.ts';
import { runnersOf } from './engines/race.ts';
import { SLOT_BETS, SLOT_LINES } from './engines/slot.ts';
import { wheelSegments, wheelSpots } from './engines/wheel.ts';
import { findLaunch, type LaunchRow } from './launches.ts';
import { notFoundPage, renderGamePage, type GamePage, type RenderedPage } from './page-html.ts';
import { pageTexts } from './page-texts.ts';
import { VIRTUAL_PAGES, virtualGameOf } from './virtual.ts';

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

/** What each virtual game's script needs from its engine, besides its slug. */
const virtualData = (slug: string, script: string): Record<string, unknown> => {
  if (script === 'race.js') return { runners: runnersOf(slug) };
  if (script === 'bingo.js') return { price: BINGO_PRICE };
  return {};
};

/**
 * The page of a launch, or undefined when its game is gone from the catalogue. Its script calls
 * the provider API at `api`, tells the site at `siteOrigin` the balance, and keeps its bet button
 * off for the profile's `minSpinSeconds` after a bet (the platform refuses a sooner one).
 */
async function pageOf(
  db: Db,
  launch: LaunchRow,
  { token, minSpinSeconds }: { token: string; minSpinSeconds: number },
): Promise<GamePage | undefined> {
  const { lang, mobile } = launch;
  const texts = pageTexts(lang);
  const session = { api: `/games/api/${token}`, siteOrigin: launch.siteOrigin, minSpinSeconds };
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
      data: { ...session, bets: SLOT_BETS, lines: SLOT_LINES },
    };
  }
  if (launch.kind === 'live') {
    const [table] = await tablesById(db, [launch.gameId]);
    if (!table) return undefined;
    const wheel = ['roulette', 'game-shows'].includes(table.type);
    const limits = texts.limits
      .replace('{min}', formatMoney(table.minBet, lang, { short: true }))
      .replace('{max}', formatMoney(table.maxBet, lang, { short: true }));
    return {
      lang,
      mobile,
      title: table.name,
      details: [table.providerName, limits],
      body: TABLE_BODY,
      scripts: ['table.js', wheel ? 'wheel.js' : 'cards.js'],
      data: {
        ...session,
        type: table.type,
        open: table.open,
        spots: wheel ? wheelSpots(table.type) : cardSpots(table.type),
        ...(wheel ? { segments: wheelSegments(table.type) } : {}),
      },
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
    data: { ...session, slug: game.slug, ...virtualData(game.slug, virtual.script) },
  };
}

function send(
  reply: FastifyReply,
  status: number,
  page: RenderedPage,
  frameAncestors: readonly string[],
) {
  // Only the site frames these pages (no X-Frame-Options: it cannot name several origins).
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', `${page.csp}; frame-ancestors ${frameAncestors.join(' ')}`)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(page.html);
}

/**
 * GET /games/play/{token}, on the content origin: the page of a launch, played for the real
 * balance while it lives, framed only by the site's origins (`siteOrigins`), at the pace of the
 * protection profile (`minSpinSeconds` between two bets).
 */
export function registerGamePages(
  app: FastifyInstance,
  {
    db,
    siteOrigins,
    minSpinSeconds,
  }: { db: Db; siteOrigins: readonly string[]; minSpinSeconds: number },
) {
  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/games/play/:token',
    async (req, reply) => {
      const launch = await findLaunch(db, req.params.token);
      const page =
        launch && (await pageOf(db, launch, { token: req.params.token, minSpinSeconds }));
      if (!page) return send(reply, 404, notFoundPage(pickLang(req.query.lang)), siteOrigins);
      return send(reply, 200, renderGamePage(page), siteOrigins);
    },
  );
}
