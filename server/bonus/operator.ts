/**
 * The operator's bonus desk (header x-operator-token, like /operator/cashier): the offers and
 * their terms, the promo codes, the withdrawal rule, a player's bonuses, expiring overdue ones.
 * `npm run bonus` talks to these. Amounts are kuruş.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as yup from 'yup';
import { WITHDRAWAL_RULES } from '../../machines/shared/bonus.ts';
import type { Lang } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { answer, ok, refuse, validate, type Reply } from '../envelope.ts';
import { pickLang } from '../messages.ts';
import { bonusPage } from './bonuses.ts';
import { normalCode } from './codes.ts';
import { expireOverdueBonuses } from './lifecycle.ts';
import { offerRows } from './offers.ts';
import { readWithdrawalRule, writeWithdrawalRule } from './settings.ts';

const kurus = () => yup.number().integer().min(0).max(Number.MAX_SAFE_INTEGER);

/** The terms an operator may change; each is optional, the rest stays. */
const offerChange = yup.object({
  percent: yup.number().integer().min(1).max(1000),
  maxAmount: kurus(),
  minDeposit: kurus(),
  wageringMultiplier: yup.number().integer().min(0).max(100),
  expiryDays: yup.number().integer().min(1).max(365),
  maxBet: kurus(),
  active: yup.boolean(),
});

const COLUMN_OF: Record<keyof yup.InferType<typeof offerChange>, string> = {
  percent: 'percent',
  maxAmount: 'max_kurus',
  minDeposit: 'min_deposit_kurus',
  wageringMultiplier: 'wagering_multiplier',
  expiryDays: 'expiry_days',
  maxBet: 'max_bet_kurus',
  active: 'active',
};

const newCode = yup.object({
  code: yup
    .string()
    .required()
    .matches(/^[A-Za-z0-9_-]{3,30}$/),
  offer: yup.string().required().max(60),
  maxUses: yup.number().integer().min(1).max(2_147_483_647),
  validUntil: yup.date(),
});

const settingsBody = yup.object({
  withdrawalRule: yup.string().required().oneOf(WITHDRAWAL_RULES),
});

const langOf = (query: unknown) =>
  pickLang(typeof query === 'object' && query !== null ? (query as { Lang?: unknown }).Lang : '');

const listCodes = (db: Db) =>
  db.query(
    `SELECT c.code, o.slug AS offer, c.uses, c.max_uses AS "maxUses",
       c.valid_until AS "validUntil" FROM promo_codes c JOIN bonus_offers o ON o.id = c.offer_id
     ORDER BY c.created_at, c.code`,
  );

export async function registerOperatorBonus(app: FastifyInstance, db: Db) {
  await app.register(async (desk) => {
    const send = (reply: FastifyReply, result: Reply, lang: Lang) => {
      const sent = answer(result, lang);
      return reply.code(sent.status).send(sent.body);
    };
    type Req = { Querystring: Record<string, string>; Params: Record<string, string> };

    desk.get<Req>(
      '/operator/bonus/offers',
      async (req) => answer(ok(await offerRows(db)), langOf(req.query)).body,
    );

    desk.post<Req>('/operator/bonus/offers/:slug', async (req, reply) => {
      const lang = langOf(req.query);
      const checked = await validate(offerChange, req.body ?? {}, lang);
      if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
      const [offer] = await offerRows(db, { slug: req.params.slug });
      if (!offer) return send(reply, refuse('notFound', null, 404), lang);
      // A fixed amount offer has no percent to change.
      if (checked.data.percent !== undefined && offer.percent === 0) {
        return send(
          reply,
          {
            ...refuse('fieldRange', null, 400),
            params: {
              field: 'percent',
              rule: 'fixed amount offer',
            },
          },
          lang,
        );
      }
      const changes = Object.entries(checked.data).filter(([, value]) => value !== undefined);
      const sets = changes.map(
        ([name], i) => `${COLUMN_OF[name as keyof typeof COLUMN_OF]} = $${i + 2}`,
      );
      await db.query(
        `UPDATE bonus_offers SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`,
        [offer.id, ...changes.map(([, value]) => value)],
      );
      req.log.warn(
        { offer: offer.slug, change: checked.data, operator: req.operator },
        'bonus offer changed by operator',
      );
      return send(reply, ok((await offerRows(db, { id: offer.id }))[0]), lang);
    });

    desk.get<Req>(
      '/operator/bonus/codes',
      async (req) => answer(ok(await listCodes(db)), langOf(req.query)).body,
    );

    desk.post<Req>('/operator/bonus/codes', async (req, reply) => {
      const lang = langOf(req.query);
      const checked = await validate(newCode, req.body ?? {}, lang);
      if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
      const [offer] = await offerRows(db, { slug: checked.data.offer });
      if (!offer) return send(reply, refuse('notFound', { field: 'offer' }, 404), lang);
      const added = await db.query(
        `INSERT INTO promo_codes (code, offer_id, max_uses, valid_until) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING code`,
        [
          normalCode(checked.data.code),
          offer.id,
          checked.data.maxUses ?? null,
          checked.data.validUntil?.toISOString() ?? null,
        ],
      );
      if (added.length === 0) return send(reply, refuse('promoCodeTaken', null, 409), lang);
      return send(reply, ok(await listCodes(db)), lang);
    });

    desk.get<Req>(
      '/operator/bonus/settings',
      async (req) =>
        answer(ok({ withdrawalRule: await readWithdrawalRule(db) }), langOf(req.query)).body,
    );
    desk.post<Req>('/operator/bonus/settings', async (req, reply) => {
      const lang = langOf(req.query);
      const checked = await validate(settingsBody, req.body ?? {}, lang);
      if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
      req.log.warn(
        { settings: checked.data, operator: req.operator },
        'bonus settings changed by operator',
      );
      const rule = await writeWithdrawalRule(db, checked.data.withdrawalRule);
      return send(reply, ok({ withdrawalRule: rule }), lang);
    });

    desk.get<Req>('/operator/bonus/players/:username', async (req, reply) => {
      const lang = langOf(req.query);
      const [player] = await db.query<{ id: number; username: string }>(
        'SELECT id, username FROM players WHERE lower(username) = lower($1)',
        [req.params.username],
      );
      if (!player) return send(reply, refuse('notFound', null, 404), lang);
      await expireOverdueBonuses(db, { playerId: player.id });
      const [wallet] = await db.query<{ cash: number; bonus: number }>(
        `SELECT balance_kurus AS cash, bonus_kurus AS bonus FROM wallets
         WHERE player_id = $1 AND currency = 'TRY'`,
        [player.id],
      );
      const page = await bonusPage(db, player.id, lang, { limit: 50, offset: 0 });
      return send(reply, ok({ username: player.username, ...wallet, bonuses: page.items }), lang);
    });

    desk.post<Req>(
      '/operator/bonus/expire',
      async (req) =>
        answer(ok({ expired: await expireOverdueBonuses(db) }), langOf(req.query)).body,
    );
  });
}
