/**
 * The content origin (GAMES_PORT, GAMES_ORIGIN): the demo game pages with their provider API and,
 * in a demo start, the payment simulator's pages and the demo mailbox. They run third parties'
 * code in production, so they never share the site's origin: a page here cannot read the site's
 * storage, session or cookies, and the site answers none of these addresses. This origin answers
 * nothing of the site either (no /v1, no index.html). The providers' server-to-server calls
 * (/seamless/*, /payments/callback) stay on the platform's origin, where real providers reach
 * it; the demo providers call them there.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEFAULT_LANG } from '../machines/shared/contract.ts';
import type { Db } from './db/driver.ts';
import type { Platform } from './platform.ts';
import { useSafeJson } from './safe-json.ts';
import { answer, refuse } from './envelope.ts';
import { registerOutboxPage } from './accounts/outbox-page.ts';
import { registerGamePages } from './games/pages.ts';
import { registerProvider } from './games/provider.ts';
import { registerPaymentPages } from './payments/routes.ts';
import { loadProviderSecret } from './payments/signature.ts';
import { loadSeamlessSecret } from './wallet/seamless-secret.ts';
import { profileOf, type ProfileChoice } from './protection/profiles.ts';

export interface ContentConfig {
  /** SITE_URL: the site, the only one that may frame the pages and be led back to. */
  siteUrl?: string;
  /** TRUSTED_ORIGINS: further site origins, allowed the same. */
  trustedOrigins?: string[];
  /** SEAMLESS_SECRET, as the platform has it. */
  seamlessSecret?: string;
  /** 'silent' turns logging off (as the platform's). */
  logLevel?: string;
  /** PAYMENT_SIMULATOR=1: the demo payment provider's pages are served here. */
  paymentSimulator?: boolean;
  /** DEMO_OUTBOX=1: the demo mailbox page (the e-mails and SMS sent) is served here. */
  demoOutbox?: boolean;
  /** PROTECTION_PROFILE, as the platform has it: the game pages follow its pace of play. */
  protectionProfile?: ProfileChoice;
}

export { OUTBOX_PAGE } from './accounts/outbox-page.ts';

/** The site's origins: SITE_URL's and the trusted ones. */
export const siteOriginsOf = (config: Pick<ContentConfig, 'siteUrl' | 'trustedOrigins'>) => [
  ...new Set([
    new URL(config.siteUrl ?? 'http://localhost:8080').origin,
    ...(config.trustedOrigins ?? []),
  ]),
];

/** Builds the content origin's server on the platform's database; the caller listens. */
export async function buildContentApp({
  db,
  config,
  platform,
}: {
  db: Db;
  config: ContentConfig;
  platform: Platform;
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel ?? 'info' },
    logController: new LogController({ disableRequestLogging: !config.logLevel }),
  });
  const failed = (status: number, key: 'routeNotFound' | 'badRequest' | 'serverError') =>
    answer(refuse(key, null, status), DEFAULT_LANG);
  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'request failed');
    const refused = failed(status, status === 500 ? 'serverError' : 'badRequest');
    return reply.code(refused.status).send(refused.body);
  });
  app.setNotFoundHandler((_req, reply) => {
    const refused = failed(404, 'routeNotFound');
    return reply.code(refused.status).send(refused.body);
  });

  useSafeJson(app);
  const siteOrigins = siteOriginsOf(config);
  const { minSpinSeconds } = profileOf(config.protectionProfile);
  registerGamePages(app, { db, siteOrigins, minSpinSeconds });
  registerProvider(app, {
    db,
    secret: await loadSeamlessSecret(db, config.seamlessSecret),
    platform,
  });
  if (config.paymentSimulator) {
    await registerPaymentPages(app, {
      db,
      secret: await loadProviderSecret(db, 'payment-simulator'),
      siteOrigins,
      platform,
    });
  }
  if (config.demoOutbox) await registerOutboxPage(app, { db, siteOrigins });
  return app;
}
