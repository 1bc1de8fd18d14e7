/**
 * The operator's push figures (header x-operator-token, like /operator/messages):
 * `npm run messages -- push-stats` reads them.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { answer, ok } from '../envelope.ts';
import { pushStats } from './stats.ts';

export function registerOperatorPush(app: FastifyInstance, db: Db) {
  app.get('/operator/push/stats', async () => answer(ok(await pushStats(db)), DEFAULT_LANG).body);
}
