import type { IncomingHttpHeaders } from 'node:http';
import axios from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { buildContentApp } from '../../../server/content-origin.ts';
import { loadSessionKeys } from '../../../server/session-crypto.ts';
import { OPERATOR_TOKEN, TEST_DATA_KEYS, openTestDb } from '../../server/harness.ts';
import type { EnvelopeRequest } from '../../../machines/shared/contract.ts';
import { cookieKeepingAdapter } from './browser-cookies.ts';

/** One request as the reference server received it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  envelope: EnvelopeRequest | null;
}

export interface FaultSpec {
  class: string;
  method: string;
  status?: number;
  message?: string;
  delayMs?: number;
}

/** A fault that makes the user class's `method` answer as it does for an expired session. */
export const sessionExpiredOn = (method: string): FaultSpec => ({
  class: 'user',
  method,
  status: 200,
  message: 'Oturum süresi doldu',
});

export interface PlatformServer {
  baseURL: string;
  /** Every request the server received, oldest first. */
  seen: SeenRequest[];
  fault(spec: FaultSpec): Promise<void>;
  clearFaults(): Promise<void>;
  setMaintenance(on: boolean): Promise<void>;
  /** The server's own decryption of a session field the site encrypted. */
  decryptSessionField(ciphertextBase64: string): string;
  close(): Promise<void>;
}

const parseEnvelope = (body: unknown): EnvelopeRequest | null => {
  if (typeof body !== 'string') return null;
  try {
    return JSON.parse(body) as EnvelopeRequest;
  } catch {
    return null;
  }
};

/**
 * The real platform API on the server harness's seeded in-memory database, with fault injection,
 * listening on a free port. Built here rather than by startHarness because the recording hook
 * must be added before the server listens; it only records, the server's behaviour is untouched.
 */
export async function startPlatformServer(): Promise<PlatformServer> {
  // The site's clients of this test file (axios.create copies the defaults) are one browser
  // of this server: they keep its cookies.
  axios.defaults.adapter = cookieKeepingAdapter();
  const db = await openTestDb();
  const config = {
    operatorToken: OPERATOR_TOKEN,
    testFaults: true,
    logLevel: 'silent',
    dataKeys: TEST_DATA_KEYS,
  } as const;
  // Game and payment pages live on their own origin (GAMES_ORIGIN), which listens first; its
  // providers call the app, built next, only once a test plays.
  const built: { app?: FastifyInstance } = {};
  const inject = ((request: never) => built.app!.inject(request)) as FastifyInstance['inject'];
  const content = await buildContentApp({ db, config, platform: { inject } });
  const gamesOrigin = await content.listen({ port: 0, host: '127.0.0.1' });
  const app = await buildApp({ db, config: { ...config, gamesOrigin } });
  built.app = app;
  const seen: SeenRequest[] = [];
  app.addHook('preHandler', async (req) => {
    if (req.url.startsWith('/__test__') || req.url.startsWith('/operator')) return;
    seen.push({
      method: req.method,
      url: req.url,
      headers: req.headers,
      envelope: req.method === 'POST' ? parseEnvelope(req.body) : null,
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const baseURL = `http://127.0.0.1:${port}`;
  // The operator's desk listens apart from the site's API.
  const deskURL = await app.operatorDesk.listen({ port: 0, host: '127.0.0.1' });

  const send = async (path: string, method: string, body?: unknown) => {
    const response = await fetch(`${path.startsWith('/operator/') ? deskURL : baseURL}${path}`, {
      method,
      headers: {
        'x-operator-token': OPERATOR_TOKEN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  };

  return {
    baseURL,
    seen,
    fault: (spec) => send('/__test__/faults', 'POST', spec),
    clearFaults: () => send('/__test__/faults', 'DELETE'),
    setMaintenance: (on) => send('/operator/maintenance', 'POST', { on }),
    decryptSessionField: (await loadSessionKeys(db)).decryptSessionField,
    async close() {
      content.server.closeAllConnections();
      app.operatorDesk.server.closeAllConnections();
      await Promise.all([app.close(), content.close()]);
      await db.close();
    },
  };
}

/**
 * One platform server for the calling test file: started before its tests, its record of
 * requests emptied before each test, its faults cleared after each, closed at the end.
 * The object answers for the server once it runs; `posted()` lists the POSTs of the test.
 */
export function platformServerForFile(): PlatformServer & { posted(): SeenRequest[] } {
  let started: PlatformServer | undefined;
  beforeAll(async () => {
    started = await startPlatformServer();
  }, 60_000);
  afterAll(() => started?.close());
  beforeEach(() => {
    started!.seen.length = 0;
  });
  afterEach(() => started?.clearFaults());
  const running = () => {
    if (!started) throw new Error('the platform server is not running yet');
    return started;
  };
  return new Proxy({} as PlatformServer & { posted(): SeenRequest[] }, {
    get: (_, key) =>
      key === 'posted'
        ? () => running().seen.filter((r) => r.method === 'POST')
        : Reflect.get(running(), key),
  });
}
