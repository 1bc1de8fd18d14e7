/**
 * The /play page's generated paths, driven on the rendered site: the slot is opened by clicking
 * its tile in the lobby (or an address naming no game is opened directly); GamesApi launch
 * answers settle the held calls; the player clicks the toolbar, the menu's Zeplin entry or types
 * an address; the game page posts balance messages; the browser leaves fullscreen. Each state is
 * checked by what the player sees (VIEWS below), the header balance included. Only ports are faked.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type {
  gameLaunchMachine,
  PlayRequest,
} from '../../../machines/games/game-launch.machine.ts';
import type { GamesApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { catalogueOf, slotCategoryList, slotGames } from '../../fixtures/lobby.ts';
import { renderSite, SIGNED_IN, type TestWorld } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model, { fromTile, unknownGame } from './game-launch.paths.ts';
import { Ports, until } from '../page-clock.ts';

type Snapshot = SnapshotFrom<typeof gameLaunchMachine>;
const { paths } = model;
const t = (id: string) => messages.tr[id]!;

const SWEET_BONANZA = {
  ...slotGames(1, 101)[0]!,
  name: 'Sweet Bonanza',
  providerID: 1,
  providerName: 'Pragmatic Play',
  categoryIDs: [27],
};

/** The address a request names, as the player types it. */
const addressOf = ({ route }: PlayRequest) =>
  ['/play', route.type, route.id, route.detail]
    .filter((part): part is string => part !== undefined)
    .map((part) => encodeURI(part))
    .join('/');

const money = (kurus: number) =>
  new Intl.NumberFormat('tr', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 })
    .format(kurus / 100)
    .replace(/\s/g, ' ');

class PlayDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly ports = new Ports();
  private readonly world: TestWorld = {
    stored: SIGNED_IN,
    balance: 100_000,
    games: {
      slotCategories: async () => slotCategoryList,
      slotGames: catalogueOf([SWEET_BONANZA], (game) => game.categoryIDs),
      launchSlot: this.ports.held<GamesApi['launchSlot']>('launchSlot'),
      launchVirtual: this.ports.held<GamesApi['launchVirtual']>('launchVirtual'),
    },
  };
  private site!: ReturnType<typeof renderSite>;
  private notices!: MockInstance;
  /** The /play address the page was left from. */
  private playAddress = '';

  async start(input: unknown) {
    // jsdom has no Fullscreen API: the stage covers the window with CSS, nothing is fullscreen.
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    if (input === fromTile) {
      this.site = renderSite('/slot/category/27', this.world);
      this.notices = vi.spyOn(this.site.runtime.notify, 'show');
      const tile = await screen.findByRole('link', { name: /^Sweet Bonanza/ }, { timeout: 10_000 });
      await this.user.click(tile);
    } else {
      this.site = renderSite(addressOf(unknownGame), this.world);
      this.notices = vi.spyOn(this.site.runtime.notify, 'show');
    }
    await until(() => expect(this.location().pathname).toMatch(/^\/play\//));
    this.playAddress = this.location().pathname;
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const b = before as Snapshot;
    const user = this.user;
    switch (event.type) {
      case 'xstate.done.actor.launch':
        return (await this.ports.latest(b.context.launch!.method)).resolve(event.output);
      case 'xstate.error.actor.launch':
        return (await this.ports.latest(b.context.launch!.method)).reject(event.error);
      case 'player.toggleFullscreen':
        return user.click(
          screen.getByRole('button', {
            name: t(b.hasTag('fullscreen') ? 'play.exitFullscreen' : 'play.fullscreen'),
          }),
        );
      case 'browser.fullscreenExited':
        // The player pressed Escape: the browser left fullscreen.
        document.dispatchEvent(new Event('fullscreenchange'));
        return;
      case 'game.message':
        this.world.balance! -= 5_000;
        window.dispatchEvent(
          new MessageEvent('message', { origin: event.origin, data: event.data }),
        );
        return;
      case 'player.close':
        if (b.matches('notFound')) {
          return user.click(screen.getByRole('button', { name: t('play.back') }));
        }
        // Closing a game that ran reads the balance again.
        if (b.matches('playing')) this.world.balance! -= 2_450;
        return user.click(screen.getByRole('button', { name: t('play.close') }));
      case 'route.changed':
        return this.openAddress(event as PlayRequest & AnyEventObject);
      default:
        throw new Error(`No way to cause ${event.type}`);
    }
  }

  /** Zeplin from the menu; any other address typed (with the router state a tile would set). */
  private async openAddress(request: PlayRequest) {
    if (request.route.type === 'virtual') {
      await this.user.click(screen.getByRole('button', { name: t('shell.openMenu') }));
      const menu = within(await screen.findByRole('dialog'));
      await this.user.click(menu.getByRole('link', { name: t('menu.zeplin') }));
    } else {
      await this.site.router.navigate(addressOf(request), { state: request.routeState });
    }
    this.playAddress = addressOf(request);
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await until(() => {
      expect(balanceText()).toContain(money(this.world.balance!));
      const value = typeof s.value === 'string' ? s.value : 'playing';
      VIEWS[value]!(s, this);
    });
  }

  location() {
    return this.site.router.state.location;
  }

  errorNotices() {
    return this.notices.mock.calls.filter(([, options]) => options?.variant === 'error');
  }

  left() {
    return this.playAddress;
  }
}

const balanceText = () =>
  screen.getByRole('status', { name: t('shell.balance') }).textContent?.replace(/\s/g, ' ') ?? '';

const button = (id: string) => screen.getByRole('button', { name: t(id) });

function title(s: Snapshot): string {
  const { game, launched } = s.context;
  if (launched?.name) return launched.name;
  if (game?.name) return game.name;
  if (game?.gameID === 'zeplin') return t('menu.zeplin');
  return t('play.title');
}

/** The page of the request, with its title. */
function onPage(s: Snapshot, driver: PlayDriver) {
  expect(driver.location().pathname).toBe(driver.left());
  expect(screen.getByRole('heading', { level: 1, name: title(s) })).toBeVisible();
  expect(driver.errorNotices()).toEqual([]);
}

/** Back where the game was opened from, its tile ready to take the focus again. */
function back(s: Snapshot, driver: PlayDriver) {
  expect(driver.location().pathname).toBe(s.context.returnTo);
  expect(driver.location().state).toEqual({ returnedFrom: driver.left() });
  expect(screen.queryByRole('toolbar', { name: t('play.controls') })).toBeNull();
}

const VIEWS: Record<string, (s: Snapshot, driver: PlayDriver) => void> = {
  launching: (s, driver) => {
    onPage(s, driver);
    // The panic button's live region is a status of its own.
    const statuses = screen.getAllByRole('status', { name: '' }).map((el) => el.textContent);
    expect(statuses).toContain(t('play.launching'));
    expect(screen.getByRole('progressbar', { name: t('play.launching') })).toBeVisible();
    expect(button('play.fullscreen')).toBeDisabled();
    expect(button('play.close')).toBeEnabled();
    expect(document.querySelector('iframe')).toBeNull();
  },
  playing: (s, driver) => {
    onPage(s, driver);
    const fullscreen = s.hasTag('fullscreen');
    const frame = screen.getByTitle(title(s));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', s.context.url);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const toggle = button(fullscreen ? 'play.exitFullscreen' : 'play.fullscreen');
    expect(toggle).toHaveAttribute('aria-pressed', String(fullscreen));
    expect(toggle).toBeEnabled();
    expect(button('play.close')).toBeEnabled();
  },
  notFound: (_, driver) => {
    expect(driver.location().pathname).toBe(driver.left());
    expect(screen.getByRole('heading', { level: 1, name: t('play.notFound.title') })).toBeVisible();
    expect(screen.getByText(t('play.notFound.text'))).toBeVisible();
    expect(button('play.back')).toBeEnabled();
    expect(document.querySelector('iframe')).toBeNull();
  },
  failed: (s, driver) => {
    back(s, driver);
    const failure = s.context.failure!;
    expect(driver.errorNotices().map(([text]) => text)).toEqual([messages.tr[failure] ?? failure]);
  },
  closed: (s, driver) => {
    back(s, driver);
    expect(driver.errorNotices()).toEqual([]);
  },
};

describe('gameLaunch machine: generated paths on the /play page', () => {
  for (const path of paths) {
    const from = path.input === fromTile ? 'from its lobby tile' : 'at an unknown address';
    it(describePath(path, from), () => drive(path, new PlayDriver()), 90_000);
  }
});
