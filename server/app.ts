import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEFAULT_LANG, type License } from '../machines/shared/contract.ts';
import { createOutbox, readOutbox } from './accounts/outbox.ts';
import { OWASP_SCRYPT, createPasswordHasher, type ScryptParams } from './accounts/passwords.ts';
import { pruneAccounts } from './accounts/prune.ts';
import { createSessionLayer } from './accounts/sessions.ts';
import { betframe } from './classes/betframe.ts';
import { bonus } from './classes/bonus.ts';
import { casino } from './classes/casino.ts';
import { cmscontroller } from './classes/cmscontroller.ts';
import { crm } from './classes/crm.ts';
import { envoy } from './classes/envoy.ts';
import { finance } from './classes/finance.ts';
import { habanero } from './classes/habanero.ts';
import { live } from './classes/live.ts';
import { livecasino } from './classes/livecasino.ts';
import { maintenance } from './classes/maintenance.ts';
import { passkey } from './classes/passkey.ts';
import { prepayServices } from './classes/prepay-services.ts';
import { slider } from './classes/slider.ts';
import { system } from './classes/system.ts';
import { protection } from './classes/protection.ts';
import { push } from './classes/push.ts';
import { tournament } from './classes/tournament.ts';
import { user } from './classes/user.ts';
import { virtualgames } from './classes/virtualgames.ts';
import type { Db } from './db/driver.ts';
import { useSafeJson } from './safe-json.ts';
import { answer, ok, refuse, type Registry } from './envelope.ts';
import { registerFaults } from './faults.ts';
import { buildOperatorDesk } from './operator-desk.ts';
import { readMaintenance, toStatus } from './maintenance-state.ts';
import { registerMedia } from './media.ts';
import { pickLang } from './messages.ts';
import {
  PROVIDER_CALLBACK,
  SIMULATOR_CALLBACK,
  registerPaymentCallback,
} from './payments/routes.ts';
import { loadProviderSecret } from './payments/signature.ts';
import type { DataKeys } from './data-keys.ts';
import { sealAtRest } from './db/seal-at-rest.ts';
import { loadSessionKeys, type PemKeyPair } from './session-crypto.ts';
import { createServices, type Services } from './services.ts';
import { profileOf, type ProfileChoice } from './protection/profiles.ts';
import { registerCompression } from './compression.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSite } from './site-static.ts';
import { registerTestClock } from './test-clock.ts';
import { registerTestContent } from './test-content.ts';
import { registerV1 } from './v1-route.ts';
import { sendBalanceNoticesAfterCommit } from './live/balance-notices.ts';
import { createLiveHub } from './live/hub.ts';
import { registerLiveStream } from './live/stream.ts';
import { registerSeamless } from './wallet/seamless-http.ts';
import { loadSeamlessSecret } from './wallet/seamless-secret.ts';
import { startTournamentSweep } from './tournaments/sweep.ts';
import { startCashierSweep } from './cashier/sweep.ts';
import { expireOverdue } from './cashier/transactions.ts';
import { startPushSender, type PushSender } from './push/sender.ts';
import { loadVapidKeys, vapidSubject } from './push/vapid.ts';

/** The API classes of spec §7; a new class is one file and one line here. */
export const REGISTRY: Registry = {
  system,
  maintenance,
  cmscontroller,
  slider,
  user,
  casino,
  livecasino,
  virtualgames,
  habanero,
  betframe,
  finance,
  envoy,
  prepayServices,
  crm,
  bonus,
  tournament,
  protection,
  push,
  passkey,
  live,
};

const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Under the minute after which proxies commonly close a quiet connection. */
const LIVE_HEARTBEAT_MS = 20_000;

/** Whether e-mails and SMS are kept in the outbox table (no delivery provider is wired in). */
export const keepsOutbox = (config: Pick<AppConfig, 'dev' | 'testFaults' | 'demoOutbox'>) =>
  Boolean(config.dev || config.testFaults || config.demoOutbox);

export interface AppConfig {
  /** The console's credential for the operator's desk (header x-operator-token). */
  operatorToken: string;
  /** The built site, served with SPA fallback when it holds an index.html. */
  siteDir?: string;
  /** Served at /datas/ (the site's static config JSON). */
  datasDir?: string;
  /** SITE_WORKER=off: /sw.js takes the site's service worker away (server/site-static.ts). */
  siteWorkerOff?: boolean;
  /** PLATFORM_TEST_FAULTS=1: adds /__test__/faults. */
  testFaults?: boolean;
  /** PLATFORM_DEV=1: development mode; e-mails and SMS go to the outbox table. */
  dev?: boolean;
  /** DEMO_OUTBOX=1: e-mails and SMS go to the outbox table, for the demo mailbox page. */
  demoOutbox?: boolean;
  /** Public address of the site, for links in e-mails (SITE_URL). */
  siteUrl?: string;
  /** Public origin of the game pages and the payment simulator (GAMES_ORIGIN). */
  gamesOrigin?: string;
  /** Further site origins that may call the API (TRUSTED_ORIGINS). */
  trustedOrigins?: string[];
  /**
   * TRUST_PROXY: the proxies (addresses, CIDRs, 'loopback') whose X-Forwarded-For gives the
   * client's address; never every sender.
   */
  trustProxy?: string | false;
  /** Computes the dummy password hash once listening (the server does; tests need not). */
  warmUpPasswords?: boolean;
  /** The session key pair a new database gets, when the caller started making it already. */
  newSessionKeys?: Promise<PemKeyPair>;
  /**
   * TEST ONLY: other scrypt parameters than OWASP's, so the test suite can hash many passwords
   * quickly. No environment variable sets it; production always hashes with OWASP_SCRYPT.
   */
  testScrypt?: ScryptParams;
  /** TEST ONLY: the clock authenticator codes are checked against (default Date.now). */
  testClock?: () => number;
  /** SEAMLESS_SECRET: what game providers sign seamless-wallet calls with (else generated). */
  seamlessSecret?: string;
  /** How often a live stream gets its heartbeat and its session is checked (20 s unless set). */
  liveHeartbeatMs?: number;
  /** Unset: info logs without per-request lines; 'silent' turns logging off. */
  logLevel?: string;
  /** DATA_KEY or DATA_DIR/data-key: what seals authenticator secrets and IBANs at rest. */
  dataKeys: DataKeys;
  /**
   * PAYMENT_SIMULATOR=1: the demo payment provider takes deposits by instant and QR methods on
   * its pages and calls back signed with its own secret. Off, those methods are not offered.
   */
  paymentSimulator?: boolean;
  /**
   * VAPID_PRIVATE_KEY, VAPID_PUBLIC_KEY, VAPID_SUBJECT: the key pair web pushes are signed with
   * (else generated and kept in the database) and whom push services may contact.
   */
  vapid?: { privateKey?: string; publicKey?: string; subject?: string };
  /** PROTECTION_PROFILE: the jurisdiction's rules ('tr' unless set; server/protection/profiles.ts). */
  protectionProfile?: ProfileChoice;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's desk (operator-desk.ts), built with the app, listening on its own port. */
    operatorDesk: FastifyInstance;
    /** This process's web push sender (push/sender.ts); tests drain it. */
    pushSender: PushSender;
  }
}

/** Builds the platform API on a migrated database; the caller listens (and on the desk). */
export async function buildApp({
  db,
  config,
}: {
  db: Db;
  config: AppConfig;
}): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy ?? false,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel ?? 'info' },
    logController: new LogController({ disableRequestLogging: !config.logLevel }),
  });
  // Set first so every route, including the encapsulated /v1, answers errors as an envelope.
  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'request failed');
    const key = status === 500 ? 'serverError' : status === 413 ? 'bodyTooLarge' : 'badRequest';
    const failed = answer(refuse(key, null, status), DEFAULT_LANG);
    return reply.code(failed.status).send(failed.body);
  });

  const siteUrl = (config.siteUrl ?? 'http://localhost:8080').replace(/\/+$/, '');
  const gamesOrigin = config.gamesOrigin ?? 'http://localhost:8081';
  useSafeJson(app);
  // Before any route, so every answer (site, files, API, errors) carries them.
  registerSecurityHeaders(app, { siteUrl, gamesOrigin });
  await registerCompression(app);

  const keys = await loadSessionKeys(db, config.newSessionKeys);
  await sealAtRest(db, config.dataKeys);
  const faults = config.testFaults ? registerFaults(app) : undefined;
  const sessions = createSessionLayer(keys);
  const clock = config.testClock ?? Date.now;
  const vapid = await loadVapidKeys(db, {
    dataKeys: config.dataKeys,
    privateKey: config.vapid?.privateKey,
    publicKey: config.vapid?.publicKey,
    subject: vapidSubject(config.vapid?.subject, siteUrl),
  });
  const services: Services = createServices({
    now: config.testFaults ? registerTestClock(app, clock) : clock,
    passwords: createPasswordHasher(config.testScrypt ?? OWASP_SCRYPT),
    // No delivery provider is wired in: messages are kept in the outbox in the demo start, dev
    // and test mode.
    outbox: createOutbox({ enabled: keepsOutbox(config), log: app.log }),
    siteUrl,
    gamesOrigin,
    paymentPages: Boolean(config.paymentSimulator),
    dataKeys: config.dataKeys,
    // Test mode only: the tests' push service is a local http one.
    push: { publicKey: vapid.publicKey, httpEndpoints: Boolean(config.testFaults) },
    profile: profileOf(config.protectionProfile),
    log: app.log,
  });
  // Once listening: its scrypt run would take a core from the start.
  if (config.warmUpPasswords) app.addHook('onListen', () => void services.passwords.warmUp());

  const siteOrigins = [
    ...new Set([new URL(services.siteUrl).origin, ...(config.trustedOrigins ?? [])]),
  ];
  await registerV1(app, { db, sessions, services, faults, registry: REGISTRY, siteOrigins });
  await registerLiveStream(app, {
    db,
    hub: createLiveHub(db, {
      heartbeatMs: config.liveHeartbeatMs ?? LIVE_HEARTBEAT_MS,
      log: app.log,
    }),
  });

  app.get<{ Querystring: { Lang?: string } }>('/v1/check-maintenance', async (req) => {
    const lang = pickLang(req.query.Lang);
    return answer(ok(toStatus(await readMaintenance(db), lang)), lang).body;
  });
  app.get('/v1/licenses', async () => {
    const licenses = await db.query<License>(
      'SELECT id, name, authority, number, url FROM licenses ORDER BY id',
    );
    return answer(ok(licenses), DEFAULT_LANG).body;
  });
  app.get(
    '/v1/session-key',
    async () => answer(ok({ publicKey: keys.publicKey }), DEFAULT_LANG).body,
  );

  registerMedia(app, db);
  // Game pages, their provider API and the payment pages are the content origin's
  // (content-origin.ts); providers call these two here, server to server.
  const seamlessSecret = await loadSeamlessSecret(db, config.seamlessSecret);
  sendBalanceNoticesAfterCommit(db, (error) =>
    app.log.error({ err: error }, 'balance notice failed'),
  );
  await registerSeamless(app, {
    db,
    secret: seamlessSecret,
    now: services.now,
    minSpinSeconds: services.profile.minSpinSeconds,
  });
  await registerPaymentCallback(app, {
    db,
    secret: await loadProviderSecret(db),
    path: PROVIDER_CALLBACK,
  });
  if (config.paymentSimulator) {
    await registerPaymentCallback(app, {
      db,
      secret: await loadProviderSecret(db, 'payment-simulator'),
      path: SIMULATOR_CALLBACK,
    });
  }
  startCashierSweep(app, db, { dev: Boolean(config.dev) });
  startTournamentSweep(app, db);
  const pushSender = startPushSender(db, {
    vapid,
    onError: (error) => app.log.error({ err: error }, 'push sending failed'),
  });
  app.decorate('pushSender', pushSender);
  // Its run under way ends before the database closes.
  app.addHook('onClose', async () => pushSender.close());
  // The operator's desk listens apart (OPERATOR_HOST, OPERATOR_PORT): the caller listens.
  const desk = await buildOperatorDesk({
    db,
    consoleToken: config.operatorToken,
    services,
    logLevel: config.logLevel,
  });
  app.decorate('operatorDesk', desk);
  app.addHook('onClose', async () => desk.close());
  if (config.testFaults) {
    registerTestContent(app, db);
    // Test mode only: what a player would have received by e-mail or SMS.
    app.get<{ Querystring: { recipient?: string } }>('/__test__/outbox', async (req) => {
      const recipient = req.query.recipient || undefined;
      return answer(ok(await readOutbox(db, { recipient, limit: 100 })), DEFAULT_LANG).body;
    });
    // Test mode only: a deposit's payment page runs out now, as it would after 10 or 30 minutes.
    app.post<{ Body: { transactionID?: unknown } }>(
      '/__test__/cashier/expire',
      async (req, reply) => {
        const id = req.body?.transactionID;
        if (!Number.isSafeInteger(id)) {
          const bad = answer(refuse('badRequest', null, 400), DEFAULT_LANG);
          return reply.code(bad.status).send(bad.body);
        }
        await db.query(
          'UPDATE cash_transactions SET expires_at = now() WHERE id = $1 AND expires_at > now()',
          [id],
        );
        const expired = await expireOverdue(db, { transactionId: id as number });
        return answer(ok({ expired }), DEFAULT_LANG).body;
      },
    );
  }

  // Expired sessions, tokens, codes and counters are deleted every 10 minutes.
  const prune = setInterval(() => {
    pruneAccounts(db).catch((error: unknown) => app.log.error({ err: error }, 'prune failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));

  await registerSite(app, {
    siteDir: config.siteDir,
    datasDir: config.datasDir,
    siteWorkerOff: config.siteWorkerOff,
  });

  return app;
}
