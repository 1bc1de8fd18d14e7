/**
 * What the update offer uses of the site's worker registration (workbox-window's `Workbox`),
 * handed over before it registers. Tests hand over a fake of their own.
 */
export interface SiteWorker {
  addEventListener(type: SiteWorkerNews, listener: () => void): void;
  /** Tells the waiting worker SKIP_WAITING (sw.ts takes over then). */
  messageSkipWaiting(): void;
}

/** A newer build's worker waits; a newer worker controls the page. */
export type SiteWorkerNews = 'waiting' | 'controlling';

let registered: SiteWorker | null = null;
// Told before the frame listens (the worker may register before the first page renders), a
// waiting worker is told again to the first who listens.
let waitingNow = false;
const listeners = new Set<(news: SiteWorkerNews) => void>();

const tell = (news: SiteWorkerNews) => {
  waitingNow = news === 'waiting';
  listeners.forEach((listener) => listener(news));
};

/** The registration, handed over by register-site-worker.ts before it registers. */
export function handOverSiteWorker(worker: SiteWorker): void {
  registered = worker;
  waitingNow = false;
  worker.addEventListener('waiting', () => tell('waiting'));
  worker.addEventListener('controlling', () => tell('controlling'));
}

/** The worker's news, from a waiting one already told; returns the unsubscribe. */
export function listenToSiteWorker(listener: (news: SiteWorkerNews) => void): () => void {
  listeners.add(listener);
  if (waitingNow) listener('waiting');
  return () => listeners.delete(listener);
}

/** Lets the waiting worker take over. */
export const skipWaiting = () => registered?.messageSkipWaiting();
