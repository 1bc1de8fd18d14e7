import { join, resolve } from 'node:path';
import {
  DEFAULT_PROFILE,
  isProfileId,
  PROFILE_IDS,
  type ProfileId,
} from './protection/profiles.ts';

/** Settings read from the environment (see docs/api.md, "Configuration"). */
export interface ServerEnv {
  port: number;
  /** HOST: the listening address; loopback unless a deployment says otherwise. */
  host: string;
  /** GAMES_PORT: where the game pages and the payment simulator listen (their own origin). */
  gamesPort: number;
  /** OPERATOR_HOST and OPERATOR_PORT: the operator's desk, loopback unless a deployment says. */
  operatorHost: string;
  operatorPort: number;
  /** GAMES_ORIGIN: the public address of that origin, in game and payment page links. */
  gamesOrigin: string;
  /** TRUSTED_ORIGINS: further site addresses (comma separated) that may call the API. */
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections each process keeps to PostgreSQL for its calls. */
  databasePoolSize: number;
  /**
   * DATABASE_LISTEN_URL: where each process LISTENs for live notices, a session of its own (a
   * pooler in transaction mode cannot hold one); DATABASE_URL unless set.
   */
  databaseListenUrl: string | undefined;
  /** WORKERS: server processes sharing the ports (node:cluster); more than 1 needs PostgreSQL. */
  workers: number;
  siteDir: string;
  datasDir: string;
  /**
   * SITE_WORKER=off: /sw.js answers with a worker that removes itself and the site's caches from
   * every browser that has it (the switch for a broken release of the service worker).
   */
  siteWorkerOff: boolean;
  operatorToken: string | undefined;
  testFaults: boolean;
  dev: boolean;
  logLevel: string | undefined;
  siteUrl: string;
  trustProxy: string | false;
  /** DEMO_PLAYERS=0 keeps the demo players (known password) out of the seed. */
  demoPlayers: boolean;
  /** SEAMLESS_SECRET: game providers' signing secret; unset, one is generated and kept. */
  seamlessSecret: string | undefined;
  /**
   * PAYMENT_SIMULATOR=1: the demo payment provider's pages take deposits by instant and QR
   * methods (the demo starts set it). Off, those methods are not offered.
   */
  paymentSimulator: boolean;
  /**
   * DEMO_OUTBOX=1: e-mails and SMS are kept in the outbox and shown on the content origin's demo
   * mailbox page, /demo/outbox (the demo starts set it). Off, and without PLATFORM_DEV or
   * PLATFORM_TEST_FAULTS, nothing is delivered: no provider is wired in.
   */
  demoOutbox: boolean;
  /** DATA_KEY: base64 keys sealing secrets at rest, current first (else DATA_DIR/data-key). */
  dataKey: string | undefined;
  /**
   * VAPID_PRIVATE_KEY and VAPID_PUBLIC_KEY (base64url): the key pair web pushes are signed with;
   * unset, one is generated and kept in the database. VAPID_SUBJECT: whom push services may
   * contact, a mailto: or https: address.
   */
  vapid: { privateKey?: string; publicKey?: string; subject?: string };
  /**
   * PROTECTION_PROFILE: the jurisdiction's responsible-gambling rules (server/protection/
   * profiles.ts): 'tr' (the site's, default) or 'de'.
   */
  protectionProfile: ProfileId;
}

/**
 * TRUST_PROXY: the proxies' addresses or CIDRs, comma separated ('loopback' and the other names
 * of proxy-addr too). 'true' would believe any X-Forwarded-For, so anyone could choose the
 * address every per-address limit counts: a start with it stops.
 */
function trustProxy(value: string | undefined): string | false {
  if (!value || value === 'false') return false;
  if (value.trim().toLowerCase() === 'true') {
    throw new Error(
      "TRUST_PROXY=true would trust any X-Forwarded-For: give the proxies' addresses instead (e.g. TRUST_PROXY=10.0.0.2,10.0.0.3 or TRUST_PROXY=loopback).",
    );
  }
  return value;
}

/** A whole number from min up, or fallback when unset; anything else stops the start. */
function count(name: string, value: string | undefined, fallback: number, min: number): number {
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`${name} is a whole number from ${min} up, not '${value}'.`);
  }
  return parsed;
}

/** The VAPID settings; a public key without its private one, or a bad subject, stops the start. */
function vapid(env: NodeJS.ProcessEnv): ServerEnv['vapid'] {
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const subject = env.VAPID_SUBJECT || undefined;
  if (publicKey && !privateKey) {
    throw new Error('VAPID_PUBLIC_KEY needs VAPID_PRIVATE_KEY: give both, or neither.');
  }
  if (subject && !/^(mailto:|https:\/\/)\S+$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT is a mailto: or https: address, not '${subject}'.`);
  }
  return { privateKey, publicKey, subject };
}

/** The profile PROTECTION_PROFILE names; another name stops the start. */
function protectionProfileOf(value: string | undefined): ProfileId {
  if (!value) return DEFAULT_PROFILE;
  if (!isProfileId(value)) {
    throw new Error(
      `PROTECTION_PROFILE is one of ${PROFILE_IDS.join(', ')} (server/protection/profiles.ts), not '${value}'.`,
    );
  }
  return value;
}

/** The origin of an address given in the environment; a malformed one stops the start. */
const originOf = (address: string) => new URL(address).origin;

/**
 * The settings of a start, or an error that stops it: a production start never runs the payment
 * simulator, whose pages credit any amount the visitor types.
 */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const paymentSimulator = env.PAYMENT_SIMULATOR === '1';
  if (paymentSimulator && env.NODE_ENV === 'production') {
    throw new Error(
      'PAYMENT_SIMULATOR=1 is the demo payment provider: anyone could credit any amount. A production start (NODE_ENV=production) refuses it.',
    );
  }
  const demoOutbox = env.DEMO_OUTBOX === '1';
  if (demoOutbox && env.NODE_ENV === 'production') {
    throw new Error(
      "DEMO_OUTBOX=1 shows every player's reset links and codes to whoever opens the demo mailbox. A production start (NODE_ENV=production) refuses it.",
    );
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const workers = count('WORKERS', env.WORKERS, 1, 1);
  if (workers > 1 && !databaseUrl) {
    throw new Error(
      'WORKERS above 1 needs DATABASE_URL: one process at a time can open the embedded database.',
    );
  }
  const dataDir = resolve(env.DATA_DIR || './data');
  const port = Number(env.PORT || 8080);
  const gamesPort = Number(env.GAMES_PORT || port + 1);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    gamesPort,
    operatorHost: env.OPERATOR_HOST || '127.0.0.1',
    operatorPort: Number(env.OPERATOR_PORT || port + 2),
    gamesOrigin: originOf(env.GAMES_ORIGIN || `http://localhost:${gamesPort}`),
    trustedOrigins: [
      // Without SITE_URL the site is on this machine: reachable by its loopback address too.
      ...(env.SITE_URL ? [] : [`http://127.0.0.1:${port}`]),
      ...(env.TRUSTED_ORIGINS ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean)
        .map(originOf),
    ],
    dataDir,
    databaseUrl,
    databasePoolSize: count('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10, 1),
    databaseListenUrl: env.DATABASE_LISTEN_URL || databaseUrl,
    workers,
    siteDir: resolve(env.SITE_DIR || './dist'),
    datasDir: resolve('./public/datas'),
    siteWorkerOff: env.SITE_WORKER === 'off',
    operatorToken: env.OPERATOR_TOKEN || undefined,
    testFaults: env.PLATFORM_TEST_FAULTS === '1',
    dev: env.PLATFORM_DEV === '1',
    logLevel: env.LOG_LEVEL || undefined,
    siteUrl: env.SITE_URL || `http://localhost:${port}`,
    trustProxy: trustProxy(env.TRUST_PROXY),
    demoPlayers: env.DEMO_PLAYERS !== '0',
    seamlessSecret: env.SEAMLESS_SECRET || undefined,
    paymentSimulator,
    demoOutbox,
    dataKey: env.DATA_KEY || undefined,
    vapid: vapid(env),
    protectionProfile: protectionProfileOf(env.PROTECTION_PROFILE),
  };
}

export const operatorTokenFile = (dataDir: string) => join(dataDir, 'operator-token');

/** The operator's desk as a command on this machine reaches it (a wildcard listens on loopback). */
export function deskUrl(env: Pick<ServerEnv, 'operatorHost' | 'operatorPort'>): string {
  const host = ['0.0.0.0', '::'].includes(env.operatorHost) ? '127.0.0.1' : env.operatorHost;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.operatorPort}`;
}
