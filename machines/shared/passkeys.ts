/**
 * Passkeys (WebAuthn discoverable credentials): a way to sign in that satisfies the second
 * factor, and the strongest step-up a player can have. The JSON shapes are WebAuthn's own, as
 * @simplewebauthn passes them between the browser and the server.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { LoginFactor } from './contract.ts';
import type { StepUpAction } from './step-up.ts';

/** What the browser answers to a sign-in or step-up ceremony (navigator.credentials.get). */
export type PasskeyAssertion = AuthenticationResponseJSON;
/** What the browser answers to creating a passkey (navigator.credentials.create). */
export type PasskeyAttestation = RegistrationResponseJSON;
export type PasskeyRequestOptions = PublicKeyCredentialRequestOptionsJSON;
export type PasskeyCreationOptions = PublicKeyCredentialCreationOptionsJSON;

/** One of the player's passkeys as profile → security lists it. */
export interface Passkey {
  /** The credential id (base64url). */
  id: string;
  name: string;
  /** ISO date-times. */
  createdAt: string;
  lastUsedAt: string | null;
}

export const PASSKEY_NAME_MAX = 40;
/** A challenge the platform issued is good for one ceremony within this time. */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;
/** A player keeps at most this many passkeys. */
export const PASSKEYS_MAX = 10;

/** The factor a step-up asks for: the strongest the player has. */
export type StepUpFactor = 'passkey' | LoginFactor;

export const SECURITY_EVENT_KINDS = [
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  'passkey_sign_in',
  'passkey_step_up',
  /** An assertion whose sign counter went backwards: a cloned authenticator; refused. */
  'passkey_counter_mismatch',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** A recorded change or use of the player's passkeys, newest first in security_events. */
export interface SecurityEvent {
  id: number;
  kind: SecurityEventKind;
  /** ISO date-time. */
  at: string;
  /** The passkey's name at the time (null when the credential was unknown). */
  passkeyName: string | null;
  /** For passkey_step_up: the change it approved. */
  action: StepUpAction | null;
  /** Who did it: the player, or the operator (a passkey revoked from the CLI). */
  by: 'player' | 'operator';
}

/**
 * The player closed the browser's passkey prompt, or it timed out, or a newer ceremony aborted
 * it: nothing to report as a failure, the flow just goes back to where it was.
 */
export class PasskeyCancelled extends Error {
  override readonly name = 'PasskeyCancelled';
  readonly kind = 'cancelled';
}

export const isPasskeyCancelled = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'cancelled';
