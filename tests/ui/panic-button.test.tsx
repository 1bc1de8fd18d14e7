import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { playSession, TR_PROFILE } from '../fixtures/protection.ts';
import { renderSite, SIGNED_IN, type TestWorld } from './harness.tsx';

const LABEL = 'Panik butonu — 24 saat ara ver';
const HINT =
  "3 saniye basılı tutun ya da Enter'a basıp onaylayın: oyun ve para yatırma 24 saat durur, oturumunuz kapanır.";

/** A signed-in player on a slot's page, whose jurisdiction offers the panic button or not. */
async function onGame(offered: boolean, panic = vi.fn(async () => 'Molanız başladı')) {
  const world: TestWorld = {
    stored: SIGNED_IN,
    games: { launchSlot: async () => ({ url: '/games/demo/slot/101', name: 'Sweet Bonanza' }) },
    protection: {
      session: async () => playSession(new Date().toISOString(), { panicButton: offered }),
      profile: async () => ({ ...TR_PROFILE, panicButton: offered }),
      panic,
    },
  };
  renderSite('/play/slot/101', world);
  await screen.findByTitle('Sweet Bonanza', undefined, { timeout: 10_000 });
  return {
    panic,
    controls: () => within(screen.getByRole('toolbar', { name: 'Oyun kontrolleri' })),
  };
}

describe('the panic button over a game', () => {
  it('is named with the pause and described before use; Enter asks, and Vazgeç sends nothing', async () => {
    const user = userEvent.setup();
    const { panic, controls } = await onGame(true);
    const button = await controls().findByRole('button', { name: LABEL }, { timeout: 10_000 });
    expect(button).toHaveAccessibleDescription(HINT);

    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Oyuna ara verilsin mi?' });
    expect(dialog).toHaveAccessibleDescription(/Oyun ve para yatırma hemen durur ve 24 saat/);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(panic).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Oyunu 24 saat durdur' }));
    // The platform ended the session: the player is signed out, with its word on it.
    expect(await screen.findByText('Molanız başladı')).toBeVisible();
    expect(panic).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('banner')).getByRole('link', { name: 'Giriş Yap' }),
      ).toBeVisible(),
    );
  });

  it('is neither over the game nor in the account menu where the jurisdiction has none', async () => {
    const user = userEvent.setup();
    const { controls } = await onGame(false);
    await controls().findByRole('button', { name: 'Tam ekran' });
    expect(controls().queryByRole('button', { name: /^Panik butonu/ })).toBeNull();
    await user.click(
      within(screen.getByRole('banner')).getByRole('button', { name: /hesap menüsü$/ }),
    );
    await screen.findByRole('menuitem', { name: 'Çıkış Yap' });
    expect(screen.queryByRole('menuitem', { name: /^Panik butonu/ })).toBeNull();
  });
});
