import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/driver.ts';
import { concludeEnded } from './conclude.ts';

/** How often the server looks for ended tournaments to pay. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Concludes and pays the tournaments whose end has passed, every minute. Several servers may
 * sweep at once: each tournament is concluded by whichever gets there first (conclude.ts).
 */
export function startTournamentSweep(app: FastifyInstance, db: Db) {
  let sweeping: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    sweeping ??= concludeEnded(db)
      .catch((error: unknown) => app.log.error({ err: error }, 'tournament sweep failed'))
      .finally(() => {
        sweeping = undefined;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  // A sweep under way finishes before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
