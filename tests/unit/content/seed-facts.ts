/**
 * What the product holds, read from the same seed the platform starts with: the catalogue, the
 * bonus offers, the tournaments, the lottery's campaign, the site's routes and its labels. The
 * content-consistency test holds the seeded texts to these.
 */
import { LANGUAGES, type Lang } from '../../../machines/shared/contract.ts';
import { LIVE_TYPES } from '../../../machines/content/lobby.ts';
import { VIRTUAL_GAMES } from '../../../machines/shared/games.ts';
import type { About } from '../../../server/content/about.ts';
import { TOURNAMENTS } from '../../../server/content/extras.ts';
import { buildCatalogue } from '../../../server/db/catalogue.ts';
import { OFFERS } from '../../../server/db/seed-bonuses.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { INFO_PAGES, PATHS } from '../../../src/runtime/paths.ts';

export const catalogue = buildCatalogue();

const providerById = new Map(catalogue.game_providers.map((p) => [p.id, p]));

/** A provider the lobbies list and whose games launch: no preview, no outage. */
export const isProviderUp = (providerId: number) => {
  const provider = providerById.get(providerId);
  return provider !== undefined && provider.status === 'active' && provider.outage === null;
};

export const providerName = (providerId: number) => providerById.get(providerId)?.name ?? '?';

/** The providers a visitor's lobbies list: slot and live ones out of preview. */
export const LISTED_PROVIDERS = catalogue.game_providers.filter(
  (p) => p.kind !== 'virtual' && p.status === 'active',
).length;

export const slotGame = (id: number) => catalogue.slot_games.find((g) => g.id === id);
export const liveTable = (id: number) => catalogue.live_tables.find((t) => t.id === id);

/** Names of two words or more: a single word ('Jackpot') is not taken for a game's name. */
const NAMED_GAMES = catalogue.slot_games.filter((game) => game.name.includes(' '));
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\d]/u.test(char);

/** The slot games whose catalogue name a text names, as whole words. */
export const gamesNamedIn = (text: string) =>
  NAMED_GAMES.filter(({ name }) => {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      if (!isWordChar(text[at - 1]) && !isWordChar(text[at + name.length])) return true;
    }
    return false;
  });

export const categoryHolds = (categoryId: number, gameId: number) =>
  catalogue.category_games.some((m) => m.category_id === categoryId && m.game_id === gameId);

export const offerOf = (slug: string) => OFFERS.find((o) => o.slug === slug);

/** The offers whose name a text uses: the title, or its part before a dash. */
export function offersNamedIn(text: string, lang: Lang) {
  return OFFERS.filter((offer) => {
    const title = lang === 'tr' ? offer.title_tr : offer.title_en;
    return text.includes(title) || text.includes(title.split(' — ')[0]!);
  });
}
export const tournamentOf = (id: number) => TOURNAMENTS.find((t) => t.id === id);

/** The percentages the wagering counts games at (bonus_offers.weights' default, migration 007). */
export const STANDARD_WEIGHTS = { slot: 100, live: 10, virtual: 50 };

/** Why `about` names nothing the product has, or null when it does. */
export function missingBacking(about: About): string | null {
  switch (about.kind) {
    case 'offer':
      return offerOf(about.slug) ? null : `no bonus offer '${about.slug}'`;
    case 'tournament':
      return tournamentOf(about.id) ? null : `no tournament ${about.id}`;
    case 'game': {
      const game = slotGame(about.id);
      if (!game) return `no slot game ${about.id}`;
      return isProviderUp(game.provider_id)
        ? null
        : `game ${game.name} is of ${providerName(game.provider_id)}, which is not available`;
    }
    case 'draw':
      return null;
  }
}

const categoryOfKind = (kind: 'slot' | 'live', id: number) =>
  catalogue.game_categories.some((c) => c.kind === kind && c.id === id);

/**
 * Why a link of the content leads nowhere, or null when it lands on a page of the site that
 * has something to show: a route of the site, a category or provider the lobby lists, a game
 * that launches.
 */
export function deadLink(link: string): string | null {
  const path = link.split(/[?#]/)[0]!;
  const pages = new Set<string>([
    ...Object.values(PATHS),
    ...INFO_PAGES.map((p) => (p.slug === 'about-us' ? PATHS.aboutUs : `/info/${p.slug}`)),
  ]);
  if (pages.has(path)) return null;
  const parts = path.split('/').slice(1);
  const [area, kind, id] = parts;
  const number = Number(id);
  if ((area === 'slot' || area === 'live') && parts.length === 3) {
    if (kind === 'category') {
      return categoryOfKind(area, number) ? null : `${link}: no ${area} category ${id}`;
    }
    if (kind === 'provider') {
      const provider = providerById.get(number);
      return provider?.kind === area && isProviderUp(number) ? null : `${link}: no such provider`;
    }
    if (kind === 'type' && area === 'live') {
      return LIVE_TYPES.some((t) => t.slug === id) ? null : `${link}: no live type ${id}`;
    }
  }
  if (area === 'play' && parts.length >= 3) {
    if (kind === 'slot') {
      const game = slotGame(number);
      return game && isProviderUp(game.provider_id) ? null : `${link}: no playable slot ${id}`;
    }
    if (kind === 'live') {
      const table = liveTable(number);
      return table && isProviderUp(table.provider_id) ? null : `${link}: no playable table ${id}`;
    }
    return VIRTUAL_GAMES.some((g) => g.area === kind && g.slug === id)
      ? null
      : `${link}: no such game`;
  }
  return `${link}: no page of the site`;
}

/** The slot category a link opens, if it opens one. */
export const slotCategoryOfLink = (link: string) => {
  const match = /^\/slot\/category\/(\d+)$/.exec(link);
  return match ? Number(match[1]) : null;
};

/** Every text the site shows in `lang`, markup removed: what a label in the content must be. */
const labels: Record<Lang, Set<string>> = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    new Set(Object.values(messages[lang]).map((text) => plainLabel(text))),
  ]),
) as Record<Lang, Set<string>>;

function plainLabel(text: string) {
  return text.replace(/<\/?\w+>/g, '').trim();
}

export const isLabel = (lang: Lang, text: string) => labels[lang].has(text.trim());
