/**
 * What machines need from the outside world. src/ implements these over the API client and
 * the browser; tests implement them with fakes. Machines only see them through provided actors.
 */
import type {
  AuthenticatorKey,
  AuthenticatorStatus,
  FavoriteType,
  InformationRecord,
  InformationType,
  License,
  LoginAnswerWithSession,
  LoginCredentials,
  MaintenanceStatus,
  PasswordChangeValues,
  PasswordResetValues,
  Popup,
  Promotion,
  Slider,
  SliderPlace,
  SiteType,
  SpecialDateInformation,
  SessionContext,
  Tournament,
  TwoFactorType,
} from './shared/contract.ts';
import type { UserProfile } from './shared/session.ts';
import type { Registration } from './shared/validation/account-schemas.ts';

export interface MaintenanceApi {
  /** maintenance check_status: status true while the site is under maintenance. */
  checkStatus(): Promise<MaintenanceStatus>;
}

/**
 * Class `user` of the platform API. Failures reject with an Error whose message is the server's
 * (translated) message; an ApiError-like `kind` says why ('refused' for result false, 'network', …).
 */
export interface AuthApi {
  /** The adapter encrypts uid, sid and uip of the answer into the session it returns. */
  login(credentials: LoginCredentials): Promise<LoginAnswerWithSession>;
  /** check_ga for a pending login session: true when the code was accepted. */
  checkCode(session: SessionContext, code: string): Promise<boolean>;
  register(values: Registration): Promise<void>;
  forgot(email: string): Promise<void>;
  resetPassword(values: PasswordResetValues): Promise<void>;
  changePassword(values: PasswordChangeValues): Promise<void>;
  /** change_username with the current password: the new username as the server keeps it. */
  changeUsername(values: { username: string; password: string }): Promise<{ username: string }>;
  /** change_email with the current password: the new address as the server keeps it. */
  changeEmail(values: { email: string; password: string }): Promise<{ email: string }>;
  getProfile(): Promise<UserProfile>;
  logout(): Promise<void>;
  /** check_user_ga */
  authenticatorStatus(): Promise<AuthenticatorStatus>;
  /** user_generate_ga: a new secret, pending until confirmAuthenticator accepts a code for it. */
  generateAuthenticator(): Promise<AuthenticatorKey>;
  /** check_ga for the generated secret: true switches the authenticator on. */
  confirmAuthenticator(code: string): Promise<boolean>;
  /** clear_generated_ga: a valid code switches the authenticator off; a wrong one rejects. */
  disableAuthenticator(code: string): Promise<void>;
  sendSms(): Promise<void>;
  /** sms_validate: true when the code was accepted (the phone is then confirmed). */
  validateSms(code: string): Promise<boolean>;
  /** two_auth_type without `type`. */
  twoFactorType(): Promise<TwoFactorType>;
  setTwoFactorType(type: Exclude<TwoFactorType, 'authenticator'>): Promise<void>;
  favorites(type: FavoriteType): Promise<number[]>;
  addFavorite(type: FavoriteType, id: number): Promise<void>;
  removeFavorite(type: FavoriteType, id: number): Promise<void>;
}

export interface ContentApi {
  getSliders(params: { limit: number; offset: number }): Promise<Slider[]>;
  getPlacedSliders(params: {
    SiteType: SiteType;
    SliderType: string;
    sliderPlace: SliderPlace;
  }): Promise<Slider[]>;
  getPromotions(): Promise<Promotion[]>;
  getPopups(): Promise<Popup[]>;
  getInformation(type: InformationType): Promise<InformationRecord>;
  getSpecialDates(): Promise<SpecialDateInformation[]>;
  getTournaments(params: { limit: number; offset: number }): Promise<Tournament[]>;
  getLicenses(): Promise<License[]>;
}
