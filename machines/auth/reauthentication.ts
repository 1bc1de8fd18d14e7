import * as yup from 'yup';
import type { PasskeyAssertion } from '../shared/passkeys.ts';
import { otpCodeSchema, reauthFields } from '../shared/validation/account-schemas.ts';

/**
 * What a sensitive change carries besides its own values (spec: re-authentication): the current
 * password and, while the authenticator is on, its current code.
 */
export interface PasswordReauthentication {
  password: string;
  ga_code?: string;
}

export type Reauthentication =
  | PasswordReauthentication
  /** A passkey step-up: the assertion for the challenge issued for this change's action. */
  | { passkey: PasskeyAssertion };

/** The form fields of a re-authentication; the code stays empty while the authenticator is off. */
export interface ReauthenticationValues {
  password: string;
  ga_code: string;
}

export const EMPTY_REAUTHENTICATION: ReauthenticationValues = { password: '', ga_code: '' };

/** The shared reauthFields, the code required exactly while the authenticator is on. */
export function reauthenticationSchema(authenticatorOn: boolean) {
  return yup.object({
    password: reauthFields.password,
    ga_code: authenticatorOn ? otpCodeSchema : yup.string().default(''),
  });
}

/** What goes with the call: the password, and the code only when it is asked for. */
export function reauthenticationOf(
  values: ReauthenticationValues,
  authenticatorOn: boolean,
): Reauthentication {
  return authenticatorOn
    ? { password: values.password, ga_code: values.ga_code.trim() }
    : { password: values.password };
}
