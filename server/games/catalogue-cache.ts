/**
 * The slot games and live tables as games_list and game_table_list page them, held in memory.
 * In SQL every page counted, sorted and (for its categories) read every row before its offset,
 * and on PGlite each of those queries held the one connection every call waits for. Each list
 * asks for catalogue_version (migration 012), which every change to the catalogue tables
 * moves, and loads the catalogue again when it moved: a change made anywhere (the operator's
 * SQL, another server on the same PostgreSQL) is listed from the next call on. On PostgreSQL
 * that is a read per list; the embedded database announces each change (migration 013).
 */
import type { Pagination } from '../../machines/shared/contract.ts';
import type { GameKind, LiveTable, SlotGame } from '../../machines/shared/games.ts';
import type { Db } from '../db/driver.ts';
import { watched } from '../db/watched.ts';
import {
  SLOT_COLUMNS,
  TABLE_COLUMNS,
  toSlot,
  toTable,
  type SlotRow,
  type TableRow,
} from './catalogue.ts';

/** A list call's filters as the handlers read them; `search` is already folded. */
export interface ListFilter {
  limit: number;
  offset: number;
  categoryID?: number;
  providerID?: number;
  search?: string;
  /** Only this player's favourites, newest first. */
  favoritesOf?: number;
  /** Lists tables of preview providers too (live only). */
  preview?: boolean;
}

/** One game or table as answered, with what the filters read. */
interface Entry<T> {
  item: T;
  id: number;
  providerID: number;
  /** The folded name (search_name). */
  search: string;
  /** Its provider is active (a preview provider's tables are listed to preview players only). */
  active: boolean;
}

/** One lobby's list: entries by popularity then id, and each category's positions by id. */
interface Lobby<T> {
  entries: Entry<T>[];
  positions: Map<number, Map<number, number>>;
}

interface Snapshot {
  version: number;
  slot: Lobby<SlotGame>;
  live: Lobby<LiveTable>;
}

/** What a list reads besides the answered columns: the folded name, the provider's status. */
type Extra = { search: string; status: string };

const readVersion = async (db: Db) =>
  (await db.query<{ version: number }>('SELECT version FROM catalogue_version'))[0]!.version;
/** The version as committed: on the embedded database held until it changes (db/watched.ts). */
const currentVersion = watched('catalogue_version', readVersion);

function positionsOf(rows: { category_id: number; id: number; position: number }[]) {
  const positions = new Map<number, Map<number, number>>();
  for (const { category_id: category, id, position } of rows) {
    let members = positions.get(category);
    if (!members) positions.set(category, (members = new Map()));
    members.set(id, position);
  }
  return positions;
}

/**
 * Reads the catalogue between two reads of its version and again until they agree: then no
 * change committed in between, and the rows are the ones of that version on any isolation level.
 */
async function load(db: Db): Promise<Snapshot> {
  for (;;) {
    const version = await readVersion(db);
    const [slots, tables, slotMembers, tableMembers] = await Promise.all([
      db.query<SlotRow & Extra>(
        `SELECT ${SLOT_COLUMNS}, g.search_name AS "search", p.status AS "status"
         FROM slot_games g JOIN game_providers p ON p.id = g.provider_id
         ORDER BY g.popularity, g.id`,
      ),
      db.query<TableRow & Extra>(
        `SELECT ${TABLE_COLUMNS}, t.search_name AS "search", p.status AS "status"
         FROM live_tables t JOIN game_providers p ON p.id = t.provider_id
         JOIN game_categories c ON c.id = t.category_id
         ORDER BY t.popularity, t.id`,
      ),
      db.query<{ category_id: number; id: number; position: number }>(
        'SELECT category_id, game_id AS id, position FROM category_games',
      ),
      db.query<{ category_id: number; id: number; position: number }>(
        'SELECT category_id, table_id AS id, position FROM category_tables',
      ),
    ]);
    if ((await readVersion(db)) !== version) continue;
    return {
      version,
      slot: {
        entries: slots.map(({ search, status, ...row }) => ({
          item: toSlot(row),
          id: row.gameID,
          providerID: row.providerID,
          search,
          active: status === 'active',
        })),
        positions: positionsOf(slotMembers),
      },
      live: {
        entries: tables.map(({ search, status, ...row }) => ({
          item: toTable(row),
          id: row.tableID,
          providerID: row.providerID,
          search,
          active: status === 'active',
        })),
        positions: positionsOf(tableMembers),
      },
    };
  }
}

/** Game or table ids of a player's favourites in a lobby, newest first. */
async function favouriteRanks(db: Db, kind: GameKind, playerId: number) {
  const rows = await db.query<{ id: number }>(
    `SELECT game_id AS id FROM favorites WHERE player_id = $1 AND type = $2
     ORDER BY created_at DESC, game_id DESC`,
    [playerId, kind === 'slot' ? 'casino' : 'livecasino'],
  );
  return new Map(rows.map((row, rank) => [row.id, rank]));
}

/**
 * One page and the total of its filter. Order: word-prefix matches of a search first, then
 * favourites newest first, then the category's own positions, then popularity (the entries'
 * own order, which the stable sort keeps among equals).
 */
function page<T>(
  lobby: Lobby<T>,
  filter: ListFilter,
  live: boolean,
  favourites: Map<number, number> | undefined,
): { items: T[]; pagination: Pagination } {
  const { search, providerID } = filter;
  const positions =
    filter.categoryID === undefined
      ? undefined
      : (lobby.positions.get(filter.categoryID) ?? new Map<number, number>());
  const rows = lobby.entries.filter(
    (entry) =>
      (search === undefined || entry.search.includes(search)) &&
      (providerID === undefined || entry.providerID === providerID) &&
      (positions === undefined || positions.has(entry.id)) &&
      (favourites === undefined || favourites.has(entry.id)) &&
      (!live || filter.preview || entry.active),
  );
  const ordered =
    search === undefined && !favourites && !positions
      ? rows
      : rows
          .map((entry) => ({
            entry,
            keys: [
              search === undefined || ` ${entry.search}`.includes(` ${search}`) ? 0 : 1,
              favourites?.get(entry.id) ?? 0,
              positions?.get(entry.id) ?? 0,
            ],
          }))
          .sort(
            (a, b) => a.keys[0]! - b.keys[0]! || a.keys[1]! - b.keys[1]! || a.keys[2]! - b.keys[2]!,
          )
          .map(({ entry }) => entry);
  return {
    items: ordered.slice(filter.offset, filter.offset + filter.limit).map((entry) => entry.item),
    pagination: { limit: filter.limit, offset: filter.offset, total: ordered.length },
  };
}

export interface CatalogueCache {
  listSlots(db: Db, filter: ListFilter): Promise<{ items: SlotGame[]; pagination: Pagination }>;
  listTables(db: Db, filter: ListFilter): Promise<{ items: LiveTable[]; pagination: Pagination }>;
}

/** One per database: the versions of two databases say nothing about each other. */
export function createCatalogueCache(): CatalogueCache {
  let held: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;

  /** The catalogue of the version read now or a later one (the counter only grows). */
  async function current(db: Db): Promise<Snapshot> {
    const version = await currentVersion(db);
    // Calls that find it moved share one load; one begun before this version was read may
    // bring an older catalogue, so the check runs again on what it brought.
    while (!held || held.version < version) {
      loading ??= load(db)
        .then((loaded) => (held = loaded))
        .finally(() => (loading = undefined));
      await loading;
    }
    return held;
  }

  const list = async <T>(
    db: Db,
    kind: GameKind,
    lobby: (s: Snapshot) => Lobby<T>,
    filter: ListFilter,
  ) => {
    const favourites =
      filter.favoritesOf === undefined
        ? undefined
        : await favouriteRanks(db, kind, filter.favoritesOf);
    return page(lobby(await current(db)), filter, kind === 'live', favourites);
  };

  return {
    listSlots: (db, filter) => list(db, 'slot', (s) => s.slot, filter),
    listTables: (db, filter) => list(db, 'live', (s) => s.live, filter),
  };
}
