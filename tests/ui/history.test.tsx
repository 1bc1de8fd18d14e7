import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSACTION_STATUS, type TransactionQuery } from '../../machines/shared/finance.ts';
import type { CouponQuery } from '../../machines/shared/games.ts';
import type { GameRoundQuery, HistoryQuery } from '../../machines/shared/history.ts';
import { offline } from '../fixtures/auth.ts';
import {
  bonusRow,
  cashRow,
  cashRows,
  categories,
  financeTotals,
  page,
  round,
  statuses,
  subCategories,
} from '../machines/history/fixtures.ts';
import { coupon, noRecords } from '../unit/games/fixtures.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';

// Rendering the lazy pages with MUI in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// Only Date is faked: the page's timers and promises run as usual.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-15T12:00:00'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const financeLists = {
  categories: async () => categories,
  subCategories: async () => subCategories,
  statuses: async () => statuses,
};

/** The first page of ten records between two days, as the page asks for it. */
const firstPage = (startDate: string, endDate: string, filters: Record<string, unknown> = {}) => ({
  limit: 10,
  offset: 0,
  startDate,
  endDate,
  ...filters,
});

type User = ReturnType<typeof userEvent.setup>;

/** Opens the filter named `name`: its options. */
async function openFilter(user: User, name: string) {
  await user.click(screen.getByRole('combobox', { name }));
  return within(screen.getByRole('listbox')).getAllByRole('option');
}

/** Chooses `option` in the filter named `filter`. */
async function choose(user: User, filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(screen.getByRole('option', { name: option }));
}

/** The texts of options. */
const texts = (options: HTMLElement[]) => options.map((option) => option.textContent);

const list = () => within(screen.getByRole('region', { name: 'Kayıtlar' }));
const findList = async () => within(await screen.findByRole('region', { name: 'Kayıtlar' }));
const totals = () => within(screen.getByRole('region', { name: 'Toplamlar' }));

describe('history area', () => {
  it('opens on the finance tab: deposits and withdrawals of the last 7 days, with totals', async () => {
    const transactions = vi.fn(async (query: TransactionQuery) =>
      page(
        [
          cashRow(1, { transaction_status: TRANSACTION_STATUS.pending }),
          cashRow(2, { transaction_status: TRANSACTION_STATUS.rejected, reason: 'IBAN hatalı' }),
        ],
        query.offset,
        2,
      ),
    );
    const totalsCall = vi.fn(async () => financeTotals);
    const { router } = renderSite('/history', {
      stored: SIGNED_IN,
      finance: { transactions },
      history: { ...financeLists, totals: totalsCall },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/history/finance'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesap geçmişi' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Finans' })).toHaveAttribute('aria-selected', 'true');

    const rows = await (await findList()).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Para yatırma/);
    expect(rows[0]).toHaveTextContent(/Papara/);
    expect(rows[0]).toHaveTextContent(/₺100,00/);
    expect(rows[0]).toHaveTextContent(/Beklemede/);
    expect(rows[1]).toHaveTextContent(/Para çekme/);
    expect(rows[1]).toHaveTextContent(/Reddedildi/);
    expect(rows[1]).toHaveTextContent('Red nedeni: IBAN hatalı');
    // No category: list_transactions answers deposits and withdrawals only.
    expect(transactions).toHaveBeenCalledWith(firstPage('2026-03-09', '2026-03-15'));
    expect(totalsCall).toHaveBeenCalledWith({
      kind: 'finance',
      startDate: '2026-03-09',
      endDate: '2026-03-15',
    });
    await waitFor(() =>
      expect(totals().getByText('Yatırılan').nextSibling).toHaveTextContent('₺3.600,00'),
    );
    expect(totals().getByText('Çekilen').nextSibling).toHaveTextContent('₺4.200,00');
    expect(totals().getByText('Kayıt sayısı').nextSibling).toHaveTextContent('12');
  });

  it('filters by category (deposits and withdrawals only), type of that category and status', async () => {
    const user = userEvent.setup();
    const transactions = vi.fn(async (query: TransactionQuery) =>
      page(cashRows(1, 1), query.offset, 1),
    );
    const totalsCall = vi.fn(async () => financeTotals);
    renderSite('/history/finance', {
      stored: SIGNED_IN,
      finance: { transactions },
      history: { ...financeLists, totals: totalsCall },
    });
    await (await findList()).findAllByRole('listitem');
    // A method is a type of deposits and of withdrawals alike: listed once a category is chosen.
    const type = screen.getByRole('combobox', { name: 'Tür' });
    expect(type).toHaveAttribute('aria-disabled', 'true');
    expect(type).toHaveAccessibleDescription('Önce işlemi seç');
    // A notification is no status of a deposit or withdrawal.
    expect(texts(await openFilter(user, 'Durum'))).toEqual([
      'Tümü',
      'Beklemede',
      'Tamamlandı',
      'Reddedildi',
    ]);
    await user.keyboard('{Escape}');
    const options = await openFilter(user, 'İşlem');
    expect(texts(options)).toEqual(['Tümü', 'Para Yatırma', 'Para Çekme']);
    await user.click(options[1]!);
    await waitFor(() =>
      expect(transactions).toHaveBeenLastCalledWith(
        expect.objectContaining({ searchCategory: 1, offset: 0 }),
      ),
    );
    const types = await openFilter(user, 'Tür');
    expect(texts(types)).toEqual(['Tümü', 'Havale ile yatırma', 'Papara ile yatırma']);
    await user.click(types[2]!);
    await choose(user, 'Durum', 'Reddedildi');
    await waitFor(() =>
      expect(totalsCall).toHaveBeenLastCalledWith({
        kind: 'finance',
        startDate: '2026-03-09',
        endDate: '2026-03-15',
        searchCategory: 1,
        searchType: 102,
        status: 1004,
      }),
    );
    expect(transactions).toHaveBeenLastCalledWith(
      firstPage('2026-03-09', '2026-03-15', { searchCategory: 1, searchType: 102, status: 1004 }),
    );
  });

  it('changes the range with a preset, and checks a custom range before sending it', async () => {
    const user = userEvent.setup();
    const transactions = vi.fn(async (query: TransactionQuery) =>
      query.startDate === '2026-03-14' ? page([], 0, 0) : page(cashRows(1, 3), query.offset, 3),
    );
    renderSite('/history/finance', {
      stored: SIGNED_IN,
      finance: { transactions },
      history: financeLists,
    });
    expect(await (await findList()).findAllByRole('listitem')).toHaveLength(3);
    await choose(user, 'Tarih aralığı', 'Dün');
    expect(
      await (await findList()).findByText('Belirlediğiniz kriterlere göre sonuç bulunamadı.'),
    ).toBeVisible();
    expect(list().queryAllByRole('listitem')).toHaveLength(0);
    expect(transactions).toHaveBeenLastCalledWith(firstPage('2026-03-14', '2026-03-14'));
    await choose(user, 'Tarih aralığı', 'Tüm zamanlar');
    expect(await (await findList()).findAllByRole('listitem')).toHaveLength(3);
    expect(transactions).toHaveBeenLastCalledWith({ limit: 10, offset: 0 });

    const from = screen.getByLabelText('Başlangıç tarihi');
    const to = screen.getByLabelText('Bitiş tarihi');
    await user.type(from, '2026-03-10');
    await user.type(to, '2026-03-01');
    const calls = transactions.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, '2026-03-20');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Tarih bugünden sonra olamaz.')).toBeVisible();
    expect(transactions).toHaveBeenCalledTimes(calls);
    await user.clear(to);
    await user.type(to, '2026-03-12');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() =>
      expect(transactions).toHaveBeenLastCalledWith(firstPage('2026-03-10', '2026-03-12')),
    );
    expect(screen.getByRole('combobox', { name: 'Tarih aralığı' })).toHaveTextContent(
      'Özel aralık',
    );
  });

  it('shows more, a page at a time, without listing a row twice', async () => {
    const user = userEvent.setup();
    const transactions = vi.fn(async (query: TransactionQuery) =>
      query.offset === 0 ? page(cashRows(1, 10), 0, 13) : page(cashRows(10, 4), 10, 13),
    );
    renderSite('/history/finance', { stored: SIGNED_IN, finance: { transactions } });
    expect(await (await findList()).findAllByRole('listitem')).toHaveLength(10);
    await user.click(list().getByRole('button', { name: 'Daha fazla göster' }));
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(13));
    expect(transactions).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 10 }));
    expect(list().queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('says when nothing matches (Kayıt Bulunamadı) and retries a failure', async () => {
    const user = userEvent.setup();
    const transactions = vi
      .fn<(query: TransactionQuery) => Promise<never>>()
      .mockRejectedValueOnce(offline)
      .mockRejectedValue(noRecords);
    renderSite('/history/bonus', { stored: SIGNED_IN, finance: { transactions } });
    expect(await (await findList()).findByText('Geçmiş yüklenemedi.')).toBeVisible();
    expect(transactions).toHaveBeenCalledWith(
      firstPage('2026-02-14', '2026-03-15', { searchCategory: 4 }),
    );
    await user.click(list().getByRole('button', { name: 'Tekrar dene' }));
    expect(
      await (await findList()).findByText('Belirlediğiniz kriterlere göre sonuç bulunamadı.'),
    ).toBeVisible();
  });

  it('lists bonus events: the bonus, what happened, signed amounts, and filters by the event', async () => {
    const user = userEvent.setup();
    const events = [
      bonusRow(4, { amount: 12_345 }),
      bonusRow(3, { amount: 41_500 }),
      bonusRow(2, { amount: 2_000 }),
      bonusRow(1, { amount: 50_000, methodName: 'Hoş Geldin Bonusu' }),
    ];
    const transactions = vi.fn(async (query: TransactionQuery) =>
      query.searchType === 403
        ? page([events[1]!], 0, 1)
        : page(events, query.offset, events.length),
    );
    const bonusTotals = vi.fn(async () => ({
      count: 4,
      sums: [
        { key: 'bonusGranted' as const, amount: 50_000 },
        { key: 'bonusWagered' as const, amount: 2_000 },
        { key: 'bonusConverted' as const, amount: 41_500 },
        { key: 'bonusForfeited' as const, amount: 12_345 },
      ],
    }));
    renderSite('/history/bonus', {
      stored: SIGNED_IN,
      finance: { transactions },
      history: { subCategories: async () => subCategories, totals: bonusTotals },
    });
    const rows = await (await findList()).findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent(/Bonus iptal edildi/);
    expect(rows[0]).toHaveTextContent(/Tutar-₺123,45/);
    expect(rows[1]).toHaveTextContent(/Nakde çevrildi/);
    expect(rows[1]).toHaveTextContent(/Tutar\+₺415,00/);
    expect(rows[2]).toHaveTextContent(/Çevrim/);
    expect(rows[2]).toHaveTextContent(/Çevrime sayılan bahis₺20,00/);
    expect(rows[3]).toHaveTextContent(/BonusHoş Geldin Bonusu/);
    expect(rows[3]).toHaveTextContent(/Bonus verildi/);
    expect(rows[3]).toHaveTextContent(/Tutar\+₺500,00/);
    expect(await totals().findByText('Kaybedilen bonus')).toBeVisible();
    expect(totals().getByText('Nakde çevrilen').nextSibling).toHaveTextContent('₺415,00');

    // The type filter offers the bonus events only, and asks the server for one kind.
    const options = await openFilter(user, 'Tür');
    expect(texts(options)).toEqual([
      'Tümü',
      'Bonus verildi',
      'Çevrim',
      'Nakde çevrildi',
      'Bonus iptal edildi',
      'Süresi doldu',
    ]);
    await user.click(options[3]!);
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(1));
    expect(transactions).toHaveBeenLastCalledWith(
      firstPage('2026-02-14', '2026-03-15', { searchCategory: 4, searchType: 403 }),
    );
    expect(bonusTotals).toHaveBeenLastCalledWith({
      kind: 'bonus',
      searchType: 403,
      startDate: '2026-02-14',
      endDate: '2026-03-15',
    });
  });

  it('lists game rounds with a signed net, and filters them by type and status', async () => {
    const user = userEvent.setup();
    const gameRounds = vi.fn(async (query: GameRoundQuery) =>
      page([round(1), round(2, { status: 'cancelled', win: 0, net: 0 })], query.offset, 2),
    );
    const { router } = renderSite('/history/finance', {
      stored: SIGNED_IN,
      history: { gameRounds },
    });
    await user.click(await screen.findByRole('tab', { name: 'Oyun' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history/games'));
    const rows = await (await findList()).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Sweet Bonanza 1');
    expect(rows[0]).toHaveTextContent('Pragmatic Play');
    expect(rows[0]).toHaveTextContent(/Bahis₺10,00/);
    expect(rows[0]).toHaveTextContent(/Kazanç₺30,00/);
    expect(rows[0]).toHaveTextContent(/Net\+₺20,00/);
    expect(rows[0]).toHaveTextContent('Sonuçlandı');
    expect(rows[1]).toHaveTextContent('İptal edildi');
    await choose(user, 'Oyun türü', 'Canlı casino');
    await choose(user, 'Tur durumu', 'Açık');
    await waitFor(() =>
      expect(gameRounds).toHaveBeenLastCalledWith(
        firstPage('2026-02-14', '2026-03-15', { gameType: 'live', status: 'open' }),
      ),
    );
    router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Finans' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('shows the sports coupons under bets (the old address leads there), open or settled', async () => {
    const user = userEvent.setup();
    const coupons = vi.fn(async (query: CouponQuery) =>
      page(
        query.couponState === 'open' ? [coupon(1, 'open')] : [coupon(1, 'open'), coupon(2, 'won')],
        query.offset,
        2,
      ),
    );
    const exportCsv = vi.fn(async () => ({
      filename: 'bahis-gecmisi-tum-zamanlar.csv',
      content: '\uFEFFKupon No;Tarih\r\nK-1001;19.11.2026 21:30\r\n',
      rows: 1,
    }));
    const save = vi.fn();
    const { router } = renderSite('/bet-history', {
      stored: SIGNED_IN,
      games: { coupons },
      history: { exportCsv },
      files: { save },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/history/bets'));
    expect(await screen.findAllByRole('button', { name: /^Kupon K-/ })).toHaveLength(2);
    expect(coupons).toHaveBeenCalledWith(firstPage('2026-02-14', '2026-03-15'));
    // The coupon's time in Turkey's 24-hour clock, its amounts and odds through the formatter.
    const first = screen.getByRole('button', { name: /^Kupon K-1001/ });
    expect(first).toHaveTextContent('19 Kasım 2026 21:30');
    expect(first).toHaveTextContent('₺51,00');
    expect(first).toHaveTextContent('3,45');
    // The twelve presets of spec §9, all time among them: no dates are sent.
    const presets = await openFilter(user, 'Tarih aralığı');
    expect(presets).toHaveLength(12);
    expect(texts(presets)).toContain('Tüm zamanlar');
    await user.click(screen.getByRole('option', { name: 'Tüm zamanlar' }));
    await waitFor(() => expect(coupons).toHaveBeenLastCalledWith({ limit: 10, offset: 0 }));
    await user.click(screen.getByRole('button', { name: 'CSV indir' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(exportCsv).toHaveBeenCalledWith({ kind: 'bets' });
    await choose(user, 'Durum', 'Açık kuponlar');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Kupon K-/ })).toHaveLength(1),
    );
    expect(coupons).toHaveBeenLastCalledWith({ limit: 10, offset: 0, couponState: 'open' });
  });

  it('downloads the CSV the server made for the range, and says when it could not', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    const exportCsv = vi
      .fn<(query: HistoryQuery) => Promise<never>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue({
        filename: 'finans-gecmisi.csv',
        content: '\uFEFFTarih;Tutar\n',
        rows: 0,
      } as never);
    renderSite('/history/finance', {
      stored: SIGNED_IN,
      history: { exportCsv },
      files: { save },
    });
    const button = await screen.findByRole('button', { name: 'CSV indir' });
    await user.click(button);
    expect(await screen.findByText('Dosya hazırlanamadı. Lütfen tekrar deneyin.')).toBeVisible();
    await user.click(button);
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        filename: 'finans-gecmisi.csv',
        content: '\uFEFFTarih;Tutar\n',
        type: 'text/csv;charset=utf-8',
      }),
    );
    expect(exportCsv).toHaveBeenLastCalledWith({
      kind: 'finance',
      startDate: '2026-03-09',
      endDate: '2026-03-15',
    });
    expect(screen.queryByText('Dosya hazırlanamadı. Lütfen tekrar deneyin.')).toBeNull();
  });

  it('has one history entry in the account menu, and an unknown tab is not found', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/history/lottery', { stored: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sayfa görüntülenemiyor' }),
    ).toBeVisible();
    await router.navigate('/profile');
    await user.click(await screen.findByRole('button', { name: 'Hesap sayfaları' }));
    const nav = within(screen.getByRole('navigation', { name: 'Hesabım' }));
    expect(nav.queryByRole('link', { name: 'Bahis Geçmişi' })).toBeNull();
    await user.click(nav.getByRole('link', { name: 'Hesap geçmişi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history/finance'));
  });

  it('sends a visitor to log in first', async () => {
    const { router, runtime } = renderSite('/history/games');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(runtime.appActor.getSnapshot().context.returnUrl).toBe('/history/games');
  });
});
