import type { Audience, License } from '../../machines/shared/contract.ts';
import { aboutDraw, aboutOffer, aboutTournament, type About } from './about.ts';
import type { GameKind } from '../../machines/shared/history.ts';
import type { TournamentPrize, TournamentRuleKind } from '../../machines/shared/tournaments.ts';
import { day } from './offsets.ts';

export interface PopupSeed {
  id: number;
  active: boolean;
  link: string;
  tr: { title: string; content: string };
  en: { title: string; content: string };
  about?: About;
  /** Left out: everyone. */
  audience?: Audience;
}

export const POPUPS: PopupSeed[] = [
  {
    id: 1,
    active: true,
    link: '/register',
    audience: 'anonymous',
    about: aboutOffer('welcome'),
    tr: {
      title: "₺999'a Varan Hoş Geldin Bonusu",
      content:
        '<p>İlk yatırımına <strong>%50</strong> bonus seni bekliyor. Hemen üye ol, kazanmaya başla!</p>',
    },
    en: {
      title: 'Welcome Bonus up to ₺999',
      content:
        '<p>A <strong>50%</strong> bonus awaits your first deposit. Sign up now and start winning!</p>',
    },
  },
  {
    id: 2,
    active: false,
    link: '/promotions',
    about: aboutDraw,
    tr: {
      title: 'Yılbaşı Mega Çekilişi',
      content:
        '<p><strong>₺250</strong> ve üzeri her yatırımına bir çekiliş bileti. Çekiliş 1 Ocak akşamı!</p>',
    },
    en: {
      title: 'New Year Mega Draw',
      content:
        '<p>A draw ticket for every deposit of <strong>₺250</strong> or more. The draw is on the evening of 1 January!</p>',
    },
  },
  {
    id: 3,
    active: false,
    link: '/',
    tr: {
      title: 'Planlı Bakım Duyurusu',
      content: '<p>Gece 03:00–04:00 arasında kısa bir bakım çalışması yapılacaktır.</p>',
    },
    en: {
      title: 'Scheduled Maintenance',
      content: '<p>A short maintenance will take place between 03:00 and 04:00.</p>',
    },
  },
];

export interface SpecialDateSeed {
  id: number;
  status: boolean;
  start: string;
  end: string;
  tr: { title: string; text: string };
  en: { title: string; text: string };
  about?: About;
}

export const SPECIAL_DATES: SpecialDateSeed[] = [
  {
    id: 1,
    status: true,
    start: day(-2),
    end: day(5),
    about: aboutOffer('extra25'),
    tr: {
      title: 'EKSTRA25 ile %25 Yatırım Bonusu',
      text: '<p><strong>EKSTRA25</strong> koduyla bir yatırımına %25, en fazla <strong>₺500</strong> bonus. Bonusun 5 katı 30 gün içinde çevrilir.</p>',
    },
    en: {
      title: '25% Deposit Bonus with EKSTRA25',
      text: '<p>With the code <strong>EKSTRA25</strong>, a 25% bonus of up to <strong>₺500</strong> on one deposit. Wager 5 times the bonus within 30 days.</p>',
    },
  },
  {
    id: 2,
    status: true,
    start: day(5, 18),
    end: day(7, 23),
    about: aboutTournament(4),
    tr: {
      title: 'Hafta Sonu Blackjack Maratonu',
      text: '<p>Hafta sonu en çok el kazanan 20 oyuncu <strong>₺100.000</strong> ödül havuzunu paylaşır.</p>',
    },
    en: {
      title: 'Weekend Blackjack Marathon',
      text: '<p>The 20 players who win the most hands this weekend share the <strong>₺100,000</strong> prize pool.</p>',
    },
  },
  {
    id: 3,
    status: false,
    start: day(-20),
    end: day(-13),
    about: aboutTournament(5),
    tr: { title: 'Gems of Olympus Kış Kupası', text: '<p>Turnuva sona erdi.</p>' },
    en: { title: 'Gems of Olympus Winter Cup', text: '<p>The tournament has ended.</p>' },
  },
];

export interface TournamentSeed {
  id: number;
  /** Kuruş. */
  prizePool: number;
  start: string;
  end: string;
  tr: { title: string; description: string };
  en: { title: string; description: string };
  /** How its leaderboard counts (machines/shared/tournaments.ts); amounts kuruş. */
  rule: {
    kind: TournamentRuleKind;
    stakePerPoint?: number;
    minBet: number;
    /** Games of the seeded catalogue (server/db/catalogue.ts), virtual ones by provider id. */
    games: { gameType: GameKind; gameId: number }[];
    /** Sums to the prize pool. */
    prizes: TournamentPrize[];
  };
}

const tl = (lira: number) => lira * 100;

const slots = (...ids: number[]) => ids.map((gameId) => ({ gameType: 'slot' as const, gameId }));
const tables = (...ids: number[]) => ids.map((gameId) => ({ gameType: 'live' as const, gameId }));

/** The podium, then ranks sharing an amount each: [toRank, lira] after rank 3. */
const prizes = (podium: [number, number, number], ...bands: [number, number][]) => {
  const table: TournamentPrize[] = podium.map((lira, i) => ({
    fromRank: i + 1,
    toRank: i + 1,
    amount: tl(lira),
  }));
  for (const [toRank, lira] of bands) {
    table.push({ fromRank: table.at(-1)!.toRank + 1, toRank, amount: tl(lira) });
  }
  return table;
};

/** Two running, two coming and two finished, whatever the day. */
export const TOURNAMENTS: TournamentSeed[] = [
  {
    id: 1,
    prizePool: tl(500_000),
    start: day(-3),
    end: day(4, 23),
    // The most popular Drops & Wins slots of Red Fox Gaming.
    rule: {
      kind: 'multiplier',
      minBet: tl(2),
      games: slots(2858, 2786, 2259, 2090, 1122),
      prizes: prizes([150_000, 100_000, 50_000], [10, 20_000], [50, 1_500]),
    },
    tr: {
      title: 'Drops & Wins Haftalık Slot Turnuvası',
      description:
        'Seçili Red Fox Gaming Drops & Wins slotlarında en yüksek çarpanı yakala, ödüllerden payını al. Minimum bahis ₺2.',
    },
    en: {
      title: 'Drops & Wins Weekly Slot Tournament',
      description:
        'Hit the highest multiplier on selected Red Fox Gaming Drops & Wins slots and share the prizes. Minimum bet ₺2.',
    },
  },
  {
    id: 2,
    prizePool: tl(150_000),
    start: day(-1),
    end: day(6, 23),
    // Lumen Live's roulette tables.
    rule: {
      kind: 'stake',
      stakePerPoint: tl(10),
      minBet: 0,
      games: tables(3, 14, 20, 23),
      prizes: prizes([30_000, 20_000, 15_000], [10, 5_000], [50, 1_250]),
    },
    tr: {
      title: 'Canlı Rulet Liderlik Yarışı',
      description: 'Canlı rulet masalarında her ₺10 bahis 1 puan. İlk 50 oyuncu ödül kazanır.',
    },
    en: {
      title: 'Live Roulette Leaderboard',
      description:
        'Every ₺10 bet at live roulette tables earns 1 point. The top 50 players win prizes.',
    },
  },
  {
    id: 3,
    prizePool: tl(250_000),
    start: day(2, 12),
    end: day(9, 12),
    rule: {
      kind: 'multiplier',
      minBet: tl(1),
      games: slots(367),
      prizes: prizes([50_000, 30_000, 20_000], [10, 10_000], [50, 1_200], [100, 640]),
    },
    tr: {
      title: 'Sweet Castle Çarpan Turnuvası',
      description: 'Tek spinde en yüksek kazanç çarpanını yakalayan 100 oyuncu ödülü paylaşır.',
    },
    en: {
      title: 'Sweet Castle Multiplier Tournament',
      description: 'The 100 players with the highest single-spin multiplier share the prize.',
    },
  },
  {
    id: 4,
    prizePool: tl(100_000),
    start: day(5, 18),
    end: day(7, 23),
    // Lumen Live's blackjack tables.
    rule: {
      kind: 'wins',
      minBet: 0,
      games: tables(1, 4, 5, 6, 7, 12, 18, 21, 22, 24),
      prizes: prizes([30_000, 20_000, 10_000], [10, 4_000], [20, 1_200]),
    },
    tr: {
      title: 'Hafta Sonu Blackjack Maratonu',
      description: 'Hafta sonu boyunca en çok el kazanan blackjack oyuncuları ödüllendirilir.',
    },
    en: {
      title: 'Weekend Blackjack Marathon',
      description: 'The blackjack players who win the most hands over the weekend are rewarded.',
    },
  },
  {
    id: 5,
    prizePool: tl(300_000),
    start: day(-20),
    end: day(-13),
    rule: {
      kind: 'multiplier',
      minBet: tl(2),
      games: slots(1681),
      prizes: prizes([100_000, 60_000, 40_000], [10, 10_000], [25, 2_000]),
    },
    tr: {
      title: 'Gems of Olympus Kış Kupası',
      description: 'Turnuva tamamlandı; ödüller kazananların hesaplarına aktarıldı.',
    },
    en: {
      title: 'Gems of Olympus Winter Cup',
      description: 'The tournament is over; the prizes have been paid to the winners.',
    },
  },
  {
    id: 6,
    prizePool: tl(75_000),
    start: day(-10),
    end: day(-8),
    rule: {
      kind: 'multiplier',
      minBet: tl(50),
      games: [{ gameType: 'virtual', gameId: 904 }],
      prizes: prizes([25_000, 15_000, 10_000], [10, 2_500], [20, 750]),
    },
    tr: {
      title: 'Zeplin Rekor Turnuvası',
      description: 'Zeplin’de en yüksek çarpanla nakit çıkan oyuncular kazandı. Minimum bahis ₺50.',
    },
    en: {
      title: 'Zeplin Record Tournament',
      description:
        'The players who cashed out at the highest Zeplin multipliers won. Minimum bet ₺50.',
    },
  },
];

export const LICENSES: License[] = [
  {
    id: 1,
    name: 'Curaçao eGaming',
    authority: 'Curaçao Gaming Control Board',
    number: 'OGL/2024/1187/0612',
    url: '/media/license/1.svg',
  },
  {
    id: 2,
    name: 'Anjouan Gaming',
    authority: 'Anjouan Offshore Finance Authority',
    number: 'ALSI-142311027-FI3',
    url: '/media/license/2.svg',
  },
];
