/**
 * What a load balancer or an orchestrator asks a server process (docs/operations.md):
 * - GET /healthz: the process answers (200); a process that does not is restarted;
 * - GET /readyz: it takes calls (200): its database answers and it is not stopping; else 503,
 *   and the balancer sends the calls elsewhere.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/driver.ts';

export interface Health {
  /**
   * From now on /readyz answers 503, and every answer closes its connection. False when the stop
   * had begun already.
   */
  stop(): boolean;
  /** Makes app's answers close their connection once stopping. */
  closeConnectionsOnceStopping(app: FastifyInstance): void;
}

export function registerHealth(app: FastifyInstance, db: Db): Health {
  let stopping = false;
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (req, reply) => {
    if (stopping) return reply.code(503).send({ ok: false, reason: 'stopping' });
    try {
      await db.query('SELECT 1');
    } catch (error) {
      req.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.code(503).send({ ok: false, reason: 'database' });
    }
    return { ok: true };
  });
  const health: Health = {
    stop: () => !stopping && (stopping = true),
    // A kept-alive connection (a provider's, a browser's) would hold the stop until it idles out.
    closeConnectionsOnceStopping: (server) =>
      server.addHook('onSend', async (_req, reply) => {
        if (stopping) reply.header('connection', 'close');
      }),
  };
  health.closeConnectionsOnceStopping(app);
  return health;
}
