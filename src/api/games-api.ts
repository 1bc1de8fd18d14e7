import type { Pagination } from '../../machines/shared/contract.ts';
import type {
  Coupon,
  GameCategory,
  GameLaunch,
  GameListQuery,
  GameProvider,
  ListPage,
  LiveTable,
  RecentGame,
  SlotGame,
} from '../../machines/shared/games.ts';
import type { GamesApi } from '../../machines/ports.ts';
import type { ApiClient, CallOptions } from './client.ts';

/** Spec §9: categories and providers 100 per call, live casino 150. */
const SLOT_LIST_LIMIT = 100;
const LIVE_LIST_LIMIT = 150;
/** Spec §6: the rid whose live provider list asks for status 2. */
const PREVIEW_RID = 20;

/** Launch failures are shown by the launch machine itself ('Sağlayıcıya Ulaşılamıyor'). */
const LAUNCH: CallOptions = { auth: true, quiet: true };
const AUTH: CallOptions = { auth: true };

/** The query as the platform reads it: favorites as 1, absent filters left out. */
function listData({ favorites, ...query }: GameListQuery): Record<string, unknown> {
  const data: Record<string, unknown> = { ...query };
  if (favorites) data.favorites = 1;
  return data;
}

export function createGamesApi(client: ApiClient, getRid: () => number | null): GamesApi {
  const data = async <T>(
    cls: string,
    method: string,
    payload?: Record<string, unknown>,
    options?: CallOptions,
  ) => (await client.callUnmapped<T>(cls, method, payload, options)).data;

  const page = async <T>(cls: string, method: string, query: GameListQuery) => {
    const answer = await client.callUnmapped<T[]>(
      cls,
      method,
      listData(query),
      query.favorites ? AUTH : {},
    );
    return toPage(answer.data, answer.pagination, query);
  };

  return {
    slotCategories: () =>
      data<GameCategory[]>('casino', 'category_list', { limit: SLOT_LIST_LIMIT, offset: 0 }),
    slotProviders: () =>
      data<GameProvider[]>('casino', 'provider_list', { limit: SLOT_LIST_LIMIT, offset: 0 }),
    slotGames: (query) => page<SlotGame>('casino', 'games_list', query),
    launchSlot: (gameID) => data<GameLaunch>('casino', 'init_game', { gameID }, LAUNCH),
    liveCategories: () =>
      data<GameCategory[]>('livecasino', 'category_list', { limit: LIVE_LIST_LIMIT, offset: 0 }),
    liveProviders: () => {
      const payload: Record<string, unknown> = { limit: LIVE_LIST_LIMIT, offset: 0 };
      if (getRid() === PREVIEW_RID) payload.status = 2;
      return data<GameProvider[]>('livecasino', 'provider_list', payload, AUTH);
    },
    liveTables: (query) => page<LiveTable>('livecasino', 'game_table_list', query),
    launchTable: (tableID, isMobile) =>
      data<GameLaunch>('livecasino', 'init_game', { tableID, isMobile }, LAUNCH),
    launchVirtual: (providerID, type) =>
      data<GameLaunch>(
        'virtualgames',
        'init_game',
        type === undefined ? { providerID } : { providerID, type },
        LAUNCH,
      ),
    recentlyPlayed: (limit) =>
      data<RecentGame[]>('casino', 'recently_played', { limit }, { auth: true, quiet: true }),
    jackpots: async () => (await client.call('habanero', 'getJackpots', {}, { quiet: true })).data,
    coupons: async (query) => {
      const answer = await client.callUnmapped<Coupon[]>(
        'betframe',
        'getCoupons',
        { ...query, concatRequire: 1 },
        // The history shows its own empty and failure states ('Kayıt Bulunamadı' is no error).
        { auth: true, quiet: true },
      );
      return toPage(answer.data, answer.pagination, query);
    },
  };
}

/** A page of rows; a server that leaves pagination out is read as having sent everything. */
export function toPage<T>(
  rows: T[] | null | undefined,
  pagination: Pagination | undefined,
  query: { limit: number; offset: number },
): ListPage<T> {
  const items = rows ?? [];
  return {
    items,
    pagination: pagination ?? {
      limit: query.limit,
      offset: query.offset,
      total: query.offset + items.length,
    },
  };
}
