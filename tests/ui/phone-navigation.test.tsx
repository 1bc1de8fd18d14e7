/**
 * The phone's navigation. jsdom applies no media query, so it shows the layout written without
 * one: the phone's (the bottom bar, the account menu folded above the page's content).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite, SIGNED_IN } from './harness.tsx';

const bottomBar = async () => within(await screen.findByRole('navigation', { name: 'Kısayollar' }));

/** The bar's links as a player reads them: name, and what aria-current says of each. */
const barItems = async () =>
  (await bottomBar()).getAllByRole('link').map((link) => ({
    name: link.textContent,
    href: link.getAttribute('href'),
    current: link.getAttribute('aria-current'),
  }));

describe('bottom bar', () => {
  it('offers a visitor the lobbies, the cashier and the sign-in, and marks the page shown', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/');
    expect(await barItems()).toEqual([
      { name: 'Ana Sayfa', href: '/', current: 'page' },
      { name: 'Slot', href: '/slot', current: null },
      { name: 'Canlı Casino', href: '/live', current: null },
      { name: 'Para Yatır', href: '/deposit', current: null },
      { name: 'Giriş Yap', href: '/login', current: null },
    ]);

    await user.click((await bottomBar()).getByRole('link', { name: 'Canlı Casino' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live'));
    expect((await bottomBar()).getByRole('link', { name: 'Canlı Casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect((await bottomBar()).getByRole('link', { name: 'Ana Sayfa' })).not.toHaveAttribute(
      'aria-current',
    );

    // A lobby's list is inside the lobby: the item stands for its section there.
    await router.navigate('/slot/category/27');
    await waitFor(async () =>
      expect((await bottomBar()).getByRole('link', { name: 'Slot' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  });

  it("gives a player the account in the sign-in's place, marked on every account page", async () => {
    const { router } = renderSite('/favorites', { stored: SIGNED_IN });
    await waitFor(async () =>
      expect((await barItems()).map(({ name, current }) => [name, current])).toEqual([
        ['Ana Sayfa', null],
        ['Slot', null],
        ['Canlı Casino', null],
        ['Para Yatır', null],
        ['Hesabım', 'true'],
      ]),
    );
    expect((await bottomBar()).getByRole('link', { name: 'Hesabım' })).toHaveAttribute(
      'href',
      '/profile',
    );

    await router.navigate('/deposit');
    await waitFor(async () => {
      expect((await bottomBar()).getByRole('link', { name: 'Para Yatır' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect((await bottomBar()).getByRole('link', { name: 'Hesabım' })).not.toHaveAttribute(
        'aria-current',
      );
    });
  });

  it('is not over a game while it plays', async () => {
    const { router } = renderSite('/', { stored: SIGNED_IN });
    await bottomBar();
    await router.navigate('/play/slot/12');
    await screen.findByRole('toolbar', { name: 'Oyun kontrolleri' });
    expect(screen.queryByRole('navigation', { name: 'Kısayollar' })).toBeNull();
  });
});

describe('account pages on a phone', () => {
  it('show their content first, with the account menu one tap above it', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/favorites', { stored: SIGNED_IN });
    const content = await screen.findByRole('region', { name: 'Slot oyunları (0)' });
    const toggle = screen.getByRole('button', { name: 'Hesap sayfaları' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The button comes before the content, the menu's entries not at all until asked for.
    expect(toggle.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hesabım' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Para Çek' })).toBeNull();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('navigation', { name: 'Hesabım' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Profil',
      'Para Yatır',
      'Para Çek',
      'Bonuslarım',
      'Favorilerim',
      'Hesap geçmişi',
      'Bildirimler',
      'Biletlerim',
    ]);
    expect(menu.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
    expect(menu.getByRole('link', { name: 'Favorilerim' })).toHaveAttribute('aria-current', 'page');

    await user.click(menu.getByRole('link', { name: 'Biletlerim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
    expect(await screen.findByRole('button', { name: 'Hesap sayfaları' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
