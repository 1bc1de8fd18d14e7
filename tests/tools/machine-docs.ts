/** Writes docs/machines/*.md from the machines themselves: `npm run docs:machines`. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOCS_DIR, REPO_ROOT, findDrift, generateMachineDocs } from './machine-docs/generate.ts';

const docs = await generateMachineDocs();
const drift = findDrift(docs);
mkdirSync(DOCS_DIR, { recursive: true });
for (const name of drift.extra) rmSync(join(DOCS_DIR, name), { recursive: true });
for (const name of [...drift.missing, ...drift.stale]) {
  writeFileSync(join(DOCS_DIR, name), docs.get(name)!);
}

const where = relative(REPO_ROOT, DOCS_DIR);
const changed = drift.missing.length + drift.stale.length + drift.extra.length;
console.log(
  `${where}: ${docs.size} files, ${drift.missing.length} added, ${drift.stale.length} updated, ` +
    `${drift.extra.length} removed${changed === 0 ? ' (already up to date)' : ''}`,
);
