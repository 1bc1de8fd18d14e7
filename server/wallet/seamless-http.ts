/**
 * The seamless wallet over HTTP, as game providers call it: POST /seamless/{action} with a JSON
 * body signed with HMAC-SHA256 (header x-seamless-signature). Every answer is JSON: `ok: true`
 * with the balance, or `ok: false` with a stable code and a message in the launch's language.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as yup from 'yup';
import { DEFAULT_LANG } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { validate } from '../envelope.ts';
import { findLaunch, findLaunchOfRounds, playOf, type LaunchRow } from '../games/launches.ts';
import { verifySignature } from '../payments/signature.ts';
import { parseJson } from '../safe-json.ts';
import {
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessError,
  seamlessRollback,
  type SeamlessAnswer,
} from './seamless.ts';
import { fastBet, fastWin } from './seamless-fast.ts';
import { SEAMLESS_SIGNATURE_HEADER } from './seamless-secret.ts';
import type { SeamlessCode } from './seamless-texts.ts';

/** A provider's round or transaction id. */
const providerId = () =>
  yup
    .string()
    .required()
    .matches(/^[A-Za-z0-9_.:-]{1,100}$/);
const token = () => yup.string().required().max(100);
const kurus = (min: number) =>
  yup.number().required().integer().min(min).max(Number.MAX_SAFE_INTEGER);

/** What a call is decided by besides its body: the platform's clock and the profile's pace. */
interface CallRules {
  nowMs: number;
  /** The profile's minimum time between two bets of the player (0: none). */
  minSpinSeconds: number;
}

/** An action: what its body holds and what it does for the launch of the body's token. */
interface ActionDef<S extends yup.AnyObjectSchema> {
  schema: S;
  /**
   * Settles rounds already staked on (wins, rollbacks): accepted after the launch's session
   * ended, as the round decides. Balance and bets need the session alive.
   */
  settles?: true;
  run(db: Db, launch: LaunchRow, call: yup.InferType<S>, rules: CallRules): Promise<SeamlessAnswer>;
  /** The common case in one statement from the token (seamless-fast.ts); undefined: run it. */
  fast?(db: Db, call: yup.InferType<S>, rules: CallRules): Promise<SeamlessAnswer | undefined>;
}
const action = <S extends yup.AnyObjectSchema>(def: ActionDef<S>) => def;

const ACTIONS = {
  balance: action({
    schema: yup.object({ token: token() }),
    run: (db, launch) => seamlessBalance(db, launch.playerId),
  }),
  debit: action({
    schema: yup.object({
      token: token(),
      roundId: providerId(),
      transactionId: providerId(),
      amount: kurus(1),
    }),
    run: (db, launch, call, { nowMs, minSpinSeconds }) =>
      seamlessDebit(db, playOf(launch), launch.lang, call, nowMs, minSpinSeconds),
    // A minimum spin time is the full path's to check: the one statement does not know it.
    fast: (db, call, { minSpinSeconds }) =>
      minSpinSeconds > 0 ? Promise.resolve(undefined) : fastBet(db, call.token, call),
  }),
  credit: action({
    schema: yup.object({
      token: token(),
      roundId: providerId(),
      transactionId: providerId(),
      amount: kurus(0),
      final: yup.boolean().default(true),
    }),
    settles: true,
    run: (db, launch, call) => seamlessCredit(db, playOf(launch), launch.lang, call),
    fast: (db, call) => fastWin(db, call.token, call),
  }),
  rollback: action({
    schema: yup.object({
      token: token(),
      roundId: providerId(),
      transactionId: providerId(),
      referenceTransactionId: providerId(),
    }),
    settles: true,
    run: (db, launch, call) => seamlessRollback(db, playOf(launch), launch.lang, call),
  }),
};
const actionOf = (name: string): ActionDef<yup.AnyObjectSchema> | undefined =>
  Object.hasOwn(ACTIONS, name) ? ACTIONS[name as keyof typeof ACTIONS] : undefined;

const STATUS: Partial<Record<SeamlessCode, number>> = {
  BAD_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  INVALID_TOKEN: 403,
  UNKNOWN_ACTION: 404,
};

const send = (reply: FastifyReply, answer: SeamlessAnswer) =>
  reply.code(answer.ok ? 200 : (STATUS[answer.code] ?? 409)).send(answer);

export async function registerSeamless(
  app: FastifyInstance,
  {
    db,
    secret,
    now,
    minSpinSeconds,
  }: { db: Db; secret: string; now: () => number; minSpinSeconds: number },
) {
  // Read raw: the signature is over the exact bytes sent.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.post<{ Params: { action: string } }>('/seamless/:action', async (req, reply) => {
      const body = typeof req.body === 'string' ? req.body : '';
      const signed = { path: req.url, body };
      if (!verifySignature(secret, signed, req.headers[SEAMLESS_SIGNATURE_HEADER])) {
        req.log.warn('seamless call refused: wrong or missing signature');
        return send(reply, seamlessError('INVALID_SIGNATURE', DEFAULT_LANG));
      }
      const def = actionOf(req.params.action);
      if (!def) return send(reply, seamlessError('UNKNOWN_ACTION', DEFAULT_LANG));
      const parsed = parseJson(body);
      if (!parsed.ok) return send(reply, seamlessError('BAD_REQUEST', DEFAULT_LANG));
      const checked = await validate(def.schema, parsed.value, DEFAULT_LANG);
      if (!checked.valid) {
        const message = (checked.answer.body as { message?: string }).message ?? '';
        return send(reply, { ok: false, code: 'BAD_REQUEST', message });
      }
      const rules = { nowMs: now(), minSpinSeconds };
      const taken = await def.fast?.(db, checked.data, rules);
      if (taken) return send(reply, taken);
      const token = String(checked.data.token);
      const launch = def.settles
        ? await findLaunchOfRounds(db, token)
        : await findLaunch(db, token);
      if (!launch) return send(reply, seamlessError('INVALID_TOKEN', DEFAULT_LANG));
      return send(reply, await def.run(db, launch, checked.data, rules));
    });
  });
}
