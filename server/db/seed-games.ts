import { buildCatalogue } from './catalogue.ts';
import { demoCoupons } from './catalogue-coupons.ts';
import type { Db } from './driver.ts';

/**
 * Many rows in one statement: the rows travel as one JSON parameter and PostgreSQL spreads them
 * over the table's columns. ON CONFLICT: two servers seeding one PostgreSQL add each row once.
 */
async function insertRows(tx: Db, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${columns})
     SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** Fills the catalogue tables when they are empty; answers the rows added per table. */
export async function seedCatalogue(tx: Db): Promise<Record<string, number>> {
  const [existing] = await tx.query<{ n: number }>('SELECT count(*) AS n FROM game_providers');
  if ((existing?.n ?? 0) > 0) return {};
  const added: Record<string, number> = {};
  // In dependency order: providers and categories before the games that refer to them.
  for (const [table, rows] of Object.entries(buildCatalogue())) {
    await insertRows(tx, table, rows);
    added[table] = rows.length;
  }
  return added;
}

/** The demo players' sports coupons: how many, from which generator seed. */
const DEMO_COUPONS: Record<string, { coupons: number; seed: number }> = {
  demo: { coupons: 30, seed: 70_501 },
  demo2fa: { coupons: 26, seed: 70_502 },
};

/** Gives each demo player without coupons their seeded coupons (dated back from now). */
export async function seedDemoGameData(tx: Db): Promise<number> {
  const players = await tx.query<{ id: number; username: string }>(
    `SELECT p.id, p.username FROM players p
     WHERE p.username = ANY($1) AND NOT EXISTS (SELECT 1 FROM coupons c WHERE c.player_id = p.id)`,
    [Object.keys(DEMO_COUPONS)],
  );
  let added = 0;
  for (const player of players) {
    const data = DEMO_COUPONS[player.username]!;
    const rows = demoCoupons(player.id, data.seed, data.coupons, Date.now());
    await insertRows(tx, 'coupons', rows);
    added += rows.length;
  }
  return added;
}
