import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/i18n/messages.ts';
import {
  activeBonus,
  casinoDiscount,
  codeOffer,
  deposit20Used,
  page,
  refused,
  welcome,
} from '../machines/bonus/bonus-fixtures.ts';
import { summary } from '../machines/cashier/withdraw-fixtures.ts';
import { renderSite, SIGNED_IN, type TestWorld } from './harness.tsx';

const t = (id: string) => messages.tr[id]!;

describe('bonus area', () => {
  it('is in the account menu and shows offers with what they give and why one is blocked', async () => {
    renderSite('/bonuses', {
      stored: SIGNED_IN,
      bonus: { offers: async () => [welcome, casinoDiscount, deposit20Used] },
    });
    // On a phone (jsdom's layout) the account menu opens from its button.
    await userEvent.click(await screen.findByRole('button', { name: t('menu.accountPages') }));
    const nav = screen.getByRole('navigation', { name: t('menu.myAccount') });
    expect(within(nav).getByRole('link', { name: t('menu.bonuses') })).toHaveAttribute(
      'href',
      '/bonuses',
    );
    const welcomeCard = await screen.findByRole('listitem', { name: welcome.title });
    expect(welcomeCard).toHaveTextContent('Yatırımının %50 kadarı, en fazla ₺999');
    expect(welcomeCard).toHaveTextContent('Bonus tutarının 20 katı');
    expect(welcomeCard).toHaveTextContent('Book of Dead');
    const discount = screen.getByRole('listitem', { name: casinoDiscount.title });
    expect(discount).toHaveTextContent('₺120,00');
    expect(discount).toHaveTextContent(t('bonus.terms.noWagering'));
    const used = screen.getByRole('listitem', { name: deposit20Used.title });
    expect(used).toHaveTextContent(t('bonus.blocked.used'));
    expect(within(used).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: t('bonus.rulesLink') })).toHaveAttribute(
      'href',
      '/info/bonus-rules',
    );
  });

  it('takes a deposit offer to the deposit wizard with the offer chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/bonuses', {
      stored: SIGNED_IN,
      bonus: { offers: async () => [welcome] },
    });
    const card = await screen.findByRole('listitem', { name: welcome.title });
    await user.click(within(card).getByRole('button', { name: t('bonus.offer.deposit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
    expect(router.state.location.search).toBe('?bonus=1');
  });

  it('claims the casino discount and the header shows the new cash balance', async () => {
    const user = userEvent.setup();
    const claim = vi.fn(async () => {
      world.balance = 1_120_00;
      return { kind: 'cash' as const, amount: 120_00, offerID: 3 };
    });
    const world: TestWorld = {
      stored: SIGNED_IN,
      balance: 1_000_00,
      bonus: { offers: async () => [casinoDiscount], claim },
    };
    renderSite('/bonuses', world);
    const balance = await screen.findByRole('status', { name: t('shell.balance') });
    await waitFor(() => expect(balance).toHaveTextContent('₺1.000,00'));
    const card = await screen.findByRole('listitem', { name: casinoDiscount.title });
    await user.click(within(card).getByRole('button', { name: t('bonus.offer.claim') }));
    const dialog = await screen.findByRole('dialog', { name: casinoDiscount.title });
    expect(claim).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: t('bonus.claim.confirm') }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '₺120,00 nakit bakiyene eklendi.',
    );
    expect(claim).toHaveBeenCalledWith(3, expect.any(String));
    await waitFor(() => expect(balance).toHaveTextContent('₺1.120,00'));
  });

  it('redeems a promo code: a refusal at the field, then the unlocked offer', async () => {
    const user = userEvent.setup();
    const redeemCode = vi.fn(async (code: string) => {
      if (code !== 'HOSGELDIN100') throw refused('Geçersiz promosyon kodu');
      return codeOffer;
    });
    renderSite('/bonuses', { stored: SIGNED_IN, bonus: { redeemCode } });
    const field = await screen.findByLabelText(t('bonus.code.label'));
    await user.click(screen.getByRole('button', { name: t('bonus.code.submit') }));
    expect(field).toHaveAccessibleDescription(t('bonus.code.required'));
    expect(redeemCode).not.toHaveBeenCalled();
    await user.type(field, 'YANLIS');
    await user.click(screen.getByRole('button', { name: t('bonus.code.submit') }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Geçersiz promosyon kodu'));
    await user.clear(field);
    await user.type(field, 'HOSGELDIN100');
    await user.click(screen.getByRole('button', { name: t('bonus.code.submit') }));
    expect(await screen.findByRole('listitem', { name: codeOffer.title })).toHaveTextContent(
      '₺100 bonus',
    );
    expect(screen.getByLabelText(t('bonus.code.label'))).toHaveValue('');
  });

  it('shows the active bonus with its wagering and warns of what a cancel loses', async () => {
    const user = userEvent.setup();
    const cancel = vi.fn(async () => activeBonus({ status: 'forfeited', balance: 0 }));
    renderSite('/bonuses', {
      stored: SIGNED_IN,
      bonus: { bonuses: async ({ offset }) => page([activeBonus()], offset, 1), cancel },
      finance: {
        summary: async () => ({ ...summary, bonus: { rule: 'block', bonus: activeBonus() } }),
      },
    });
    const card = await screen.findByRole('region', { name: activeBonus().title });
    const bar = within(card).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '37');
    expect(bar).toHaveAccessibleName('Çevrim: ₺1.500,00 / ₺4.000,00');
    expect(card).toHaveTextContent('₺150,00');
    expect(card).toHaveTextContent('2 gün 3 saat');
    expect(card).toHaveTextContent('₺50,00');
    expect(card).toHaveTextContent(t('bonus.withdrawRule.block'));
    await user.click(within(card).getByRole('button', { name: t('bonus.cancel.open') }));
    const dialog = await screen.findByRole('dialog', { name: t('bonus.cancel.title') });
    expect(dialog).toHaveAccessibleDescription(
      /Kalan ₺150,00 bonus bakiyesi silinir ve yaptığın ₺1.500,00 çevrim/,
    );
    await user.click(within(dialog).getByRole('button', { name: t('bonus.cancel.confirm') }));
    expect(cancel).toHaveBeenCalledWith(31, expect.any(String));
    expect(await screen.findByRole('dialog', { name: t('bonus.cancel.doneTitle') })).toBeVisible();
  });
});
