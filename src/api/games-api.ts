import type { Pagination } from '../../machines/shared/contract.ts';
import type { ApiClass, ApiMethod, ApiPayload } from '../../machines/shared/contract/index.ts';
import type { GameListQuery, ListPage } from '../../machines/shared/games.ts';
import type { GamesApi } from '../../machines/ports.ts';
import type { ApiClient, ApiResult, CallOptions } from './client.ts';

/** Spec §9: categories and providers 100 per call, live casino 150. */
const SLOT_LIST_LIMIT = 100;
const LIVE_LIST_LIMIT = 150;
/** Spec §6: the rid whose live provider list asks for status 2. */
const PREVIEW_RID = 20;

/** Launch failures are shown by the launch machine itself ('Sağlayıcıya Ulaşılamıyor'). */
const LAUNCH: CallOptions = { auth: true, quiet: true };
const AUTH: CallOptions = { auth: true };

/** The query as the platform reads it: favorites as 1, absent filters left out. */
function listData({ favorites, ...query }: GameListQuery): ApiPayload<'casino', 'games_list'> {
  return favorites ? { ...query, favorites: 1 } : query;
}

/** A list call's rows as a page of the query it answers. */
async function pageOf<T>(call: Promise<ApiResult<T[]>>, query: { limit: number; offset: number }) {
  const answer = await call;
  return toPage(answer.data, answer.pagination, query);
}

export function createGamesApi(client: ApiClient, getRid: () => number | null): GamesApi {
  const data = async <C extends ApiClass, M extends ApiMethod<C>>(
    cls: C,
    method: M,
    payload: ApiPayload<C, M>,
    options?: CallOptions,
  ) => (await client.call(cls, method, payload, options)).data;

  const listOptions = (query: GameListQuery) => (query.favorites ? AUTH : {});

  return {
    slotCategories: () => data('casino', 'category_list', { limit: SLOT_LIST_LIMIT, offset: 0 }),
    slotProviders: () => data('casino', 'provider_list', { limit: SLOT_LIST_LIMIT, offset: 0 }),
    slotGames: (query) =>
      pageOf(client.call('casino', 'games_list', listData(query), listOptions(query)), query),
    launchSlot: (gameID) => data('casino', 'init_game', { gameID }, LAUNCH),
    liveCategories: () =>
      data('livecasino', 'category_list', { limit: LIVE_LIST_LIMIT, offset: 0 }),
    liveProviders: () => {
      const preview = getRid() === PREVIEW_RID ? { status: 2 as const } : {};
      return data(
        'livecasino',
        'provider_list',
        { limit: LIVE_LIST_LIMIT, offset: 0, ...preview },
        AUTH,
      );
    },
    liveTables: (query) =>
      pageOf(
        client.call('livecasino', 'game_table_list', listData(query), listOptions(query)),
        query,
      ),
    launchTable: (tableID, isMobile) =>
      data('livecasino', 'init_game', { tableID, isMobile }, LAUNCH),
    launchVirtual: (providerID, type) =>
      data(
        'virtualgames',
        'init_game',
        type === undefined ? { providerID } : { providerID, type },
        LAUNCH,
      ),
    recentlyPlayed: (limit) =>
      data('casino', 'recently_played', { limit }, { auth: true, quiet: true }),
    jackpots: async () => (await client.call('habanero', 'getJackpots', {}, { quiet: true })).data,
    coupons: (query) =>
      pageOf(
        client.call(
          'betframe',
          'getCoupons',
          { ...query, concatRequire: 1 },
          // The history shows its own empty and failure states ('Kayıt Bulunamadı' is no error).
          { auth: true, quiet: true },
        ),
        query,
      ),
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
