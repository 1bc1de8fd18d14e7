import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { SITE_WORKER_POLICY } from '../machines/shared/site-worker.ts';

export interface SecurityHeadersConfig {
  /** The site's public address (SITE_URL): an https one also upgrades insecure requests. */
  siteUrl: string;
  /** The origin of the game pages, the only one the site frames. */
  gamesOrigin: string;
}

/** Placeholder Vite writes into index.html (html.cspNonce); replaced per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
/**
 * Each answer's nonce is 16 bytes of its own from a pool the CSPRNG fills 256 nonces at a time,
 * as crypto.randomUUID batches its entropy: one call into it per answer was a tenth of a ping's
 * time on the server.
 */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = noncePool.length;
function freshNonce(): string {
  if (poolOffset === noncePool.length) {
    randomFillSync(noncePool);
    poolOffset = 0;
  }
  const nonce = noncePool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** The nonce of this answer's Content-Security-Policy, for the scripts and styles it serves. */
export const cspNonceOf = (reply: FastifyReply) => nonces.get(reply.raw) ?? '';

const nonceSource = (_req: unknown, res: ServerResponse) => `'nonce-${nonces.get(res) ?? ''}'`;

/**
 * Features no page of the site uses, switched off for it and every frame; autoplay is the game
 * frame's (its iframe asks for it), fullscreen the site's own (the game stage).
 */
const permissionsPolicy = (gamesOrigin: string) =>
  [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'browsing-topics=()',
    `autoplay=(self "${gamesOrigin}")`,
    'fullscreen=(self)',
  ].join(', ');

/**
 * Answers read by a program, never rendered: the API, its event stream, the providers' calls,
 * the health checks (health.ts).
 */
const API_PATHS = [
  '/v1',
  '/seamless/',
  '/payments/callback',
  '/payments/simulator/callback',
  '/healthz',
  '/readyz',
];
const isApiPath = (url: string) => API_PATHS.some((path) => url.startsWith(path));

// Helmet sets the headers before it returns, and throws what it cannot set.
const noNext = () => undefined;

/**
 * The headers a helmet that reads nothing of the request (no nonce) sets, recorded once; its
 * removal of X-Powered-By, which nothing here sets, is left out.
 */
function fixedHeaders(applyHelmet: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  applyHelmet({} as IncomingMessage, recorder as unknown as ServerResponse, noNext);
  return headers;
}

/**
 * Security headers on every answer of the platform. Pages, files and media get a strict
 * Content-Security-Policy with a fresh nonce per answer and Trusted Types, no framing, HSTS,
 * nosniff, a referrer policy and a permissions policy. API answers are never rendered, so they
 * get only what a JSON answer needs: nothing may run, frame or cache it (OWASP's REST headers),
 * a policy without a nonce, and nosniff and HSTS. docs/security.md gives the reasons.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { siteUrl, gamesOrigin }: SecurityHeadersConfig,
) {
  const permissions = permissionsPolicy(gamesOrigin);
  const strictTransportSecurity = { maxAge: 63072000, includeSubDomains: true };
  // Built once: @fastify/helmet builds helmet's middleware again for every request, which cost
  // a tenth of a small API answer's time.
  const applyPageHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        styleSrc: ["'self'", nonceSource],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [gamesOrigin],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        requireTrustedTypesFor: ["'script'"],
        // DOMPurify's own, and the one that registers the service worker.
        trustedTypes: ['dompurify', SITE_WORKER_POLICY],
        // Only behind https: on plain http (development, tests) it would break every request.
        ...(siteUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity,
  });
  // Recorded once: helmet's middlewares set the same API headers for every answer.
  const apiHeaders = fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      originAgentCluster: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  // A route that may be cached (a file) says so itself; an API answer is the player's own.
  apiHeaders.push(['cache-control', 'no-store']);
  app.addHook('onRequest', (req, reply, done) => {
    if (isApiPath(req.url)) {
      for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
    } else {
      nonces.set(reply.raw, freshNonce());
      applyPageHelmet(req.raw, reply.raw, noNext);
      reply.raw.setHeader('permissions-policy', permissions);
    }
    done();
  });
}
