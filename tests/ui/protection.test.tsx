import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProtectionChange } from '../../machines/protection/protection.machine.ts';
import { openState, raisePending } from '../fixtures/protection.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';

const SLOW = 20_000;

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
  it(
    'checks a limit before sending it and sends lira as kuruş',
    async () => {
      const user = userEvent.setup();
      const change = openTab();
      const card = within(await screen.findByRole('region', { name: 'Kayıp limiti' }));
      const amount = card.getByLabelText(/^Tutar \(TRY\)/);
      await user.type(amount, '0,50');
      await user.click(card.getByRole('button', { name: 'Limiti kaydet' }));
      expect(await card.findByText('Limit 1 ile 10.000.000 TRY arasında olmalıdır')).toBeVisible();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(change).not.toHaveBeenCalled();

      await user.clear(amount);
      await user.type(amount, '1.250,50');
      await user.click(card.getByRole('button', { name: 'Limiti kaydet' }));
      await vi.waitFor(() =>
        expect(change).toHaveBeenCalledWith({
          method: 'setLimit',
          kind: 'loss',
          period: 'day',
          amount: 125_050,
        }),
      );
    },
    SLOW,
  );

  it(
    'asks the daily play time in minutes, in English too',
    async () => {
      const user = userEvent.setup();
      const change = openTab('en');
      const card = within(await screen.findByRole('region', { name: 'Daily play time' }));
      const minutes = card.getByLabelText(/^Minutes/);
      await user.type(minutes, '5');
      await user.click(card.getByRole('button', { name: 'Save the limit' }));
      expect(
        await card.findByText('The daily play time must be between 15 minutes and 24 hours'),
      ).toBeVisible();
      await user.clear(minutes);
      await user.type(minutes, '90');
      await user.click(card.getByRole('button', { name: 'Save the limit' }));
      await vi.waitFor(() =>
        expect(change).toHaveBeenCalledWith({
          method: 'setLimit',
          kind: 'play_time',
          period: 'day',
          amount: 90,
        }),
      );
    },
    SLOW,
  );

  it(
    'self-excludes only once the player ticks that it cannot be undone',
    async () => {
      const user = userEvent.setup();
      const closeAccount = vi.fn(async () => 'Kendinizi oyundan uzaklaştırdınız');
      renderSite('/profile?tab=protection', {
        stored: SIGNED_IN,
        protection: { state: async () => openState(), closeAccount },
      });
      const card = within(
        await screen.findByRole('region', { name: 'Kendini oyundan uzaklaştır' }),
      );
      await user.click(card.getByRole('button', { name: '1 yıl' }));
      await user.type(card.getByLabelText(/^Mevcut şifre/, { selector: 'input' }), 'Gizli1234');
      await user.click(card.getByRole('button', { name: 'Uzaklaştırmayı başlat' }));
      expect(
        await card.findByText('Devam etmek için bunun geri alınamayacağını onaylayın'),
      ).toBeVisible();
      expect(closeAccount).not.toHaveBeenCalled();
      await user.click(
        card.getByRole('checkbox', { name: 'Bunun geri alınamayacağını anlıyorum' }),
      );
      await user.click(card.getByRole('button', { name: 'Uzaklaştırmayı başlat' }));
      await vi.waitFor(() =>
        expect(closeAccount).toHaveBeenCalledWith({
          kind: 'exclusion',
          length: '1y',
          password: 'Gizli1234',
        }),
      );
    },
    SLOW,
  );
});
