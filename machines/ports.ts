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
import type {
  Coupon,
  CouponQuery,
  GameCategory,
  GameLaunch,
  GameListQuery,
  GameProvider,
  Jackpots,
  ListPage,
  LiveTable,
  RecentGame,
  SlotGame,
} from './shared/games.ts';
import type {
  Bank,
  BankAccount,
  BankAccountValues,
  CashierSummary,
  CashTransaction,
  CashType,
  DepositOutcome,
  DepositRequest,
  PaymentMethod,
  TransactionPage,
  TransactionQuery,
  WithdrawRequest,
} from './shared/finance.ts';
import type {
  GameRound,
  GameRoundQuery,
  HistoryExport,
  HistoryQuery,
  HistoryTotals,
  InboxKind,
  LotteryTicket,
  MassMessage,
  NamedOption,
  PlayerNotification,
  SubCategoryOption,
  TicketCampaign,
  TicketQuery,
  UnreadCount,
} from './shared/history.ts';
import type { UserProfile } from './shared/session.ts';
import type { BonusOffer, ClaimOutcome, PlayerBonus, WalletBalance } from './shared/bonus.ts';
import type { TournamentLeaderboard } from './shared/tournaments.ts';
import type { Registration } from './shared/validation/registration-schema.ts';
import type { PasswordReauthentication, Reauthentication } from './auth/reauthentication.ts';
import type { StepUpAction } from './shared/step-up.ts';
import type {
  Passkey,
  PasskeyAssertion,
  StepUpFactor,
  PasskeyAttestation,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  SecurityEvent,
} from './shared/passkeys.ts';
import type {
  AccountClosure,
  ProtectionAnswer,
  ProtectionChange,
} from './protection/protection.machine.ts';
import type {
  AccountReview,
  PlaySession,
  ProtectionEvent,
  ProtectionProfile,
  ProtectionState,
} from './shared/protection.ts';
import type { SupportContacts } from './content/support-contacts.ts';
import type { LiveEvent, LiveInput } from './app/app.types.ts';
import type { TabMessage } from './app/tab-messages.ts';
import type { BrowserPushSubscription, PushSettings, PushTopic } from './shared/push.ts';

/**
 * The platform's live stream (GET /v1/live, docs/api.md): the signed-in player's or a visitor's,
 * its events reported as the app machine's live.* events until stopped. Where there is none (no
 * browser, or the platform refuses it), it reports nothing and the app polls instead.
 */
export interface LiveStream {
  open(input: LiveInput, report: (event: LiveEvent) => void): () => void;
}

/**
 * The other tabs of this browser on the site (src/platform/tab-channel.ts): what one tab posts,
 * each other tab hears once, and never the tab that posted it. Messages carry no secret.
 */
export interface TabChannel {
  post(message: TabMessage): void;
  /** Hears the other tabs until the returned function is called. */
  listen(hear: (message: TabMessage) => void): () => void;
}

export interface MaintenanceApi {
  /** maintenance check_status: status true while the site is under maintenance. */
  checkStatus(): Promise<MaintenanceStatus>;
}

/** What a password change carries besides its values after the step-up (one of them, or none). */
export interface PasswordChangeStepUp {
  ga_code?: string;
  passkey?: PasskeyAssertion;
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
  /** The server's answer, the same whether or not something was taken (its generic message). */
  register(values: Registration): Promise<string>;
  forgot(email: string): Promise<void>;
  resetPassword(values: PasswordResetValues): Promise<void>;
  /**
   * pass_change: the current password always, and the step-up of a player with a factor: the
   * passkey's assertion, or the authenticator's or an SMS code (ga_code).
   */
  changePassword(values: PasswordChangeValues & PasswordChangeStepUp): Promise<void>;
  /** change_username, re-authenticated: the new username as the server keeps it. */
  changeUsername(
    values: { username: string } & PasswordReauthentication,
  ): Promise<{ username: string }>;
  /**
   * change_email, re-authenticated: the address a confirmation link went to (the same answer
   * when it is another account's); the account's address changes only by confirmEmail.
   */
  changeEmail(values: { email: string } & Reauthentication): Promise<{ email: string }>;
  /** confirm_email with the link's token: the address now on the account. */
  confirmEmail(token: string): Promise<{ email: string }>;
  /** change_phone, re-authenticated: the new number, unconfirmed until its SMS code is checked. */
  changePhone(values: { phone: string } & PasswordReauthentication): Promise<{ phone: string }>;
  getProfile(): Promise<UserProfile>;
  /** get_user_profile's stepUpFactor: what a step-up of an account change asks for now. */
  stepUpFactor(): Promise<StepUpFactor | null>;
  logout(): Promise<void>;
  /** check_user_ga */
  authenticatorStatus(): Promise<AuthenticatorStatus>;
  /** user_generate_ga with the password: a new secret, pending until a code for it is accepted. */
  generateAuthenticator(password: string): Promise<AuthenticatorKey>;
  /** check_ga for the generated secret: true switches the authenticator on. */
  confirmAuthenticator(code: string): Promise<boolean>;
  /**
   * clear_generated_ga after the step-up: the passkey, or the password and a valid code, switch
   * it off; anything wrong rejects.
   */
  disableAuthenticator(reauthentication: Reauthentication): Promise<void>;
  sendSms(): Promise<void>;
  /** step_up_sms: a step-up code for one kind of change, to a player whose factor is SMS. */
  sendStepUpSms(action: StepUpAction): Promise<void>;
  /** sms_validate: true when the code was accepted (the phone is then confirmed). */
  validateSms(code: string): Promise<boolean>;
  /** two_auth_type without `type`. */
  twoFactorType(): Promise<TwoFactorType>;
  /** two_auth_type with `type`; turning SMS off ('none') carries the step-up. */
  setTwoFactorType(
    type: Exclude<TwoFactorType, 'authenticator'>,
    reauthentication?: Reauthentication,
  ): Promise<void>;
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
  /** The SupportContacts record, read quietly: a platform without it shows no support. */
  getSupportContacts(): Promise<SupportContacts>;
  getSpecialDates(): Promise<SpecialDateInformation[]>;
  getTournaments(params: { limit: number; offset: number }): Promise<Tournament[]>;
  getLicenses(): Promise<License[]>;
}

/**
 * Classes casino, livecasino, virtualgames, habanero and betframe. Lists are public (favorites
 * needs a signed-in player); launches, recent games and coupons need one. Failures reject with
 * the client's ApiError (message already translated by the server).
 */
export interface GamesApi {
  slotCategories(): Promise<GameCategory[]>;
  slotProviders(): Promise<GameProvider[]>;
  slotGames(query: GameListQuery): Promise<ListPage<SlotGame>>;
  /** casino init_game */
  launchSlot(gameID: number): Promise<GameLaunch>;
  liveCategories(): Promise<GameCategory[]>;
  /** livecasino provider_list; the adapter adds status 2 when the player's rid is 20. */
  liveProviders(): Promise<GameProvider[]>;
  liveTables(query: GameListQuery): Promise<ListPage<LiveTable>>;
  /** livecasino init_game with isMobile */
  launchTable(tableID: number, isMobile: boolean): Promise<GameLaunch>;
  /** virtualgames init_game */
  launchVirtual(providerID: number, type?: string): Promise<GameLaunch>;
  /** casino recently_played: the signed-in player's last launches, newest first. */
  recentlyPlayed(limit: number): Promise<RecentGame[]>;
  /** habanero getJackpots (no auth) */
  jackpots(): Promise<Jackpots>;
  /** betframe getCoupons for the signed-in player */
  coupons(query: CouponQuery): Promise<ListPage<Coupon>>;
}

/** Class finance, as far as the app shell needs it. */
export interface WalletApi {
  /** finance check_balance: the first row's cash and bonus in kuruş, 0 when there is none. */
  balance(): Promise<WalletBalance>;
}

/**
 * Class bonus: the signed-in player's offers and bonuses. Failures reject with the client's
 * ApiError (message already translated by the server); calls are quiet, the machines show them.
 */
export interface BonusApi {
  /** list_offers: the active offers with what blocks each for this player. */
  offers(): Promise<BonusOffer[]>;
  /** list_bonuses: the player's bonuses, active first, then newest. */
  bonuses(query: { limit: number; offset: number }): Promise<ListPage<PlayerBonus>>;
  /** claim: a claim offer or the casino discount; once per key. */
  claim(offerID: number, idempotencyKey: string): Promise<ClaimOutcome>;
  /** cancel: forfeits the active bonus and what is left of it; once per key. */
  cancel(bonusID: number, idempotencyKey: string): Promise<PlayerBonus>;
  /** redeem_code: unlocks the code's offer for the player and answers it. */
  redeemCode(code: string): Promise<BonusOffer>;
}

/** Class tournament: public, with the caller's own place when signed in. */
export interface TournamentApi {
  leaderboard(tournamentID: number): Promise<TournamentLeaderboard>;
}

/** Class protection: the player's responsible-gambling tools (docs/api.md). */
export interface ProtectionApi {
  /** get_state */
  state(): Promise<ProtectionState>;
  /** set_limit, confirm_limit, withdraw_limit_change or set_reality_check: the new state. */
  change(change: ProtectionChange): Promise<ProtectionAnswer>;
  /** take_timeout or self_exclude: the server's message; the session has ended. */
  closeAccount(closure: AccountClosure): Promise<string>;
  /** get_session: the signed-in session for the reality check and the play-time end. */
  session(): Promise<PlaySession>;
  /** continue_session: the reality check was seen; the next falls due one interval later. */
  continueSession(): Promise<PlaySession>;
  /** get_profile: the jurisdiction's rules. */
  profile(): Promise<ProtectionProfile>;
  /** panic: the server's message; play and deposits are closed and every session has ended. */
  panic(): Promise<string>;
  /** decline_limit: "no limit now", the player's new state. */
  declineLimit(): Promise<ProtectionState>;
  /** get_events: the player's history of protection changes, newest first. */
  events(): Promise<ProtectionEvent[]>;
  /** get_review: the account review since the last one. */
  review(): Promise<AccountReview>;
  /** acknowledge_review */
  acknowledgeReview(): Promise<void>;
}

/**
 * Classes finance, envoy and prepayServices for the cashier: payment methods, deposits,
 * withdrawals and bank accounts. Amounts are kuruş. Failures reject with the client's ApiError
 * (message already translated by the server); money calls are quiet, the machines show them.
 */
export interface FinanceApi {
  /** list_cash_methods_new for one direction, groups flattened (highlighted and favourites first). */
  cashMethods(type: CashType): Promise<PaymentMethod[]>;
  /** add_favorite_cash_method / remove_favorite_cash_method */
  setFavoriteMethod(methodID: number, favorite: boolean): Promise<void>;
  /** envoy getDepositAmounts: preset amounts in kuruş for a method's bank code. */
  depositAmounts(bankcode: string): Promise<number[]>;
  /** prepayServices processTransaction with type deposit. */
  deposit(request: DepositRequest): Promise<DepositOutcome>;
  /** prepayServices processTransaction with type withdraw: the amount is held at once. */
  withdraw(request: WithdrawRequest): Promise<CashTransaction>;
  /** One of the player's deposits or withdrawals (list_transactions with searchID). */
  transaction(id: number): Promise<CashTransaction>;
  /** list_transactions */
  transactions(query: TransactionQuery): Promise<TransactionPage>;
  /** finance cancel_withdrawal, where the operator allows it. */
  cancelWithdrawal(transactionID: number, idempotencyKey: string): Promise<CashTransaction>;
  /** finance cashier_summary */
  summary(): Promise<CashierSummary>;
  /** list_banks */
  banks(typeID?: number): Promise<Bank[]>;
  /** list_bank_accounts */
  bankAccounts(): Promise<BankAccount[]>;
  /** save_bank_account, re-authenticated: adds without bankAccountID, updates with it. */
  saveBankAccount(values: BankAccountValues & Reauthentication): Promise<BankAccount>;
  /** delete_bank_account, re-authenticated. */
  deleteBankAccount(bankAccountID: number, reauthentication: Reauthentication): Promise<void>;
}

/**
 * The history area's calls (finance class, beyond the cashier's): pages of deposits and
 * withdrawals come from FinanceApi.transactions and coupons from GamesApi.coupons.
 */
export interface HistoryApi {
  /** finance list_game_rounds */
  gameRounds(query: GameRoundQuery): Promise<ListPage<GameRound>>;
  /** finance history_totals: sums over the whole filtered range. */
  totals(query: HistoryQuery): Promise<HistoryTotals>;
  /** finance export_history: the CSV of the whole filtered range, made by the server. */
  exportCsv(query: HistoryQuery): Promise<HistoryExport>;
  /** list_types_frontend */
  statuses(): Promise<NamedOption[]>;
  /** list_categories */
  categories(): Promise<NamedOption[]>;
  /** list_sub_categories */
  subCategories(): Promise<SubCategoryOption[]>;
}

/** Hands a file made in the browser to the player (a download). */
export interface FileSaver {
  save(file: { filename: string; content: string; type: string }): void;
}

/** Notifications, mass messages and lottery tickets of the signed-in player. */
export interface InboxApi {
  /** list_transactions with category 2 and status 1003, newest first (spec §9: 250, 90 days). */
  notifications(query: {
    startDate: string;
    endDate: string;
    limit: number;
  }): Promise<PlayerNotification[]>;
  /** crm list_mass_messages */
  massMessages(query: { limit: number; offset: number }): Promise<ListPage<MassMessage>>;
  /** crm mark_read */
  markRead(kind: InboxKind, ids: number[]): Promise<void>;
  /** crm unread_count */
  unreadCount(): Promise<UnreadCount>;
  /** finance list_tickets */
  tickets(query: TicketQuery): Promise<ListPage<LotteryTicket>>;
  /** finance ticket_campaign */
  ticketCampaign(): Promise<TicketCampaign>;
}

/** Class push: the signed-in player's web push subscription of this device (docs/api.md). */
export interface PushApi {
  /** settings: the VAPID key, and what the device at `endpoint` (when it has one) is told of. */
  settings(query: { endpoint?: string }): Promise<PushSettings>;
  /** subscribe: subscribes the device, or changes its topics (at least one). */
  subscribe(request: {
    subscription: BrowserPushSubscription;
    topics: PushTopic[];
  }): Promise<PushSettings>;
  /** unsubscribe: the device is told nothing more. */
  unsubscribe(request: { endpoint: string }): Promise<PushSettings>;
}

/** What the browser says of web push on this device, and whether the player closed its prompt. */
export interface PushDeviceState {
  /** Service worker, PushManager and Notification are all there. */
  supported: boolean;
  permission: 'default' | 'granted' | 'denied';
  /** The browser's push subscription of the site's worker, when it has one. */
  subscription: BrowserPushSubscription | null;
  /** The player closed the browser's prompt once: the site never asks again. */
  dismissed: boolean;
}

/** The browser's side of web push (Notification, the worker's PushManager) and its memory. */
export interface PushDevice {
  state(): Promise<PushDeviceState>;
  /** The browser's prompt: 'default' when the player closed it without choosing. */
  requestPermission(): Promise<PushDeviceState['permission']>;
  /** pushManager.subscribe for the platform's VAPID key (base64url); rejects when the push service cannot be reached. */
  subscribe(publicKey: string): Promise<BrowserPushSubscription>;
  /** Ends the browser's subscription, if any. */
  unsubscribe(): Promise<void>;
  /** Keeps that the player closed the prompt (src/platform/storage.ts). */
  rememberDismissed(): void;
}

/**
 * Class passkey of the platform API (machines/shared/contract/passkey.ts). Failures reject like
 * AuthApi's: the server's translated message, and its kind.
 */
export interface PasskeyApi {
  /** login_options: a sign-in challenge (also for the browser's autofill). */
  loginOptions(): Promise<PasskeyRequestOptions>;
  /** login: the adapter encrypts the session as AuthApi.login does; never a pending one. */
  login(credential: PasskeyAssertion): Promise<LoginAnswerWithSession>;
  /** registration_options, after re-authentication (password and the second factor's code). */
  registrationOptions(reauthentication: PasswordReauthentication): Promise<PasskeyCreationOptions>;
  add(name: string, credential: PasskeyAttestation): Promise<Passkey>;
  list(): Promise<Passkey[]>;
  rename(id: string, name: string): Promise<Passkey>;
  /** remove: the password again and the code of the player's other second factor, if any. */
  remove(id: string, reauthentication: PasswordReauthentication): Promise<void>;
  /** step_up_options: a challenge for this session's step-up of one action. */
  stepUpOptions(action: StepUpAction): Promise<PasskeyRequestOptions>;
  securityEvents(): Promise<SecurityEvent[]>;
}

/**
 * The browser's WebAuthn (src/platform/passkey-device.ts, over @simplewebauthn/browser). A
 * ceremony the player cancels, or one that times out, rejects with kind 'cancelled'.
 */
export interface PasskeyDevice {
  /** The browser can create and use passkeys at all. */
  supported(): boolean;
  /** The browser offers passkeys in the username field's autofill (conditional mediation). */
  autofillSupported(): Promise<boolean>;
  create(options: PasskeyCreationOptions): Promise<PasskeyAttestation>;
  /**
   * navigator.credentials.get; with `autofill` it waits, unseen, until the player picks a
   * passkey in the username field's autofill. A newer ceremony or `signal` aborts it.
   */
  assert(
    options: PasskeyRequestOptions,
    how?: { autofill?: boolean; signal?: AbortSignal },
  ): Promise<PasskeyAssertion>;
}
