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

export const SLOT_COLUMNS = `g.id AS "gameID", g.name AS "name", g.provider_id AS "providerID",
  p.name AS "providerName", g.rtp AS "rtp", g.has_jackpot AS "hasJackpot",
  ARRAY(SELECT m.category_id FROM category_games m WHERE m.game_id = g.id
        ORDER BY m.category_id) AS "categoryIDs"`;

export const TABLE_COLUMNS = `t.id AS "tableID", t.name AS "name", t.provider_id AS "providerID",
  p.name AS "providerName", t.category_id AS "categoryID", c.slug AS "type",
  t.min_bet AS "minBet", t.max_bet AS "maxBet", t.open AS "open"`;

export type SlotRow = Omit<SlotGame, 'thumbnail'>;
export type TableRow = Omit<LiveTable, 'thumbnail'>;

/** A row of SLOT_COLUMNS as answered; rtp is stored in hundredths of a percent. */
export const toSlot = (row: SlotRow): SlotGame => ({
  ...row,
  thumbnail: gameThumbnail(row.gameID),
  rtp: row.rtp / 100,
});
export const toTable = (row: TableRow): LiveTable => ({
  ...row,
  thumbnail: tableThumbnail(row.tableID),
});

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
