import { fromCallback, type EventObject } from 'xstate';
import { TRANSACTION_CHANGED } from '../../../machines/shared/live.ts';
import type { AppActor } from '../../runtime/app-actors.ts';

/**
 * The app's news of the player's deposits and withdrawals (cashier.transactionChanged, from the
 * live stream), handed to a cashier machine while it listens.
 */
export const transactionNews = (appActor: AppActor) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const news = appActor.on(TRANSACTION_CHANGED, sendBack);
    return () => news.unsubscribe();
  });
