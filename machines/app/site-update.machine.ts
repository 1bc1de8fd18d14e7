import { assign, fromCallback, sendTo, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';
import { isBusy, placeTold, type PageShown, type PlayerPlace } from './player-busy.ts';

export interface SiteUpdateInput {
  /** The page the site opened on. */
  pathname: string;
}

export interface SiteUpdateContext {
  place: PlayerPlace;
}

export type SiteUpdateEvent =
  /** The worker of a newer build is installed and waits (workbox-window's 'waiting'). */
  | { type: 'siteUpdate.waiting' }
  /** A newer worker controls the page now. */
  | { type: 'siteUpdate.controlling' }
  /**
   * A part's code fails to load although its file can be fetched (the page keeps the failure of
   * a connection lost while the code came), or its file is gone (a newer build replaced it): only
   * a reload brings the part back.
   */
  | { type: 'siteUpdate.codeSpoiled' }
  /** The player chose to reload, into the new version or to mend the page. */
  | { type: 'siteUpdate.apply' }
  | PageShown;

/** What the machine asks of the site's worker (the port). */
export type SiteWorkerCommand =
  /** Let the waiting worker take over (it is told SKIP_WAITING). */
  | { type: 'siteWorker.skipWaiting' }
  /** Load the page again, under the worker that controls it now. */
  | { type: 'siteWorker.reload' };

/**
 * An offer that waits, unseen, while the player is in a deposit or a game; `giveWayTo` names
 * offers that take its place.
 */
const offerWhenFree = (onApply: string, giveWayTo: { 'siteUpdate.waiting'?: string } = {}) =>
  ({
    initial: 'deciding',
    on: { 'page.shown': { target: '.deciding', actions: 'notePage' }, ...giveWayTo },
    states: {
      deciding: {
        always: [{ guard: 'playerBusy', target: 'held' }, { target: 'offered' }],
      },
      held: {},
      offered: {
        on: { 'siteUpdate.apply': onApply },
      },
    },
  }) as const;

/**
 * A new version of the site, as the player meets it. Its worker waits (decision 014) and is
 * offered: 'Yeni sürüm hazır — yenile'. The offer is held while the player is in a deposit or a
 * game and shown when they leave it; only their click lets the new worker take over, and the page
 * reloads once it controls the page, so nothing is swapped under them. A page whose code cannot
 * load any more is offered a reload the same way: 'Sayfanın bir bölümü yüklenemedi — yenile'.
 */
export const siteUpdateMachine = setup({
  types: {
    context: {} as SiteUpdateContext,
    events: {} as SiteUpdateEvent,
    input: {} as SiteUpdateInput,
  },
  actors: {
    watchWorker: fromCallback<SiteWorkerCommand>(notProvided('watchWorker')),
    watchCode: fromCallback(notProvided('watchCode')),
  },
  guards: {
    playerBusy: ({ context }) => isBusy(context.place),
  },
  actions: {
    notePage: assign({ place: placeTold }),
    skipWaiting: sendTo('watchWorker', { type: 'siteWorker.skipWaiting' }),
    reload: sendTo('watchWorker', { type: 'siteWorker.reload' }),
  },
}).createMachine({
  id: 'siteUpdate',
  context: ({ input }) => ({ place: { pathname: input.pathname, quickDeposit: false } }),
  invoke: [
    { id: 'watchWorker', src: 'watchWorker' },
    { id: 'watchCode', src: 'watchCode' },
  ],
  on: { 'page.shown': { actions: 'notePage' } },
  initial: 'current',
  states: {
    current: {
      on: { 'siteUpdate.waiting': 'waiting', 'siteUpdate.codeSpoiled': 'spoiled' },
    },
    waiting: offerWhenFree('#siteUpdate.applying'),
    // A new version's reload mends the page too: its offer takes this one's place.
    spoiled: offerWhenFree('#siteUpdate.mending', { 'siteUpdate.waiting': 'waiting' }),
    mending: {
      entry: 'reload',
    },
    applying: {
      entry: 'skipWaiting',
      on: { 'siteUpdate.controlling': 'reloading' },
    },
    reloading: {
      entry: 'reload',
    },
  },
});
