import type {
  Coupon,
  GameCategory,
  GameLaunch,
  GameProvider,
  LiveTable,
  RecentGame,
  SlotGame,
} from '../games.ts';
import {
  couponsSchema,
  liveDirectorySchema,
  liveProvidersSchema,
  liveTablesSchema,
  recentlyPlayedSchema,
  slotDirectorySchema,
  slotGamesSchema,
  slotLaunchSchema,
  tableLaunchSchema,
  virtualLaunchSchema,
} from '../validation/game-call-schemas.ts';
import { answers } from './define.ts';

/** Class casino: the slot lobby and launches, and the player's recently played games. */
export const casino = {
  category_list: answers<GameCategory[]>()(slotDirectorySchema),
  provider_list: answers<GameProvider[]>()(slotDirectorySchema),
  games_list: answers<SlotGame[]>()(slotGamesSchema),
  init_game: answers<GameLaunch>()(slotLaunchSchema),
  recently_played: answers<RecentGame[]>()(recentlyPlayedSchema),
};

/** Class livecasino: the live lobby and launches; preview providers for rid 20 only (spec §6). */
export const livecasino = {
  category_list: answers<GameCategory[]>()(liveDirectorySchema),
  provider_list: answers<GameProvider[]>()(liveProvidersSchema),
  game_table_list: answers<LiveTable[]>()(liveTablesSchema),
  init_game: answers<GameLaunch>()(tableLaunchSchema),
};

/** Class virtualgames: the menu's virtual games and the sportsbook. */
export const virtualgames = {
  init_game: answers<GameLaunch>()(virtualLaunchSchema),
};

/** Class betframe: the player's sportsbook coupons. */
export const betframe = {
  getCoupons: answers<Coupon[]>()(couponsSchema),
};
