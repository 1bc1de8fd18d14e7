import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite, SIGNED_IN } from './harness.tsx';

const mainMenu = async () => within(await screen.findByRole('navigation', { name: 'Ana menü' }));

describe('header', () => {
  it('shows the menu of header-menu.json and switches the language', async () => {
    const user = userEvent.setup();
    const { runtime } = renderSite('/promotions');
    const menu = await mainMenu();
    for (const label of [
      'Ana Sayfa',
      'Slot',
      'Canlı Casino',
      'Spor',
      'Promosyonlar',
      'Turnuvalar',
    ]) {
      expect(await menu.findByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Giriş Yap' })[0]).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Dil: TR' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    const english = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(english.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(english.getByRole('link', { name: 'Live Casino' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(runtime.storage.read('language')).toBe('tr'); // the runtime persists; this harness does not
  });

  it('toggles dark mode, and the page turns dark', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const toggle = await screen.findByRole('button', { name: 'Koyu temaya geç' });
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(243, 244, 248)');

    await user.click(toggle);

    expect(await screen.findByRole('button', { name: 'Açık temaya geç' })).toBeInTheDocument();
    await waitFor(() =>
      expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(7, 11, 22)'),
    );
  });

  it('offers a signed-in player the balance, its toggle, the account menu and logout', async () => {
    const user = userEvent.setup();
    renderSite('/', {
      stored: {
        session: { uid: 'c', sid: 'c', uip: 'c', gmt: '+03:00', lang: 'tr' },
        auth: { username: 'ayse34', otpStatus: false, loggedInAt: Date.now() },
      },
      balance: 125_050,
    });
    const hide = await screen.findByRole('button', { name: 'Bakiyeyi gizle' });
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    const balance = screen.getByRole('status', { name: 'Bakiye' });
    await waitFor(() => expect(balance.textContent?.replace(/\s/g, ' ')).toMatch(/1\.250,50/));

    await user.click(hide);
    expect(screen.getByRole('button', { name: 'Bakiyeyi göster' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(balance).toHaveTextContent('•••••');
    expect(balance).not.toHaveTextContent('1.250');

    await user.click(await screen.findByRole('button', { name: 'ayse hesap menüsü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));
    expect((await screen.findAllByRole('link', { name: 'Giriş Yap' }))[0]).toBeInTheDocument();
  });
});

describe('mobile menu and activity', () => {
  it('opens the drawer with every section of the menu', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.click(await screen.findByRole('button', { name: 'Menüyü aç' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByRole('link', { name: 'Zeplin' })).toHaveAttribute(
      'href',
      '/play/virtual/zeplin',
    );
    expect(drawer.getByRole('link', { name: 'Üye Ol' })).toHaveAttribute('href', '/register');
    await user.click(drawer.getByRole('link', { name: 'Turnuvalar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Turnuvalar' }),
    ).toBeInTheDocument();
  });

  it("reports a signed-in player's activity to the app machine", async () => {
    const user = userEvent.setup();
    const longAgo = Date.now() - 30 * 60_000;
    const { runtime } = renderSite('/', { stored: { ...SIGNED_IN, lastActivityAt: longAgo } });
    await screen.findByRole('button', { name: 'Bakiyeyi gizle' });
    await user.keyboard('{Tab}');
    await waitFor(() =>
      expect(runtime.appActor.getSnapshot().context.lastActivityAt).toBeGreaterThan(longAgo),
    );
  });
});

describe('pages of the shell', () => {
  it('shows the not-found page inside the layout for an unknown address', async () => {
    renderSite('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Sayfa görüntülenemiyor' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aradığınız sayfa bulunamadı')).toBeInTheDocument();
    expect(await mainMenu()).toBeTruthy();
    expect(screen.getByText(/Tüm hakları saklıdır/)).toBeInTheDocument();
  });

  it('redirects /home to the home page', async () => {
    const { router } = renderSite('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
