/** Spec §9: the slot categories the lobby offers, by the platform's category id. */
export const SLOT_CATEGORIES = [
  { id: 27, key: 'mostPopular' },
  { id: 58, key: 'jackpot' },
  { id: 63, key: 'boardGames' },
  { id: 64, key: 'freeSpinsPurchase' },
  { id: 72, key: 'slotsOfTheDay' },
  { id: 76, key: 'dropsAndWins' },
  { id: 78, key: 'newArrivals' },
] as const;

/** Live casino table types the menu links to (/live/type/{type}). */
export const LIVE_TYPES = [
  { slug: 'roulette', key: 'roulette' },
  { slug: 'blackjack', key: 'blackjack' },
  { slug: 'baccarat', key: 'baccarat' },
  { slug: 'poker', key: 'poker' },
  { slug: 'game-shows', key: 'gameShows' },
] as const;

export const LOBBY_KINDS = ['slot', 'live'] as const;
export type LobbyKind = (typeof LOBBY_KINDS)[number];

/** Spec §9: games per list call; the favourites page asks for 100 of each kind. */
export const GAME_PAGE_SIZE = 48;
export const FAVORITES_PAGE_SIZE = 100;
/** Spec §9: the quick-access rail is casino games_list of category 72, 50 games. */
export const QUICK_ACCESS = { categoryID: 72, limit: 50 } as const;
/** Games in each category rail of a lobby's home and in the recently played rail. */
export const RAIL_SIZE = 20;
export const RECENT_GAMES = 20;
/** The category rails of each lobby's home, in order: slot category ids, live type slugs. */
export const SLOT_RAIL_CATEGORIES = [27, 78, 58] as const;
export const LIVE_RAIL_TYPES = ['roulette', 'blackjack', 'game-shows'] as const;

/** The search waits this long after the last key before it is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The jackpot banner asks habanero for fresh pools this often, and retries a failure after. */
export const JACKPOT_REFRESH_MS = 30_000;
export const JACKPOT_RETRY_MS = 10_000;

/** The address parameter that keeps a lobby's search (?q=). */
export const SEARCH_PARAM = 'q';

/** The query string of a lobby showing `search` (none when cleared). */
export const searchAddress = (search: string): string =>
  search ? `?${SEARCH_PARAM}=${encodeURIComponent(search)}` : '';
