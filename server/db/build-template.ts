/**
 * The child process createDatabase runs when a template is missing: initdb, the migrations, the
 * fixed seed and the trim into a folder beside the template's place, then moved in whole. The
 * child runs each Postgres function a few times only, so V8's optimising compiler would cost more
 * than it saves (it is started with --liftoff-only).
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { TEMPLATE_TRIM } from './create-database.ts';
import { PGLITE_OPTIONS, wrapPglite } from './driver.ts';
import { migrate } from './migrate.ts';
import { seedFixed } from './seed.ts';

const template = process.argv[2]!;
const building = `${template}.${process.pid}`;
mkdirSync(dirname(template), { recursive: true });
rmSync(building, { recursive: true, force: true });
const pglite = await PGlite.create(building, PGLITE_OPTIONS);
const db = wrapPglite(pglite);
await migrate(db);
await db.transaction(seedFixed);
for (const statement of TEMPLATE_TRIM) await pglite.exec(statement);
await pglite.close();
try {
  renameSync(building, template);
} catch (error) {
  // Another server built the same template first: theirs is as good.
  rmSync(building, { recursive: true, force: true });
  if (!existsSync(template)) throw error;
}
