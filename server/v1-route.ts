import type { FastifyInstance } from 'fastify';
import type { SessionLayer } from './accounts/sessions.ts';
import type { Db } from './db/driver.ts';
import { dispatch, parseEnvelope, type Registry } from './envelope.ts';
import type { Faults } from './faults.ts';
import type { Services } from './services.ts';

export interface V1Deps {
  db: Db;
  registry: Registry;
  sessions: SessionLayer;
  services: Services;
  faults: Faults | undefined;
}

/** POST /v1: the envelope of spec §7. */
export async function registerV1(
  app: FastifyInstance,
  { db, registry, sessions, services, faults }: V1Deps,
) {
  // The envelope parses its own body, so a malformed one still gets a translated envelope answer.
  await app.register(async (v1) => {
    v1.removeAllContentTypeParsers();
    v1.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    v1.post('/v1', async (req, reply) => {
      const parsed = parseEnvelope(typeof req.body === 'string' ? req.body : undefined);
      const result =
        'status' in parsed
          ? parsed
          : ((await faults?.apply(parsed.api, parsed.lang)) ??
            (await dispatch(
              { ...parsed, ip: req.ip, origin: `${req.protocol}://${req.host}` },
              {
                registry,
                db,
                sessions,
                services,
                logError: (error, api) => req.log.error({ err: error, api }, 'method failed'),
              },
            )));
      return reply.code(result.status).send(result.body);
    });
  });
}
