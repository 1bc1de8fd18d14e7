/**
 * The quick deposit as a returning player meets it: from the header (a phone's too: jsdom applies
 * no media query, so it shows the phone's layout), over a game, one press for a QR payment, the
 * full wizard for the rest, the deposit limit as its maximum. Its every state is driven in
 * tests/model/cashier/quick-deposit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TRANSACTION_STATUS, type CashTransaction } from '../../machines/shared/finance.ts';
import {
  methods,
  papara,
  qr,
  qrOutcome,
  transaction,
} from '../machines/cashier/deposit-fixtures.ts';
import { playSession } from '../fixtures/protection.ts';
import { inMain, renderSite, SIGNED_IN, type TestWorld } from './harness.tsx';

/** What the player's deposit limit leaves, as the platform's session says. */
const leaving = (depositLeft: number | null) => ({
  session: async () => playSession(new Date().toISOString(), { depositLeft }),
});

const lastCredited = (overrides: Partial<CashTransaction> = {}) =>
  transaction(TRANSACTION_STATUS.completed, { methodID: qr.id, amount: 250_00, ...overrides });

function world(extra: Partial<TestWorld> = {}, last: CashTransaction | null = lastCredited()) {
  return {
    stored: SIGNED_IN,
    ...extra,
    finance: {
      cashMethods: async () => methods,
      depositAmounts: async () => [100_00, 250_00, 500_00],
      transactions: vi.fn(async ({ limit, offset }: { limit: number; offset: number }) => ({
        items: last ? [last] : [],
        pagination: { limit, offset, total: last ? 1 : 0 },
      })),
      ...extra.finance,
    },
  } satisfies TestWorld;
}

const amountIn = (place: ReturnType<typeof within>) =>
  place.getByRole('textbox', { name: /^Tutar/ });

describe('quick deposit', () => {
  const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
    const header = within(await screen.findByRole('banner'));
    await user.click(await header.findByRole('button', { name: 'Hızlı para yatır' }));
    return screen.findByRole('dialog', { name: 'Hızlı para yatır' });
  };

  it('from the header: the last method and amount, paid with one press, the QR code in place', async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = vi.fn(async () => qrOutcome(Date.now()));
    const site = renderSite(
      '/',
      world({
        protection: leaving(null),
        finance: { deposit, transaction: () => new Promise(() => undefined) },
      }),
    );
    const panel = within(await openPanel(user));
    expect(
      await panel.findByRole('heading', { level: 3, name: 'Hızlı Ödeme · QR Öde ile yatır' }),
    ).toBeVisible();
    expect(panel.getByText('Son yatırımın: ₺250,00')).toBeVisible();
    expect(amountIn(panel)).toHaveValue('250');
    expect(amountIn(panel)).toHaveAccessibleDescription('Min ₺10 – Maks ₺10.000');
    expect(await panel.findByRole('group', { name: 'Hızlı tutarlar' })).toBeVisible();
    expect(site.runtime.finance.transactions).toHaveBeenCalledWith({
      limit: 1,
      offset: 0,
      searchCategory: 1,
      status: TRANSACTION_STATUS.completed,
    });

    await user.click(panel.getByRole('button', { name: '₺250,00 yatır' }));
    expect(deposit).toHaveBeenCalledWith(
      expect.objectContaining({ methodID: qr.id, amount: 250_00 }),
    );
    expect(await panel.findByRole('img', { name: 'Ödeme için QR kod' })).toBeVisible();
    // The page under the panel stays where it was.
    expect(site.router.state.location.pathname).toBe('/');
    await user.click(panel.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a phone, away from any game: the header’s quick deposit, every step by keyboard alone', async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = vi.fn(async () => qrOutcome(Date.now()));
    const site = renderSite(
      '/promotions',
      world({
        protection: leaving(null),
        finance: { deposit, transaction: () => new Promise(() => undefined) },
      }),
    );
    const header = within(await screen.findByRole('banner'));
    const bolt = await header.findByRole('button', { name: 'Hızlı para yatır' });
    bolt.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Hızlı para yatır' });
    const panel = within(dialog);
    await panel.findByRole('heading', { level: 3, name: /QR Öde ile yatır/ });

    // Tab reaches the amount without leaving the panel; Enter there pays the amount shown.
    for (let presses = 0; document.activeElement !== amountIn(panel); presses++) {
      expect(presses).toBeLessThan(5);
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(amountIn(panel)).toHaveValue('250');
    await user.keyboard('{Enter}');
    expect(deposit).toHaveBeenCalledWith(
      expect.objectContaining({ methodID: qr.id, amount: 250_00 }),
    );
    expect(await panel.findByRole('img', { name: 'Ödeme için QR kod' })).toBeVisible();

    // Escape closes it over the page it opened on, the focus back on the button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(site.router.state.location.pathname).toBe('/promotions');
    expect(bolt).toHaveFocus();
  });

  it('refuses an amount above what the limit leaves beside the field, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const deposit = vi.fn();
    renderSite('/', world({ protection: leaving(200_00), finance: { deposit } }));
    const panel = within(await openPanel(user));
    await panel.findByRole('heading', { level: 3 });
    // ₺250 last time: more than the limit leaves, so not offered again.
    expect(amountIn(panel)).toHaveValue('');
    expect(amountIn(panel)).toHaveAccessibleDescription('Min ₺10 – Maks ₺200');
    await user.type(amountIn(panel), '250');
    await user.click(panel.getByRole('button', { name: '₺250,00 yatır' }));
    expect(amountIn(panel)).toHaveAccessibleDescription(
      'Girdiğiniz tutar para yatırma limitinizin kalanını aşıyor',
    );
    expect(deposit).not.toHaveBeenCalled();
  });

  it('a method that needs a provider’s page continues in the wizard with its amount', async () => {
    const user = userEvent.setup({ delay: null });
    const site = renderSite(
      '/',
      world({ protection: leaving(null) }, lastCredited({ methodID: papara.id, amount: 300_00 })),
    );
    const panel = within(await openPanel(user));
    expect(await panel.findByText(/ödeme sayfası ya da ek bilgi istiyor/)).toBeVisible();
    await user.click(panel.getByRole('button', { name: 'Kasada devam et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(site.router.state.location.pathname).toBe('/deposit'));
    // The wizard starts at the bonus, Papara and ₺300 chosen.
    await inMain().findByRole('heading', { level: 2, name: 'Bonus seç' }, { timeout: 5000 });
    expect(inMain().getByText('Adım 3/4 · Bonus')).toBeVisible();
  });

  it('over a game, from its toolbar, without leaving it', async () => {
    const user = userEvent.setup({ delay: null });
    const site = renderSite(
      '/play/slot/101',
      world({
        protection: leaving(null),
        games: { launchSlot: async () => ({ url: '/games/demo/slot/101' }) },
      }),
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Oyun kontrolleri' });
    await user.click(within(toolbar).getByRole('button', { name: 'Hızlı para yatır' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Hızlı para yatır' }));
    await panel.findByRole('heading', { level: 3, name: /QR Öde ile yatır/ });
    expect(site.router.state.location.pathname).toBe('/play/slot/101');
    expect(document.querySelector('iframe')).toHaveAttribute('src', '/games/demo/slot/101');
  });

  it('is not offered to a visitor', async () => {
    renderSite('/', {});
    const header = within(await screen.findByRole('banner'));
    await header.findByRole('link', { name: 'Giriş Yap' });
    expect(header.queryByRole('button', { name: 'Hızlı para yatır' })).toBeNull();
  });
});
