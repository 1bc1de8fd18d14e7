import { isDeepStrictEqual } from 'node:util';
// @module-tag postgres: the whole file is about what the database itself guarantees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import type { Reply } from '../../server/envelope.ts';
import {
  cancelWithdrawal,
  placeDeposit,
  placeWithdrawal,
  type CashierContext,
} from '../../server/cashier/requests.ts';
import { createOutbox } from '../../server/accounts/outbox.ts';
import { writeSettings } from '../../server/cashier/settings.ts';
import { protectionProfile } from '../../server/protection/profiles.ts';
import { applyAction, type Action } from '../../server/cashier/transactions.ts';
import { expectSoundLedger, newKey, playerIdOf, WITHDRAWAL } from './cashier.ts';
import {
  TEST_DATA_KEYS,
  emptyTestDatabase,
  openTestDb,
  startHarness,
  type Harness,
  type TestDatabase,
} from './harness.ts';
import { asUser, newPlayer, userTestConfig, type TestSession } from './players.ts';
import { seededRandom } from '../fixtures/seeded-random.ts';
import { CASH_MOVEMENTS_SQL } from '../fixtures/cash-movements.ts';

/**
 * 10,000 mixed operations at once across many players: deposits, approvals, rejections,
 * withdrawals, payouts, cancellations and retried requests with the same keys, most through the
 * ledger's functions with bounded concurrency, a share over HTTP. Two servers work on one
 * database: on PostgreSQL (TEST_DATABASE_URL) two apps with a connection pool each; on PGlite,
 * which one process owns, two apps on the one database. PGlite answers one statement at a time,
 * so operations there interleave only between statements: 2,000 of them take every kind of
 * operation and retry many times over, and the full load is for PostgreSQL, where connections race.
 */
const OPERATIONS = process.env.TEST_DATABASE_URL ? 10_000 : 2_000;
const PLAYERS = 40;
const CONCURRENCY = 12;
/** One operation in this many goes over HTTP. */
const HTTP_EVERY = 20;

let database: TestDatabase | undefined;
let dbs: [Db, Db];
let servers: [Harness, Harness];
let players: { id: number; session: TestSession }[];

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    database = emptyTestDatabase();
    const first = await database.open();
    await migrate(first);
    await seed(first);
    dbs = [first, await database.open()];
  } else {
    const only = await openTestDb();
    dbs = [only, only];
  }
  const config = userTestConfig();
  servers = [
    await startHarness({ db: dbs[0], config }),
    await startHarness({ db: dbs[1], config }),
  ];
  players = [];
  for (let i = 0; i < PLAYERS; i++) {
    const session = await newPlayer(servers[i % 2]!);
    players.push({ id: await playerIdOf(dbs[0], session.values.username), session });
  }
  await writeSettings(dbs[0], { withdrawalCancel: true });
}, 120_000);

afterAll(async () => {
  for (const server of servers ?? []) await server.close();
  await dbs?.[0].close();
  if (database) {
    await dbs[1].close();
    await database.dispose();
  }
});

type Kind = 'deposit' | 'withdraw' | 'cancel';
interface Sent {
  kind: Kind;
  playerIndex: number;
  payload: Record<string, unknown> & { idempotencyKey: string };
}

describe('the ledger under concurrent load', () => {
  it(
    `keeps every invariant through ${OPERATIONS} mixed operations`,
    { timeout: 600_000 },
    async () => {
      const next = seededRandom(20_261_122);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
      const deposits: number[] = [];
      const withdrawals: { id: number; playerIndex: number }[] = [];
      const sent: Sent[] = [];
      /** Every answer per key, refusals too: a retried key must always answer the same. */
      const answers = new Map<string, { result: boolean; data: unknown }[]>();
      /** Keys of the deposits and withdrawals that were made. */
      const created = new Set<string>();
      const counts: Record<string, number> = {};

      const remember = (request: Sent, result: boolean, data: unknown) => {
        const key = `${request.playerIndex}:${request.payload.idempotencyKey}`;
        answers.set(key, [...(answers.get(key) ?? []), { result, data }]);
        if (!result) return;
        if (request.kind === 'cancel' || created.has(key)) return;
        created.add(key);
        const made = data as { transactionID?: number; id?: number };
        if (request.kind === 'deposit') deposits.push(made.transactionID!);
        else withdrawals.push({ id: made.id!, playerIndex: request.playerIndex });
      };

      /**
       * A player's request, straight through the cashier's functions or over HTTP, with the same
       * fields either way: a retry by the other way is the same request.
       */
      const send = async (request: Sent, overHttp: boolean, server: number) => {
        const player = players[request.playerIndex]!;
        const [cls, method, extra] =
          request.kind === 'cancel'
            ? ['finance', 'cancel_withdrawal', {}]
            : ['prepayServices', 'processTransaction', { type: request.kind }];
        const fields = { ...request.payload, ...extra };
        if (overHttp) {
          const reply = await servers[server]!.call(cls, method, fields, asUser(player.session));
          expect(reply.status).toBeLessThan(500);
          return remember(request, reply.body.result, reply.body.data);
        }
        const reply = await dbs[server]!.transaction((tx): Promise<Reply> => {
          const ctx: CashierContext = {
            tx,
            player: {
              id: player.id,
              phone: '',
              email: '',
              firstname: '',
              language: 'en',
              authenticatorOn: false,
              twoFactor: 'none',
              phoneConfirmed: false,
            },
            // No passkey step-up runs here: a withdrawal to a new account is not among these.
            sessionId: 0,
            outbox: createOutbox({ enabled: false, log: { warn: () => {} } }),
            lang: 'en',
            origin: 'http://127.0.0.1',
            siteUrl: 'http://127.0.0.1',
            gamesOrigin: 'http://127.0.0.1:8081',
            paymentPages: true,
            keys: TEST_DATA_KEYS,
            now: Date.now,
            profile: protectionProfile(),
          };
          const payload = fields as never;
          if (request.kind === 'deposit') return placeDeposit(ctx, payload);
          if (request.kind === 'withdraw') return placeWithdrawal(ctx, payload);
          return cancelWithdrawal(ctx, payload);
        });
        remember(request, reply.result, reply.data);
      };

      /** The operator's (or provider's) decision on a transaction someone else may decide first. */
      const decide = async (ids: readonly number[], action: Action, server: number) => {
        const id = pick(ids);
        if (id === undefined) return;
        const outcome = await dbs[server]!.transaction((tx) =>
          applyAction(tx, id, action, { kind: 'operator', ref: 'load' }, { reason: 'load test' }),
        );
        counts[`${action}:${outcome.ok ? 'ok' : outcome.problem}`] =
          (counts[`${action}:${outcome.ok ? 'ok' : outcome.problem}`] ?? 0) + 1;
      };

      const operation = async (n: number) => {
        const server = n % 2;
        const overHttp = n % HTTP_EVERY === 0;
        const playerIndex = Math.floor(next() * PLAYERS);
        const roll = next();
        if (roll < 0.27) {
          const payload = {
            methodID: 1001 + Math.floor(next() * 8),
            amount: 10_000 + Math.floor(next() * 490_000),
            branch: 'Merkez',
            account: '123456',
            referenceNumber: `LOAD-${n}`,
            idempotencyKey: newKey(),
          };
          const request: Sent = { kind: 'deposit', playerIndex, payload };
          sent.push(request);
          return send(request, overHttp, server);
        }
        if (roll < 0.47) {
          const payload = {
            methodID: 1301,
            amount: 10_000 + Math.floor(next() * 190_000),
            walletNumber: '1234567890',
            idempotencyKey: newKey(),
            ...WITHDRAWAL,
          };
          const request: Sent = { kind: 'withdraw', playerIndex, payload };
          sent.push(request);
          return send(request, overHttp, server);
        }
        if (roll < 0.52) {
          // Mostly the player's own withdrawal; otherwise someone else's, which is not found.
          const own = withdrawals.filter((w) => w.playerIndex === playerIndex);
          const transactionID = pick(own.length > 0 && next() < 0.9 ? own : withdrawals)?.id;
          if (transactionID === undefined) return;
          const request: Sent = {
            kind: 'cancel',
            playerIndex,
            payload: { transactionID, idempotencyKey: newKey() },
          };
          sent.push(request);
          return send(request, overHttp, server);
        }
        if (roll < 0.62) {
          // A retry, sometimes twice at the same moment: the same key and the same request.
          const request = pick(sent);
          if (!request) return;
          const copies = next() < 0.3 ? 2 : 1;
          await Promise.all(
            Array.from({ length: copies }, (_, i) => send(request, overHttp, (server + i) % 2)),
          );
          return;
        }
        if (roll < 0.79) return decide(deposits, 'credit', server);
        if (roll < 0.83) return decide(deposits, 'reject', server);
        const withdrawalIds = withdrawals.map((w) => w.id);
        if (roll < 0.91) return decide(withdrawalIds, 'approve', server);
        if (roll < 0.97) return decide(withdrawalIds, 'pay', server);
        return decide(withdrawalIds, 'reject', server);
      };

      let started = 0;
      const began = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (started < OPERATIONS) await operation(started++);
        }),
      );
      const seconds = (performance.now() - began) / 1000;
      console.info(
        `${OPERATIONS} operations on ${dbs[0] === dbs[1] ? 'PGlite' : 'PostgreSQL, two pools'} in ` +
          `${seconds.toFixed(1)} s (${Math.round(OPERATIONS / seconds)}/s); decisions ${JSON.stringify(counts)}`,
      );

      const ids = players.map((p) => p.id);
      await expectSoundLedger(dbs[0]);

      // Each wallet is what its transactions say: credited deposits less withdrawals not returned.
      const wallets = await dbs[0].query<{ balance: number; expected: number }>(
        `SELECT w.balance_kurus AS balance, COALESCE(sum(CASE
           WHEN t.direction = 'deposit' AND t.status = 1002 THEN t.amount
           WHEN t.direction = 'withdraw' AND t.status IN (1000, 1001, 1002) THEN -t.amount
           ELSE 0 END), 0)::bigint AS expected
       FROM wallets w LEFT JOIN cash_transactions t ON t.player_id = w.player_id
       WHERE w.player_id = ANY($1) GROUP BY w.player_id, w.balance_kurus`,
        [ids],
      );
      expect(wallets).toHaveLength(PLAYERS);
      for (const wallet of wallets) {
        expect(wallet.balance).toBe(wallet.expected);
        expect(wallet.balance).toBeGreaterThanOrEqual(0);
      }

      // Each transaction moved money exactly as often as its story says.
      const movements = await dbs[0].query<
        Record<string, number> & { direction: string; status: number }
      >(CASH_MOVEMENTS_SQL, [ids]);
      for (const m of movements) {
        if (m.direction === 'deposit') {
          expect([m.credited, m.held, m.approved, m.paid, m.released]).toEqual([
            m.status === 1002 ? 1 : 0,
            0,
            0,
            0,
            0,
          ]);
        } else {
          expect(m.held).toBe(1);
          expect(m.approved).toBe(m.approvals);
          expect(m.paid).toBe(m.status === 1002 ? 1 : 0);
          expect(m.released).toBe([1004, 1006].includes(m.status) ? 1 : 0);
        }
      }

      // Each key made at most one transaction, and answered the same every time, refused or not.
      const [duplicates] = await dbs[0].query<{ n: number }>(
        `SELECT count(*) AS n FROM (SELECT 1 FROM cash_transactions WHERE idempotency_key IS NOT NULL
         GROUP BY player_id, idempotency_key HAVING count(*) > 1) d`,
      );
      expect(duplicates?.n).toBe(0);
      const twoAnswers = [...answers].filter(([, replies]) =>
        replies.some((reply) => !isDeepStrictEqual(reply, replies[0])),
      );
      expect(twoAnswers.map(([key, replies]) => ({ key, replies }))).toEqual([]);
      const [made] = await dbs[0].query<{ n: number }>(
        'SELECT count(*) AS n FROM cash_transactions WHERE player_id = ANY($1)',
        [ids],
      );
      expect(made?.n).toBe(created.size);
    },
  );
});
