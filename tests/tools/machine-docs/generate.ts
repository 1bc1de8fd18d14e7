import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverageOf, loadMachineModels } from '../../model/machine-models.ts';
import { describeMachine } from './describe-machine.ts';
import { findMachines } from './find-machines.ts';
import { renderIndex, renderMachinePage } from './render-markdown.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Everything in this folder is generated: a file the generator did not write is stale. */
export const DOCS_DIR = join(REPO_ROOT, 'docs', 'machines');

/** File name → content of every page plus the README index. */
export async function generateMachineDocs(repoRoot = REPO_ROOT): Promise<Map<string, string>> {
  const models = await loadMachineModels(join(repoRoot, 'tests', 'model'));
  const pages = (await findMachines(repoRoot)).map((found) => {
    const model = models.get(found.machine.id);
    const measured = model ? coverageOf(model) : null;
    return {
      found,
      measured,
      // Named as its source file: machines/cashier/bank-accounts.machine.ts → bank-accounts.md.
      fileName: `${basename(found.sourceFile, '.machine.ts')}.md`,
      content: renderMachinePage(found, describeMachine(found.machine), measured),
    };
  });
  const docs = new Map(pages.map((page) => [page.fileName, page.content]));
  docs.set('README.md', renderIndex(pages));
  return docs;
}

export interface DocsDrift {
  missing: string[];
  stale: string[];
  extra: string[];
}

export function findDrift(expected: Map<string, string>, docsDir = DOCS_DIR): DocsDrift {
  const onDisk = existsSync(docsDir) ? readdirSync(docsDir).sort() : [];
  const present = new Set(onDisk);
  const names = [...expected.keys()].sort();
  return {
    missing: names.filter((name) => !present.has(name)),
    stale: names.filter(
      (name) =>
        present.has(name) && readFileSync(join(docsDir, name), 'utf8') !== expected.get(name),
    ),
    extra: onDisk.filter((name) => !expected.has(name)),
  };
}
