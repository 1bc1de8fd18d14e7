import type { License } from '../../machines/shared/contract.ts';
import { day } from './offsets.ts';

export interface PopupSeed {
  id: number;
  active: boolean;
  link: string;
  tr: { title: string; content: string };
  en: { title: string; content: string };
}

export const POPUPS: PopupSeed[] = [
  {
    id: 1,
    active: true,
    link: '/register',
    tr: {
      title: "999 TRY'ye Varan Hoş Geldin Bonusu",
      content:
        '<p>İlk yatırımına <strong>%50</strong> bonus seni bekliyor. Hemen üye ol, kazanmaya başla!</p>',
    },
    en: {
      title: 'Welcome Bonus up to 999 TRY',
      content:
        '<p>A <strong>50%</strong> bonus awaits your first deposit. Sign up now and start winning!</p>',
    },
  },
  {
    id: 2,
    active: false,
    link: '/promotions',
    tr: {
      title: 'Yılbaşı Mega Çekilişi',
      content: '<p>Çekiliş sona erdi, kazananları tebrik ederiz.</p>',
    },
    en: {
      title: 'New Year Mega Draw',
      content: '<p>The draw is over; congratulations to the winners.</p>',
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
}

export const SPECIAL_DATES: SpecialDateSeed[] = [
  {
    id: 1,
    status: true,
    start: day(-2),
    end: day(5),
    tr: {
      title: 'Doğum Günü Bonusu',
      text: '<p>Doğum gününde hesabına <strong>250 TRY</strong> çevrimsiz bonus hediye. Kimlik doğrulaması tamamlanmış hesaplar için geçerlidir.</p>',
    },
    en: {
      title: 'Birthday Bonus',
      text: '<p>A <strong>250 TRY</strong> no-wagering bonus on your birthday, for verified accounts.</p>',
    },
  },
  {
    id: 2,
    status: true,
    start: day(3),
    end: day(5),
    tr: {
      title: 'Bayram Özel %25 Yatırım Bonusu',
      text: '<p>Bayram boyunca tüm yatırımlarına %25 bonus. İyi bayramlar!</p>',
    },
    en: {
      title: 'Holiday Special 25% Deposit Bonus',
      text: '<p>A 25% bonus on every deposit throughout the holiday. Happy holidays!</p>',
    },
  },
  {
    id: 3,
    status: false,
    start: day(-40),
    end: day(-30),
    tr: { title: 'Sevgililer Günü Freespin', text: '<p>Kampanya sona erdi.</p>' },
    en: { title: 'Valentine’s Day Free Spins', text: '<p>The campaign has ended.</p>' },
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
}

const tl = (lira: number) => lira * 100;

/** Two running, two coming and two finished, whatever the day. */
export const TOURNAMENTS: TournamentSeed[] = [
  {
    id: 1,
    prizePool: tl(500_000),
    start: day(-3),
    end: day(4, 23),
    tr: {
      title: 'Drops & Wins Haftalık Slot Turnuvası',
      description:
        'Seçili Pragmatic Play slotlarında en yüksek çarpanı yakala, günlük ödüllerden payını al. Minimum bahis 2 TRY.',
    },
    en: {
      title: 'Drops & Wins Weekly Slot Tournament',
      description:
        'Hit the highest multiplier on selected Pragmatic Play slots and share the daily prizes. Minimum bet 2 TRY.',
    },
  },
  {
    id: 2,
    prizePool: tl(150_000),
    start: day(-1),
    end: day(6, 23),
    tr: {
      title: 'Canlı Rulet Liderlik Yarışı',
      description: 'Canlı rulet masalarında her 10 TRY bahis 1 puan. İlk 50 oyuncu ödül kazanır.',
    },
    en: {
      title: 'Live Roulette Leaderboard',
      description:
        'Every 10 TRY bet at live roulette tables earns 1 point. The top 50 players win prizes.',
    },
  },
  {
    id: 3,
    prizePool: tl(250_000),
    start: day(2, 12),
    end: day(9, 12),
    tr: {
      title: 'Sweet Bonanza Çarpan Turnuvası',
      description: 'Tek spinde en yüksek kazanç çarpanını yakalayan 100 oyuncu ödülü paylaşır.',
    },
    en: {
      title: 'Sweet Bonanza Multiplier Tournament',
      description: 'The 100 players with the highest single-spin multiplier share the prize.',
    },
  },
  {
    id: 4,
    prizePool: tl(100_000),
    start: day(5, 18),
    end: day(7, 23),
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
    tr: {
      title: 'Gates of Olympus Kış Kupası',
      description: 'Turnuva tamamlandı; ödüller kazananların hesaplarına aktarıldı.',
    },
    en: {
      title: 'Gates of Olympus Winter Cup',
      description: 'The tournament is over; the prizes have been paid to the winners.',
    },
  },
  {
    id: 6,
    prizePool: tl(75_000),
    start: day(-10),
    end: day(-8),
    tr: {
      title: 'Zeplin Rekor Turnuvası',
      description: 'Zeplin’de en yüksek çarpanla nakit çıkan oyuncular kazandı.',
    },
    en: {
      title: 'Zeplin Record Tournament',
      description: 'The players who cashed out at the highest Zeplin multipliers won.',
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
