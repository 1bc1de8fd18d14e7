import * as yup from 'yup';
import { FAVORITE_TYPES } from '../contract.ts';
import { V } from './messages.ts';
import { otpCodeSchema, reauthFields } from './account-schemas.ts';

/**
 * Payloads of the account calls that have no form of their own (class `user` of the platform
 * API); the server validates with these, the site may too.
 */

/** check_ga {ga_code}: the 6-digit authenticator code. */
export const authenticatorCodeSchema = yup.object({ ga_code: otpCodeSchema });

/** user_generate_ga {password}: a new secret only for whoever knows the password. */
export const generateAuthenticatorSchema = yup.object({ password: reauthFields.password });

/**
 * clear_generated_ga: switching it off is a step-up (action 'factor-off'): {gacode, password},
 * or a passkey holder's {passkey} alone.
 */
export const clearAuthenticatorSchema = yup.object({
  gacode: otpCodeSchema.optional().when('passkey', {
    is: (passkey: unknown) => passkey === undefined,
    then: (schema) => schema.required(V.required),
  }),
  password: reauthFields.password,
  passkey: reauthFields.passkey,
});

/** sms_validate {code}. */
export const smsCodeSchema = yup.object({ code: otpCodeSchema });

/**
 * two_auth_type: without `type` it reads; the authenticator is switched by the ga calls only.
 * Turning SMS off ('none') is a step-up (action 'factor-off'): the password and the SMS code, or
 * a passkey holder's passkey; the server says which it misses.
 */
export const twoFactorTypeSchema = yup.object({
  type: yup.string().oneOf(['none', 'sms'] as const),
  password: yup.string().max(128, V.tooLong),
  ga_code: reauthFields.ga_code,
  passkey: reauthFields.passkey,
});

export const FAVORITE_MODES = ['insert', 'delete'] as const;

/** favorites: without `mode` it lists the ids of `type`; insert and delete need `id`. */
export const favoritesSchema = yup.object({
  mode: yup.string().oneOf(FAVORITE_MODES),
  type: yup.string().required(V.required).oneOf(FAVORITE_TYPES),
  id: yup
    .number()
    .integer()
    .min(1)
    .max(2_147_483_647)
    .when('mode', {
      is: (mode: unknown) => mode !== undefined,
      then: (schema) => schema.required(V.required),
    }),
});
