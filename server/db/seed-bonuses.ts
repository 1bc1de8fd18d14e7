/**
 * The bonus offers of the site's slogans and the promo codes that unlock some of them, added
 * once (when bonus_offers is empty): afterwards the operator edits them (npm run bonus).
 * Amounts are kuruş.
 */
import type { GameRef } from '../../machines/shared/bonus.ts';
import type { OfferRow } from '../bonus/offers.ts';
import type { Db } from './driver.ts';

const TRY = 100;

type OfferSeed = Omit<OfferRow, 'active' | 'weights'>;

/** Slots 'Roaring Stars' and 'İstanbul Elmaslar', live table 'VIP Blackjack'. */
const WELCOME_EXCLUDED: GameRef[] = [
  { gameType: 'slot', gameID: 67 },
  { gameType: 'slot', gameID: 2991 },
  { gameType: 'live', gameID: 1 },
];

const none = { fixed_kurus: 0, excluded_games: [], excluded_method_ids: [], requires_code: false };

export const OFFERS: OfferSeed[] = [
  {
    ...none,
    id: 1,
    slug: 'welcome',
    trigger: 'first_deposit',
    title_tr: '%50 Hoş Geldin Bonusu — en fazla ₺999',
    title_en: '50% Welcome Bonus — up to ₺999',
    summary_tr:
      'İlk yatırımına %50 bonus, en fazla ₺999. Bonusun 20 katı 30 gün içinde çevrilir; bonusla en yüksek bahis ₺50.',
    summary_en:
      'A 50% bonus on your first deposit, up to ₺999. Wager 20 times the bonus within 30 days; the largest bet with a bonus is ₺50.',
    percent: 50,
    max_kurus: 999 * TRY,
    min_deposit_kurus: 100 * TRY,
    wagering_multiplier: 20,
    expiry_days: 30,
    max_bet_kurus: 50 * TRY,
    excluded_games: WELCOME_EXCLUDED,
    repeat: 'once',
    sort: 1,
  },
  {
    ...none,
    id: 2,
    slug: 'deposit20',
    trigger: 'deposit',
    title_tr: '%20 Çevrimsiz Yatırım Bonusu',
    title_en: '20% Deposit Bonus, No Wagering',
    summary_tr:
      'Günün bir yatırımına %20 bonus, en fazla ₺1.000; çevrim şartı yok, doğrudan bakiyene eklenir.',
    summary_en:
      '20% on one deposit a day, up to ₺1,000; no wagering, it goes straight to your balance.',
    percent: 20,
    max_kurus: 1_000 * TRY,
    min_deposit_kurus: 100 * TRY,
    wagering_multiplier: 0,
    expiry_days: 30,
    max_bet_kurus: 0,
    repeat: 'daily',
    sort: 2,
  },
  {
    ...none,
    id: 3,
    slug: 'casinoDiscount',
    trigger: 'losses',
    title_tr: '%30 Casino İndirimi',
    title_en: '30% Casino Discount',
    summary_tr:
      'Geçen haftanın (Pazartesi–Pazar) net slot ve canlı casino kayıplarının %30’u, en fazla ₺5.000; talep edince çevrimsiz olarak bakiyene eklenir.',
    summary_en:
      "30% of last week's (Monday–Sunday) net slot and live casino losses, up to ₺5,000; paid to your balance with no wagering when you claim it.",
    percent: 30,
    max_kurus: 5_000 * TRY,
    min_deposit_kurus: 0,
    wagering_multiplier: 0,
    expiry_days: 30,
    max_bet_kurus: 0,
    repeat: 'weekly',
    sort: 3,
  },
  {
    ...none,
    id: 4,
    slug: 'promo100',
    trigger: 'claim',
    title_tr: '₺100 Promosyon Kodu Bonusu',
    title_en: '₺100 Promo Code Bonus',
    summary_tr: '₺100 bonus; bonusun 10 katı 7 gün içinde çevrilir.',
    summary_en: 'A ₺100 bonus; wager 10 times the bonus within 7 days.',
    percent: 0,
    fixed_kurus: 100 * TRY,
    max_kurus: 0,
    min_deposit_kurus: 0,
    wagering_multiplier: 10,
    expiry_days: 7,
    max_bet_kurus: 0,
    repeat: 'once',
    requires_code: true,
    sort: 4,
  },
  {
    ...none,
    id: 5,
    slug: 'extra25',
    trigger: 'deposit',
    title_tr: '%25 Ekstra Yatırım Bonusu',
    title_en: '25% Extra Deposit Bonus',
    summary_tr: 'Bir yatırımına %25 bonus, en fazla ₺500; bonusun 5 katı 30 gün içinde çevrilir.',
    summary_en: 'A 25% bonus on one deposit, up to ₺500; wager 5 times the bonus within 30 days.',
    percent: 25,
    max_kurus: 500 * TRY,
    min_deposit_kurus: 100 * TRY,
    wagering_multiplier: 5,
    expiry_days: 30,
    max_bet_kurus: 0,
    repeat: 'once',
    requires_code: true,
    sort: 5,
  },
];

export const PROMO_CODES = [
  { code: 'HOSGELDIN100', offer: 'promo100' },
  { code: 'EKSTRA25', offer: 'extra25' },
];

/** Adds the offers and codes when there are none yet; answers the rows added. */
export async function seedBonuses(tx: Db): Promise<Record<string, number>> {
  const [existing] = await tx.query<{ n: number }>('SELECT count(*) AS n FROM bonus_offers');
  if ((existing?.n ?? 0) > 0) return {};
  for (const offer of OFFERS) {
    const columns = Object.keys(offer) as (keyof OfferSeed)[];
    // excluded_games is jsonb: sent as its JSON text.
    await tx.query(
      `INSERT INTO bonus_offers (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT DO NOTHING`,
      columns.map((column) =>
        column === 'excluded_games' ? JSON.stringify(offer.excluded_games) : offer[column],
      ),
    );
  }
  for (const { code, offer } of PROMO_CODES) {
    await tx.query(
      `INSERT INTO promo_codes (code, offer_id) SELECT $1, id FROM bonus_offers WHERE slug = $2
       ON CONFLICT DO NOTHING`,
      [code, offer],
    );
  }
  return { bonus_offers: OFFERS.length, promo_codes: PROMO_CODES.length };
}
