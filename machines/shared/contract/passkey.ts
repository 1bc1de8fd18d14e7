import * as yup from 'yup';
import type { LoginAnswer } from '../contract.ts';
import type {
  Passkey,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  SecurityEvent,
} from '../passkeys.ts';
import { reauthFields } from '../validation/account-schemas.ts';
import {
  passkeyAssertionSchema,
  passkeyAttestationSchema,
  passkeyIdSchema,
  passkeyNameSchema,
  stepUpActionSchema,
} from '../validation/passkey-schemas.ts';
import { answers } from './define.ts';

/**
 * Class passkey: signing in with a passkey, the player's passkeys, and the passkey step-up. Every
 * challenge is the platform's, single use, expires after PASSKEY_CHALLENGE_MS and is bound to
 * what it was issued for: a sign-in, this session's new passkey, or this session's step-up for
 * one action. The relying party id and origin come from SITE_URL.
 */
export const passkey = {
  /** Public: a sign-in challenge for any of the site's passkeys (also for the browser's autofill). */
  login_options: answers<PasskeyRequestOptions>()(yup.object({})),
  /**
   * Public: signs in with the assertion; the passkey satisfies the second factor, so the answer
   * never carries gasecret.
   */
  login: answers<LoginAnswer>()(yup.object({ credential: passkeyAssertionSchema.required() })),

  /** After re-authentication (password, and the code of the second factor while one is on). */
  registration_options: answers<PasskeyCreationOptions>()(
    yup.object({ password: reauthFields.password, ga_code: reauthFields.ga_code }),
  ),
  /** Keeps the passkey the browser created for this session's registration challenge. */
  add: answers<Passkey>()(
    yup.object({ name: passkeyNameSchema, credential: passkeyAttestationSchema.required() }),
  ),
  /** The player's passkeys, newest first. */
  list: answers<Passkey[]>()(yup.object({})),
  rename: answers<Passkey>()(yup.object({ id: passkeyIdSchema, name: passkeyNameSchema })),
  /**
   * Removing a passkey takes the password again and the code of the player's other second factor
   * when they have one (not a passkey: the one removed may be lost with its device).
   */
  remove: answers<null>()(
    yup.object({
      id: passkeyIdSchema,
      password: reauthFields.password,
      ga_code: reauthFields.ga_code,
    }),
  ),

  /** A step-up challenge for one action of this session; its assertion goes with the change. */
  step_up_options: answers<PasskeyRequestOptions>()(yup.object({ action: stepUpActionSchema })),
  /** The player's passkey security events, newest first (at most 50). */
  security_events: answers<SecurityEvent[]>()(yup.object({})),
};
