/**
 * The payment provider's callback to the platform: a signed event saying a deposit was paid or
 * declined. Each event id is applied once; a paid deposit is credited only while it is pending
 * and only for its own amount. A payment that fits no longer (the deposit expired or was declined
 * meanwhile, or another amount was paid) is held in suspense for an operator (suspense.ts).
 */
import * as yup from 'yup';
import type { Db } from '../db/driver.ts';
import { ok, refuse, type Reply } from '../envelope.ts';
import { lockPlayer } from '../wallet/ledger.ts';
import { applyAction, expireOverdue } from '../cashier/transactions.ts';
import { findPayment, findPaymentOf } from './sessions.ts';
import { park } from './suspense.ts';
import { PROVIDER_DECLINED } from '../cashier/reasons.ts';
import { STATUS_NAMES } from '../cashier/texts.ts';

export const callbackSchema = yup.object({
  eventId: yup
    .string()
    .required()
    .matches(/^[A-Za-z0-9_-]{8,100}$/),
  /** The deposit, by its id or by its page's token. */
  transactionID: yup.number().integer().min(1).max(Number.MAX_SAFE_INTEGER),
  token: yup.string().max(100),
  status: yup
    .string()
    .required()
    .oneOf(['paid', 'declined'] as const),
  amount: yup.number().required().integer().min(1),
});
export type ProviderEvent = yup.InferType<typeof callbackSchema>;

/** A refusal that must undo the event's record too. */
class Refused extends Error {
  constructor(readonly reply: Reply) {
    super('refused');
  }
}

export async function applyProviderEvent(db: Db, event: ProviderEvent): Promise<Reply> {
  const payment = event.token
    ? await findPayment(db, event.token)
    : event.transactionID !== undefined
      ? await findPaymentOf(db, event.transactionID)
      : undefined;
  if (!payment) return refuse('notFound', null, 404);
  // A page that ran out takes no payment: the deposit expires first, the credit is then refused.
  await expireOverdue(db, { transactionId: payment.transactionId });
  try {
    return await db.transaction(async (tx) => {
      // The player's lock first, as every money write takes it; a second delivery of the event
      // then waits for the first and finds it recorded.
      await lockPlayer(tx, payment.playerId);
      const fresh = await tx.query(
        `INSERT INTO provider_events (event_id, cash_transaction_id, status) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [event.eventId, payment.transactionId, event.status],
      );
      if (fresh.length === 0) return ok({ transactionID: payment.transactionId, duplicate: true });
      const parked = (why: string) =>
        park(tx, {
          eventId: event.eventId,
          transactionId: payment.transactionId,
          playerId: payment.playerId,
          amount: event.amount,
          why,
        }).then((suspense) => ok({ transactionID: payment.transactionId, suspense }));
      if (event.amount !== payment.amount) {
        if (event.status === 'paid') return parked('amount');
        throw new Refused(refuse('amountMismatch', null, 409));
      }
      const outcome = await applyAction(
        tx,
        payment.transactionId,
        event.status === 'paid' ? 'credit' : 'reject',
        { kind: 'provider', ref: event.eventId },
        { reason: event.status === 'paid' ? '' : PROVIDER_DECLINED[payment.lang] },
      );
      if (!outcome.ok) {
        if (outcome.problem === 'notAllowed' && event.status === 'paid') {
          return parked(STATUS_NAMES[outcome.row.status]?.en.toLowerCase() ?? 'status');
        }
        throw new Refused(refuse('transitionNotAllowed', null, 409));
      }
      return ok({ transactionID: payment.transactionId, status: outcome.row.status });
    });
  } catch (error) {
    if (error instanceof Refused) return error.reply;
    throw error;
  }
}
