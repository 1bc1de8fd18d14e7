import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/messages.ts';
import { casinoDiscount, deposit20Used, welcome } from '../machines/bonus/bonus-fixtures.ts';
import { promotion, welcomePopup } from '../fixtures/content.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';

const t = (id: string) => messages.tr[id]!;
const promotions = [
  promotion(1, 'Hoş Geldin Bonusu', -1, 5, { OfferSlug: 'welcome' }),
  promotion(2, 'Casino Discount', -1, 5, { OfferSlug: 'casinoDiscount' }),
  promotion(3, 'Yatırım Bonusu', -1, 5, { OfferSlug: 'deposit20' }),
  promotion(4, 'Kupon Sigortası'),
];

describe('promotions linked to their offers', () => {
  it('a signed-in player claims, deposits with the bonus, or finds it in the bonus area', async () => {
    const user = userEvent.setup();
    renderSite('/promotions', {
      stored: SIGNED_IN,
      content: { getPromotions: async () => promotions },
      bonus: { offers: async () => [welcome, casinoDiscount, deposit20Used] },
    });
    expect(await screen.findByRole('link', { name: t('promotions.claim') })).toHaveAttribute(
      'href',
      '/bonuses?claim=3',
    );
    expect(screen.getByRole('link', { name: t('promotions.depositWithBonus') })).toHaveAttribute(
      'href',
      '/deposit?bonus=1',
    );
    // deposit20 was had today: the bonus area says why.
    expect(screen.getByRole('link', { name: t('promotions.toBonuses') })).toHaveAttribute(
      'href',
      '/bonuses',
    );
    expect(screen.queryByRole('link', { name: t('promotions.join') })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Kupon Sigortası/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kupon Sigortası' });
    expect(within(dialog).queryByRole('link', { name: t('promotions.join') })).toBeNull();
  });

  it('opens the claim of the linked offer in the bonus area', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/promotions?promo=2', {
      stored: SIGNED_IN,
      content: { getPromotions: async () => promotions },
      bonus: { offers: async () => [casinoDiscount] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Casino Discount' });
    await user.click(await within(dialog).findByRole('link', { name: t('promotions.claim') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bonuses'));
    expect(await screen.findByRole('dialog', { name: casinoDiscount.title })).toHaveTextContent(
      t('bonus.terms.noWagering'),
    );
  });

  it('a visitor is invited to sign up', async () => {
    const user = userEvent.setup();
    renderSite('/promotions', { content: { getPromotions: async () => promotions } });
    await user.click(await screen.findByRole('button', { name: /Hoş Geldin Bonusu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hoş Geldin Bonusu' });
    expect(within(dialog).getByRole('link', { name: t('promotions.join') })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('link', { name: t('promotions.claim') })).toBeNull();
  });

  it('the home welcomePopup leads a signed-in player to the bonus area, not to the sign-up', async () => {
    renderSite('/', { stored: SIGNED_IN, content: { getPopups: async () => [welcomePopup] } });
    // The popup shows once the player touches the page.
    await userEvent.click(document.body);
    const dialog = await screen.findByRole('dialog', { name: welcomePopup.Title });
    expect(within(dialog).getByRole('link', { name: t('home.popupAction') })).toHaveAttribute(
      'href',
      '/bonuses',
    );
  });
});
