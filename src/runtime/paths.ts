import type { InformationType } from '../../machines/shared/contract.ts';
import type { HistoryKind } from '../../machines/shared/history.ts';

/** Route addresses used across the site (spec §2). */
export const PATHS = {
  home: '/',
  aboutUs: '/about-us',
  promotions: '/promotions',
  tournaments: '/tournaments',
  slot: '/slot',
  live: '/live',
  login: '/login',
  forgotPassword: '/forgot-password',
  accountReset: '/account_reset',
  /** The link of an e-mail change, sent to the new address. */
  accountEmail: '/account_email',
  register: '/register',
  registerConfirm: '/register-account-confirm',
  profile: '/profile',
  favorites: '/favorites',
  notifications: '/notifications',
  tickets: '/tickets',
  /** The bonus area: offers, promo codes, the active bonus and past ones (?claim={offerID}). */
  bonuses: '/bonuses',
  history: '/history',
  /** The old address of the bet history; it leads to the history's bets tab. */
  betHistory: '/bet-history',
  deposit: '/deposit',
  withdraw: '/withdraw',
  maintenance: '/maintenance',
  maintenanceControl: '/maintenance-control',
  maintenanceDemo: '/maintenance-demo',
  /** The periodic account review (UKGC RTS 12): the months' money since the last one. */
  accountReview: '/hesap-ozeti',
} as const;

/** The profile's responsible-gaming tools (limits, reality check, time-out, self-exclusion). */
export const PROTECTION_PATH = `${PATHS.profile}?tab=protection`;

/** A tab of the history area. */
export const historyPath = (kind: HistoryKind) => `${PATHS.history}/${kind}`;

/** The information pages of spec §2, each with its address and the CMS record it shows. */
export const INFO_PAGES = [
  { page: 'ResponsibleGaming', slug: 'responsible-gaming', type: 'SorumluOyunculuk' },
  { page: 'GeneralRules', slug: 'general-rules', type: 'GenelKurallar' },
  { page: 'Privacy', slug: 'privacy', type: 'GizlilikBilgisi' },
  { page: 'Financial', slug: 'financial', type: 'FinancialsInformation' },
  { page: 'CasinoRules', slug: 'casino-rules', type: 'CasinoKurallari' },
  { page: 'BetRules', slug: 'bet-rules', type: 'BahisKurallari' },
  { page: 'BonusRules', slug: 'bonus-rules', type: 'PromoSart' },
  { page: 'AboutUs', slug: 'about-us', type: 'SiteInformation' },
  { page: 'FAQ', slug: 'faq', type: 'SSSinformation' },
] as const satisfies readonly { page: string; slug: string; type: InformationType }[];

export type InfoPage = (typeof INFO_PAGES)[number];

export const infoPath = (slug: InfoPage['slug']) =>
  slug === 'about-us' ? PATHS.aboutUs : `/info/${slug}`;
