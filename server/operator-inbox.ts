/**
 * The operator's mass messages and lottery campaign (header x-operator-token, like
 * /operator/cashier): sending a message to every player, the latest messages with their read
 * counts, and reading or changing the ticket campaign. `npm run messages` talks to these.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as yup from 'yup';
import type { Lang } from '../machines/shared/contract.ts';
import type { TicketCampaign } from '../machines/shared/history.ts';
import type { Db } from './db/driver.ts';
import { answer, ok, refuse, validate, type Reply } from './envelope.ts';
import { newMessageSchema, sendMessage, sentMessages } from './inbox/messages.ts';
import { readCampaign, writeCampaign } from './inbox/tickets.ts';
import { pickLang } from './messages.ts';

/** An ISO date and time of this millennium, answered normalised (UTC, 'Z'). */
const isInstant = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2999;
};
const isoInstant = () =>
  yup
    .string()
    .test('isoDate', 'isoDate', (v) => v === undefined || isInstant(v))
    .transform((v: string) => (isInstant(v) ? new Date(v).toISOString() : v));

/** A change of the campaign: what is left out stays as it is. */
const campaignBody = yup.object({
  startsAt: isoInstant(),
  endsAt: isoInstant(),
  /** Kuruş. */
  minAmount: yup.number().integer().min(1).max(Number.MAX_SAFE_INTEGER),
  drawAt: isoInstant(),
});

const listQuery = yup.object({ limit: yup.number().integer().min(1).max(200).default(20) });

/** ?Lang=en: messages in English (Turkish otherwise). */
const langOf = (query: unknown) =>
  pickLang(typeof query === 'object' && query !== null ? (query as { Lang?: unknown }).Lang : '');

/** The window must open before it closes, and the draw may not come before the close. */
const inOrder = (c: TicketCampaign) => c.startsAt < c.endsAt && c.endsAt <= c.drawAt;

/** Registered with the other operator endpoints (registerOperator); loaded when the app is. */
export function registerOperatorInbox(app: FastifyInstance, db: Db) {
  void app.register(async (desk) => {
    const send = (reply: FastifyReply, result: Reply, lang: Lang) => {
      const sent = answer(result, lang);
      return reply.code(sent.status).send(sent.body);
    };

    desk.get<{ Querystring: Record<string, string> }>('/operator/messages', async (req, reply) => {
      const lang = langOf(req.query);
      const query = req.query.limit ? { limit: Number(req.query.limit) } : {};
      const checked = await validate(listQuery, query, lang);
      if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
      return send(reply, ok(await sentMessages(db, checked.data.limit)), lang);
    });

    desk.post<{ Querystring: Record<string, string> }>('/operator/messages', async (req, reply) => {
      const lang = langOf(req.query);
      const checked = await validate(newMessageSchema, req.body, lang);
      if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
      // Signed by the credential's operator, whatever the body says.
      const sent = await sendMessage(db, { ...checked.data, operator: req.operator });
      req.log.warn({ message: sent.id, operator: sent.sentBy }, 'mass message sent by operator');
      return send(reply, ok(sent), lang);
    });

    desk.get<{ Querystring: Record<string, string> }>(
      '/operator/tickets/campaign',
      async (req) => answer(ok(await readCampaign(db)), langOf(req.query)).body,
    );

    desk.post<{ Querystring: Record<string, string> }>(
      '/operator/tickets/campaign',
      async (req, reply) => {
        const lang = langOf(req.query);
        const checked = await validate(campaignBody, req.body ?? {}, lang);
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        const result = await db.transaction(async (tx): Promise<Reply> => {
          const change = Object.fromEntries(
            Object.entries(checked.data).filter(([, value]) => value !== undefined),
          );
          const campaign = { ...(await readCampaign(tx, true)), ...change };
          if (!inOrder(campaign)) return refuse('campaignOrder', { field: 'endsAt' }, 400);
          req.log.warn({ campaign, operator: req.operator }, 'ticket campaign changed by operator');
          return ok(await writeCampaign(tx, campaign));
        });
        return send(reply, result, lang);
      },
    );
  });
}
