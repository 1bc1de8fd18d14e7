import { foldSearchText, searchProblem } from '../../machines/shared/search-text.ts';
import type { GameKind, LiveTable, SlotGame } from '../../machines/shared/games.ts';
import { ok, refuse, type MethodContext, type Reply } from '../envelope.ts';
import { PREVIEW_RID } from './catalogue.ts';

/** The payload of games_list and game_table_list after validation. */
export interface GameListPayload {
  limit: number;
  offset: number;
  favorites?: boolean | number;
  categoryID?: number;
  providerID?: number;
  searchGameName?: string;
}

/**
 * games_list and game_table_list: public lists, except that favorites needs the caller's session
 * (refused like any signed-in method without one). An empty search text is no search; a short or
 * long one is refused. Unknown category or provider ids give an empty page.
 */
export function gameListReply(
  context: MethodContext<GameListPayload>,
  kind: 'slot',
): Promise<Reply<SlotGame[]>>;
export function gameListReply(
  context: MethodContext<GameListPayload>,
  kind: 'live',
): Promise<Reply<LiveTable[]>>;
export async function gameListReply(
  { data, db, caller, services }: MethodContext<GameListPayload>,
  kind: GameKind,
): Promise<Reply<SlotGame[] | LiveTable[]>> {
  const favorites = data.favorites === true || data.favorites === 1;
  if (favorites && !caller) return refuse('sessionExpired');
  const text = data.searchGameName ?? '';
  const problem = text === '' ? undefined : searchProblem(text);
  if (problem) {
    return refuse(
      problem === 'tooShort' ? 'searchTooShort' : 'searchTooLong',
      { field: 'searchGameName' },
      400,
    );
  }
  const filter = {
    limit: data.limit,
    offset: data.offset,
    categoryID: data.categoryID,
    providerID: data.providerID,
    search: text === '' ? undefined : foldSearchText(text),
    favoritesOf: favorites ? caller?.player.id : undefined,
    preview: caller?.player.rid === PREVIEW_RID,
  };
  const { catalogue } = services;
  const page =
    kind === 'slot'
      ? await catalogue.listSlots(db, filter)
      : await catalogue.listTables(db, filter);
  return ok(page.items, page.pagination);
}
