import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProtectionChange } from '../../machines/protection/protection.machine.ts';
import type { ProtectionEvent } from '../../machines/shared/protection.ts';
import { openState, playSession, raisePending, TR_PROFILE } from '../fixtures/protection.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';

function openTab(language: 'tr' | 'en' = 'tr') {
  const change = vi.fn(async (_: ProtectionChange) => ({
    state: raisePending(),
    message: 'Limitiniz hemen geçerli oldu',
  }));
  renderSite('/profile?tab=protection', {
    stored: { ...SIGNED_IN, language },
    protection: { state: async () => openState(), change },
  });
  return change;
}

describe('responsible gaming tab', () => {
  // A phone opens the number pad the field asks for: with a decimal separator for an amount.
  it.each([
    [
      'a loss limit, sending lira as kuruş',
      {
        language: 'tr',
        region: 'Kayıp limiti',
        field: /^Tutar \(TRY\)/,
        inputMode: 'decimal',
        save: 'Limiti kaydet',
        tooSmall: '0,50',
        refusal: 'Limit ₺1 ile ₺10.000.000 arasında olmalıdır',
        typed: '1.250,50',
        sent: { kind: 'loss', amount: 125_050 },
      },
    ],
    [
      'the daily play time in minutes, in English too',
      {
        language: 'en',
        region: 'Daily play time',
        field: /^Minutes/,
        inputMode: 'numeric',
        save: 'Save the limit',
        tooSmall: '5',
        refusal: 'The daily play time must be between 15 minutes and 24 hours',
        typed: '90',
        sent: { kind: 'play_time', amount: 90 },
      },
    ],
  ] as const)('checks %s before sending it', async (_, limit) => {
    const user = userEvent.setup();
    const change = openTab(limit.language);
    const card = within(await screen.findByRole('region', { name: limit.region }));
    const input = card.getByLabelText(limit.field);
    expect(input).toHaveAttribute('inputmode', limit.inputMode);
    await user.type(input, limit.tooSmall);
    await user.click(card.getByRole('button', { name: limit.save }));
    expect(await card.findByText(limit.refusal)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(change).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, limit.typed);
    await user.click(card.getByRole('button', { name: limit.save }));
    await vi.waitFor(() =>
      expect(change).toHaveBeenCalledWith({ method: 'setLimit', period: 'day', ...limit.sent }),
    );
  });

  it('self-excludes only once the player ticks that it cannot be undone', async () => {
    const user = userEvent.setup();
    const closeAccount = vi.fn(async () => 'Kendinizi oyundan uzaklaştırdınız');
    renderSite('/profile?tab=protection', {
      stored: SIGNED_IN,
      protection: { state: async () => openState(), closeAccount },
    });
    const card = within(await screen.findByRole('region', { name: 'Kendini oyundan uzaklaştır' }));
    await user.click(card.getByRole('button', { name: '1 yıl' }));
    await user.type(card.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), 'Gizli1234');
    await user.click(card.getByRole('button', { name: 'Uzaklaştırmayı başlat' }));
    expect(
      await card.findByText('Devam etmek için bunun geri alınamayacağını onaylayın'),
    ).toBeVisible();
    expect(closeAccount).not.toHaveBeenCalled();
    await user.click(card.getByRole('checkbox', { name: 'Bunun geri alınamayacağını anlıyorum' }));
    await user.click(card.getByRole('button', { name: 'Uzaklaştırmayı başlat' }));
    await vi.waitFor(() =>
      expect(closeAccount).toHaveBeenCalledWith({
        kind: 'exclusion',
        length: '1y',
        password: 'Gizli1234',
      }),
    );
  });
});

describe("the jurisdiction's profile on the responsible gaming tab", () => {
  const open = (state = openState(), events: ProtectionEvent[] = []) =>
    renderSite('/profile?tab=protection', {
      stored: SIGNED_IN,
      protection: { state: async () => state, events: async () => events },
    });

  it("offers the profile's reality-check intervals and names its cooling-off", async () => {
    const user = userEvent.setup();
    open({
      ...openState(),
      profile: { ...TR_PROFILE, id: 'de', realityCheckMinutes: [60], coolingOffHours: 168 },
    });
    const deposit = await screen.findByRole('region', { name: 'Para yatırma limiti' });
    expect(deposit).toHaveTextContent('yükseltmek veya kaldırmak 7 gün sonra onayınızla');
    await user.click(screen.getByLabelText('Hatırlatma aralığı'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kapalı',
      'Her 60 dakikada bir',
    ]);
  });

  it('says a self-exclusion covers the only brand, that Türkiye keeps no register, and the help line', async () => {
    open();
    const card = within(await screen.findByRole('region', { name: 'Kendini oyundan uzaklaştır' }));
    expect(
      card.getByText(
        'Bu site operatörün tek markasıdır; kendinizi dışlamanız tüm markalarında geçerlidir.',
      ),
    ).toBeVisible();
    expect(
      card.getByText('Türkiye için ulusal bir kendini dışlama kaydı bulunmuyor.'),
    ).toBeVisible();
    const site = card.getByRole('link', { name: 'www.yedam.org.tr (yeni sekmede açılır)' });
    expect(site).toHaveAttribute('href', 'https://www.yedam.org.tr');
    expect(site).toHaveAttribute('target', '_blank');
    expect(card.getByRole('link', { name: '115' })).toHaveAttribute('href', 'tel:115');
  });

  it("lists an operator's brands and the country's national register", async () => {
    open({
      ...openState(),
      profile: {
        ...TR_PROFILE,
        id: 'de',
        brands: ['Anka Casino', 'Anka Bet'],
        schemes: [{ name: 'OASIS', url: 'https://oasis.example', phone: null, register: true }],
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Kendini oyundan uzaklaştır' }));
    expect(
      card.getByText('Kendinizi dışlamanız operatörün 2 markasının tümünde geçerlidir:'),
    ).toBeVisible();
    expect(card.getByText('Anka Bet')).toBeVisible();
    expect(card.getByText('OASIS')).toBeVisible();
    expect(card.queryByText(/ulusal bir kendini dışlama kaydı bulunmuyor/)).toBeNull();
    expect(card.queryByText('Destek almak için:')).toBeNull();
  });

  it('shows the history of protection changes, newest first, with who made each, in English too', async () => {
    renderSite('/profile?tab=protection', {
      stored: { ...SIGNED_IN, language: 'en' },
      protection: {
        state: async () => openState(),
        events: async () => [
          {
            action: 'limit_requested',
            details: { kind: 'loss', period: 'month', amount: null, from: 1_000_00 },
            actor: 'player',
            createdAt: '2026-11-23T09:00:00.000Z',
          },
          {
            action: 'limit_set',
            details: { kind: 'play_time', period: 'day', amount: 90, from: null },
            actor: 'operator',
            createdAt: '2026-11-22T09:00:00.000Z',
          },
          {
            action: 'limit_declined',
            details: { at: 'deposit' },
            actor: 'player',
            createdAt: '2026-11-21T09:00:00.000Z',
          },
        ],
      },
    });
    const history = within(await screen.findByRole('region', { name: 'Protection history' }));
    const items = await history.findAllByRole('listitem');
    expect(items.map((item) => item.firstChild!.textContent)).toEqual([
      'Monthly loss limit: removal requested; the waiting period began',
      'Daily play time: set to 90 minutes',
      'Deposit limit: “No limit for now” chosen before a deposit',
    ]);
    expect(items.map((item) => item.lastChild!.textContent)).toEqual([
      expect.stringMatching(/ · You$/),
      expect.stringMatching(/ · Operator$/),
      expect.stringMatching(/ · You$/),
    ]);
  });

  it('says when there is no history yet', async () => {
    open();
    const history = within(await screen.findByRole('region', { name: 'Koruma geçmişi' }));
    expect(await history.findByText('Henüz bir değişiklik yok.')).toBeVisible();
  });
});

describe('closed play and deposits', () => {
  const inTimeout = () =>
    playSession(new Date().toISOString(), {
      closed: 'timeout',
      closedUntil: '2026-11-30T09:00:00.000Z',
    });

  it('the deposit page says why it is closed and what stays open, instead of the wizard', async () => {
    const cashMethods = vi.fn(async () => []);
    renderSite('/deposit', {
      stored: SIGNED_IN,
      protection: { session: async () => inTimeout() },
      finance: { cashMethods },
    });
    const notice = await screen.findByText(/Molanız 30 Kasım 2026 12:00 tarihine kadar sürüyor/);
    expect(notice).toHaveTextContent('bu sürede para yatıramazsınız');
    expect(screen.getByRole('link', { name: 'Para çek' })).toHaveAttribute('href', '/withdraw');
    expect(screen.getByRole('link', { name: 'Sorumlu oyun araçları' })).toHaveAttribute(
      'href',
      '/profile?tab=protection',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('the game page explains a permanent self-exclusion instead of the game', async () => {
    const launchSlot = vi.fn(() => new Promise<never>(() => undefined));
    renderSite('/play/slot/101', {
      stored: SIGNED_IN,
      protection: {
        session: async () =>
          playSession(new Date().toISOString(), { closed: 'excluded', closedUntil: null }),
      },
      games: { launchSlot },
    });
    expect(
      await screen.findByText('Kendinizi oyundan uzaklaştırdınız: oyun oynayamazsınız.'),
    ).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('the inactivity warning', () => {
  it('comes a minute before the sign-out; staying signed in keeps the player', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { runtime } = renderSite('/', {
        stored: { ...SIGNED_IN, lastActivityAt: Date.now() - 59 * 60 * 1000 + 10_000 },
      });
      await vi.advanceTimersByTimeAsync(15_000);
      const warning = await screen.findByRole('dialog', { name: 'Hâlâ orada mısınız?' });
      expect(warning).toHaveTextContent(/\d+ saniye sonra oturumunuz kapatılacak/);
      await user.click(within(warning).getByRole('button', { name: 'Oturumu açık tut' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runtime.appActor.getSnapshot().matches('authenticated')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
