import { fromCallback, type EventObject } from 'xstate';
import { CASHIER_STREAM, type CashierStream } from '../../../machines/cashier/deposit-stream.ts';
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

/**
 * The same news for a machine that polls where no stream tells (a watched deposit): it also
 * hears whether the stream is open, as it starts listening and at every change.
 */
export const depositNews = (appActor: AppActor) =>
  fromCallback<EventObject>(({ sendBack }) => {
    let open = appActor.getSnapshot().context.live;
    const tell = (changed: boolean) =>
      sendBack({ type: CASHIER_STREAM, open, changed } satisfies CashierStream);
    tell(false);
    const news = appActor.on(TRANSACTION_CHANGED, sendBack);
    const stream = appActor.subscribe((snapshot) => {
      if (snapshot.context.live === open) return;
      open = snapshot.context.live;
      tell(true);
    });
    return () => {
      news.unsubscribe();
      stream.unsubscribe();
    };
  });
