import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';

export interface FoundMachine {
  machine: AnyStateMachine;
  exportName: string;
  /** Repo-relative, with forward slashes, for links and messages. */
  sourceFile: string;
  /** The export's JSDoc joined into one line, or null when it has none. */
  description: string | null;
}

const MACHINE_FILE = /\.machine\.ts$/;

export function findMachineFiles(repoRoot: string): string[] {
  const machinesDir = join(repoRoot, 'machines');
  return readdirSync(machinesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => MACHINE_FILE.test(file))
    .map((file) => relative(repoRoot, join(machinesDir, file)).split('\\').join('/'))
    .sort();
}

/** Every exported StateMachine of every machines/**\/*.machine.ts, sorted by machine id. */
export async function findMachines(repoRoot: string): Promise<FoundMachine[]> {
  const found: FoundMachine[] = [];
  for (const sourceFile of findMachineFiles(repoRoot)) {
    const absolute = join(repoRoot, sourceFile);
    const exports = (await import(pathToFileURL(absolute).href)) as Record<string, unknown>;
    const source = readFileSync(absolute, 'utf8');
    const seen = new Set<unknown>();
    for (const [exportName, value] of Object.entries(exports).sort(([a], [b]) => compare(a, b))) {
      // An alias re-export of the same machine must not produce a second page.
      if (!(value instanceof StateMachine) || seen.has(value)) continue;
      seen.add(value);
      found.push({
        machine: value,
        exportName,
        sourceFile,
        description: jsDocOf(source, exportName),
      });
    }
  }
  assertUniqueIds(found);
  return found.sort((a, b) => compare(a.machine.id, b.machine.id));
}

function jsDocOf(source: string, exportName: string): string | null {
  const pattern = new RegExp(
    String.raw`/\*\*((?:(?!\*/)[\s\S])*)\*/\s*export\s+(?:const|let|var)\s+${exportName}\b`,
  );
  const body = pattern.exec(source)?.[1];
  if (body === undefined) return null;
  const text = body
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter((line) => !line.startsWith('@'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

// Pages are named after the machine id, so two machines with one id would overwrite each other.
function assertUniqueIds(found: FoundMachine[]): void {
  const byId = new Map<string, FoundMachine>();
  for (const entry of found) {
    const other = byId.get(entry.machine.id);
    if (other) {
      throw new Error(
        `Two machines share the id "${entry.machine.id}": ${other.sourceFile} (${other.exportName}) ` +
          `and ${entry.sourceFile} (${entry.exportName}). Give each machine a unique id.`,
      );
    }
    byId.set(entry.machine.id, entry);
  }
}

/** Code-unit order, so the output does not depend on the machine's locale. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
