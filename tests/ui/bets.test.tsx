import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponQuery } from '../../machines/shared/games.ts';
import { offline } from '../fixtures/auth.ts';
import { coupon, couponPage, coupons, noRecords } from '../unit/games/fixtures.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';

// Rendering the lazy pages with MUI in jsdom is slow on a busy machine.
const SLOW = 20_000;

/** A history of `total` coupons, served page by page. */
const history = (total: number) =>
  vi.fn(async ({ limit, offset }: CouponQuery) =>
    couponPage(coupons(offset, Math.max(0, Math.min(limit, total - offset))), offset, total),
  );

const couponButtons = () => screen.queryAllByRole('button', { name: /^Kupon K-/ });

// Only Date is faked: the page's timers and promises run as usual.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-15T12:00:00'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('bet history', () => {
  it(
    'lists the coupons of the last 30 days with their figures and selections',
    async () => {
      const user = userEvent.setup();
      const load = vi.fn(async () => couponPage([coupon(1, 'open'), coupon(2, 'won')], 0, 2));
      renderSite('/bet-history', { stored: SIGNED_IN, games: { coupons: load } });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Bahis Geçmişi' }),
      ).toBeInTheDocument();
      const open = await screen.findByRole('button', { name: /^Kupon K-1001/ });
      expect(load).toHaveBeenCalledWith({
        startDate: '2026-02-14',
        endDate: '2026-03-15',
        limit: 10,
        offset: 0,
      });
      expect(open).toHaveTextContent('Açık');
      expect(open).toHaveTextContent(/Yatırılan\s*₺51,00/);
      expect(open).toHaveTextContent(/Toplam oran\s*3,45/);
      expect(open).toHaveTextContent(/Olası kazanç\s*₺175,95/);
      const won = screen.getByRole('button', { name: /^Kupon K-1002/ });
      expect(won).toHaveTextContent('Kazandı');
      expect(won).toHaveTextContent(/Ödenen\s*₺179,40/);
      expect(screen.getByRole('combobox', { name: 'Tarih aralığı' })).toHaveTextContent(
        'Son 30 gün',
      );

      await user.click(open);
      expect(open).toHaveAttribute('aria-expanded', 'true');
      const details = within(screen.getByRole('region', { name: /^Kupon K-1001/ }));
      expect(details.getByRole('heading', { name: '2 seçim' })).toBeVisible();
      expect(details.getByText('Galatasaray - Fenerbahçe 1')).toBeVisible();
      expect(details.getByText(/Toplam Gol: Üst 2\.5/)).toBeVisible();
      expect(details.getAllByText('Bekliyor')).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'filters open and closed coupons',
    async () => {
      const user = userEvent.setup();
      const load = vi.fn(async () =>
        couponPage([coupon(1, 'open'), coupon(2, 'won'), coupon(3, 'lost')], 0, 3),
      );
      renderSite('/bet-history', { stored: SIGNED_IN, games: { coupons: load } });
      await screen.findByRole('button', { name: /^Kupon K-1001/ });
      const tabs = within(screen.getByRole('tablist', { name: 'Kupon durumu' }));

      await user.click(tabs.getByRole('tab', { name: 'Açık (1)' }));
      expect(couponButtons().map((b) => b.textContent)).toEqual([
        expect.stringContaining('K-1001'),
      ]);
      await user.click(tabs.getByRole('tab', { name: 'Sonuçlanan (2)' }));
      expect(couponButtons()).toHaveLength(2);
      expect(screen.queryByRole('button', { name: /^Kupon K-1001/ })).not.toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    },
    SLOW,
  );

  it(
    'loads a new range from the start',
    async () => {
      const user = userEvent.setup();
      const load = history(25);
      renderSite('/bet-history', { stored: SIGNED_IN, games: { coupons: load } });
      await waitFor(() => expect(couponButtons()).toHaveLength(10));
      await user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
      await waitFor(() => expect(couponButtons()).toHaveLength(20));

      await user.click(screen.getByRole('combobox', { name: 'Tarih aralığı' }));
      await user.click(await screen.findByRole('option', { name: 'Son 7 gün' }));

      await waitFor(() => expect(couponButtons()).toHaveLength(10));
      expect(load).toHaveBeenLastCalledWith({
        startDate: '2026-03-09',
        endDate: '2026-03-15',
        limit: 10,
        offset: 0,
      });
    },
    SLOW,
  );

  it(
    'shows more until everything is listed',
    async () => {
      const user = userEvent.setup();
      const load = history(13);
      renderSite('/bet-history', { stored: SIGNED_IN, games: { coupons: load } });
      await waitFor(() => expect(couponButtons()).toHaveLength(10));

      await user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));

      await waitFor(() => expect(couponButtons()).toHaveLength(13));
      expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 10, offset: 10 }));
      expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it.each([
    ['no coupons', async () => couponPage([], 0, 0)],
    [
      'Kayıt Bulunamadı',
      async () => {
        throw noRecords;
      },
    ],
  ])(
    'says so plainly when there are %s',
    async (_, load) => {
      renderSite('/bet-history', { stored: SIGNED_IN, games: { coupons: load } });
      expect(
        await screen.findByText('Belirlediğiniz kriterlere göre sonuç bulunamadı.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'offers a retry when the coupons could not be loaded',
    async () => {
      const user = userEvent.setup();
      const load = vi.fn(history(2)).mockRejectedValueOnce(offline).mockImplementation(history(2));
      renderSite('/bet-history', { stored: SIGNED_IN, games: { coupons: load } });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Kuponlar yüklenemedi.');

      await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));

      await waitFor(() => expect(couponButtons()).toHaveLength(2));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'is in the account menu of a signed-in player',
    async () => {
      const user = userEvent.setup();
      const { router } = renderSite('/profile', {
        stored: SIGNED_IN,
        games: { coupons: history(0) },
      });
      await user.click(await screen.findByRole('button', { name: 'Menüyü aç' }));
      const drawer = within(await screen.findByRole('dialog'));
      await user.click(drawer.getByRole('link', { name: 'Bahis Geçmişi' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/bet-history'));
    },
    SLOW,
  );

  it(
    'sends a visitor to log in first',
    async () => {
      const { router, runtime } = renderSite('/bet-history');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(runtime.storage.read('returnUrl')).toBe('/bet-history');
    },
    SLOW,
  );
});
