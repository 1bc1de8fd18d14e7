/**
 * Amounts written the way the site writes them ('₺1.234,56'), words in the page's language:
 * - a withdrawal's account label no longer repeats its method's name ('Papara · **** 7890' beside
 *   'Papara'); a bank account's keeps the bank's;
 * - the seeded bonus offers' texts say '₺999' where they said '999 TRY' (and 'TRY'ya'), and the
 *   casino discount is named in Turkish on Turkish pages. A text the operator has changed since
 *   is left as they wrote it.
 */
type OfferText = [slug: string, column: string, before: string, after: string];

const OFFER_TEXTS: OfferText[] = [
  [
    'welcome',
    'title_tr',
    "%50 Hoş Geldin Bonusu — 999 TRY'ya kadar",
    '%50 Hoş Geldin Bonusu — en fazla ₺999',
  ],
  ['welcome', 'title_en', '50% Welcome Bonus — up to 999 TRY', '50% Welcome Bonus — up to ₺999'],
  [
    'welcome',
    'summary_tr',
    'İlk yatırımına %50 bonus, en fazla 999 TRY. Bonusun 20 katı 30 gün içinde çevrilir; bonusla en yüksek bahis 50 TRY.',
    'İlk yatırımına %50 bonus, en fazla ₺999. Bonusun 20 katı 30 gün içinde çevrilir; bonusla en yüksek bahis ₺50.',
  ],
  [
    'welcome',
    'summary_en',
    'A 50% bonus on your first deposit, up to 999 TRY. Wager 20 times the bonus within 30 days; the largest bet with a bonus is 50 TRY.',
    'A 50% bonus on your first deposit, up to ₺999. Wager 20 times the bonus within 30 days; the largest bet with a bonus is ₺50.',
  ],
  [
    'deposit20',
    'summary_tr',
    'Günün bir yatırımına %20 bonus, en fazla 1.000 TRY; çevrim şartı yok, doğrudan bakiyene eklenir.',
    'Günün bir yatırımına %20 bonus, en fazla ₺1.000; çevrim şartı yok, doğrudan bakiyene eklenir.',
  ],
  [
    'deposit20',
    'summary_en',
    '20% on one deposit a day, up to 1,000 TRY; no wagering, it goes straight to your balance.',
    '20% on one deposit a day, up to ₺1,000; no wagering, it goes straight to your balance.',
  ],
  ['casinoDiscount', 'title_tr', '%30 Casino Discount', '%30 Casino İndirimi'],
  [
    'casinoDiscount',
    'summary_tr',
    'Geçen haftanın (Pazartesi–Pazar) net slot ve canlı casino kayıplarının %30’u, en fazla 5.000 TRY; talep edince çevrimsiz olarak bakiyene eklenir.',
    'Geçen haftanın (Pazartesi–Pazar) net slot ve canlı casino kayıplarının %30’u, en fazla ₺5.000; talep edince çevrimsiz olarak bakiyene eklenir.',
  ],
  [
    'casinoDiscount',
    'summary_en',
    "30% of last week's (Monday–Sunday) net slot and live casino losses, up to 5,000 TRY; paid to your balance with no wagering when you claim it.",
    "30% of last week's (Monday–Sunday) net slot and live casino losses, up to ₺5,000; paid to your balance with no wagering when you claim it.",
  ],
  ['promo100', 'title_tr', '100 TRY Promosyon Kodu Bonusu', '₺100 Promosyon Kodu Bonusu'],
  ['promo100', 'title_en', '100 TRY Promo Code Bonus', '₺100 Promo Code Bonus'],
  [
    'promo100',
    'summary_tr',
    '100 TRY bonus; bonusun 10 katı 7 gün içinde çevrilir.',
    '₺100 bonus; bonusun 10 katı 7 gün içinde çevrilir.',
  ],
  [
    'promo100',
    'summary_en',
    'A 100 TRY bonus; wager 10 times the bonus within 7 days.',
    'A ₺100 bonus; wager 10 times the bonus within 7 days.',
  ],
  [
    'extra25',
    'summary_tr',
    'Bir yatırımına %25 bonus, en fazla 500 TRY; bonusun 5 katı 30 gün içinde çevrilir.',
    'Bir yatırımına %25 bonus, en fazla ₺500; bonusun 5 katı 30 gün içinde çevrilir.',
  ],
  [
    'extra25',
    'summary_en',
    'A 25% bonus on one deposit, up to 500 TRY; wager 5 times the bonus within 30 days.',
    'A 25% bonus on one deposit, up to ₺500; wager 5 times the bonus within 30 days.',
  ],
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const statements = [
  ...['name_tr', 'name_en'].map(
    (name) => `UPDATE cash_transactions t
       SET account_label = substr(t.account_label, length(m.${name}) + 4)
       FROM payment_methods m
       WHERE m.id = t.method_id AND t.bank_account_id IS NULL
         AND left(t.account_label, length(m.${name}) + 3) = m.${name} || ' · '`,
  ),
  ...OFFER_TEXTS.map(
    ([slug, column, before, after]) =>
      `UPDATE bonus_offers SET ${column} = ${literal(after)}
       WHERE slug = ${literal(slug)} AND ${column} = ${literal(before)}`,
  ),
];
