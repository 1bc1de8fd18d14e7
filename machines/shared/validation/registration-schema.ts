import dayjs from 'dayjs';
import * as yup from 'yup';
import { V } from './messages.ts';
import { isCalendarDate } from './game-call-schemas.ts';
import { isValidTckn } from './tckn.ts';
import { depositLimitChoiceSchema } from './protection-schemas.ts';
import {
  confirmation,
  emailSchema,
  passwordSchema,
  personName,
  phoneSchema,
  usernameSchema,
} from './account-schemas.ts';

/**
 * The registration form's rules (spec §5), apart from the other account forms: its birth date
 * check needs dates, which the sign-in page has no use for.
 */
export const ADULT_AGE = 18;
export const COUNTRY_CODES_PATTERN = /^[A-Z]{2}$/;

export function isAdult(birthDate: string, now: Date = new Date()): boolean {
  const born = dayjs(birthDate);
  return isCalendarDate(birthDate) && !born.isAfter(dayjs(now).subtract(ADULT_AGE, 'year'), 'day');
}

export const registrationSchema = yup.object({
  firstname: personName(50),
  lastname: personName(50),
  birthDate: yup
    .string()
    .required(V.required)
    .matches(/^\d{4}-\d{2}-\d{2}$/, V.birthDate)
    .test('calendar', V.birthDate, (value) => !value || isCalendarDate(value))
    .test('adult', V.adult, (value) => !value || isAdult(value)),
  tckn: yup
    .string()
    .trim()
    .required(V.required)
    .test('tckn', V.tckn, (value) => !value || isValidTckn(value)),
  country: yup.string().required(V.required).matches(COUNTRY_CODES_PATTERN, V.country),
  city: yup.string().trim().required(V.required).max(60, V.tooLong),
  address: yup.string().trim().required(V.required).max(250, V.tooLong),
  currency: yup.string().required(V.required).oneOf(['TRY'], V.currency),
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  passwordConfirm: confirmation('password'),
  promoCode: yup.string().trim().max(30, V.tooLong).default(''),
  referenceNumber: yup.string().trim().max(30, V.tooLong).default(''),
  smsOptIn: yup.boolean().default(false),
  emailOptIn: yup.boolean().default(false),
  rulesAccepted: yup.boolean().required(V.rules).oneOf([true], V.rules),
  /**
   * The deposit limit offered before money moves (UKGC RTS 12): a limit, or null for the
   * player's active choice "no limit now". Leaving it out is not a choice.
   */
  depositLimit: depositLimitChoiceSchema,
});
export type Registration = yup.InferType<typeof registrationSchema>;
