import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { favoritesMachine, type FavoriteIds } from '../../../machines/games/favorites.machine.ts';
import {
  selectAreFavoritesKnown,
  selectCanToggle,
  selectFavoriteCount,
  selectIsFavorite,
} from '../../../machines/games/favorites.selectors.ts';
import type { Favorite } from '../../../machines/games/tiles.ts';
import { startAsChild } from '../as-child.ts';

const SWEET: Favorite = { type: 'casino', id: 101 };
const ROULETTE: Favorite = { type: 'livecasino', id: 7 };
const LISTS: FavoriteIds = { casino: [202, 101], livecasino: [] };

interface Save {
  favorite: Favorite;
  mode: 'insert' | 'delete';
}

function start(
  options: { load?: () => Promise<FavoriteIds>; save?: (s: Save) => Promise<void> } = {},
) {
  const load = vi.fn(options.load ?? (async () => LISTS));
  const save = vi.fn(options.save ?? (async (_: Save) => {}));
  const removed: { type: string; favorite: Favorite }[] = [];
  const { child: actor, toParent } = startAsChild(
    favoritesMachine.provide({
      actors: {
        loadFavorites: fromPromise(() => load()),
        saveFavorite: fromPromise<void, Save>(({ input }) => save(input)),
      },
    }),
    (child) => child.on('favorites.removed', (event) => removed.push(event)),
  );
  return { actor, load, save, removed, toParent, snapshot: () => actor.getSnapshot() };
}

async function signedIn(options: Parameters<typeof start>[0] = {}) {
  const favorites = start(options);
  favorites.actor.send({ type: 'app.signedIn' });
  await waitFor(favorites.actor, (s) => !s.matches({ signedIn: 'loading' }));
  return favorites;
}

/** The notice the app shows for a saved change. */
const notice = (id: 'favorites.added' | 'favorites.removed') => ({
  type: 'notice.show',
  notice: { id },
});

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('favorites machine', () => {
  it('loads both lists when the player signs in', async () => {
    const { snapshot, load } = await signedIn();
    expect(load).toHaveBeenCalledTimes(1);
    expect(selectAreFavoritesKnown(snapshot())).toBe(true);
    expect(selectIsFavorite(SWEET)(snapshot())).toBe(true);
    expect(selectIsFavorite({ type: 'livecasino', id: 101 })(snapshot())).toBe(false);
    expect(selectFavoriteCount('casino')(snapshot())).toBe(2);
  });

  it('inserts a new favourite at once, saves it and announces it', async () => {
    const save = deferred();
    const {
      actor,
      snapshot,
      save: saveFn,
      toParent,
      removed,
    } = await signedIn({ save: () => save.promise });
    actor.send({ type: 'favorites.toggle', favorite: ROULETTE, returnUrl: '/slot' });
    expect(selectIsFavorite(ROULETTE)(snapshot())).toBe(true);
    expect(selectCanToggle(snapshot())).toBe(false);
    expect(saveFn).toHaveBeenCalledWith({ favorite: ROULETTE, mode: 'insert' });
    expect(toParent).toEqual([]);
    save.resolve();
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(toParent).toEqual([notice('favorites.added')]);
    expect(removed).toEqual([]);
    expect(selectIsFavorite(ROULETTE)(snapshot())).toBe(true);
    expect(selectCanToggle(snapshot())).toBe(true);
  });

  it('deletes a favourite that is one and announces it', async () => {
    const { actor, snapshot, save, toParent, removed } = await signedIn();
    actor.send({ type: 'favorites.toggle', favorite: SWEET, returnUrl: '/slot' });
    expect(selectIsFavorite(SWEET)(snapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(save).toHaveBeenCalledWith({ favorite: SWEET, mode: 'delete' });
    expect(toParent).toEqual([notice('favorites.removed')]);
    expect(removed).toEqual([{ type: 'favorites.removed', favorite: SWEET }]);
    expect(selectFavoriteCount('casino')(snapshot())).toBe(1);
  });

  it.each([
    ['an insert', ROULETTE, false],
    ['a delete', SWEET, true],
  ])('undoes %s the server refuses, announcing nothing', async (_, favorite, wasFavorite) => {
    const { actor, snapshot, toParent, removed } = await signedIn({
      save: async () => {
        throw new Error('Bu işlem için yetkiniz yok');
      },
    });
    actor.send({ type: 'favorites.toggle', favorite, returnUrl: '/slot' });
    expect(selectIsFavorite(favorite)(snapshot())).toBe(!wasFavorite);
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(selectIsFavorite(favorite)(snapshot())).toBe(wasFavorite);
    expect(snapshot().context.ids).toEqual(LISTS);
    expect(toParent).toEqual([]);
    expect(removed).toEqual([]);
  });

  it('asks an anonymous player to sign in and adds the wanted favourite afterwards', async () => {
    const { actor, snapshot, save, toParent, load } = start();
    actor.send({ type: 'favorites.toggle', favorite: ROULETTE, returnUrl: '/slot' });
    expect(toParent).toEqual([{ type: 'auth.required', returnUrl: '/slot', reason: 'favorite' }]);
    expect(save).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(selectIsFavorite(ROULETTE)(snapshot())).toBe(false);

    actor.send({ type: 'app.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(save).toHaveBeenCalledWith({ favorite: ROULETTE, mode: 'insert' });
    expect(toParent.at(-1)).toEqual(notice('favorites.added'));
    expect(selectIsFavorite(ROULETTE)(snapshot())).toBe(true);
    expect(snapshot().context.wanted).toBeNull();
  });

  it('does not add a wanted favourite the player has already', async () => {
    const { actor, save, snapshot } = start();
    actor.send({ type: 'favorites.toggle', favorite: SWEET, returnUrl: '/slot' });
    actor.send({ type: 'app.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(save).not.toHaveBeenCalled();
    expect(snapshot().context.wanted).toBeNull();
    expect(selectIsFavorite(SWEET)(snapshot())).toBe(true);
  });

  it('remembers a heart pressed while the lists load', async () => {
    let answer!: (ids: FavoriteIds) => void;
    const { actor, save } = start({ load: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'app.signedIn' });
    actor.send({ type: 'favorites.toggle', favorite: ROULETTE, returnUrl: '/slot' });
    answer(LISTS);
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(save).toHaveBeenCalledWith({ favorite: ROULETTE, mode: 'insert' });
  });

  it('reads the lists again when a heart is pressed after they failed to load', async () => {
    const load = vi
      .fn<() => Promise<FavoriteIds>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(LISTS);
    const { actor, snapshot, save } = start({ load });
    actor.send({ type: 'app.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'failed' }));
    expect(selectAreFavoritesKnown(snapshot())).toBe(false);
    expect(selectCanToggle(snapshot())).toBe(true);
    actor.send({ type: 'favorites.toggle', favorite: ROULETTE, returnUrl: '/slot' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledWith({ favorite: ROULETTE, mode: 'insert' });
  });

  it('forgets the lists and a wanted favourite when the player signs out', async () => {
    const { actor, snapshot, load } = await signedIn();
    actor.send({ type: 'app.signedOut' });
    expect(snapshot().value).toBe('signedOut');
    expect(selectFavoriteCount('casino')(snapshot())).toBe(0);
    actor.send({ type: 'favorites.toggle', favorite: ROULETTE, returnUrl: '/slot' });
    actor.send({ type: 'app.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'app.signedOut' });
    expect(snapshot().context).toEqual({
      ids: { casino: [], livecasino: [] },
      wanted: null,
      change: null,
      before: null,
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
