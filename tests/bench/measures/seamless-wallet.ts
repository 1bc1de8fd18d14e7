import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { dataKeysOf } from '../../../server/data-keys.ts';
import type { Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { sign } from '../../../server/payments/signature.ts';
import { SEAMLESS_SIGNATURE_HEADER } from '../../../server/wallet/seamless-secret.ts';
import { playersAtTheSlot } from '../bench-players.ts';
import { onEachDatabase } from '../databases.ts';
import { loadResult, loadRun, type LoadRun } from '../load-run.ts';
import type { Measure } from '../measure.ts';

const PLAYERS = 50;
const WARM_UP_MS = 1_000;
const DURATION_MS = 5_000;
const SECRET = 'bench-seamless-secret';
/** Round trips at once: one, and as many as a busy provider sends. */
const CONCURRENCIES = [1, 8];

/**
 * One round trip: POST /seamless/debit of 1.00 TRY, then POST /seamless/credit of 1.00 TRY that
 * settles the round, each signed and answered over HTTP (a player's balance stays as it was).
 */
function roundTrips(base: string, tokens: string[], engine: string, concurrency: number) {
  const call = async (action: string, body: object) => {
    const payload = JSON.stringify(body);
    const response = await fetch(`${base}/seamless/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_SIGNATURE_HEADER]: sign(SECRET, { path: `/seamless/${action}`, body: payload }),
      },
      body: payload,
    });
    const answer = (await response.json()) as { ok: boolean; code?: string };
    if (!answer.ok) throw new Error(`seamless ${action} refused: ${answer.code}`);
  };
  const timing = { warmUpMs: WARM_UP_MS, durationMs: DURATION_MS };
  return loadRun(engine, concurrency, timing, async (turn) => {
    const token = tokens[turn % tokens.length]!;
    const roundId = randomUUID();
    await call('debit', { token, roundId, transactionId: `${roundId}:bet`, amount: 100 });
    await call('credit', { token, roundId, transactionId: `${roundId}:win`, amount: 100 });
  });
}

/** The platform on db, listening on a free local port, with the players' tokens. */
async function serve(db: Db): Promise<{ app: FastifyInstance; base: string; tokens: string[] }> {
  await migrate(db);
  const { tokens } = await playersAtTheSlot(db, PLAYERS, 100_000);
  const app = await buildApp({
    db,
    config: {
      operatorToken: 'bench',
      logLevel: 'silent',
      seamlessSecret: SECRET,
      dataKeys: dataKeysOf([randomBytes(32).toString('base64')]),
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, tokens };
}

async function measureOn(db: Db, engine: string): Promise<LoadRun[]> {
  const { app, base, tokens } = await serve(db);
  try {
    const runs: LoadRun[] = [];
    for (const concurrency of CONCURRENCIES) {
      runs.push(await roundTrips(base, tokens, engine, concurrency));
    }
    return runs;
  } finally {
    await app.close();
  }
}

const measure: Measure = {
  title: 'Seamless wallet round trips',
  method: [
    `A game provider's bet and win over HTTP: the platform server on a migrated database with`,
    `${PLAYERS} players (1,000.00 TRY, a live session and a slot launch each), listening on a local port;`,
    `then for ${DURATION_MS / 1000} s (after ${WARM_UP_MS / 1000} s of warm-up whose times are dropped) rounds of`,
    '`POST /seamless/debit` (1.00 TRY) followed by `POST /seamless/credit` (1.00 TRY, final), each body',
    'signed with HMAC-SHA256, players in turn. A round trip is the time from sending the debit to',
    `reading the credit's answer. ${CONCURRENCIES.join(' and ')} rounds at a time; on an in-memory PGlite, and with`,
    '`BENCH_DATABASE_URL=postgres://…` also on that PostgreSQL, in a schema of its own that is dropped',
    'afterwards.',
  ].join('\n'),

  async run() {
    const runs = await onEachDatabase('seamless', measureOn);
    return loadResult(runs, {
      rate: 'Seamless bet+win round trips',
      one: 'Seamless round trip',
      column: 'Round trips',
    });
  },
};
export default measure;
