import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite, RUNNING, SIGNED_IN } from './harness.tsx';

const UNDER_MAINTENANCE = {
  status: true,
  message: 'Sunucularımızı güncelliyoruz.',
  // Midnight in Turkey.
  expectedEnd: '2030-01-14T21:00:00Z',
};

describe('protected routes', () => {
  it('keep the address as the return URL and send a visitor to log in', async () => {
    const { router, runtime } = renderSite('/tickets?no=42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(runtime.appActor.getSnapshot().context.returnUrl).toBe('/tickets?no=42');
  });

  it('open for a player with a stored session', async () => {
    const { router, runtime } = renderSite('/profile', { stored: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(runtime.appActor.getSnapshot().context.returnUrl).toBeNull();
  });

  it('send a player who logs out there to the home page, not to log in', async () => {
    const user = userEvent.setup();
    const { router, runtime } = renderSite('/favorites', { stored: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: 'Hesap sayfaları' }));
    await user.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(runtime.appActor.getSnapshot().context.returnUrl).toBeNull();
  });
});

describe('maintenance', () => {
  it('shows the maintenance page instead of the site, and returns after a recheck', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/promotions', { maintenance: [UNDER_MAINTENANCE, RUNNING] });

    expect(
      await screen.findByRole('heading', { name: 'Kısa bir bakım arası' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sunucularımızı güncelliyoruz.')).toBeInTheDocument();
    expect(screen.getByText('Tahmini bitiş: 15 Ocak 2030 00:00')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');

    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promosyonlar' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('stays on the maintenance page while the site is still down', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/', { maintenance: [UNDER_MAINTENANCE] });
    await user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('sends a visitor of /maintenance home when the site runs', async () => {
    const { router } = renderSite('/maintenance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
