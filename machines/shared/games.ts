/**
 * The game catalogue as the platform answers it (classes casino, livecasino, virtualgames,
 * habanero, betframe). Amounts are integer kuruş; dates are ISO 8601 strings.
 */
import type { Pagination } from './contract.ts';
import type { CouponState } from './history.ts';

/** The two lobbies; favourites call them casino and livecasino (spec §4). */
export type GameKind = 'slot' | 'live';

export interface GameCategory {
  CategoryID: number;
  /** Name in the request's language. */
  name: string;
  /** Address part of /slot/type/{type} and /live/type/{type}. */
  slug: string;
  gameCount: number;
}

export interface GameProvider {
  providerID: number;
  name: string;
  /** Server-served logo image (SVG). */
  logo: string;
  gameCount: number;
}

export interface SlotGame {
  gameID: number;
  name: string;
  providerID: number;
  providerName: string;
  /** Server-served thumbnail image (SVG), 4:3. */
  thumbnail: string;
  categoryIDs: number[];
  /** Return to player in percent, e.g. 96.5. */
  rtp: number;
  hasJackpot: boolean;
}

export interface LiveTable {
  tableID: number;
  name: string;
  providerID: number;
  providerName: string;
  /** Server-served thumbnail image (SVG), 4:3. */
  thumbnail: string;
  categoryID: number;
  /** The category's slug: roulette, blackjack, baccarat, poker, game-shows … */
  type: string;
  minBet: number;
  maxBet: number;
  /** Whether the dealer is at the table now. */
  open: boolean;
}

/** One page of a list call: the rows in data, the counts in the envelope's pagination. */
export interface ListPage<T> {
  items: T[];
  pagination: Pagination;
}

/** games_list and game_table_list filters; favorites needs a signed-in player. */
export interface GameListQuery {
  limit: number;
  offset: number;
  categoryID?: number;
  providerID?: number;
  /** At least 3 characters; case-insensitive, Turkish letters folded (İ/i, I/ı, Ş/ş, Ğ/ğ …). */
  searchGameName?: string;
  favorites?: boolean;
}

/**
 * init_game answers the address of the game's page (an empty url means the provider failed),
 * and the game's name and provider as the catalogue has them, whatever the address said. A
 * platform may leave the names out.
 */
export interface GameLaunch {
  url: string;
  name?: string;
  providerName?: string;
}

/** user favorites: the ids of the player's favourite games of one lobby, newest first. */
export interface FavoriteIds {
  ids: number[];
}

export interface RecentGame {
  kind: GameKind;
  playedAt: string;
  slot?: SlotGame;
  live?: LiveTable;
}

/** habanero getJackpots: one object with the current pools. */
export interface Jackpots {
  currency: 'TRY';
  updatedAt: string;
  pools: { id: string; name: string; amount: number }[];
}

export type CouponStatus = 'open' | 'won' | 'lost' | 'cancelled' | 'cashout';

export interface CouponSelection {
  event: string;
  market: string;
  pick: string;
  odds: number;
  startsAt: string;
  result: 'pending' | 'won' | 'lost' | 'void';
}

/** betframe getCoupons: one sports coupon of the signed-in player. */
export interface Coupon {
  couponID: string;
  createdAt: string;
  status: CouponStatus;
  stake: number;
  totalOdds: number;
  potentialWin: number;
  /** What was paid out; 0 while open or when lost. */
  payout: number;
  selections: CouponSelection[];
}

export interface CouponQuery {
  /** YYYY-MM-DD, inclusive; none for all time. */
  startDate?: string;
  endDate?: string;
  limit: number;
  offset: number;
  /** Open coupons only, or settled ones only; all when absent. */
  couponState?: CouponState;
}

/**
 * The menu's games that launch through virtualgames init_game (spec §2): the address part of
 * /play/virtual/{slug} with the provider and type sent. Sport and live sport open the
 * sportsbook frame the same way (/play/sport/sportsbook, /play/sport/live).
 */
export const VIRTUAL_GAMES = [
  { area: 'virtual', slug: 'golden-race', providerID: 901 },
  { area: 'virtual', slug: 'bet-on-games', providerID: 902 },
  { area: 'virtual', slug: '3d-football', providerID: 901, type: 'football-3d' },
  { area: 'virtual', slug: 'bingo', providerID: 903, type: 'bingo' },
  { area: 'virtual', slug: 'sound-bingo', providerID: 903, type: 'sound-bingo' },
  { area: 'virtual', slug: 'zeplin', providerID: 904 },
  { area: 'virtual', slug: 'spaceman', providerID: 905 },
  { area: 'sport', slug: 'sportsbook', providerID: 950, type: 'prematch' },
  { area: 'sport', slug: 'live', providerID: 950, type: 'live' },
] as const satisfies readonly { area: string; slug: string; providerID: number; type?: string }[];

export type VirtualGame = (typeof VIRTUAL_GAMES)[number];

/**
 * The sportsbook's provider: its slips are sports coupons (betframe getCoupons, the history's
 * bet tab), not game rounds, though the wallet moves their money as rounds.
 */
export const SPORTSBOOK_PROVIDER_ID = VIRTUAL_GAMES.find(
  (game) => game.area === 'sport',
)!.providerID;
