import * as yup from 'yup';
import { parseLira } from '../money.ts';
import {
  EXCLUSION_LENGTHS,
  LIMIT_KINDS,
  LIMIT_MAX_KURUS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  TIMEOUT_LENGTHS,
  type ProtectionLimit,
} from '../protection.ts';
import { reauthFields } from './account-schemas.ts';
import { V } from './messages.ts';

const PROTECTION_KINDS = [...LIMIT_KINDS, 'play_time'] as const;

/** Which limit: a money kind per day, week or month, or the daily play time. */
export const limitKeySchema = yup.object({
  kind: yup.string().required(V.required).oneOf(PROTECTION_KINDS),
  period: yup
    .string()
    .required(V.required)
    .oneOf(LIMIT_PERIODS)
    // The play time is a daily one.
    .when('kind', {
      is: 'play_time',
      then: () =>
        yup
          .string()
          .required(V.required)
          .oneOf(['day'] as const),
    }),
});

/**
 * protection set_limit: an amount in kuruş (1 to 10 million lira), or minutes for the play
 * time (15 minutes to 24 hours); null removes the limit.
 */
export const limitChangeSchema = limitKeySchema.shape({
  amount: yup
    .number()
    .nullable()
    .defined(V.required)
    .when('kind', {
      is: 'play_time',
      then: (amount) =>
        amount
          .integer(V.playTime)
          .min(SESSION_LIMIT_MIN_MINUTES, V.playTime)
          .max(SESSION_LIMIT_MAX_MINUTES, V.playTime),
      otherwise: (amount) =>
        amount.integer(V.limitAmount).min(100, V.limitAmount).max(LIMIT_MAX_KURUS, V.limitAmount),
    }),
});

type ProtectionKind = ProtectionLimit['kind'];

/** The amount the limit form holds as typed: lira for money, whole minutes for the play time. */
export function limitAmountOf(kind: ProtectionKind, typed: string): number | null {
  if (kind !== 'play_time') return parseLira(typed);
  const minutes = Number(typed.trim());
  return typed.trim() !== '' && Number.isFinite(minutes) ? minutes : null;
}

/** The limit form as typed, its amount held to limitChangeSchema's rule. */
export const limitFormSchema = (kind: ProtectionKind) =>
  yup.object({
    period: yup.string().required(V.required),
    amount: yup
      .string()
      .required(V.required)
      .test('limit', function (typed) {
        const amount = limitAmountOf(kind, typed);
        const unreadable = kind === 'play_time' ? V.playTime : V.limitAmount;
        if (amount === null) return this.createError({ message: unreadable });
        try {
          limitChangeSchema.validateSyncAt('amount', { kind, period: 'day', amount });
          return true;
        } catch (error) {
          return this.createError({ message: (error as yup.ValidationError).message });
        }
      }),
  });

/**
 * protection set_limit as the platform takes it: a raise or removal carries the player's step-up
 * (a passkey holder's passkey, else the password and the code of their second factor when they
 * have one).
 */
export const limitChangeCallSchema = limitChangeSchema.shape({
  password: yup.string().max(128, V.tooLong),
  ga_code: reauthFields.ga_code,
  passkey: reauthFields.passkey,
});

/** protection set_reality_check: one of the offered intervals, or null for none. */
/** A deposit limit chosen before money moves (registration): a period and kuruş, or null. */
export const depositLimitChoiceSchema = yup
  .object({
    period: yup.string().required(V.required).oneOf(LIMIT_PERIODS),
    amount: yup
      .number()
      .required(V.limitAmount)
      .integer(V.limitAmount)
      .min(100, V.limitAmount)
      .max(LIMIT_MAX_KURUS, V.limitAmount),
  })
  .nullable()
  .defined(V.limitChoice)
  .default(undefined);

export const realityCheckSchema = yup.object({
  minutes: yup
    .number()
    .nullable()
    .defined(V.required)
    .oneOf([...REALITY_CHECK_MINUTES, null]),
});

export const timeoutSchema = yup.object({
  length: yup.string().required(V.required).oneOf(TIMEOUT_LENGTHS),
});

/** protection self_exclude: the length, a deliberate confirmation and the password. */
export const exclusionSchema = yup.object({
  length: yup.string().required(V.required).oneOf(EXCLUSION_LENGTHS),
  confirmed: yup.boolean().required(V.exclusionConfirm).oneOf([true], V.exclusionConfirm),
  ...reauthFields,
});

/** The exclusion's confirmation form: exclusionSchema's fields but the length, chosen before. */
export const exclusionFormSchema = exclusionSchema.omit(['length']);
