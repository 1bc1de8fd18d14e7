/**
 * The favourites' generated paths, driven on the rendered site around category 27 of the slot
 * lobby: the player clicks Slot 2's heart, signs in with the login form, signs out from the
 * header's account menu; AuthApi favourites answers settle the held calls. Each state is
 * checked by what the player sees: the heart (pressed, busy), the notices, where the player is,
 * the header (VIEWS below). Only ports are faked.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { favoritesMachine } from '../../../machines/games/favorites.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { credentials, plainLogin } from '../../fixtures/auth.ts';
import { catalogueOf, slotCategoryList, slotGames } from '../../fixtures/lobby.ts';
import { renderSite, inHeader, inMain } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model, { LOBBY } from './favorites.paths.ts';
import { Ports, until } from '../page-clock.ts';

type Snapshot = SnapshotFrom<typeof favoritesMachine>;
const { paths } = model;
const t = (id: string) => messages.tr[id]!;

const accountMenu = () => inHeader().queryByRole('button', { name: /hesap menüsü$/ });
const loginLink = () => inHeader().queryAllByRole('link', { name: t('auth.login.title') })[0];
const heart = () => {
  const tile = inMain().getByRole('link', { name: /^Slot 2 / }).parentElement!;
  return within(tile).getByRole('button', { name: /^Favori/ });
};

class FavoritesDriver implements ViewDriver {
  private readonly user = userEvent.setup({ delay: null });
  private readonly ports = new Ports();
  private site!: ReturnType<typeof renderSite>;
  private notices!: MockInstance;
  /** The notice the last step should have shown, if any. */
  private notice: string | null = null;
  /** The heart as it was before the player's last toggle. */
  private pressedBefore: string | null = null;
  /**
   * How the heart must look once the server answered the toggle, kept apart from the chart so
   * that a wrong transition shows: changed when saved, as it was before when refused.
   */
  private pressedAfterAnswer: string | null = null;

  async start() {
    const auth: Partial<AuthApi> = {
      login: async () => plainLogin,
      favorites: (type) => this.ports.held<AuthApi['favorites']>(`favorites:${type}`)(type),
      addFavorite: this.ports.held<AuthApi['addFavorite']>('addFavorite'),
      removeFavorite: this.ports.held<AuthApi['removeFavorite']>('removeFavorite'),
    };
    this.site = renderSite(LOBBY, {
      auth,
      games: {
        slotCategories: async () => slotCategoryList,
        slotGames: catalogueOf(slotGames(6), (game) => game.categoryIDs),
      },
    });
    this.notices = vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('link', { name: /^Slot 2 / }, { timeout: 10_000 });
  }

  location() {
    return this.site.router.state.location.pathname;
  }

  lastNotice() {
    return this.notices.mock.calls.at(-1)?.[0] as string | undefined;
  }

  expectedNotice() {
    return this.notice;
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const b = before as Snapshot;
    this.notice = null;
    this.pressedAfterAnswer = null;
    switch (event.type) {
      case 'favorites.toggle':
        await this.toLobby();
        if (b.matches('signedOut')) this.notice = t('favorites.signInRequired');
        this.pressedBefore = heart().getAttribute('aria-pressed');
        return this.user.click(heart());
      case 'app.signedIn':
        return this.signIn();
      case 'app.signedOut':
        await this.user.click(accountMenu()!);
        await this.user.click(
          within(await screen.findByRole('menu')).getByRole('menuitem', {
            name: t('shell.logout'),
          }),
        );
        // Signing out leads home.
        await until(() => expect(loginLink()).toBeDefined());
        await until(() => expect(this.location()).toBe('/'));
        return this.toLobby();
      case 'xstate.done.actor.loadFavorites': {
        const ids = event.output as Record<'casino' | 'livecasino', number[]>;
        (await this.ports.latest('favorites:casino')).resolve(ids.casino);
        return (await this.ports.latest('favorites:livecasino')).resolve(ids.livecasino);
      }
      case 'xstate.error.actor.loadFavorites':
        (await this.ports.latest('favorites:livecasino')).resolve([]);
        return (await this.ports.latest('favorites:casino')).reject(event.error);
      case 'xstate.done.actor.saveFavorite':
      case 'xstate.error.actor.saveFavorite': {
        const insert = b.context.change!.mode === 'insert';
        const call = await this.ports.latest(insert ? 'addFavorite' : 'removeFavorite');
        expect(call.args).toEqual([b.context.change!.favorite.type, b.context.change!.favorite.id]);
        const refused = event.type.startsWith('xstate.error');
        this.pressedAfterAnswer = refused
          ? this.pressedBefore
          : String(this.pressedBefore !== 'true');
        if (refused) return call.reject(event.error);
        this.notice = t(insert ? 'favorites.added' : 'favorites.removed');
        return call.resolve(undefined);
      }
      default:
        throw new Error(`No way to cause ${event.type}`);
    }
  }

  /** The login form, reached from the header unless a heart led there already. */
  private async signIn() {
    const ledByHeart = this.location() === '/login';
    if (!ledByHeart) await this.user.click(loginLink()!);
    await this.user.type(
      await screen.findByLabelText(/Kullanıcı adı veya e-posta/),
      credentials.username,
    );
    await this.user.type(
      screen.getByLabelText(/^Şifre/, { selector: 'input' }),
      credentials.password,
    );
    await this.user.click(inMain().getByRole('button', { name: t('auth.login.submit') }));
    await until(() => expect(accountMenu()).not.toBeNull());
    // The login page leads on by itself (to the page kept, or home): it is gone before the
    // lobby's address is typed.
    await until(() => {
      if (ledByHeart) expect(this.location()).toBe(LOBBY);
      else expect(this.location()).not.toBe('/login');
      expect(screen.queryByLabelText(/Kullanıcı adı veya e-posta/)).toBeNull();
    });
    await this.toLobby();
  }

  /** Back to the lobby by its address, when the last step left it. */
  private async toLobby() {
    if (this.location() !== LOBBY) await this.site.router.navigate(LOBBY);
    await inMain().findByRole('link', { name: /^Slot 2 / });
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await until(() => {
      expect(accountMenu() !== null).toBe(!s.matches('signedOut'));
      if (this.notice) expect(this.lastNotice()).toBe(this.notice);
      // An anonymous heart leads to the login form; everything else happens on the lobby.
      if (this.notice === t('favorites.signInRequired')) {
        expect(this.location()).toBe('/login');
        return;
      }
      expect(this.location()).toBe(LOBBY);
      const shown = heart();
      seeHeart(shown, s);
      if (this.pressedAfterAnswer !== null) {
        expect(shown).toHaveAttribute('aria-pressed', this.pressedAfterAnswer);
      }
    });
  }
}

/** Filled while Slot 2 is a favourite (at once, before the server answers), busy while saved. */
function seeHeart(shown: HTMLElement, s: Snapshot) {
  const favorite = s.context.ids.casino.includes(2);
  expect(shown).toHaveAttribute('aria-pressed', String(favorite));
  expect(shown).toHaveAccessibleName(t(favorite ? 'favorites.remove' : 'favorites.add'));
  expect(shown).toHaveAttribute('aria-disabled', String(s.hasTag('busy')));
}

describe('favorites machine: generated paths on the slot lobby', () => {
  for (const path of paths) {
    it(describePath(path, 'slot lobby'), () => drive(path, new FavoritesDriver()), 90_000);
  }
});
