import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameLaunch } from '../../machines/shared/games.ts';
import { apiError, plainLogin } from '../fixtures/auth.ts';
import { renderSite, SIGNED_IN, type TestWorld } from './harness.tsx';

const DEMO_URL = '/games/demo/slot/101?session=abc';
const FROM_LOBBY = { from: '/slot/category/27', name: 'Sweet Bonanza' };

/** The site at `path`, opened the way a lobby tile opens it (with its router state). */
async function openFromLobby(path: string, world: TestWorld) {
  const site = renderSite('/', world);
  await screen.findByRole('heading', { level: 1 });
  await act(() => site.router.navigate(path, { state: FROM_LOBBY }));
  return site;
}

const balanceText = () =>
  screen.getByRole('status', { name: 'Bakiye' }).textContent?.replace(/\s/g, ' ') ?? '';

/**
 * A signed-in player with 1,000 TRY playing the slot at url, opened from the lobby: the site,
 * and the world whose balance the test changes.
 */
async function playing(url: string) {
  const world: TestWorld = {
    stored: SIGNED_IN,
    balance: 100_000,
    games: { launchSlot: async () => ({ url }) },
  };
  const site = await openFromLobby('/play/slot/101', world);
  await screen.findByTitle('Sweet Bonanza');
  await waitFor(() => expect(balanceText()).toMatch(/1\.000,00/));
  return { ...site, world };
}

describe('game launch', () => {
  it('shows a slot in a frame with its name and provider', async () => {
    const launchSlot = vi.fn(async () => ({
      url: DEMO_URL,
      name: 'Sweet Bonanza',
      providerName: 'Pragmatic Play',
    }));
    await openFromLobby('/play/slot/101/Pragmatic%20Play', {
      stored: SIGNED_IN,
      games: { launchSlot },
    });
    const frame = await screen.findByTitle('Sweet Bonanza');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', DEMO_URL);
    // Sandboxed: scripts on its own origin, nothing more (no forms, pop-ups, top navigation).
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    expect(frame).toHaveAttribute('allow', 'autoplay');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByRole('heading', { level: 1, name: 'Sweet Bonanza' })).toBeInTheDocument();
    expect(screen.getByText('Sağlayıcı: Pragmatic Play')).toBeInTheDocument();
    expect(launchSlot).toHaveBeenCalledWith(101);
    expect(launchSlot).toHaveBeenCalledTimes(1);
  });

  it.each(['/play/slot/2951', '/play/slot/2951/Maverick%20Spin'])(
    "titles %s by the game's name the launch answers, never by the address",
    async (path) => {
      let answer: (launch: GameLaunch) => void = () => {};
      const launchSlot = vi.fn(() => new Promise<GameLaunch>((resolve) => (answer = resolve)));
      renderSite(path, { stored: SIGNED_IN, games: { launchSlot } });
      // While it opens, the page is a game's, whatever the address's last part says.
      expect(await screen.findByRole('heading', { level: 1, name: 'Oyun' })).toBeInTheDocument();
      expect(document.title).toBe('Oyun | Anka Casino');
      expect(screen.queryByText(/Maverick Spin/)).not.toBeInTheDocument();

      await act(async () =>
        answer({ url: DEMO_URL, name: 'Volcano Deluxe', providerName: 'Maverick Spin' }),
      );
      expect(await screen.findByTitle('Volcano Deluxe')).toHaveAttribute('src', DEMO_URL);
      expect(screen.getByRole('heading', { level: 1, name: 'Volcano Deluxe' })).toBeVisible();
      expect(screen.getByText('Sağlayıcı: Maverick Spin')).toBeInTheDocument();
      expect(document.title).toBe('Volcano Deluxe | Anka Casino');
    },
  );

  it('shows progress while the game opens', async () => {
    renderSite('/play/slot/101', {
      stored: SIGNED_IN,
      games: { launchSlot: () => new Promise(() => undefined) },
    });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Oyun açılıyor…');
    expect(screen.getByRole('progressbar', { name: 'Oyun açılıyor…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tam ekran' })).toBeDisabled();
  });

  const refused = (message: string) => async () => {
    throw apiError(message);
  };

  it.each([
    [
      "'Sağlayıcıya Ulaşılamıyor' for Internal Server Error and returns to the lobby",
      () =>
        openFromLobby('/play/slot/101', {
          stored: SIGNED_IN,
          games: { launchSlot: refused('Internal Server Error') },
        }),
      'Sağlayıcıya Ulaşılamıyor',
      '/slot/category/27',
    ],
    [
      "'Sağlayıcıya Ulaşılamıyor' for an empty address and goes home from a menu game",
      () =>
        renderSite('/play/virtual/zeplin', {
          stored: SIGNED_IN,
          games: { launchVirtual: async () => ({ url: '' }) },
        }),
      'Sağlayıcıya Ulaşılamıyor',
      '/',
    ],
    [
      "any other message as it is and returns to the type's lobby",
      () =>
        renderSite('/play/live/7', {
          stored: SIGNED_IN,
          games: { launchTable: refused('Bu masa şu anda kapalı') },
        }),
      'Bu masa şu anda kapalı',
      '/live',
    ],
  ])('says %s', async (_, open, message, returnsTo) => {
    const { router } = await open();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(returnsTo));
  });

  it('closes the game: back to the lobby, with the balance read again', async () => {
    const user = userEvent.setup();
    const { router, world } = await playing(DEMO_URL);

    world.balance = 87_550;
    await user.click(screen.getByRole('button', { name: 'Oyunu kapat' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/slot/category/27'));
    await waitFor(() => expect(balanceText()).toMatch(/875,50/));
  });

  it('follows the balance and the activity while the game plays: only messages from the game count', async () => {
    const { runtime, world } = await playing('https://games.example.com/games/play/abc');
    const lastActivity = () => runtime.appActor.getSnapshot().context.lastActivityAt ?? 0;
    const post = (origin: string, balance: number) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin,
          data: { source: 'casino-game', type: 'balance', balance },
        }),
      );

    world.balance = 95_000;
    post('https://elsewhere.example.com', 95_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(balanceText()).toMatch(/1\.000,00/);

    const activeBefore = lastActivity();
    await new Promise((resolve) => setTimeout(resolve, 20));
    post('https://games.example.com', 95_000);
    await waitFor(() => expect(balanceText()).toMatch(/950,00/));
    // A bet in the frame is activity: the inactivity logout counts from it.
    expect(lastActivity()).toBeGreaterThan(activeBefore);
  });

  it('turns fullscreen on and off', async () => {
    const user = userEvent.setup();
    renderSite('/play/slot/101', {
      stored: SIGNED_IN,
      games: { launchSlot: async () => ({ url: DEMO_URL }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Tam ekran' }));
    const exit = screen.getByRole('button', { name: 'Tam ekrandan çık' });
    expect(exit).toHaveAttribute('aria-pressed', 'true');
    await user.click(exit);
    expect(screen.getByRole('button', { name: 'Tam ekran' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('launches a menu game through virtualgames with its provider and type', async () => {
    const user = userEvent.setup();
    const launchVirtual = vi.fn(async () => ({ url: '/games/demo/virtual/904' }));
    const { router } = renderSite('/', { stored: SIGNED_IN, games: { launchVirtual } });
    await user.click(await screen.findByRole('button', { name: 'Menüyü aç' }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.click(drawer.getByRole('link', { name: '3D Futbol' }));

    expect(await screen.findByTitle('3D Futbol')).toHaveAttribute('src', '/games/demo/virtual/904');
    expect(launchVirtual).toHaveBeenCalledWith(901, 'football-3d');
    expect(router.state.location.pathname).toBe('/play/virtual/3d-football');
  });

  it('opens the sportsbook frame for live sport', async () => {
    const launchVirtual = vi.fn(async () => ({ url: '/games/demo/sport/live' }));
    renderSite('/play/sport/live', { stored: SIGNED_IN, games: { launchVirtual } });
    expect(await screen.findByTitle('Canlı Spor')).toBeInTheDocument();
    expect(launchVirtual).toHaveBeenCalledWith(950, 'live');
  });

  it('launches another game when the address names one, and not again for the same', async () => {
    const launchSlot = vi.fn(async (gameID: number) => ({ url: `/games/demo/slot/${gameID}` }));
    const { router } = await openFromLobby('/play/slot/101', {
      stored: SIGNED_IN,
      games: { launchSlot },
    });
    await screen.findByTitle('Sweet Bonanza');

    await act(() => router.navigate('/play/slot/101/Pragmatic%20Play', { state: FROM_LOBBY }));
    expect(launchSlot).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/play/slot/202', { state: { ...FROM_LOBBY, name: 'Gates' } }));
    expect(await screen.findByTitle('Gates')).toHaveAttribute('src', '/games/demo/slot/202');
    expect(launchSlot).toHaveBeenLastCalledWith(202);
    expect(launchSlot).toHaveBeenCalledTimes(2);
  });

  it.each(['/play/slot/abc', '/play/virtual/no-such-game'])(
    'shows not found for %s and launches nothing',
    async (path) => {
      const launchSlot = vi.fn();
      const launchVirtual = vi.fn();
      renderSite(path, { stored: SIGNED_IN, games: { launchSlot, launchVirtual } });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oyun bulunamadı' }),
      ).toBeInTheDocument();
      expect(launchSlot).not.toHaveBeenCalled();
      expect(launchVirtual).not.toHaveBeenCalled();
    },
  );
});

describe('game launch for a visitor', () => {
  it('asks to log in first, then opens the game', async () => {
    const user = userEvent.setup();
    const launchSlot = vi.fn(async () => ({ url: DEMO_URL }));
    const { router, runtime } = renderSite('/play/slot/101', {
      auth: { login: async () => plainLogin },
      games: { launchSlot },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(runtime.appActor.getSnapshot().context.returnUrl).toBe('/play/slot/101');
    expect(launchSlot).not.toHaveBeenCalled();

    await user.type(await screen.findByLabelText(/Kullanıcı adı veya e-posta/), 'ayse');
    await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/play/slot/101'));
    expect(await screen.findByTitle('Oyun')).toHaveAttribute('src', DEMO_URL);
    expect(launchSlot).toHaveBeenCalledWith(101);
  });
});
