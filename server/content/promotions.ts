import type { PromotionCategory } from '../../machines/shared/contract.ts';
import { aboutDraw, aboutOffer, aboutTournament, type About } from './about.ts';
import { day } from './offsets.ts';

interface PromotionText {
  title: string;
  summary: string;
  content: string;
}

export interface PromotionSeed {
  id: number;
  category: PromotionCategory;
  status: boolean;
  start: string;
  end: string;
  /**
   * What the promotion advertises (about.ts): an offer's slug goes to the site as OfferSlug; a
   * promotion of the draw is served with the campaign's dates (cmscontroller), not its own.
   */
  about?: About;
  tr: PromotionText;
  en: PromotionText;
}

const terms = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const PROMOTIONS: PromotionSeed[] = [
  {
    id: 1,
    category: 'general',
    status: true,
    start: day(-90),
    end: day(275),
    about: aboutOffer('welcome'),
    tr: {
      title: "₺999'a Varan %50 Hoş Geldin Bonusu",
      summary: 'İlk yatırımına %50, en fazla ₺999 hoş geldin bonusu.',
      content: `<p>Aramıza hoş geldin! İlk yatırımına <strong>%50</strong> oranında, <strong>₺999</strong>'ye kadar bonus hesabına anında tanımlanır.</p>${terms(
        [
          'Minimum yatırım tutarı ₺100’dür; bonus, yatırım adımında seçilir.',
          'Bonus tutarının 20 katı 30 gün içinde çevrilmelidir.',
          'Slot oyunları çevrime %100, sanal oyunlar %50, canlı casino %10 sayılır.',
          'Bonus aktifken tek bahis en fazla ₺50 olabilir.',
          'Her üye bu bonustan bir kez yararlanabilir.',
        ],
      )}`,
    },
    en: {
      title: '50% Welcome Bonus up to ₺999',
      summary: 'A 50% bonus on your first deposit, up to ₺999.',
      content: `<p>Welcome aboard! Your first deposit earns a <strong>50%</strong> bonus of up to <strong>₺999</strong>, credited at once.</p>${terms(
        [
          'The minimum deposit is ₺100; choose the bonus in the deposit step.',
          'The bonus must be wagered 20 times within 30 days.',
          'Slots count 100% toward wagering, virtual games 50%, live casino 10%.',
          'While the bonus is active, a single bet may be at most ₺50.',
          'One bonus per member.',
        ],
      )}`,
    },
  },
  {
    id: 2,
    category: 'casino',
    status: true,
    start: day(-120),
    end: day(245),
    about: aboutOffer('casinoDiscount'),
    tr: {
      title: '%30 Casino İndirimi',
      summary: 'Haftalık net casino kayıplarının %30’u hesabına iade edilir.',
      content: `<p>Şansın yaver gitmediği haftalarda da yanındayız: geçen haftaki net slot ve canlı casino kayıplarının <strong>%30</strong>’u Bonuslarım sayfasından talep ettiğinde hesabına eklenir.</p>${terms(
        [
          'Discount, pazartesi 00:00 ile pazar 23:59 (Türkiye saati) arasındaki net kayıp üzerinden hesaplanır.',
          'Haftalık üst sınır ₺5.000’dir; her hafta bir kez talep edilebilir.',
          'Discount tutarı çevrimsizdir ve doğrudan çekilebilir.',
        ],
      )}`,
    },
    en: {
      title: '30% Casino Discount',
      summary: '30% of your weekly net casino losses paid back to your account.',
      content: `<p>We have your back on unlucky weeks too: <strong>30%</strong> of last week’s net slot and live casino losses is added to your account when you claim it on the My bonuses page.</p>${terms(
        [
          'The discount is calculated on net losses from Monday 00:00 to Sunday 23:59 (Turkish time).',
          'The weekly cap is ₺5,000; it can be claimed once a week.',
          'The discount carries no wagering and can be withdrawn directly.',
        ],
      )}`,
    },
  },
  {
    id: 3,
    category: 'general',
    status: true,
    start: day(-60),
    end: day(300),
    about: aboutOffer('deposit20'),
    tr: {
      title: '%20 Çevrimsiz Yatırım Bonusu',
      summary: 'Günün bir yatırımına %20 bonus, hiçbir çevrim şartı olmadan.',
      content: `<p>Günün bir yatırımına <strong>%20</strong> bonus, üstelik <strong>çevrim şartı yok</strong>. Kazandığını dilediğin an çekebilirsin.</p>${terms(
        [
          'Minimum yatırım ₺100, bonus yatırım başına en fazla ₺1.000’dir.',
          'Günde bir yatırım için, yatırım adımında seçilerek alınır.',
          'Bonus doğrudan nakit bakiyene eklenir.',
        ],
      )}`,
    },
    en: {
      title: '20% Deposit Bonus, No Wagering',
      summary: 'A 20% bonus on one deposit a day, with no wagering requirement.',
      content: `<p>Get a <strong>20%</strong> bonus on one deposit a day with <strong>no wagering requirement</strong>. Withdraw your winnings whenever you like.</p>${terms(
        [
          'The minimum deposit is ₺100; the bonus is capped at ₺1,000 per deposit.',
          'Once a day, chosen in the deposit step.',
          'The bonus is paid straight into your cash balance.',
        ],
      )}`,
    },
  },
  {
    id: 4,
    category: 'live',
    status: true,
    start: day(-1),
    end: day(6, 23),
    about: aboutTournament(2),
    tr: {
      title: 'Canlı Rulet Liderlik Yarışı',
      summary: 'Canlı rulet masalarında her ₺10 bahis 1 puan; ilk 50 oyuncu ödül kazanır.',
      content: `<p>Canlı rulet masalarında oynadığın her ₺10 bahis sana 1 puan kazandırır. Turnuva sonunda ilk 50 oyuncu <strong>₺150.000</strong> ödül havuzunu paylaşır.</p>${terms(
        ['Katılım otomatiktir; sıralamayı Turnuvalar sayfasında izleyebilirsin.'],
      )}`,
    },
    en: {
      title: 'Live Roulette Leaderboard',
      summary: 'Every ₺10 bet at live roulette earns 1 point; the top 50 players win prizes.',
      content: `<p>Every ₺10 you bet at live roulette tables earns 1 point. When the tournament ends, the top 50 players share the <strong>₺150,000</strong> prize pool.</p>${terms(
        ['You take part automatically; follow the standings on the Tournaments page.'],
      )}`,
    },
  },
  {
    id: 5,
    category: 'live',
    status: true,
    start: day(5, 18),
    end: day(7, 23),
    about: aboutTournament(4),
    tr: {
      title: 'Hafta Sonu Blackjack Maratonu',
      summary: 'Hafta sonu en çok el kazanan 20 oyuncu ödül kazanır.',
      content: `<p>Hafta sonu boyunca canlı blackjack masalarında en çok el kazanan 20 oyuncu <strong>₺100.000</strong> ödül havuzunu paylaşır.</p>`,
    },
    en: {
      title: 'Weekend Blackjack Marathon',
      summary: 'The 20 players who win the most hands over the weekend win prizes.',
      content: `<p>Over the weekend, the 20 players who win the most hands at live blackjack tables share the <strong>₺100,000</strong> prize pool.</p>`,
    },
  },
  {
    id: 6,
    category: 'casino',
    status: true,
    start: day(2, 12),
    end: day(9, 12),
    about: aboutTournament(3),
    tr: {
      title: 'Sweet Castle Çarpan Turnuvası',
      summary: 'Sweet Castle’da tek spinde en yüksek çarpanı yakalayan 100 oyuncu ödül kazanır.',
      content: `<p>Sweet Castle’da tek spinde en yüksek kazanç çarpanını yakalayan 100 oyuncu <strong>₺250.000</strong> ödül havuzunu paylaşır. Minimum bahis ₺1.</p>`,
    },
    en: {
      title: 'Sweet Castle Multiplier Tournament',
      summary:
        'The 100 players with the highest single-spin multiplier on Sweet Castle win prizes.',
      content: `<p>The 100 players with the highest single-spin win multiplier on Sweet Castle share the <strong>₺250,000</strong> prize pool. Minimum bet ₺1.</p>`,
    },
  },
  {
    id: 7,
    category: 'casino',
    status: true,
    start: day(-3),
    end: day(4, 23),
    about: aboutTournament(1),
    tr: {
      title: 'Drops & Wins Haftalık Slot Turnuvası',
      summary: 'Seçili Drops & Wins slotlarında en yüksek çarpanı yakala, ödüllerden payını al.',
      content: `<p>Seçili Red Fox Gaming Drops & Wins slotlarında en yüksek çarpanı yakalayan ilk 50 oyuncu <strong>₺500.000</strong> ödül havuzunu paylaşır. Minimum bahis ₺2.</p>`,
    },
    en: {
      title: 'Drops & Wins Weekly Slot Tournament',
      summary: 'Hit the highest multiplier on selected Drops & Wins slots and share the prizes.',
      content: `<p>The top 50 players with the highest multiplier on selected Red Fox Gaming Drops & Wins slots share the <strong>₺500,000</strong> prize pool. Minimum bet ₺2.</p>`,
    },
  },
  {
    id: 8,
    category: 'general',
    status: true,
    // Served with the campaign's dates (cmscontroller); these stand in for a platform without one.
    start: day(-30),
    end: day(60),
    about: aboutDraw,
    tr: {
      title: 'Yılbaşı Mega Çekilişi',
      summary: '₺250 ve üzeri her yatırımına bir çekiliş bileti.',
      content: `<p>Kampanya süresince tamamladığın <strong>₺250</strong> ve üzeri her yatırım sana bir çekiliş bileti kazandırır. Çekiliş <strong>1 Ocak</strong> akşamı yapılır; biletlerini Biletlerim sayfasında görebilirsin.</p>`,
    },
    en: {
      title: 'New Year Mega Draw',
      summary: 'One draw ticket for every deposit of ₺250 or more.',
      content: `<p>Every deposit of <strong>₺250</strong> or more you complete during the campaign earns a draw ticket. The draw takes place on the evening of <strong>1 January</strong>; see your tickets on the My Tickets page.</p>`,
    },
  },
  {
    id: 9,
    category: 'casino',
    status: true,
    start: day(-20),
    end: day(-13),
    about: aboutTournament(5),
    tr: {
      title: 'Gems of Olympus Kış Kupası',
      summary: 'Gems of Olympus’ta en yüksek çarpanı yakalayan 25 oyuncu ödül kazandı.',
      content: `<p>Turnuva tamamlandı; <strong>₺300.000</strong> ödül havuzu kazananların hesaplarına aktarıldı. Katılan herkese teşekkürler!</p>`,
    },
    en: {
      title: 'Gems of Olympus Winter Cup',
      summary: 'The 25 players with the highest multiplier on Gems of Olympus won prizes.',
      content: `<p>The tournament is over; the <strong>₺300,000</strong> prize pool has been paid to the winners. Thanks to everyone who took part!</p>`,
    },
  },
  {
    id: 10,
    category: 'general',
    status: false,
    start: day(-5),
    end: day(60),
    about: aboutOffer('promo100'),
    tr: {
      title: '₺100 Promosyon Kodu Bonusu',
      summary: 'HOSGELDIN100 koduyla ₺100 bonus.',
      content: `<p><strong>HOSGELDIN100</strong> kodunu Bonuslarım sayfasında gir, <strong>₺100</strong> bonus hesabına eklensin. Bonusun 10 katı 7 gün içinde çevrilir.</p>`,
    },
    en: {
      title: '₺100 Promo Code Bonus',
      summary: 'A ₺100 bonus with the code HOSGELDIN100.',
      content: `<p>Enter <strong>HOSGELDIN100</strong> on the My bonuses page and a <strong>₺100</strong> bonus is added to your account. Wager 10 times the bonus within 7 days.</p>`,
    },
  },
];
