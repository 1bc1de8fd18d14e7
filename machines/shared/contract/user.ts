import * as yup from 'yup';
import type {
  AuthenticatorKey,
  AuthenticatorStatus,
  LoginAnswer,
  TwoFactorType,
} from '../contract.ts';
import type { FavoriteIds } from '../games.ts';
import type { AccountProfile } from '../session.ts';
import { STEP_UP_ACTIONS } from '../step-up.ts';
import {
  authenticatorCodeSchema,
  clearAuthenticatorSchema,
  favoritesSchema,
  generateAuthenticatorSchema,
  smsCodeSchema,
  twoFactorTypeSchema,
} from '../validation/account-call-schemas.ts';
import {
  emailChangeSchema,
  emailConfirmSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetSchema,
  phoneChangeSchema,
  usernameChangeSchema,
} from '../validation/account-schemas.ts';
import { registrationSchema } from '../validation/registration-schema.ts';
import { V } from '../validation/messages.ts';
import { answers } from './define.ts';
import { sentSiteType } from './fields.ts';

/**
 * Class user: signing in and out, registration, the account's details and its second factor.
 * A null answer says all in its message.
 */
export const user = {
  register: answers<null>()(registrationSchema),
  login: answers<LoginAnswer>()(loginSchema),
  logout: answers<null>()(yup.object({})),
  forgot: answers<null>()(forgotPasswordSchema),
  pass_reset: answers<null>()(passwordResetSchema),
  pass_change: answers<null>()(passwordChangeSchema),

  get_user_profile: answers<AccountProfile>()(yup.object({})),
  change_username: answers<{ username: string }>()(usernameChangeSchema),
  /** The address the confirmation link went to; the account's changes with confirm_email. */
  change_email: answers<{ email: string }>()(emailChangeSchema),
  confirm_email: answers<{ email: string }>()(emailConfirmSchema),
  /** The new number, unconfirmed until sms_validate accepts its code. */
  change_phone: answers<{ phone: string; phoneConfirmed: boolean }>()(phoneChangeSchema),
  favorites: answers<FavoriteIds>()(favoritesSchema),

  /** Without `type` it reads the second factor; with it, it sets it. */
  two_auth_type: answers<{ type: TwoFactorType }>()(twoFactorTypeSchema),
  sms_send: answers<null>()(yup.object({})),
  step_up_sms: answers<null>()(
    yup.object({ action: yup.string().required(V.required).oneOf(STEP_UP_ACTIONS) }),
  ),
  /** True: the code was accepted and the phone is confirmed. */
  sms_validate: answers<boolean>()(smsCodeSchema.shape({ SiteType: sentSiteType() })),
  check_user_ga: answers<AuthenticatorStatus>()(yup.object({})),
  user_generate_ga: answers<AuthenticatorKey>()(generateAuthenticatorSchema),
  /** True: the code was accepted (a pending login is signed in, a new secret switched on). */
  check_ga: answers<boolean>()(authenticatorCodeSchema.shape({ SiteType: sentSiteType() })),
  clear_generated_ga: answers<null>()(clearAuthenticatorSchema),
};
