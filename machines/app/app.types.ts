import type { NavigationRequest, NoticeRequest } from '../shared/navigation.ts';
import type { Lang, MaintenanceStatus, SessionContext } from '../shared/contract.ts';
import type { WalletBalance } from '../shared/bonus.ts';
import type { SessionEndReason, SignedIn, StoredAuth, UserProfile } from '../shared/session.ts';
import type { CashDirection } from '../shared/finance.ts';
import type { LiveSessionEnd, TransactionChanged } from '../shared/live.ts';
import type { InterruptionSettled } from './interruptions.machine.ts';
import type { ProtectionChangedElsewhere, TabEvent } from './tab-messages.ts';

export type ColorMode = 'light' | 'dark';

/** What the site found in storage at start; every field is already validated. */
export interface StoredAppState {
  maintenanceFlag: boolean;
  language: string | null;
  mode: string | null;
  showBalance: boolean | null;
  session: SessionContext | null;
  profile: UserProfile | null;
  auth: StoredAuth | null;
  rid: number | null;
  expiresAt: number | null;
  lastActivityAt: number | null;
  returnUrl: string | null;
}

export interface AppInput {
  stored: StoredAppState;
  /** The ids of the operator's popups the player closed (the interruption arbiter's input). */
  dismissedPopups: number[];
}

export interface AppContext {
  language: Lang;
  mode: ColorMode;
  showBalance: boolean;
  maintenanceFlag: boolean;
  maintenance: MaintenanceStatus | null;
  session: SessionContext | null;
  profile: UserProfile | null;
  auth: StoredAuth | null;
  rid: number | null;
  /** The signed-in player's cash and bonus balance in kuruş; null until the first answer. */
  balance: WalletBalance | null;
  expiresAt: number | null;
  lastActivityAt: number | null;
  /** Where a sign-in leads back to: the page that asked for one (kept over a reload). */
  returnUrl: string | null;
  /**
   * An HTTP 500 made the API client refuse every later call of this page life (spec §8): a
   * retry cannot work, only a reload of the page.
   */
  requestsBlocked: boolean;
  /** The platform's live stream is open: the polls that stand in for it rest meanwhile. */
  live: boolean;
  /** When this tab last told the other tabs of the player's activity. */
  activityToldAt: number | null;
}

/** Which live stream a state follows: the signed-in player's, or a visitor's (maintenance only). */
export interface LiveInput {
  signedIn: boolean;
}

/** What the live stream (the liveUpdates actor) tells the app. */
export type LiveEvent =
  /** The stream is open; resumed after a break, in which news may have been missed. */
  | { type: 'live.opened'; resumed: boolean }
  /** The stream broke, or the platform refused it: the polls stand in until it opens again. */
  | { type: 'live.lost' }
  | { type: 'live.maintenance'; status: boolean }
  | { type: 'live.balance' }
  | { type: 'live.inbox' }
  | { type: 'live.transaction'; transactionID: number; direction: CashDirection }
  | { type: 'live.sessionEnded'; reason: LiveSessionEnd };

export type AppEvent =
  | { type: 'maintenance.detected'; status?: MaintenanceStatus }
  | { type: 'maintenance.recheck' }
  /** The login actor handed over the sign-in. */
  | { type: 'auth.signedIn'; signedIn: SignedIn }
  /** A page, or a heart, needs a player: the page's address to come back to. */
  | { type: 'auth.required'; returnUrl: string; reason: SignInReason }
  /** A change on the profile saved a new username, e-mail or phone. */
  | { type: 'profile.changed'; field: 'username' | 'email' | 'phone'; value: string }
  /** A change that needs a live session found it expired (spec §4): the player signs in again. */
  | { type: 'auth.expired' }
  | { type: 'session.ended'; reason: SessionEndReason }
  | { type: 'user.logout' }
  | { type: 'user.activity' }
  /** 'Stay signed in' on the inactivity warning. */
  | { type: 'user.stay' }
  | { type: 'preferences.setLanguage'; language: string }
  | { type: 'preferences.toggleMode' }
  | { type: 'preferences.toggleBalance' }
  | { type: 'wallet.refresh' }
  /** A game was launched: the platform opened (or went on with) the game session. */
  | { type: 'game.launched' }
  | { type: 'api.blocked' }
  | LiveEvent
  /** What another tab of this browser told (the tabs actor). */
  | TabEvent
  /** The arbiter settled an interruption: an answer given here is told to the other tabs. */
  | InterruptionSettled
  /** The protection page saved a change of the player's limits or reality check. */
  | { type: 'protection.changed' }
  /** A flow leads elsewhere or has a notice: the app hands it to the router bridge. */
  | NavigationRequest
  | NoticeRequest;

/**
 * What asked for a sign-in: a page that needs a player, a heart pressed by a visitor, or a
 * change that found the session expired.
 */
export type SignInReason = 'page' | 'favorite' | 'expired';

/**
 * Emitted for the site's one router bridge (where the player goes, and what to tell them), for
 * the cashier's pages (a transaction of the player's changed) and for the protection page (a
 * limit changed in another tab).
 */
export type AppEmitted =
  NavigationRequest | NoticeRequest | TransactionChanged | ProtectionChangedElsewhere;
