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
