/**
 * The simulated payment provider, served on the content origin as the demo games are, and only
 * when the start turns it on (PAYMENT_SIMULATOR=1): GET /payments/pay/{token} shows the page of a
 * deposit, POST decides it (Öde / Reddet), and the simulator then calls the platform back at
 * POST /payments/simulator/callback, signed with its own secret, as a real provider would at
 * POST /payments/callback.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANG, type Lang } from '../../machines/shared/contract.ts';
import { TRANSACTION_STATUS } from '../../machines/shared/finance.ts';
import type { Platform } from '../platform.ts';
import type { Db } from '../db/driver.ts';
import { answer, refuse, validate } from '../envelope.ts';
import { pickLang } from '../messages.ts';
import { parseJson } from '../safe-json.ts';
import { expireOverdue } from '../cashier/transactions.ts';
import { applyProviderEvent, callbackSchema } from './callback.ts';
import { renderPaymentPage } from './page.ts';
import { findPayment } from './sessions.ts';
import { SIGNATURE_HEADER, sign, verifySignature } from './signature.ts';

/** What the content origin's payment pages need. */
export interface PaymentPagesDeps {
  db: Db;
  /** The simulator's signing secret (loadProviderSecret(db, 'payment-simulator')). */
  secret: string;
  /** The site's origins (SITE_URL and TRUSTED_ORIGINS): the page's form may lead back there. */
  siteOrigins: readonly string[];
  /** The platform the provider calls back, as a real one calls it over the network. */
  platform: Platform;
}

/** The provider's page of a deposit, on the content origin: GET shows it, POST decides it. */
export async function registerPaymentPages(
  app: FastifyInstance,
  { db, secret, siteOrigins, platform }: PaymentPagesDeps,
) {
  /** The page's deposit after expiring it if its time is up. */
  const current = async (token: string) => {
    const payment = await findPayment(db, token);
    if (payment) await expireOverdue(db, { transactionId: payment.transactionId });
    return payment && (await findPayment(db, token));
  };

  const page = (
    reply: FastifyReply,
    payment: Awaited<ReturnType<typeof findPayment>>,
    lang: Lang,
    problem?: string,
  ) => {
    const rendered = renderPaymentPage(payment, lang, { siteOrigins, problem });
    return reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', rendered.csp)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff')
      .send(rendered.html);
  };

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/payments/pay/:token',
    async (req, reply) => {
      const payment = await current(req.params.token);
      return page(
        reply,
        payment,
        req.query.lang ? pickLang(req.query.lang) : (payment?.lang ?? DEFAULT_LANG),
      );
    },
  );

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.post<{ Params: { token: string } }>('/payments/pay/:token', async (req, reply) => {
      const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      const payment = await current(req.params.token);
      const lang = pickLang(form.get('lang') ?? payment?.lang);
      const decision = form.get('decision');
      if (
        !payment ||
        payment.status !== TRANSACTION_STATUS.pending ||
        (decision !== 'pay' && decision !== 'decline')
      ) {
        return page(reply, payment, lang);
      }
      // The provider's side: it tells the platform, signed, then sends the player back.
      const event = JSON.stringify({
        eventId: randomUUID(),
        transactionID: payment.transactionId,
        status: decision === 'pay' ? 'paid' : 'declined',
        amount: payment.amount,
      });
      const callback = await platform.inject({
        method: 'POST',
        url: SIMULATOR_CALLBACK,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: sign(secret, { path: SIMULATOR_CALLBACK, body: event }),
        },
        payload: event,
      });
      if (callback.statusCode === 200) return reply.redirect(payment.returnUrl, 303);
      const problem = (callback.json() as { message?: string }).message;
      return page(reply, await findPayment(db, req.params.token), lang, problem);
    });
  });
}

/** Where the real provider calls back, and where the simulator does (only while it runs). */
export const PROVIDER_CALLBACK = '/payments/callback';
export const SIMULATOR_CALLBACK = '/payments/simulator/callback';

/**
 * A callback route on the platform's origin, where providers call it server to server: only the
 * signature with that route's secret admits a call, never the page or the browser.
 */
export async function registerPaymentCallback(
  app: FastifyInstance,
  { db, secret, path }: { db: Db; secret: string; path: string },
) {
  // Read raw: the signature is over the exact bytes sent.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.post(path, async (req, reply) => {
      const body = typeof req.body === 'string' ? req.body : '';
      const refused = (key: Parameters<typeof refuse>[0], status: number) => {
        const failed = answer(refuse(key, null, status), DEFAULT_LANG);
        return reply.code(failed.status).send(failed.body);
      };
      if (!verifySignature(secret, { path, body }, req.headers[SIGNATURE_HEADER])) {
        req.log.warn('payment callback refused: wrong or missing signature');
        return refused('notAllowed', 401);
      }
      const parsed = parseJson(body);
      if (!parsed.ok) return refused(parsed.problem, 400);
      const checked = await validate(callbackSchema, parsed.value, DEFAULT_LANG);
      if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
      const outcome = await applyProviderEvent(db, checked.data);
      const parked = (outcome.data as { suspense?: number } | null)?.suspense;
      if (parked !== undefined) {
        // The operator's alert: a payment nobody may lose, waiting for a decision.
        req.log.warn(
          { suspense: parked, event: checked.data.eventId },
          'payment held in suspense: npm run cashier -- suspense',
        );
      }
      const applied = answer(outcome, DEFAULT_LANG);
      return reply.code(applied.status).send(applied.body);
    });
  });
}
