import { fromCallback } from 'xstate';
import type {
  SiteUpdateEvent,
  SiteWorkerCommand,
} from '../../../machines/app/site-update.machine.ts';
import { listenToSpoiledCode } from '../code-health.ts';
import { listenToSiteWorker, skipWaiting } from './site-worker-handle.ts';

/** Loads the page again (tests replace it: jsdom cannot). */
export const pageReload = {
  reload() {
    window.location.reload();
  },
};

/**
 * The site's worker as the update offer sees it: a newer build's worker waits, a newer one
 * controls the page; and what the offer asks of it: take over, reload the page.
 */
export const siteWorkerUpdates = fromCallback<SiteWorkerCommand>(({ sendBack, receive }) => {
  // Typed: what this port tells its machine.
  const tell = (event: SiteUpdateEvent) => sendBack(event);
  // Another tab's reload may have let the new worker take over already: then nothing waits.
  let tookOver = false;
  const stopListening = listenToSiteWorker((news) => {
    tookOver = news === 'controlling';
    tell({ type: news === 'waiting' ? 'siteUpdate.waiting' : 'siteUpdate.controlling' });
  });
  receive((command) => {
    if (command.type === 'siteWorker.reload') pageReload.reload();
    else if (tookOver) tell({ type: 'siteUpdate.controlling' });
    else skipWaiting();
  });
  return stopListening;
});

/** The page's code as the offer sees it: spoiled, so that only a reload mends it. */
export const spoiledCodeNews = fromCallback(({ sendBack }) =>
  listenToSpoiledCode(() => sendBack({ type: 'siteUpdate.codeSpoiled' } satisfies SiteUpdateEvent)),
);
