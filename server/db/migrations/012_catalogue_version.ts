/**
 * A counter every change to the game catalogue moves, in the changing transaction: servers
 * that hold the catalogue in memory (server/games/catalogue-cache.ts) read it on each list and
 * load the catalogue again when it moved, whoever made the change (the operator's SQL, another
 * server on the same PostgreSQL).
 */
const CATALOGUE_TABLES = [
  'game_providers',
  'game_categories',
  'slot_games',
  'category_games',
  'live_tables',
  'category_tables',
];

export const statements = [
  `CREATE TABLE catalogue_version (
     id integer PRIMARY KEY CHECK (id = 1),
     version bigint NOT NULL)`,
  `INSERT INTO catalogue_version (id, version) VALUES (1, 0)`,
  `CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
     RETURN NULL;
   END $$`,
  ...CATALOGUE_TABLES.map(
    (table) => `CREATE TRIGGER ${table}_changed
     AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`,
  ),
];
