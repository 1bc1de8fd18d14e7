/**
 * The generated paths of a transition cover, kept on disk so that one exploration of a chart
 * serves every process that needs it: the model test of a machine, the coverage test (every
 * machine), docs/machines, and Playwright's runner and worker for the e2e models. Before, each of
 * them explored the chart again (the coverage test alone: 16 s, 1.6 s with the plans kept).
 *
 * What is kept is the plan of each path (its input and its events, by their places in the
 * model's lists, and the state key each step reached); the snapshots and the transitions taken
 * are always worked out afresh by `replay`, and a plan whose replay does not reach the same state
 * keys is dropped and the chart explored again. The key is a hash of everything the cover
 * depends on: the source of the calling `*.paths.ts` file and of every file it imports (relative
 * imports, followed; packages by their installed version), the call's place in it, the machine's
 * id and definition, the model's options (inputs, events, limits; functions by their source,
 * times near now by their distance from it) and the day (guards compare dates with now). Anything
 * changed makes another key; a clean checkout (CI's `npm ci`) starts without plans.
 *
 * `MODEL_PATHS_CACHE=off` explores every time; `MODEL_PATHS_CACHE=verify` explores every time
 * too and fails when a kept plan differs from the fresh one.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';

/** Bumped when the plan format or the exploration's meaning changes. */
const FORMAT = 1;

// From the path as a string: rendered tests run under jsdom, whose URL Node's fileURLToPath refuses.
const HERE = fileURLToPath(import.meta.url);
const REPO_ROOT = `${resolve(dirname(HERE), '../..')}/`;
const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'model-paths');
const VIEW_DRIVER = join(dirname(HERE), 'view-driver.ts');

export type PathCacheMode = 'on' | 'off' | 'verify';

export function pathCacheMode(): PathCacheMode {
  const mode = process.env.MODEL_PATHS_CACHE ?? 'on';
  if (mode !== 'on' && mode !== 'off' && mode !== 'verify') {
    throw new Error(`MODEL_PATHS_CACHE must be on, off or verify, not ${mode}`);
  }
  return mode;
}

/** One path of a cover: its input and events by their places in the model's lists. */
export interface PathPlan {
  input: number;
  events: number[];
  /** The state key each step reached when the chart was explored. */
  keys: string[];
}

// ---------------------------------------------------------------------------------------------
// The sources a cover depends on.

const IMPORTS = [
  /\bfrom\s*['"]([^'"\n]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  /\bimport\s+['"]([^'"\n]+)['"]/g,
];
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

const fileHashes = new Map<string, { hash: string; imports: string[] }>();
const packageVersions = new Map<string, string>();

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function packageVersion(specifier: string): string {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  let version = packageVersions.get(name);
  if (version === undefined) {
    const manifest = join(REPO_ROOT, 'node_modules', name, 'package.json');
    version = isFile(manifest)
      ? String((JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version)
      : 'none';
    packageVersions.set(name, version);
  }
  return `${name}@${version}`;
}

/** A file's hash and what it imports: files by absolute path, packages as `name@version`. */
function scan(file: string): { hash: string; imports: string[] } {
  let scanned = fileHashes.get(file);
  if (scanned) return scanned;
  const source = readFileSync(file, 'utf8');
  const imports = new Set<string>();
  for (const pattern of IMPORTS) {
    for (const [, specifier] of source.matchAll(pattern)) {
      const bare = specifier!.split('?')[0]!;
      if (bare.startsWith('node:')) continue;
      if (!bare.startsWith('.')) {
        imports.add(packageVersion(bare));
        continue;
      }
      const base = resolve(dirname(file), bare);
      const found = SOURCE_EXTENSIONS.map((ending) => base + ending).find(isFile);
      imports.add(found ?? `missing:${relative(REPO_ROOT, base)}`);
    }
  }
  scanned = { hash: createHash('sha256').update(source).digest('hex'), imports: [...imports] };
  fileHashes.set(file, scanned);
  return scanned;
}

/** A hash of a file and of everything it imports, followed to the end. */
function closureHash(root: string): string {
  const seen = new Set<string>();
  const pending = [root];
  const lines: string[] = [];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (seen.has(item)) continue;
    seen.add(item);
    if (!item.startsWith('/')) {
      lines.push(item);
      continue;
    }
    const { hash, imports } = scan(item);
    lines.push(`${relative(REPO_ROOT, item)} ${hash}`);
    pending.push(...imports);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/**
 * The file and place of the call that asked for the cover: the first frame of the stack outside
 * this file and view-driver.ts. Null when the stack does not say (no cache then).
 */
function callSite(): { file: string; place: string } | null {
  const stack = new Error().stack ?? '';
  for (const line of stack.split('\n').slice(1)) {
    const match = /\(?(?:file:\/\/)?(\/[^():]+\.(?:ts|tsx|js|mjs)):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!match) continue;
    const file = match[1]!;
    if (file === HERE || file === VIEW_DRIVER || file.includes('/node_modules/')) continue;
    if (!file.startsWith(REPO_ROOT) || !existsSync(file)) return null;
    return { file, place: `${relative(REPO_ROOT, file)}:${match[2]}:${match[3]}` };
  }
  return null;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAYS_3 = 3 * 24 * 60 * 60_000;

/**
 * A time near now (an epoch millisecond or an ISO string of a fixture made with Date.now(), a
 * code that expires in ten minutes) as its distance from now to the minute: such values differ
 * in every process, and the cover only depends on them through that distance.
 */
function fromNow(item: unknown, now: number): string | null {
  const time =
    typeof item === 'number' && Number.isInteger(item)
      ? item
      : typeof item === 'string' && ISO_TIME.test(item)
        ? Date.parse(item)
        : NaN;
  if (!(Math.abs(time - now) < DAYS_3)) return null;
  return `${typeof item} now${time < now ? '-' : '+'}${Math.round(Math.abs(time - now) / 60_000)}min`;
}

/**
 * A stable text of a value: functions by their source, errors with their message, times near
 * now by their distance from it.
 */
function fingerprint(value: unknown): string {
  const seen = new WeakSet<object>();
  const now = Date.now();
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function') return `function ${String(item)}`;
    if (typeof item === 'undefined') return 'undefined';
    if (typeof item === 'bigint') return `${item}n`;
    if (typeof item !== 'object' || item === null) return fromNow(item, now) ?? item;
    if (seen.has(item)) return '[seen]';
    seen.add(item);
    if (item instanceof Error) {
      return { error: item.name, message: item.message, ...(item as object) };
    }
    if (item instanceof Map) return { map: [...item] };
    if (item instanceof Set) return { set: [...item] };
    return item;
  });
}

export interface CoverOptions {
  inputs: readonly unknown[];
  events: readonly unknown[];
  serialize: unknown;
  offers?: unknown;
  maxStates?: number;
  maxSteps?: number;
  tryEveryEvent?: boolean;
}

/** The cache key of a cover, or null when its caller cannot be told (then it is not kept). */
export function coverKey(machine: AnyStateMachine, options: CoverOptions): string | null {
  const site = callSite();
  if (!site) return null;
  const day = new Date();
  return createHash('sha256')
    .update(
      fingerprint([
        FORMAT,
        site.place,
        closureHash(site.file),
        // The clock's day and zone: some guards compare dates with now.
        day.toDateString(),
        day.getTimezoneOffset(),
        machine.id,
        (machine.root as { definition?: unknown } | undefined)?.definition ?? null,
        options.inputs,
        options.events,
        String(options.serialize),
        options.offers ? String(options.offers) : null,
        options.maxStates ?? null,
        options.maxSteps ?? null,
        options.tryEveryEvent ?? false,
      ]),
    )
    .digest('hex');
}

export function readPlans(key: string): PathPlan[] | null {
  const file = join(CACHE_DIR, `${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PathPlan[];
  } catch {
    return null;
  }
}

let pruned = false;

/** Plans of an earlier day are never read again (the day is part of the key): removed. */
function pruneOldPlans() {
  if (pruned) return;
  pruned = true;
  const before = Date.now() - 2 * 24 * 60 * 60_000;
  for (const name of readdirSync(CACHE_DIR)) {
    const file = join(CACHE_DIR, name);
    try {
      if (statSync(file).mtimeMs < before) unlinkSync(file);
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/** Written whole under a temporary name first: another process reads it at any time. */
export function writePlans(key: string, plans: PathPlan[]): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    pruneOldPlans();
    const file = join(CACHE_DIR, `${key}.json`);
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, JSON.stringify(plans));
    renameSync(temporary, file);
  } catch {
    // A cache that cannot be written only costs the next process an exploration.
  }
}

export const samePlans = (a: readonly PathPlan[], b: readonly PathPlan[]) =>
  JSON.stringify(a) === JSON.stringify(b);
