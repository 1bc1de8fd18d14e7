import fastifyCookie from '@fastify/cookie';
import type { FastifyBodyParser, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG } from '../machines/shared/contract.ts';
import { DEVICE_COOKIE, DEVICE_DAYS } from './accounts/devices.ts';
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_COOKIE,
  type SessionLayer,
} from './accounts/sessions.ts';
import type { Db } from './db/driver.ts';
import {
  answer,
  dispatch,
  parseEnvelope,
  refuse,
  type BrowserCookies,
  type CookiesToSet,
  type Registry,
} from './envelope.ts';
import type { Faults } from './faults.ts';
import type { Services } from './services.ts';

export interface V1Deps {
  db: Db;
  registry: Registry;
  sessions: SessionLayer;
  services: Services;
  faults: Faults | undefined;
  /** The site's origins (SITE_URL's first, then TRUSTED_ORIGINS): the only pages that may call. */
  siteOrigins: string[];
}

const PANEL = 'frontend';

/** Each cookie's name and lifetime: the binding lives as long as a session can. */
const COOKIES: Record<keyof BrowserCookies, { name: string; seconds: number }> = {
  device: { name: DEVICE_COOKIE, seconds: DEVICE_DAYS * 24 * 60 * 60 },
  session: { name: SESSION_COOKIE, seconds: SESSION_ABSOLUTE_SECONDS },
};

/** HttpOnly: no script of the page reads them; sent with /v1 calls of this site only. */
function setCookies(reply: FastifyReply, cookies: CookiesToSet, secure: boolean) {
  const options = { httpOnly: true, sameSite: 'strict', secure, path: '/v1' } as const;
  for (const kind of ['device', 'session'] as const) {
    const value = cookies[kind];
    if (value === null) void reply.clearCookie(COOKIES[kind].name, options);
    else if (value) {
      void reply.setCookie(COOKIES[kind].name, value, {
        ...options,
        maxAge: COOKIES[kind].seconds,
      });
    }
  }
}

const mediaTypeOf = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Why a request is refused before its envelope is read. A JSON content type and the panel header
 * make every call a CORS-preflighted one, so another site cannot send it from a form or a simple
 * fetch; a browser's Origin, when sent, must be one of the site's.
 */
function refusal(req: FastifyRequest, siteOrigins: string[]) {
  if (mediaTypeOf(req) !== 'application/json') return refuse('jsonRequired', null, 415);
  if (req.headers.panel !== PANEL) return refuse('panelRequired', null, 403);
  const origin = req.headers.origin;
  if (origin !== undefined && !siteOrigins.includes(origin)) {
    return refuse('originNotAllowed', null, 403);
  }
  return undefined;
}

/** POST /v1: the envelope of spec §7. */
export async function registerV1(
  app: FastifyInstance,
  { db, registry, sessions, services, faults, siteOrigins }: V1Deps,
) {
  // Over https the cookies travel only encrypted; a plain http SITE_URL is a local start.
  const secureCookies = services.siteUrl.startsWith('https:');
  // The envelope parses its own body, so a malformed one still gets a translated envelope answer.
  await app.register(async (v1) => {
    await v1.register(fastifyCookie);
    v1.removeAllContentTypeParsers();
    const asText: FastifyBodyParser<string> = (_req, body, done) => done(null, body);
    // JSON by name too, the one type a call may send: Fastify keeps its parser found by the
    // header, where every other type is looked for again on each request.
    v1.addContentTypeParser('application/json', { parseAs: 'string' }, asText);
    v1.addContentTypeParser('*', { parseAs: 'string' }, asText);
    v1.post('/v1', async (req, reply) => {
      const refused = refusal(req, siteOrigins);
      if (refused) {
        const failed = answer(refused, DEFAULT_LANG);
        return reply.code(failed.status).send(failed.body);
      }
      const parsed = parseEnvelope(typeof req.body === 'string' ? req.body : undefined);
      // Links back to the site use the caller's origin when it is one of the site's, else
      // SITE_URL's: never the Host header, which anyone can set.
      const origin = req.headers.origin ?? siteOrigins[0]!;
      const result =
        'status' in parsed
          ? parsed
          : ((faults && (await faults.apply(parsed.api, parsed.lang))) ??
            (await dispatch(
              {
                ip: req.ip,
                origin,
                cookies: {
                  device: req.cookies[DEVICE_COOKIE],
                  session: req.cookies[SESSION_COOKIE],
                },
                // Spread last: in Node 20's V8, every property written after a spread takes a
                // slow path of about a microsecond.
                ...parsed,
              },
              {
                registry,
                db,
                sessions,
                services,
                logError: (error, api) => req.log.error({ err: error, api }, 'method failed'),
                logWarning: (error, api) =>
                  req.log.warn({ err: error, api }, 'value refused by the database'),
              },
            )));
      if ('cookies' in result && result.cookies) setCookies(reply, result.cookies, secureCookies);
      return reply.code(result.status).send(result.body);
    });
  });
}
