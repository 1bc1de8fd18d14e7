import * as yup from 'yup';
import { V } from './messages.ts';
import { passkeyAssertionSchema } from './passkey-schemas.ts';

/** Shared by the site's forms and the server's validation: one rule, one place (spec §5). */
export const PASSWORD_MIN_LENGTH = 6;

export const passwordSchema = yup
  .string()
  .required(V.required)
  .min(PASSWORD_MIN_LENGTH, V.passwordMin)
  .max(128, V.tooLong)
  .matches(/[A-Z]/, V.passwordUppercase)
  .matches(/\d/, V.passwordNumber);

export const confirmation = (field: string) =>
  yup
    .string()
    .required(V.required)
    .oneOf([yup.ref(field)], V.passwordsMatch);

export const otpCodeSchema = yup
  .string()
  .required(V.required)
  .matches(/^\d{6}$/, V.code);

/** Spec §5: a 2FA or SMS code is exactly 6 digits. */
export function isSixDigitCode(code: unknown): boolean {
  return otpCodeSchema.isValidSync(code);
}

/**
 * A person's name (first name, last name, a bank account's owner): letters of any alphabet,
 * joined by spaces, apostrophes, dots and hyphens, starting with a letter. No markup, and nothing
 * a spreadsheet or an operator's tool would run as a formula (=HYPERLINK(…), +, @).
 */
export const personName = (max: number) =>
  yup
    .string()
    .trim()
    .required(V.required)
    .max(max, V.tooLong)
    // An empty name is only 'required', not also a wrong one.
    .matches(/^\p{L}[\p{L}\p{M} .'’-]*$/u, {
      message: V.personName,
      excludeEmptyString: true,
    });

export const usernameSchema = yup
  .string()
  .trim()
  .required(V.required)
  .matches(/^[a-zA-Z0-9_.]{4,20}$/, V.username);

export const emailSchema = yup
  .string()
  .trim()
  .required(V.required)
  .email(V.email)
  .max(120, V.tooLong);

/** Turkish mobile numbers: 5XX XXX XX XX, written with or without 0 / +90 and spaces. */
export const phoneSchema = yup
  .string()
  .trim()
  .required(V.required)
  .transform((value: string) => value.replace(/[\s()-]/g, '').replace(/^(\+90|0)/, ''))
  .matches(/^5\d{9}$/, V.phone);

export const loginSchema = yup.object({
  username: yup.string().trim().required(V.required).max(120, V.tooLong),
  password: yup.string().required(V.required).max(128, V.tooLong),
});

/**
 * pass_change: the current password, the new one twice, and the step-up's factor (action
 * 'password'): a passkey holder's assertion, else the code of the second factor as ga_code.
 */
export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required(V.required).max(128, V.tooLong),
  password: passwordSchema,
  passwordConfirm: confirmation('password'),
  ga_code: otpCodeSchema.optional().default(undefined),
  passkey: passkeyAssertionSchema.optional().default(undefined),
});

/**
 * Re-authentication of an account change (a step-up): a passkey assertion for a challenge issued
 * for this change, or the current password and the code of the player's second factor (the
 * server says which it misses). The password is required exactly when no passkey comes.
 */
export const reauthFields = {
  // The current password is checked by the server, not ruled.
  password: yup
    .string()
    .max(128, V.tooLong)
    .when('passkey', {
      is: (passkey: unknown) => passkey === undefined,
      then: (schema) => schema.required(V.required),
      otherwise: (schema) => schema.optional(),
    }),
  ga_code: otpCodeSchema.optional().default(undefined),
  passkey: passkeyAssertionSchema.optional().default(undefined),
};

/** change_username {username, password, ga_code?}. */
export const usernameChangeSchema = yup.object({ username: usernameSchema, ...reauthFields });

/** change_email {email, password, ga_code?}. */
export const emailChangeSchema = yup.object({ email: emailSchema, ...reauthFields });

/** change_phone {phone, password, ga_code?}: the new number waits for its SMS confirmation. */
export const phoneChangeSchema = yup.object({ phone: phoneSchema, ...reauthFields });

/** The token of an e-mailed link (password reset, e-mail confirmation). */
const linkTokenSchema = yup.string().trim().required(V.required).max(200, V.tooLong);

export const passwordResetSchema = yup.object({
  token: linkTokenSchema,
  password: passwordSchema,
  passwordConfirm: confirmation('password'),
});

/** confirm_email {token}: the link sent to the new address. */
export const emailConfirmSchema = yup.object({ token: linkTokenSchema });

export const forgotPasswordSchema = yup.object({ email: emailSchema });
