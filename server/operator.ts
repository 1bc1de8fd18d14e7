import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { DEFAULT_LANG } from '../machines/shared/contract.ts';
import { readOutbox } from './accounts/outbox.ts';
import type { Db } from './db/driver.ts';
import { answer, ok, validate } from './envelope.ts';
import { toStatus, writeMaintenance } from './maintenance-state.ts';
import { registerOperatorInbox } from './operator-inbox.ts';
import { registerOperatorPush } from './push/operator.ts';

const maintenanceSchema = yup.object({
  on: yup.boolean().required(),
  message: yup.string().max(500),
  expectedEnd: yup
    .string()
    .test(
      'isoDate',
      'expectedEnd must be an ISO date',
      (v) => v === undefined || !Number.isNaN(Date.parse(v)),
    ),
});

const outboxQuery = yup.object({
  limit: yup.number().integer().min(1).max(200).default(20),
  recipient: yup.string().max(200),
});

/**
 * The desk's own endpoints: maintenance and the outbox (the CLI cannot open PGlite while the
 * server holds it, so it asks the server), and the inbox's and push's.
 */
export function registerOperator(app: FastifyInstance, db: Db) {
  const lang = DEFAULT_LANG;
  registerOperatorInbox(app, db);
  registerOperatorPush(app, db);

  app.post('/operator/maintenance', async (req, reply) => {
    const checked = await validate(maintenanceSchema, req.body, lang);
    if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
    const { on, message, expectedEnd } = checked.data;
    const flag = await writeMaintenance(db, {
      status: on,
      message: message ?? null,
      expectedEnd: expectedEnd ? new Date(expectedEnd).toISOString() : null,
    });
    req.log.warn({ maintenance: flag, operator: req.operator }, 'maintenance changed by operator');
    return answer(ok(toStatus(flag, lang)), lang).body;
  });

  /** GET /operator/outbox?limit=20&recipient=…: the latest e-mails and SMS, newest first. */
  app.get<{ Querystring: Record<string, string> }>('/operator/outbox', async (req, reply) => {
    const query = {
      ...(req.query.limit !== undefined ? { limit: Number(req.query.limit) } : {}),
      ...(req.query.recipient ? { recipient: req.query.recipient } : {}),
    };
    const checked = await validate(outboxQuery, query, lang);
    if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
    return answer(ok(await readOutbox(db, checked.data)), lang).body;
  });
}
