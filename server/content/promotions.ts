import type { PromotionCategory } from '../../machines/shared/contract.ts';
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
  /** The bonus offer (bonus_offers.slug) the promotion advertises: the site links to it. */
  offerSlug?: string;
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
    offerSlug: 'welcome',
    tr: {
      title: "999 TRY'ye Varan %50 Hoş Geldin Bonusu",
      summary: 'İlk yatırımına %50, en fazla 999 TRY hoş geldin bonusu.',
      content: `<p>Aramıza hoş geldin! İlk yatırımına <strong>%50</strong> oranında, <strong>999 TRY</strong>'ye kadar bonus hesabına anında tanımlanır.</p>${terms(
        [
          'Minimum yatırım tutarı 100 TRY’dir; bonus, yatırım adımında seçilir.',
          'Bonus tutarının 20 katı 30 gün içinde çevrilmelidir.',
          'Slot oyunları çevrime %100, sanal oyunlar %50, canlı casino %10 sayılır.',
          'Bonus aktifken tek bahis en fazla 50 TRY olabilir.',
          'Her üye bu bonustan bir kez yararlanabilir.',
        ],
      )}`,
    },
    en: {
      title: '50% Welcome Bonus up to 999 TRY',
      summary: 'A 50% bonus on your first deposit, up to 999 TRY.',
      content: `<p>Welcome aboard! Your first deposit earns a <strong>50%</strong> bonus of up to <strong>999 TRY</strong>, credited at once.</p>${terms(
        [
          'The minimum deposit is 100 TRY; choose the bonus in the deposit step.',
          'The bonus must be wagered 20 times within 30 days.',
          'Slots count 100% toward wagering, virtual games 50%, live casino 10%.',
          'While the bonus is active, a single bet may be at most 50 TRY.',
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
    offerSlug: 'casinoDiscount',
    tr: {
      title: '%30 Casino Discount',
      summary: 'Haftalık net casino kayıplarının %30’u hesabına iade edilir.',
      content: `<p>Şansın yaver gitmediği haftalarda da yanındayız: geçen haftaki net slot ve canlı casino kayıplarının <strong>%30</strong>’u Bonuslarım sayfasından talep ettiğinde hesabına eklenir.</p>${terms(
        [
          'Discount, pazartesi 00:00 ile pazar 23:59 (Türkiye saati) arasındaki net kayıp üzerinden hesaplanır.',
          'Haftalık üst sınır 5.000 TRY’dir; her hafta bir kez talep edilebilir.',
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
          'The weekly cap is 5,000 TRY; it can be claimed once a week.',
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
    offerSlug: 'deposit20',
    tr: {
      title: '%20 Çevrimsiz Yatırım Bonusu',
      summary: 'Her yatırımına %20 bonus, hiçbir çevrim şartı olmadan.',
      content: `<p>Yaptığın her yatırıma <strong>%20</strong> bonus, üstelik <strong>çevrim şartı yok</strong>. Kazandığını dilediğin an çekebilirsin.</p>${terms(
        [
          'Minimum yatırım 100 TRY, bonus yatırım başına en fazla 1.000 TRY’dir.',
          'Günde bir yatırım için, yatırım adımında seçilerek alınır.',
          'Bonus doğrudan nakit bakiyene eklenir.',
        ],
      )}`,
    },
    en: {
      title: '20% Deposit Bonus, No Wagering',
      summary: 'A 20% bonus on every deposit, with no wagering requirement.',
      content: `<p>Get a <strong>20%</strong> bonus on every deposit with <strong>no wagering requirement</strong>. Withdraw your winnings whenever you like.</p>${terms(
        [
          'The minimum deposit is 100 TRY; the bonus is capped at 1,000 TRY per deposit.',
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
    start: day(-20),
    end: day(40),
    tr: {
      title: 'Canlı Casino %15 Kayıp Bonusu',
      summary: 'Haftalık canlı casino kayıplarına %15 iade.',
      content: `<p>Rulet, blackjack ve baccarat masalarındaki haftalık net kayıplarının <strong>%15</strong>’i her pazartesi hesabında.</p>${terms(
        ['En az 500 TRY haftalık net kayıp gerekir.', 'Bonus 1 kat çevrime tabidir.'],
      )}`,
    },
    en: {
      title: '15% Live Casino Cashback',
      summary: '15% back on your weekly live casino losses.',
      content: `<p><strong>15%</strong> of your weekly net losses at roulette, blackjack and baccarat tables lands in your account every Monday.</p>${terms(
        ['A weekly net loss of at least 500 TRY is required.', 'The bonus must be wagered once.'],
      )}`,
    },
  },
  {
    id: 5,
    category: 'sport',
    status: true,
    start: day(-10),
    end: day(80),
    tr: {
      title: 'Kombine Kupon Sigortası',
      summary: '5 ve üzeri maçlı kuponun tek maçla yatarsa bahis tutarın iade.',
      content: `<p>En az 5 maçlık ve her maçı 1.50 ve üzeri orana sahip kombine kuponun <strong>tek maç</strong> yüzünden kaybederse, bahis tutarının tamamı bonus olarak iade edilir.</p>${terms(
        ['Azami iade 1.000 TRY’dir.', 'Canlı bahis ve sistem kuponları kampanyaya dahil değildir.'],
      )}`,
    },
    en: {
      title: 'Accumulator Insurance',
      summary: 'Your stake back when a 5+ leg accumulator loses by one match.',
      content: `<p>If an accumulator of at least 5 legs, each priced 1.50 or more, loses by <strong>a single match</strong>, your whole stake is refunded as a bonus.</p>${terms(
        ['The maximum refund is 1,000 TRY.', 'Live bets and system bets are excluded.'],
      )}`,
    },
  },
  {
    id: 6,
    category: 'sport',
    status: true,
    start: day(3),
    end: day(10),
    tr: {
      title: 'Derbi Haftası Yükseltilmiş Oranlar',
      summary: 'Derbi maçlarında seçili marketlerde artırılmış oranlar.',
      content: `<p>Derbi haftası boyunca maç sonucu ve karşılıklı gol marketlerinde <strong>yükseltilmiş oranlar</strong> seni bekliyor.</p>${terms(['Yükseltilmiş oranlarda azami bahis 2.500 TRY’dir.'])}`,
    },
    en: {
      title: 'Derby Week Boosted Odds',
      summary: 'Boosted odds on selected derby markets.',
      content: `<p>All derby week long, <strong>boosted odds</strong> await you on match result and both-teams-to-score markets.</p>${terms(['The maximum stake on boosted odds is 2,500 TRY.'])}`,
    },
  },
  {
    id: 7,
    category: 'casino',
    status: true,
    start: day(4),
    end: day(6, 23),
    tr: {
      title: 'Hafta Sonu Freespin Yağmuru',
      summary: 'Cumartesi ve pazar 500 TRY yatırıma 50 freespin.',
      content: `<p>Hafta sonu yapacağın 500 TRY ve üzeri yatırıma <strong>Sweet Bonanza</strong>’da 50 freespin hediye.</p>${terms(['Freespin kazançları 20 kat çevrime tabidir.'])}`,
    },
    en: {
      title: 'Weekend Free Spin Shower',
      summary: '50 free spins for a 500 TRY deposit on Saturday and Sunday.',
      content: `<p>Deposit 500 TRY or more at the weekend and get <strong>50 free spins</strong> on Sweet Bonanza.</p>${terms(['Free spin winnings must be wagered 20 times.'])}`,
    },
  },
  {
    id: 8,
    category: 'general',
    status: true,
    start: day(-60),
    end: day(-20),
    tr: {
      title: 'Yılbaşı Mega Çekilişi',
      summary: 'Her 1.000 TRY yatırıma bir çekiliş bileti.',
      content: `<p>Yılbaşı çekilişimiz tamamlandı. Katılan tüm üyelerimize teşekkür ederiz; kazanan bilet numaraları bilet sayfasında.</p>`,
    },
    en: {
      title: 'New Year Mega Draw',
      summary: 'One draw ticket for every 1,000 TRY deposited.',
      content: `<p>Our New Year draw is over. Thanks to every member who took part; the winning ticket numbers are on the tickets page.</p>`,
    },
  },
  {
    id: 9,
    category: 'casino',
    status: true,
    start: day(-45),
    end: day(-15),
    tr: {
      title: 'Kış Turnuvası Freespinleri',
      summary: 'Kış turnuvası katılımcılarına 100 freespin.',
      content: `<p>Kış turnuvası sona erdi. Freespinler katılımcıların hesaplarına tanımlandı.</p>`,
    },
    en: {
      title: 'Winter Tournament Free Spins',
      summary: '100 free spins for winter tournament players.',
      content: `<p>The winter tournament has ended. The free spins have been credited to the players’ accounts.</p>`,
    },
  },
  {
    id: 10,
    category: 'general',
    status: false,
    start: day(-5),
    end: day(60),
    tr: {
      title: 'Arkadaşını Getir Bonusu',
      summary: 'Davet ettiğin her arkadaşın için 250 TRY.',
      content: `<p>Bu kampanya geçici olarak durduruldu.</p>`,
    },
    en: {
      title: 'Refer a Friend Bonus',
      summary: '250 TRY for every friend you invite.',
      content: `<p>This campaign is paused for now.</p>`,
    },
  },
];
