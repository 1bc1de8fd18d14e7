/**
 * The operator's desk: every /operator endpoint, on a listener of its own (OPERATOR_HOST and
 * OPERATOR_PORT, loopback by default), never on the public port. Each call carries a credential
 * in the header x-operator-token, and the desk names the operator from it (`req.operator`), so
 * the audit trail says who decided whatever the body says:
 * - the console's, the token in DATA_DIR/operator-token or OPERATOR_TOKEN, which the server's
 *   own account holds; it also adds and revokes the others (`npm run operators`);
 * - one per operator, random 256 bits shown once, kept as its sha256 (table operators).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { DEFAULT_LANG } from '../machines/shared/contract.ts';
import { registerOperatorAccounts } from './accounts/operator.ts';
import { registerOperatorPasskeys } from './accounts/operator-passkeys.ts';
import { registerOperatorBonus } from './bonus/operator.ts';
import type { Db } from './db/driver.ts';
import { answer, ok, refuse, validate, type Reply } from './envelope.ts';
import { registerOperatorCashier } from './operator-cashier.ts';
import { registerOperator } from './operator.ts';
import { registerOperatorProtection } from './protection/operator.ts';
import { useSafeJson } from './safe-json.ts';
import type { Services } from './services.ts';
import { registerOperatorTournaments } from './tournaments/operator.ts';

export const OPERATOR_HEADER = 'x-operator-token';

/** The console's name in the audit trail: the server's own account. */
export const CONSOLE = 'console';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator the call's credential names. */
    operator: string;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The operator a credential names, or undefined. */
async function operatorOf(db: Db, consoleToken: string, given: unknown) {
  if (typeof given !== 'string' || given.length === 0 || given.length > 200) return undefined;
  if (timingSafeEqual(sha256(given), sha256(consoleToken))) return CONSOLE;
  const [row] = await db.query<{ name: string }>(
    'SELECT name FROM operators WHERE token_hash = $1 AND revoked_at IS NULL',
    [sha256(given).toString('hex')],
  );
  return row?.name;
}

const nameSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required()
    .matches(/^[a-z][a-z0-9._-]{1,31}$/)
    .notOneOf([CONSOLE]),
});

export interface OperatorRow {
  name: string;
  createdAt: string;
  revokedAt: string | null;
}

/** The console adds, lists and revokes the operators' credentials. */
function registerCredentials(desk: FastifyInstance, db: Db) {
  const send = (reply: { code(n: number): { send(b: unknown): unknown } }, result: Reply) => {
    const sent = answer(result, DEFAULT_LANG);
    return reply.code(sent.status).send(sent.body);
  };
  const consoleOnly = (operator: string) =>
    operator === CONSOLE ? undefined : refuse('notAllowed', null, 403);
  const list = () =>
    db.query<OperatorRow>(
      `SELECT name, created_at AS "createdAt", revoked_at AS "revokedAt" FROM operators
       ORDER BY name`,
    );

  desk.get('/operator/operators', async (req, reply) =>
    send(reply, consoleOnly(req.operator) ?? ok(await list())),
  );
  desk.post('/operator/operators', async (req, reply) => {
    const denied = consoleOnly(req.operator);
    if (denied) return send(reply, denied);
    const checked = await validate(nameSchema, req.body ?? {}, DEFAULT_LANG);
    if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
    const token = `op_${randomBytes(32).toString('base64url')}`;
    const added = await db.query(
      `INSERT INTO operators (name, token_hash) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET token_hash = excluded.token_hash, revoked_at = NULL,
         created_at = now()
       RETURNING 1`,
      [checked.data.name, sha256(token).toString('hex')],
    );
    req.log.warn({ added: checked.data.name }, 'operator credential issued by the console');
    return send(reply, ok({ name: checked.data.name, token, replaced: added.length === 0 }));
  });
  desk.post<{ Params: { name: string } }>(
    '/operator/operators/:name/revoke',
    async (req, reply) => {
      const denied = consoleOnly(req.operator);
      if (denied) return send(reply, denied);
      const revoked = await db.query(
        'UPDATE operators SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL RETURNING 1',
        [req.params.name],
      );
      req.log.warn({ revoked: req.params.name }, 'operator credential revoked by the console');
      return send(reply, revoked.length > 0 ? ok(await list()) : refuse('notFound', null, 404));
    },
  );
}

/** Builds the desk on the platform's database and services; the caller listens. */
export async function buildOperatorDesk({
  db,
  consoleToken,
  services,
  logLevel,
}: {
  db: Db;
  consoleToken: string;
  services: Services;
  logLevel?: string;
}): Promise<FastifyInstance> {
  const desk = Fastify({
    logger: logLevel === 'silent' ? false : { level: logLevel ?? 'info' },
    logController: new LogController({ disableRequestLogging: !logLevel }),
  });
  const failed = (status: number, key: 'routeNotFound' | 'badRequest' | 'serverError') =>
    answer(refuse(key, null, status), DEFAULT_LANG);
  desk.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'operator request failed');
    const refused = failed(status, status === 500 ? 'serverError' : 'badRequest');
    return reply.code(refused.status).send(refused.body);
  });
  desk.setNotFoundHandler((_req, reply) => {
    const refused = failed(404, 'routeNotFound');
    return reply.code(refused.status).send(refused.body);
  });
  useSafeJson(desk);
  desk.decorateRequest('operator', '');
  desk.addHook('onRequest', async (req, reply) => {
    const operator = await operatorOf(db, consoleToken, req.headers[OPERATOR_HEADER]);
    if (operator) {
      req.operator = operator;
      return;
    }
    const denied = answer(refuse('notAllowed', null, 401), DEFAULT_LANG);
    await reply.code(denied.status).send(denied.body);
  });

  registerCredentials(desk, db);
  registerOperator(desk, db);
  await registerOperatorCashier(desk, db);
  await registerOperatorBonus(desk, db);
  await registerOperatorTournaments(desk, db);
  registerOperatorProtection(desk, db, services);
  registerOperatorAccounts(desk, { db, outbox: services.outbox });
  registerOperatorPasskeys(desk, { db, services });
  return desk;
}
