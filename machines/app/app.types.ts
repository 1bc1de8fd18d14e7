import type { Lang, MaintenanceStatus, SessionContext } from '../shared/contract.ts';
import type { WalletBalance } from '../shared/bonus.ts';
import type { SessionEndReason, SignedIn, StoredAuth, UserProfile } from '../shared/session.ts';

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
}

export interface AppInput {
  stored: StoredAppState;
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
  /**
   * An HTTP 500 made the API client refuse every later call of this page life (spec §8): a
   * retry cannot work, only a reload of the page.
   */
  requestsBlocked: boolean;
}

export type AppEvent =
  | { type: 'maintenance.detected'; status?: MaintenanceStatus }
  | { type: 'maintenance.recheck' }
  | { type: 'auth.signedIn'; signedIn: SignedIn }
  | { type: 'auth.profileLoaded'; profile: UserProfile }
  | { type: 'session.ended'; reason: SessionEndReason }
  | { type: 'user.logout' }
  | { type: 'user.activity' }
  | { type: 'preferences.setLanguage'; language: string }
  | { type: 'preferences.toggleMode' }
  | { type: 'preferences.toggleBalance' }
  | { type: 'wallet.refresh' }
  | { type: 'api.blocked' };

/** Emitted for the shell to act on outside the machine (navigation). */
export type AppEmitted = { type: 'navigate.home' };
