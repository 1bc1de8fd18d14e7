import { assertEvent, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { FavoriteType } from '../shared/contract.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { Favorite } from './tiles.ts';

export type FavoriteIds = Record<FavoriteType, number[]>;

/** A favourite removed: the favourites page drops its tile. */
export type FavoritesEmitted = { type: 'favorites.removed'; favorite: Favorite };

export interface FavoritesContext {
  ids: FavoriteIds;
  /** A favourite asked for before the lists were known (signed out, loading, failed). */
  wanted: Favorite | null;
  /** The insert or delete being saved. */
  change: FavoriteChange | null;
  /** The lists before that change, put back when the server refuses it. */
  before: FavoriteIds | null;
}

export interface FavoriteChange {
  favorite: Favorite;
  mode: 'insert' | 'delete';
}

export type FavoritesEvent =
  /** The app actor signed a player in (or found a stored session). */
  | { type: 'app.signedIn' }
  | { type: 'app.signedOut' }
  /** A heart pressed on the page at `returnUrl` (where a visitor comes back after signing in). */
  | { type: 'favorites.toggle'; favorite: Favorite; returnUrl: string };

const NONE: FavoriteIds = { casino: [], livecasino: [] };

const has = (ids: FavoriteIds, { type, id }: Favorite) => ids[type].includes(id);
const withId = (ids: FavoriteIds, { type, id }: Favorite): FavoriteIds => ({
  ...ids,
  [type]: has(ids, { type, id }) ? ids[type] : [id, ...ids[type]],
});
const withoutId = (ids: FavoriteIds, { type, id }: Favorite): FavoriteIds => ({
  ...ids,
  [type]: ids[type].filter((kept) => kept !== id),
});

/**
 * The signed-in player's favourite slot games (casino) and live tables (livecasino), app-wide
 * (spec §4). It follows the app actor: signed in → both lists load; signed out → forgotten.
 * A toggle inserts or deletes at once on screen and undoes it if the server refuses. An
 * anonymous toggle is remembered and asks for sign-in; once the lists are there, a remembered
 * favourite is added.
 */
export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
    emitted: {} as FavoritesEmitted,
  },
  actors: {
    loadFavorites: fromPromise<FavoriteIds>(notProvided('favorites.loadFavorites')),
    saveFavorite: fromPromise<void, FavoriteChange>(notProvided('favorites.saveFavorite')),
  },
  guards: {
    isFavorite: ({ context, event }) =>
      event.type === 'favorites.toggle' && has(context.ids, event.favorite),
    wantsNewFavorite: ({ context }, ids: FavoriteIds) =>
      context.wanted !== null && !has(ids, context.wanted),
  },
  actions: {
    rememberWanted: assign(({ event }) => {
      assertEvent(event, 'favorites.toggle');
      return { wanted: event.favorite };
    }),
    // The app actor (the parent) keeps the page to come back to and sends the visitor to /login.
    askToSignIn: sendTo(toApp, ({ event }) => {
      assertEvent(event, 'favorites.toggle');
      return {
        type: 'auth.required' as const,
        returnUrl: event.returnUrl,
        reason: 'favorite' as const,
      };
    }),
    setIds: assign((_, ids: FavoriteIds) => ({ ids })),
    forget: assign({ ids: NONE, wanted: null, change: null, before: null }),
    // Already a favourite: nothing left to add.
    dropWanted: assign({ wanted: null }),
    insertToggled: assign(({ event }) => {
      assertEvent(event, 'favorites.toggle');
      return { change: { favorite: event.favorite, mode: 'insert' as const } };
    }),
    deleteToggled: assign(({ event }) => {
      assertEvent(event, 'favorites.toggle');
      return { change: { favorite: event.favorite, mode: 'delete' as const } };
    }),
    insertWanted: assign(({ context }) => ({
      change: context.wanted && { favorite: context.wanted, mode: 'insert' as const },
      wanted: null,
    })),
    // The heart changes at once; undo puts it back if the server refuses.
    applyChange: assign(({ context: { change, ids } }) => ({
      before: ids,
      ids:
        change?.mode === 'delete' ? withoutId(ids, change.favorite) : withId(ids, change!.favorite),
    })),
    undoChange: assign(({ context }) => ({
      ids: context.before ?? context.ids,
      change: null,
      before: null,
    })),
    announceChange: enqueueActions(({ context, enqueue }) => {
      const { favorite, mode } = context.change!;
      const id = mode === 'insert' ? 'favorites.added' : 'favorites.removed';
      enqueue.sendTo(toApp, { type: 'notice.show', notice: { id } });
      if (mode === 'delete') enqueue.emit({ type: 'favorites.removed', favorite });
    }),
    endChange: assign({ change: null, before: null }),
  },
}).createMachine({
  id: 'favorites',
  context: { ids: NONE, wanted: null, change: null, before: null },
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: 'forget',
      on: {
        'app.signedIn': 'signedIn',
        'favorites.toggle': { actions: ['rememberWanted', 'askToSignIn'] },
      },
    },
    signedIn: {
      initial: 'loading',
      on: { 'app.signedOut': 'signedOut' },
      states: {
        loading: {
          on: { 'favorites.toggle': { actions: 'rememberWanted' } },
          invoke: {
            id: 'loadFavorites',
            src: 'loadFavorites',
            onDone: [
              {
                guard: { type: 'wantsNewFavorite', params: ({ event }) => event.output },
                target: 'saving',
                actions: [{ type: 'setIds', params: ({ event }) => event.output }, 'insertWanted'],
              },
              {
                target: 'ready',
                actions: [{ type: 'setIds', params: ({ event }) => event.output }, 'dropWanted'],
              },
            ],
            onError: 'failed',
          },
        },
        ready: {
          on: {
            'favorites.toggle': [
              { guard: 'isFavorite', target: 'saving', actions: 'deleteToggled' },
              { target: 'saving', actions: 'insertToggled' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          entry: 'applyChange',
          invoke: {
            id: 'saveFavorite',
            src: 'saveFavorite',
            input: ({ context }) => context.change!,
            onDone: { target: 'ready', actions: ['announceChange', 'endChange'] },
            // The client has shown the server's message already.
            onError: { target: 'ready', actions: 'undoChange' },
          },
        },
        // The lists could not be read: a toggle is remembered and they are read again.
        failed: {
          on: { 'favorites.toggle': { target: 'loading', actions: 'rememberWanted' } },
        },
      },
    },
  },
});
