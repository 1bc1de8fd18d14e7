import type { FastifyInstance } from 'fastify';
import { TRANSACTION_STATUS } from '../../machines/shared/finance.ts';
import { expireOverdueBonuses } from '../bonus/lifecycle.ts';
import type { Db } from '../db/driver.ts';
import { OPERATOR_KINDS } from './methods.ts';
import { sweepOpenRounds } from '../wallet/round-sweep.ts';
import { applyAction, expireOverdue, type Actor } from './transactions.ts';

const DEV_APPROVER: Actor = { kind: 'system', ref: 'dev auto-approve' };

/**
 * Expires deposits whose payment page ran out. With autoApproveAfterSeconds (development), also
 * credits bank and cep deposits that waited that long, as if the operator had approved them.
 * Each change runs in a transaction of its own, under the usual locks, so several servers may
 * sweep at once: a deposit another one changed first is simply no longer pending.
 */
export async function sweepCashier(
  db: Db,
  { autoApproveAfterSeconds }: { autoApproveAfterSeconds?: number } = {},
): Promise<{ expired: number; approved: number }> {
  const expired = await expireOverdue(db);
  let approved = 0;
  if (autoApproveAfterSeconds !== undefined) {
    const due = await db.query<{ id: number }>(
      `SELECT t.id FROM cash_transactions t JOIN payment_methods m ON m.id = t.method_id
       WHERE t.direction = 'deposit' AND t.status = $1 AND m.kind = ANY($2)
         AND t.created_at <= now() - $3 * interval '1 second'
       ORDER BY t.id LIMIT 100`,
      [TRANSACTION_STATUS.pending, OPERATOR_KINDS, autoApproveAfterSeconds],
    );
    for (const { id } of due) {
      const outcome = await db.transaction((tx) => applyAction(tx, id, 'credit', DEV_APPROVER));
      if (outcome.ok) approved++;
    }
  }
  return { expired, approved };
}

/**
 * Sweeps every 30 seconds; in development (PLATFORM_DEV=1) every second, crediting bank and cep
 * deposits after 5 seconds so a newcomer sees a deposit land without playing the operator. Each
 * sweep also expires the bonuses whose days ran out and closes game rounds left open
 * (round-sweep.ts).
 */
export function startCashierSweep(app: FastifyInstance, db: Db, { dev }: { dev: boolean }) {
  let sweeping: Promise<unknown> | undefined;
  const timer = setInterval(
    () => {
      sweeping ??= sweepCashier(db, dev ? { autoApproveAfterSeconds: 5 } : {})
        .then(() => expireOverdueBonuses(db))
        .then(() => sweepOpenRounds(db))
        .then((rounds) => {
          if (rounds.cancelled + rounds.settled > 0) app.log.warn({ rounds }, 'open rounds closed');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'cashier sweep failed'))
        .finally(() => {
          sweeping = undefined;
        });
    },
    dev ? 1000 : 30_000,
  );
  timer.unref();
  // A sweep under way finishes before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
