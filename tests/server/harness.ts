import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { EnvelopeResponse, SessionContext } from '../../machines/shared/contract.ts';
import { buildApp, type AppConfig } from '../../server/app.ts';
import { buildContentApp } from '../../server/content-origin.ts';
import { dataKeysOf } from '../../server/data-keys.ts';
import {
  PGLITE_OPTIONS,
  openPglite,
  openPostgres,
  wrapPglite,
  type Db,
} from '../../server/db/driver.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { loadSessionKeys } from '../../server/session-crypto.ts';

export const OPERATOR_TOKEN = 'test-operator-token';

/** Every migration, in the order the server applies them: written out, so a skipped one shows. */
export const MIGRATIONS = [
  '001_platform',
  '002_accounts',
  '003_games',
  '004_wallet',
  '005_game_rounds',
  '006_inbox',
  '007_bonuses',
  '008_tournaments',
  '009_security',
  '010_protection',
  '011_reality_check',
  '012_catalogue_version',
  '013_change_notices',
  '014_sms_login_codes',
  '015_payment_suspense',
  '016_account_events',
  '017_login_devices',
  '018_sealed_at_rest',
  '019_operators',
  '020_step_up_codes',
  '021_session_binding',
  '022_email_changes',
  '023_live_notices',
  '025_written_formats',
  '026_content_audience',
  '027_money_in_content',
  '028_seamless_in_one_call',
  '029_seamless_by_token',
  '030_lighter_postings',
  '031_web_push',
  '032_game_sessions',
  '033_limit_choice_and_review',
  '034_passkeys',
];

/** The key the tests seal secrets at rest with: one for every app, so restarts open them. */
export const TEST_DATA_KEYS = dataKeysOf([Buffer.alloc(32, 7).toString('base64')]);

export interface Reply<T = unknown> {
  status: number;
  body: EnvelopeResponse<T>;
}

/** A call as a signed-in browser makes it: the session fields and the cookies it keeps. */
export interface CallOptions {
  lang?: string;
  user?: SessionContext;
  cookie?: string;
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  /** The content origin's server: game pages, their provider API, payment pages. */
  content: FastifyInstance;
  /** Its address (the app's GAMES_ORIGIN). */
  contentUrl: string;
  /** The operator's desk (the console's credential is OPERATOR_TOKEN). */
  operatorUrl: string;
  /** What a command of `npm run …` needs to reach this server's desk (runCli's env). */
  cliEnv: NodeJS.ProcessEnv;
  /**
   * One envelope call over HTTP; lang goes into data.Lang when given, cookie (the browser's
   * Cookie header, see players.ts asUser) is sent with it.
   */
  call<T = unknown>(
    cls: string,
    method: string,
    data?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<Reply<T>>;
  /** POST /v1 with a raw body (a string is sent as is). */
  postRaw<T = unknown>(body: unknown, headers?: Record<string, string>): Promise<Reply<T>>;
  /** The same POST, answered as it came: its Set-Cookie headers too. */
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '..', '..');
// What the migrated, seeded database depends on: a change to any of these builds a new template.
const SOURCES = [
  'server/session-crypto.ts',
  'server/db',
  'server/db/migrations',
  'server/content',
  'server/games',
  'server/inbox',
  'server/accounts',
  'server/wallet',
  'server/payments',
  'machines/shared/contract.ts',
  'machines/shared/games.ts',
  'machines/shared/finance.ts',
  'machines/shared/search-text.ts',
  'machines/shared/validation/iban.ts',
];

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    const path = join(ROOT, source);
    const files = source.endsWith('.ts')
      ? [path]
      : readdirSync(path)
          .filter((f) => f.endsWith('.ts'))
          .sort()
          .map((f) => join(path, f));
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of a freshly migrated and seeded database, kept in the temp folder per source version
 * and hour: the seed dates the demo's past rounds and payments from the moment it ran, so a
 * dump from the day before had aged them by a day. Loading it skips PGlite's initdb (seconds
 * per open), which keeps the suite fast.
 */
async function template(): Promise<Blob> {
  const prefix = `platform-test-db-${sourceHash()}-`;
  const file = join(tmpdir(), `${prefix}${new Date().toISOString().slice(0, 13)}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const pgl = await PGlite.create(PGLITE_OPTIONS);
  const db = wrapPglite(pgl);
  await migrate(db);
  await seed(db);
  // The session key pair too: generating RSA keys costs up to a second per server start.
  await loadSessionKeys(db);
  const dump = await pgl.dumpDataDir('gzip');
  await pgl.close();
  // Written aside then renamed: test files starting together never read half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Earlier hours' dumps go; another process's dump still being written (.pid) stays.
  const dumps = readdirSync(tmpdir()).filter((n) => n.startsWith(prefix) && n.endsWith('.tar.gz'));
  for (const stale of dumps.map((name) => join(tmpdir(), name)).filter((path) => path !== file)) {
    rmSync(stale, { force: true });
  }
  return dump;
}

/**
 * With TEST_DATABASE_URL set (CI does), every server test runs on that PostgreSQL, each database
 * in a schema of its own; otherwise on the embedded PGlite.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
let schemas = 0;

/** Where an empty database lives; it can be opened, closed and opened again, like a restart. */
export interface TestDatabase {
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

export function emptyTestDatabase(): TestDatabase {
  if (postgresUrl) {
    const schema = `platform_test_${process.pid}_${++schemas}`;
    const scoped = new URL(postgresUrl);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    const admin = openPostgres(postgresUrl);
    const created = admin.query(`CREATE SCHEMA ${schema}`);
    return {
      open: async () => (await created, openPostgres(scoped.toString())),
      async dispose() {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.close();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'platform-db-'));
  return {
    open: () => openPglite(dir),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A migrated and seeded database of its own (migrate and seed run again: both are no-ops). */
export async function openTestDb(): Promise<Db> {
  if (postgresUrl) {
    const database = emptyTestDatabase();
    const db = await database.open();
    await migrate(db);
    await seed(db);
    return { ...db, close: async () => (await db.close(), await database.dispose()) };
  }
  const db = wrapPglite(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await template() }));
  await migrate(db);
  await seed(db);
  return db;
}

/** A transaction that writes the maintenance message, then fails ('stop'): nothing of it may stay. */
export const failedMaintenanceWrite = (db: Db) =>
  db.transaction(async (tx) => {
    await tx.query(`UPDATE maintenance SET message = 'half written' WHERE id = 1`);
    throw new Error('stop');
  });

/** Builds the app on db (a fresh seeded one by default) and listens on a free port. */
export async function startHarness(
  options: { db?: Db; config?: Partial<AppConfig> } = {},
): Promise<Harness> {
  const ownDb = !options.db;
  const db = options.db ?? (await openTestDb());
  const config: AppConfig = {
    operatorToken: OPERATOR_TOKEN,
    logLevel: 'silent',
    // As the demo start (npm start): deposits by instant and QR methods are paid on its pages.
    paymentSimulator: true,
    dataKeys: TEST_DATA_KEYS,
    ...options.config,
  };
  // The content origin listens first: its address is the app's GAMES_ORIGIN. Its providers call
  // the app, built next, only once a test plays.
  const built: { app?: FastifyInstance } = {};
  const inject = ((request: never) => built.app!.inject(request)) as FastifyInstance['inject'];
  const content = await buildContentApp({ db, config, platform: { inject } });
  const contentUrl = await content.listen({ port: 0, host: '127.0.0.1' });
  const app = await buildApp({ db, config: { gamesOrigin: contentUrl, ...config } });
  built.app = app;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const operatorUrl = await app.operatorDesk.listen({ port: 0, host: '127.0.0.1' });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${address}/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', panel: 'frontend', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const postRaw = async <T>(
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> => {
    const response = await post(body, headers);
    return { status: response.status, body: (await response.json()) as EnvelopeResponse<T> };
  };

  return {
    app,
    db,
    baseUrl: address,
    content,
    contentUrl,
    operatorUrl,
    cliEnv: {
      PORT: new URL(address).port,
      OPERATOR_PORT: new URL(operatorUrl).port,
      OPERATOR_TOKEN,
    },
    post,
    postRaw,
    call: (cls, method, data = {}, { lang, user, cookie } = {}) =>
      postRaw(
        {
          api: { class: cls, method },
          data: lang === undefined ? data : { ...data, Lang: lang },
          ...(user ? { user } : {}),
        },
        cookie ? { cookie } : {},
      ),
    async close() {
      // A test that left a response body unread keeps its connection busy; close would wait on it.
      app.server.closeAllConnections();
      content.server.closeAllConnections();
      app.operatorDesk.server.closeAllConnections();
      await Promise.all([app.close(), content.close()]);
      if (ownDb) await db.close();
    },
  };
}

/**
 * What start makes before the file's tests, to be used in them as if it were there already: each
 * of its fields reads the made one's (reading one while vitest collects the tests throws). end,
 * if given, undoes it after the tests.
 */
export function madeBeforeTests<T extends object>(
  fields: Record<keyof T, true>,
  start: () => Promise<T>,
  end?: (made: T) => Promise<void>,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await start();
  });
  if (end) afterAll(async () => made && (await end(made)));
  const standIn = {} as T;
  for (const field of Object.keys(fields) as (keyof T)[]) {
    Object.defineProperty(standIn, field, {
      enumerable: true,
      get: () => {
        if (!made) throw new Error(`${String(field)} is made before the tests: read it in one`);
        return made[field];
      },
    });
  }
  return standIn;
}

const HARNESS_FIELDS: Record<keyof Harness, true> = {
  app: true,
  db: true,
  baseUrl: true,
  content: true,
  contentUrl: true,
  operatorUrl: true,
  cliEnv: true,
  call: true,
  postRaw: true,
  post: true,
  close: true,
};

/**
 * The harness of a test file: started before its tests (with startHarness's options), closed
 * after them. Where most suites start.
 */
export const harnessForFile = (options: Parameters<typeof startHarness>[0] = {}): Harness =>
  madeBeforeTests(
    HARNESS_FIELDS,
    () => startHarness(options),
    (h) => h.close(),
  );
