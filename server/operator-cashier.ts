/**
 * The operator's cashier desk (header x-operator-token, like /operator/maintenance): the
 * deposits and withdrawals waiting for a decision, approving, rejecting and paying them, the
 * cancellation setting, switching methods on and off, and the ledger's audit.
 * `npm run cashier` talks to these.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as yup from 'yup';
import type { Lang } from '../machines/shared/contract.ts';
import {
  TRANSACTION_STATUS,
  type CashDirection,
  type TransactionStatus,
} from '../machines/shared/finance.ts';
import type { Db } from './db/driver.ts';
import { answer, ok, refuse, validate, type Reply } from './envelope.ts';
import { pickLang } from './messages.ts';
import { listSuspense, resolveSuspense } from './payments/suspense.ts';
import { auditLedger } from './wallet/ledger.ts';
import { OPEN_ROUND_HOURS, sweepOpenRounds } from './wallet/round-sweep.ts';
import { readSettings, writeSettings } from './cashier/settings.ts';
import { STATUS_NAMES } from './cashier/texts.ts';
import { applyAction, type Action } from './cashier/transactions.ts';

/** A transaction as the operator sees it: whose, how, to where. */
export interface OperatorTransaction {
  id: number;
  player: string;
  direction: CashDirection;
  status: TransactionStatus;
  statusName: string;
  amount: number;
  method: string;
  accountLabel: string;
  details: Record<string, unknown>;
  reason: string;
  createdAt: string;
  updatedAt: string;
}

const STATUS_BY_NAME = TRANSACTION_STATUS as Record<string, number>;

const listQuery = yup.object({
  status: yup
    .string()
    .test('status', 'status', (v) => v === undefined || v in STATUS_BY_NAME || /^\d{4}$/.test(v)),
  limit: yup.number().integer().min(1).max(500).default(50),
});

const decisionBody = yup.object({
  /** Shown to the player (rejections need one). */
  reason: yup.string().trim().max(250),
});

const settingsBody = yup.object({ withdrawalCancel: yup.boolean().required() });
const roundSweepBody = yup.object({ idleMinutes: yup.number().integer().min(1).max(525_600) });
const methodBody = yup.object({ enabled: yup.boolean().required() });

/** ?Lang=en: names and messages in English (Turkish otherwise). */
const langOf = (query: unknown) =>
  pickLang(typeof query === 'object' && query !== null ? (query as { Lang?: unknown }).Lang : '');

async function listTransactions(
  db: Db,
  query: { status?: number; id?: number; limit: number },
  lang: Lang,
): Promise<OperatorTransaction[]> {
  const rows = await db.query<Omit<OperatorTransaction, 'statusName'>>(
    `SELECT t.id, p.username AS player, t.direction, t.status, t.amount,
       ${lang === 'en' ? 'm.name_en' : 'm.name_tr'} AS method, t.account_label AS "accountLabel",
       t.details, t.reason, t.created_at AS "createdAt", t.updated_at AS "updatedAt"
     FROM cash_transactions t JOIN players p ON p.id = t.player_id
     JOIN payment_methods m ON m.id = t.method_id
     WHERE ($1::integer IS NULL OR t.status = $1) AND ($2::bigint IS NULL OR t.id = $2)
     ORDER BY t.created_at, t.id LIMIT $3`,
    [query.status ?? null, query.id ?? null, query.limit],
  );
  return rows.map((row) => ({
    ...row,
    statusName: STATUS_NAMES[row.status]![lang],
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

/** What each button of the desk does to a deposit and to a withdrawal. */
const DECISIONS: Record<string, Record<CashDirection, Action | undefined>> = {
  approve: { deposit: 'credit', withdraw: 'approve' },
  reject: { deposit: 'reject', withdraw: 'reject' },
  pay: { deposit: undefined, withdraw: 'pay' },
};

export async function registerOperatorCashier(app: FastifyInstance, db: Db) {
  await app.register(async (desk) => {
    const send = (reply: FastifyReply, result: Reply, lang: Lang) => {
      const sent = answer(result, lang);
      return reply.code(sent.status).send(sent.body);
    };

    desk.get<{ Querystring: Record<string, string> }>(
      '/operator/cashier/transactions',
      async (req, reply) => {
        const lang = langOf(req.query);
        const query = {
          ...(req.query.status ? { status: req.query.status } : {}),
          ...(req.query.limit ? { limit: Number(req.query.limit) } : {}),
        };
        const checked = await validate(listQuery, query, lang);
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        const { status, limit } = checked.data;
        const code = status === undefined ? undefined : (STATUS_BY_NAME[status] ?? Number(status));
        return send(reply, ok(await listTransactions(db, { status: code, limit }, lang)), lang);
      },
    );

    desk.post<{ Params: { id: string; decision: string }; Querystring: Record<string, string> }>(
      '/operator/cashier/transactions/:id/:decision',
      async (req, reply) => {
        const lang = langOf(req.query);
        const decision = Object.hasOwn(DECISIONS, req.params.decision)
          ? DECISIONS[req.params.decision]
          : undefined;
        if (!decision || !/^\d{1,15}$/.test(req.params.id)) {
          return send(reply, refuse('routeNotFound', null, 404), lang);
        }
        const id = Number(req.params.id);
        const checked = await validate(decisionBody, req.body ?? {}, lang);
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        const { reason = '' } = checked.data;
        // Who decides, for the audit trail: the credential's operator, never the body's word.
        const { operator } = req;
        if (req.params.decision === 'reject' && !reason) {
          const missing = refuse('fieldRequired', { field: 'reason' }, 400);
          return send(reply, { ...missing, params: { field: 'reason' } }, lang);
        }
        const result = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ direction: CashDirection }>(
            'SELECT direction FROM cash_transactions WHERE id = $1',
            [id],
          );
          const action = row && decision[row.direction];
          if (!row) return refuse('notFound', null, 404);
          if (!action) return refuse('transitionNotAllowed', null, 409);
          const outcome = await applyAction(
            tx,
            id,
            action,
            { kind: 'operator', ref: operator },
            {
              reason,
            },
          );
          if (!outcome.ok) return refuse('transitionNotAllowed', null, 409);
          req.log.warn({ transaction: id, action, operator }, 'cashier decision by operator');
          return ok((await listTransactions(tx, { id, limit: 1 }, lang))[0]);
        });
        return send(reply, result, lang);
      },
    );

    desk.get<{ Querystring: Record<string, string> }>('/operator/cashier/suspense', async (req) => {
      const rows = await listSuspense(db, { all: req.query.all === '1' });
      return answer(ok(rows), langOf(req.query)).body;
    });
    desk.post<{ Params: { id: string; decision: string }; Querystring: Record<string, string> }>(
      '/operator/cashier/suspense/:id/:decision',
      async (req, reply) => {
        const lang = langOf(req.query);
        const { decision } = req.params;
        if ((decision !== 'credit' && decision !== 'refund') || !/^\d{1,15}$/.test(req.params.id)) {
          return send(reply, refuse('routeNotFound', null, 404), lang);
        }
        const checked = await validate(decisionBody, req.body ?? {}, lang);
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        const { reason = '' } = checked.data;
        const { operator } = req;
        if (!reason) {
          const missing = refuse('fieldRequired', { field: 'reason' }, 400);
          return send(reply, { ...missing, params: { field: 'reason' } }, lang);
        }
        const id = Number(req.params.id);
        const result = await db.transaction((tx) =>
          resolveSuspense(tx, id, decision, { kind: 'operator', ref: operator }, reason),
        );
        req.log.warn({ suspense: id, decision, operator }, 'suspense resolved by operator');
        return send(reply, result, lang);
      },
    );

    // Closes rounds idle for idleMinutes now, e.g. after a provider's outage; the cashier sweep
    // closes those idle for OPEN_ROUND_HOURS on its own.
    desk.post<{ Querystring: Record<string, string> }>(
      '/operator/cashier/rounds/sweep',
      async (req, reply) => {
        const lang = langOf(req.query);
        const checked = await validate(roundSweepBody, req.body ?? {}, lang);
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        const { idleMinutes = OPEN_ROUND_HOURS * 60 } = checked.data;
        const swept = await sweepOpenRounds(db, { idleSeconds: idleMinutes * 60 });
        req.log.warn({ swept, idleMinutes, operator: req.operator }, 'open rounds swept');
        return send(reply, ok(swept), lang);
      },
    );

    desk.get<{ Querystring: Record<string, string> }>(
      '/operator/cashier/settings',
      async (req) => answer(ok(await readSettings(db)), langOf(req.query)).body,
    );
    desk.post<{ Querystring: Record<string, string> }>(
      '/operator/cashier/settings',
      async (req, reply) => {
        const lang = langOf(req.query);
        const checked = await validate(settingsBody, req.body, lang);
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        req.log.warn(
          { settings: checked.data, operator: req.operator },
          'cashier settings changed by operator',
        );
        return send(reply, ok(await writeSettings(db, checked.data)), lang);
      },
    );

    desk.get<{ Querystring: Record<string, string> }>('/operator/cashier/methods', async (req) => {
      const lang = langOf(req.query);
      const methods = await db.query(
        `SELECT m.id, ${lang === 'en' ? 'm.name_en' : 'm.name_tr'} AS name, m.kind, m.enabled,
           array_agg(d.direction ORDER BY d.direction) AS directions
         FROM payment_methods m JOIN payment_method_directions d ON d.method_id = m.id
         GROUP BY m.id ORDER BY m.sort, m.id`,
      );
      return answer(ok(methods), lang).body;
    });
    desk.post<{ Params: { id: string }; Querystring: Record<string, string> }>(
      '/operator/cashier/methods/:id',
      async (req, reply) => {
        const lang = langOf(req.query);
        const checked = await validate(methodBody, req.body, lang);
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : 0;
        const [method] = await db.query(
          'UPDATE payment_methods SET enabled = $2 WHERE id = $1 RETURNING id, kind, enabled',
          [id, checked.data.enabled],
        );
        if (!method) return send(reply, refuse('notFound', null, 404), lang);
        req.log.warn({ method, operator: req.operator }, 'payment method switched by operator');
        return send(reply, ok(method), lang);
      },
    );

    desk.get<{ Querystring: Record<string, string> }>(
      '/operator/cashier/audit',
      async (req) => answer(ok(await auditLedger(db)), langOf(req.query)).body,
    );
  });
}
