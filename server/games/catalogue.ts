/**
 * Reads of the game catalogue shared by the casino and livecasino classes, the recently played
 * list and the demo game pages. Rows come out in the shapes of machines/shared/games.ts.
 */
import type { Lang, Pagination } from '../../machines/shared/contract.ts';
import type {
  GameCategory,
  GameKind,
  GameProvider,
  LiveTable,
  SlotGame,
} from '../../machines/shared/games.ts';
import type { Db } from '../db/driver.ts';
import type { Outage } from '../db/catalogue.ts';

/** Image addresses served by server/media.ts. */
const gameThumbnail = (id: number) => `/media/game/${id}.svg`;
const tableThumbnail = (id: number) => `/media/table/${id}.svg`;
const providerLogo = (id: number) => `/media/provider/${id}.svg`;

/** The rid whose players see preview live providers and their tables (spec §6). */
export const PREVIEW_RID = 20;

const SLOT_COLUMNS = `g.id AS "gameID", g.name AS "name", g.provider_id AS "providerID",
  p.name AS "providerName", g.rtp AS "rtp", g.has_jackpot AS "hasJackpot",
  ARRAY(SELECT m.category_id FROM category_games m WHERE m.game_id = g.id
        ORDER BY m.category_id) AS "categoryIDs"`;

const TABLE_COLUMNS = `t.id AS "tableID", t.name AS "name", t.provider_id AS "providerID",
  p.name AS "providerName", t.category_id AS "categoryID", c.slug AS "type",
  t.min_bet AS "minBet", t.max_bet AS "maxBet", t.open AS "open"`;

type SlotRow = Omit<SlotGame, 'thumbnail'>;
type TableRow = Omit<LiveTable, 'thumbnail'>;

const toSlot = (row: SlotRow): SlotGame => ({
  ...row,
  thumbnail: gameThumbnail(row.gameID),
  // Stored in hundredths of a percent.
  rtp: row.rtp / 100,
});
const toTable = (row: TableRow): LiveTable => ({ ...row, thumbnail: tableThumbnail(row.tableID) });

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

/**
 * The FROM … WHERE … and ORDER BY of a list. Order: word-prefix matches of a search first, then
 * favourites newest first, then the category's own positions, then popularity.
 */
function listQuery(kind: GameKind, filter: ListFilter) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const item = kind === 'slot' ? 'g' : 't';
  const joins: string[] = [];
  const where: string[] = [];
  const order: string[] = [];
  if (filter.search) {
    const text = param(filter.search);
    where.push(`strpos(${item}.search_name, ${text}) > 0`);
    order.push(`strpos(' ' || ${item}.search_name, ' ' || ${text}) = 0`);
  }
  if (filter.favoritesOf !== undefined) {
    joins.push(
      `JOIN favorites f ON f.game_id = ${item}.id AND f.player_id = ${param(filter.favoritesOf)}
       AND f.type = '${kind === 'slot' ? 'casino' : 'livecasino'}'`,
    );
    order.push('f.created_at DESC', 'f.game_id DESC');
  }
  if (filter.categoryID !== undefined) {
    joins.push(
      kind === 'slot'
        ? `JOIN category_games cm ON cm.game_id = g.id AND cm.category_id = ${param(filter.categoryID)}`
        : `JOIN category_tables cm ON cm.table_id = t.id AND cm.category_id = ${param(filter.categoryID)}`,
    );
    order.push('cm.position');
  }
  if (filter.providerID !== undefined) {
    where.push(`${item}.provider_id = ${param(filter.providerID)}`);
  }
  if (kind === 'live' && !filter.preview) where.push(`p.status = 'active'`);
  order.push(`${item}.popularity`, `${item}.id`);
  const from =
    kind === 'slot'
      ? 'slot_games g JOIN game_providers p ON p.id = g.provider_id'
      : `live_tables t JOIN game_providers p ON p.id = t.provider_id
         JOIN game_categories c ON c.id = t.category_id`;
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return {
    params,
    param,
    body: `FROM ${from} ${joins.join(' ')} ${whereSql}`,
    order: order.join(', '),
  };
}

/** One page of a list and the total of its filter. */
async function listPage<R>(
  db: Db,
  kind: GameKind,
  columns: string,
  filter: ListFilter,
): Promise<{ rows: R[]; pagination: Pagination }> {
  const query = listQuery(kind, filter);
  const limit = query.param(filter.limit);
  const offset = query.param(filter.offset);
  const rows = await db.query<R & { total: number }>(
    `SELECT ${columns}, count(*) OVER () AS "total" ${query.body}
     ORDER BY ${query.order} LIMIT ${limit} OFFSET ${offset}`,
    query.params,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end still tells how many there are.
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*) AS "total" ${query.body}`,
      query.params.slice(0, -2),
    );
    total = count?.total ?? 0;
  }
  return {
    rows: rows.map(({ total: _total, ...row }) => row as R),
    pagination: { limit: filter.limit, offset: filter.offset, total },
  };
}

export async function listSlots(db: Db, filter: ListFilter) {
  const page = await listPage<SlotRow>(db, 'slot', SLOT_COLUMNS, filter);
  return { items: page.rows.map(toSlot), pagination: page.pagination };
}

export async function listTables(db: Db, filter: ListFilter) {
  const page = await listPage<TableRow>(db, 'live', TABLE_COLUMNS, filter);
  return { items: page.rows.map(toTable), pagination: page.pagination };
}

/** A game with what a launch needs of its provider. */
export type Launchable<T> = T & { outage: Outage | null; status: 'active' | 'preview' };

export async function slotsById(db: Db, ids: readonly number[]): Promise<Launchable<SlotGame>[]> {
  const rows = await db.query<Launchable<SlotRow>>(
    `SELECT ${SLOT_COLUMNS}, p.outage AS "outage", p.status AS "status"
     FROM slot_games g JOIN game_providers p ON p.id = g.provider_id WHERE g.id = ANY($1)`,
    [ids],
  );
  return rows.map((row) => ({ ...row, ...toSlot(row) }));
}

export async function tablesById(db: Db, ids: readonly number[]): Promise<Launchable<LiveTable>[]> {
  const rows = await db.query<Launchable<TableRow>>(
    `SELECT ${TABLE_COLUMNS}, p.outage AS "outage", p.status AS "status"
     FROM live_tables t JOIN game_providers p ON p.id = t.provider_id
     JOIN game_categories c ON c.id = t.category_id WHERE t.id = ANY($1)`,
    [ids],
  );
  return rows.map((row) => ({ ...row, ...toTable(row) }));
}

export async function findProvider(
  db: Db,
  id: number,
): Promise<{ id: number; kind: string; name: string; outage: Outage | null } | undefined> {
  const [row] = await db.query<{ id: number; kind: string; name: string; outage: Outage | null }>(
    'SELECT id, kind, name, outage FROM game_providers WHERE id = $1',
    [id],
  );
  return row;
}

/** A lobby's categories with their counts, names in lang. */
export async function listCategories(
  db: Db,
  kind: GameKind,
  lang: Lang,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: GameCategory[]; pagination: Pagination }> {
  const count =
    kind === 'slot'
      ? 'SELECT count(*) FROM category_games m WHERE m.category_id = c.id'
      : `SELECT count(*) FROM category_tables m JOIN live_tables t ON t.id = m.table_id
         JOIN game_providers p ON p.id = t.provider_id
         WHERE m.category_id = c.id AND p.status = 'active'`;
  const items = await db.query<GameCategory>(
    `SELECT c.id AS "CategoryID", CASE WHEN $2 = 'en' THEN c.name_en ELSE c.name_tr END AS "name",
       c.slug AS "slug", (${count}) AS "gameCount"
     FROM game_categories c WHERE c.kind = $1 ORDER BY c.sort, c.id LIMIT $3 OFFSET $4`,
    [kind, lang, limit, offset],
  );
  const [total] = await db.query<{ n: number }>(
    'SELECT count(*) AS n FROM game_categories WHERE kind = $1',
    [kind],
  );
  return { items, pagination: { limit, offset, total: total?.n ?? 0 } };
}

/** A lobby's providers with their counts; preview ones only when asked. */
export async function listProviders(
  db: Db,
  kind: GameKind,
  { limit, offset, preview = false }: { limit: number; offset: number; preview?: boolean },
): Promise<{ items: GameProvider[]; pagination: Pagination }> {
  const count =
    kind === 'slot'
      ? 'SELECT count(*) FROM slot_games g WHERE g.provider_id = p.id'
      : 'SELECT count(*) FROM live_tables t WHERE t.provider_id = p.id';
  const where = `p.kind = $1 AND (p.status = 'active' OR $2)`;
  const rows = await db.query<Omit<GameProvider, 'logo'>>(
    `SELECT p.id AS "providerID", p.name AS "name", (${count}) AS "gameCount"
     FROM game_providers p WHERE ${where} ORDER BY p.sort, p.id LIMIT $3 OFFSET $4`,
    [kind, preview, limit, offset],
  );
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM game_providers p WHERE ${where}`,
    [kind, preview],
  );
  return {
    items: rows.map((row) => ({ ...row, logo: providerLogo(row.providerID) })),
    pagination: { limit, offset, total: total?.n ?? 0 },
  };
}
