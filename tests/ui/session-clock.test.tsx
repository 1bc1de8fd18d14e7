import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaySession } from '../../machines/shared/protection.ts';
import { openGame, playSession } from '../fixtures/protection.ts';
import { renderSite, SIGNED_IN, type TestWorld } from './harness.tsx';

const MINUTE = 60_000;
/** 00:30 in Turkey: the game session began on the 23rd there, the 22nd in UTC. */
const NOW = '2026-11-22T21:30:00.000Z';
const DEMO_URL = '/games/demo/slot/101?session=abc';

const clockIn = (scope: HTMLElement) =>
  within(scope).getByRole('group', { name: 'Oyun oturumu', hidden: true });

/** The platform's answers: a game session launched 12 minutes ago, 4 TRY staked, 1.50 TRY won. */
function world(changes: Partial<PlaySession> = {}): TestWorld {
  const answer = () => {
    const now = new Date().toISOString();
    return playSession(now, { game: openGame(NOW, 12), ...changes, now });
  };
  return {
    stored: SIGNED_IN,
    games: { launchSlot: async () => ({ url: DEMO_URL, name: 'Sweet Bonanza' }) },
    protection: { session: async () => answer(), continueSession: async () => answer() },
  };
}

beforeEach(() => vi.useFakeTimers({ now: Date.parse(NOW), shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the session clock', () => {
  it('over the game and in the header: the time since the launch, ticking, and the net in words', async () => {
    renderSite('/play/slot/101', world());
    const frame = await screen.findByTitle('Sweet Bonanza');
    const stage = await waitFor(() => clockIn(screen.getByRole('main')));
    const header = clockIn(screen.getByRole('banner'));
    for (const clock of [stage, header]) {
      expect(clock).toHaveTextContent(/Süre 00:12:0\d/);
      expect(clock).toHaveTextContent('Kayıp -₺2,50');
    }
    // Above the game's frame, not over it: the game's own controls stay clear.
    expect(stage.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(frame.contains(stage)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    await waitFor(() => expect(header).toHaveTextContent(/Süre 00:13:0\d/));
  });

  it('a win is said as a win, with its sign', async () => {
    renderSite('/', world({ game: openGame(NOW, 1, { staked: 200, won: 1_450 }) }));
    const clock = await waitFor(() => clockIn(screen.getByRole('banner')));
    expect(clock).toHaveTextContent('Kazanç +₺12,50');
  });

  it('no game session, no clock', async () => {
    renderSite('/', world({ game: null }));
    await screen.findByRole('button', { name: /hesap menüsü$/ });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(
      within(screen.getByRole('banner')).queryByRole('group', { name: 'Oyun oturumu' }),
    ).toBeNull();
  });

  it('the player hides it in both places and shows it again; the choice stays on the device', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSite('/play/slot/101', world());
    const header = await waitFor(() => clockIn(screen.getByRole('banner')));
    await user.click(within(header).getByRole('button', { name: 'Oturum saatini gizle' }));
    for (const scope of [screen.getByRole('banner'), screen.getByRole('main')]) {
      expect(clockIn(scope)).not.toHaveTextContent(/Süre/);
    }
    expect(localStorage.getItem('sessionClockHidden')).toBe('true');
    const stage = clockIn(screen.getByRole('main'));
    await user.click(within(stage).getByRole('button', { name: 'Oturum saatini göster' }));
    expect(clockIn(screen.getByRole('banner'))).toHaveTextContent(/Süre 00:12/);
    expect(localStorage.getItem('sessionClockHidden')).toBe('false');
  });

  it('cannot be hidden while the reality check is on, even if hidden before', async () => {
    localStorage.setItem('sessionClockHidden', 'true');
    renderSite(
      '/',
      world({
        realityCheckMinutes: 30,
        nextCheckAt: new Date(Date.parse(NOW) + 20 * MINUTE).toISOString(),
      }),
    );
    const clock = await waitFor(() => clockIn(screen.getByRole('banner')));
    await waitFor(() => expect(clock).toHaveTextContent(/Süre 00:12/));
    expect(within(clock).queryByRole('button')).toBeNull();
  });
});

describe('the reality check with a game session open', () => {
  const due = () =>
    world({
      realityCheckMinutes: 15,
      nextCheckAt: NOW,
      staked: 90_000,
      won: 10_000,
    });

  it("shows the game session's figures, and 'history' opens the rounds from its first day", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderSite('/', due());
    const dialog = await screen.findByRole('dialog', { name: 'Oturum hatırlatması' });
    // The game session's: 12 minutes, 4 TRY staked, 1.50 TRY won; not the sign-in's 900 TRY.
    expect(dialog).toHaveTextContent('Oyun oturumunuzun özeti (başlangıç: 00:18)');
    expect(dialog).toHaveTextContent(/Oynadığınız süre\s*0 sa 12 dk/);
    expect(dialog).toHaveTextContent(/Toplam bahis\s*₺4,00/);
    expect(dialog).toHaveTextContent(/Net kayıp\s*₺2,50/);
    await user.click(within(dialog).getByRole('button', { name: 'Bu oturumun oyunlarını gör' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/history/games',
        search: '?from=2026-11-23',
      }),
    );
    // The history asks from that day: its range reads as a custom one.
    expect(await screen.findByText('Özel aralık')).toBeVisible();
  });
});
