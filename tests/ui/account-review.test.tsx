import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { plainLogin } from '../fixtures/auth.ts';
import { playSession } from '../fixtures/protection.ts';
import { renderSite, SIGNED_IN, type TestWorld } from './harness.tsx';

const due = (acknowledgeReview = vi.fn(async () => undefined)): TestWorld => ({
  stored: SIGNED_IN,
  protection: {
    session: async () => playSession(new Date().toISOString(), { reviewDue: true }),
    review: async () => ({
      due: true,
      from: '2026-05-23T09:00:00.000Z',
      to: '2026-11-23T09:00:00.000Z',
      months: [{ month: '2026-11', deposited: 10_000, withdrawn: 0, net: -2_500 }],
      lastReviewedAt: null,
    }),
    acknowledgeReview,
  },
});

const readIt = () => screen.findByRole('button', { name: 'Okudum, devam et' });

describe('the account review page', () => {
  it('comes up over the page the player was going to, and leads back there once read', async () => {
    const acknowledgeReview = vi.fn(async () => undefined);
    const { router } = renderSite('/favorites', due(acknowledgeReview));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesap özetiniz' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/hesap-ozeti');
    expect(document.title).toMatch(/^Hesap özetiniz \| /);
    await userEvent.click(await readIt());
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    expect(acknowledgeReview).toHaveBeenCalledTimes(1);
  });

  it('at a sign-in through the form, it leads on to the page that asked for it', async () => {
    const { router } = renderSite('/favorites', {
      ...due(),
      stored: {},
      auth: { login: async () => plainLogin },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await userEvent.type(await screen.findByLabelText(/Kullanıcı adı veya e-posta/), 'ayse');
    await userEvent.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), 'Gizli1234');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await userEvent.click(await readIt());
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
  });

  it('led to it again while on it (a reload), it still knows where the player was going', async () => {
    const { router, runtime } = renderSite('/favorites', due());
    await readIt();
    expect(router.state.location.state).toEqual({ returnedFrom: '/favorites' });
    act(() =>
      runtime.appActor.send({ type: 'navigate.page', page: 'accountReview', noteReturn: true }),
    );
    // The page it is on is not noted as the way back (a reload loads the page after this).
    expect(router.state.location.state).toEqual({ returnedFrom: '/favorites' });
    await userEvent.click(await readIt());
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
  });

  it('opened by its address, it leads home', async () => {
    const { router } = renderSite('/hesap-ozeti', { stored: SIGNED_IN });
    await userEvent.click(await readIt());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is for players only: a visitor signs in first', async () => {
    const { router } = renderSite('/hesap-ozeti');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
