import type { SessionContext, TwoFactorType } from './contract.ts';
import type { StepUpFactor } from './passkeys.ts';

export interface UserProfile {
  uid: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string | null;
}

/** get_user_profile's answer: the profile the app keeps and the account details the page shows. */
export interface AccountProfile extends UserProfile {
  phone: string;
  phoneConfirmed: boolean;
  /** YYYY-MM-DD */
  birthDate: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  city: string;
  address: string;
  twoFactor: TwoFactorType;
  /**
   * What a step-up asks for before an e-mail or password change or a factor turned off: a
   * passkey, else the password and the authenticator's or an SMS code, else (null) the password.
   */
  stepUpFactor: StepUpFactor | null;
  /** How many passkeys the player has. */
  passkeyCount: number;
  /** ISO date-time the account was opened. */
  createdAt: string;
}

/** What the site remembers of a signed-in player besides the session itself. */
export interface StoredAuth {
  username: string;
  otpStatus: boolean;
  loggedInAt: number;
}

/** Everything a successful sign-in hands to the app. */
export interface SignedIn {
  session: SessionContext;
  profile: UserProfile | null;
  auth: StoredAuth;
  rid: number | null;
  expiresAt: number;
}

/** Why the API ended a session (spec §4 session clearing). */
export type SessionEndReason =
  | 'expired'
  | 'loginFailed'
  | 'inactive'
  | 'unauthorized'
  /** The player took a time-out or excluded themselves: the platform ended every session. */
  | 'accountClosed';
