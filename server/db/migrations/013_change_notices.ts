/**
 * A NOTIFY on the channel named after the table whenever the maintenance flag or the catalogue
 * version changes, sent as the change commits: the embedded database's server holds both in
 * memory between changes instead of reading them on every call (server/db/watched.ts).
 */
const WATCHED_TABLES = ['maintenance', 'catalogue_version'];

export const statements = [
  `CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify(TG_TABLE_NAME, '');
     RETURN NULL;
   END $$`,
  ...WATCHED_TABLES.map(
    (table) => `CREATE TRIGGER ${table}_notify
     AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION notify_change()`,
  ),
];
