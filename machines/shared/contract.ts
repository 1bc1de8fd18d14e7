/**
 * The platform API contract (spec §7): every call is POST {base}/v1 with this envelope.
 * Shared by the site's API client and the reference server, so both speak one shape.
 */
export const LANGUAGES = ['tr', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'tr';

export interface ApiTarget {
  class: string;
  method: string;
}

/** Session fields as the site keeps them: uid, sid and uip are RSA-OAEP ciphertexts (base64). */
export interface SessionContext {
  uid: string;
  sid: string;
  uip: string;
  gmt: string;
  lang: string;
}

export interface EnvelopeRequest<D = Record<string, unknown>> {
  api: ApiTarget;
  data: D & { Lang?: string };
  user?: SessionContext;
}

export interface Pagination {
  limit: number;
  offset: number;
  total: number;
}

export interface EnvelopeResponse<T = unknown> {
  result: boolean;
  data: T;
  message: string;
  pagination?: Pagination;
}

export const SITE_TYPES = ['desktop', 'mobile'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

/** Slider places: 'sol' is left, 'sag' is right, 'main' the home carousel. */
export const SLIDER_PLACES = ['main', 'sol', 'sag'] as const;
export type SliderPlace = (typeof SLIDER_PLACES)[number];

/**
 * Who a slide or popup speaks to: visitors without an account ('anonymous') or signed-in
 * players ('signedIn'). A platform may leave it out: the item then speaks to everyone.
 */
export const AUDIENCES = ['anonymous', 'signedIn'] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface Slider {
  id: number;
  Title: string;
  /**
   * The line the image shows under its title: with the title, the image's text as text for
   * those who cannot read the picture. Optional: a platform may send the title alone.
   */
  Subtitle?: string;
  Image: string;
  Link: string;
  Status: boolean;
  Start_date: string;
  End_date: string;
  sliderPlace: SliderPlace;
  Lang: Lang;
  SiteType: SiteType;
  SliderType: string;
  Sort: number;
  Audience?: Audience;
}

/** slider get_all_items and get_active_items: a slider with the site it belongs to. */
export type SiteSliderItem = Slider & { SiteId: number };

export type PromotionCategory = 'casino' | 'sport' | 'live' | 'general';

export interface Promotion {
  id: number;
  Title: string;
  Summary: string;
  /** HTML body, shown on the promotion's detail. */
  Content: string;
  Image: string;
  Category: PromotionCategory;
  Status: boolean;
  Start_date: string;
  End_date: string;
  /** The bonus offer the promotion advertises (BonusOffer.slug); the platform may not send it. */
  OfferSlug?: string;
}

export interface Popup {
  id: number;
  Title: string;
  Content: string;
  Image: string;
  Link: string;
  Active: boolean;
  Audience?: Audience;
}

export const INFORMATION_TYPES = [
  'SocialMediaLinks',
  'DomainBilgi',
  'bottomBarInfo',
  'SorumluOyunculuk',
  'SSSinformation',
  'GenelKurallar',
  'GizlilikBilgisi',
  'FinancialsInformation',
  'CasinoKurallari',
  'BahisKurallari',
  'PromoSart',
  'SiteInformation',
  'SupportContacts',
] as const;
export type InformationType = (typeof INFORMATION_TYPES)[number];

export interface InformationRecord {
  InfType: InformationType;
  Lang: Lang;
  /**
   * HTML; for SocialMediaLinks a JSON object of network name → URL (empty when unused); for
   * SupportContacts a JSON object { liveSupport, whatsapp, telegram, emails: { topic: address } }
   * (empty when the operator has not set them).
   */
  Text: string;
}

export const SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'reddit',
  'telegram',
  'whatsapp',
  'google',
  'pinterest',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The operator's support channels (spec §1), keys of the SupportContacts record. */
export const SUPPORT_CHANNELS = ['liveSupport', 'whatsapp', 'telegram'] as const;
export type SupportChannel = (typeof SUPPORT_CHANNELS)[number];

/** The topics of the support e-mails (spec §1), in the order the footer lists them. */
export const SUPPORT_TOPICS = [
  'documents',
  'vip',
  'contactChange',
  'bonuses',
  'membership',
  'general',
  'partnership',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export interface SpecialDateInformation {
  id: number;
  Title: string;
  Text: string;
  Image: string;
  Status: boolean;
  Start_date: string;
  End_date: string;
}

export interface Tournament {
  id: number;
  Title: string;
  Description: string;
  Image: string;
  /** Prize pool in kuruş. */
  PrizePool: number;
  Currency: 'TRY';
  Start_date: string;
  End_date: string;
}

export interface MaintenanceStatus {
  /** true while the site is under maintenance. */
  status: boolean;
  message: string;
  expectedEnd: string | null;
}

/** system ping: the platform answers, with its clock. */
export interface Pong {
  pong: true;
  time: string;
}

export interface License {
  id: number;
  name: string;
  authority: string;
  number: string;
  url: string;
}

/** Answer of GET v1/session-key: the RSA public key the site encrypts session fields with. */
export interface SessionKey {
  publicKey: string;
}

/**
 * Answer of user login. uid, sid and uip are plain here; the site encrypts them before keeping
 * them. When the player's authenticator is on, the session is pending and `gasecret` is an opaque
 * challenge longer than 10 characters: only check_ga may be called until the code is accepted.
 */
export interface LoginAnswer {
  rid: number;
  uid: string;
  sid: string;
  uip: string;
  gtm: string;
  language: Lang;
  username: string;
  /** ISO date-time of the previous login, null on the first one. */
  lastlogin: string | null;
  gasecret?: string;
  /** With gasecret: where the code comes from (absent: the authenticator app). */
  factor?: LoginFactor;
}

/** The second factor a login waits for. */
export type LoginFactor = 'authenticator' | 'sms';

/** What the AuthApi adapter hands back from login: the answer plus the encrypted session. */
export interface LoginAnswerWithSession {
  answer: LoginAnswer;
  session: SessionContext;
}

export interface LoginCredentials {
  /** Username or e-mail. */
  username: string;
  password: string;
}

export interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  passwordConfirm: string;
}

export interface PasswordResetValues {
  token: string;
  password: string;
  passwordConfirm: string;
}

export const TWO_FACTOR_TYPES = ['none', 'sms', 'authenticator'] as const;
export type TwoFactorType = (typeof TWO_FACTOR_TYPES)[number];

/** Answer of user_generate_ga: the base32 secret and its otpauth:// URI (for the QR code). */
export interface AuthenticatorKey {
  secret: string;
  uri: string;
}

export interface AuthenticatorStatus {
  enabled: boolean;
}

/** Favourite lists: slot games are 'casino', live tables 'livecasino' (spec §4). */
export const FAVORITE_TYPES = ['casino', 'livecasino'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];
