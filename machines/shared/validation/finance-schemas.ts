import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import * as yup from 'yup';
import type { CashField } from '../finance.ts';
import { isWithinRange } from '../money.ts';
import { personName, phoneSchema } from './account-schemas.ts';
import { compactIban, isValidTrIban } from './iban.ts';
import { V } from './messages.ts';
import { isValidTckn } from './tckn.ts';

// Without it dayjs ignores the format and the strict flag: '2027-02-30' would be a day.
dayjs.extend(customParseFormat);

/**
 * The cashier's rules, shared by the wizards' forms and the server (spec §5): one rule, one
 * place. Amounts are kuruş; a method's range comes from the method itself.
 */
export const amountSchema = (range: { min: number; max: number }) =>
  yup
    .number()
    .typeError(V.amount)
    .required(V.amount)
    .test('range', V.amountRange, (value) => value === undefined || isWithinRange(value, range));

const tcknSchema = yup
  .string()
  .trim()
  .required(V.required)
  .test('tckn', V.tckn, (value) => isValidTckn(value));

const text = (max: number) => yup.string().trim().required(V.required).max(max, V.tooLong);

/** One schema per field a method may ask for (CashMethodProperties.fields). */
export const CASH_FIELD_SCHEMAS: Record<CashField, yup.Schema> = {
  branch: text(60),
  account: text(60),
  referenceNumber: yup
    .string()
    .trim()
    .required(V.required)
    .matches(/^[A-Za-z0-9-]{4,30}$/, V.referenceNumber),
  senderPhone: phoneSchema,
  receiverPhone: phoneSchema,
  senderTckn: tcknSchema,
  receiverTckn: tcknSchema,
  bankAccountID: yup
    .number()
    .typeError(V.account)
    .required(V.account)
    .integer(V.account)
    .min(1, V.account),
  walletNumber: yup
    .string()
    .trim()
    .required(V.required)
    .matches(/^[A-Za-z0-9-]{6,34}$/, V.walletNumber),
  cryptoAddress: yup
    .string()
    .trim()
    .required(V.required)
    .matches(/^[A-Za-z0-9]{26,64}$/, V.cryptoAddress),
};

/** The object schema of the fields a method asks for. */
export function methodFieldsSchema(fields: readonly CashField[]) {
  return yup.object(Object.fromEntries(fields.map((field) => [field, CASH_FIELD_SCHEMAS[field]])));
}

/** YYYY-MM-DD of the identity card's last validity date: required, real, not in the past. */
export const validityDateSchema = (today: () => Date = () => new Date()) =>
  yup
    .string()
    .required(V.validityDate)
    .test('date', V.validityDate, (value) => dayjs(value, 'YYYY-MM-DD', true).isValid())
    .test('future', V.validityExpired, (value) => {
      const date = dayjs(value, 'YYYY-MM-DD', true);
      return !date.isValid() || !date.isBefore(dayjs(today()), 'day');
    });

export const WITHDRAW_NOTE_MAX = 250;
export const withdrawNoteSchema = yup.string().trim().max(WITHDRAW_NOTE_MAX, V.tooLong).default('');

/** Spec §3 bank account: owner, branch, account number, IBAN (the bank follows from it). */
export const bankAccountSchema = yup.object({
  owner: personName(80),
  branch: text(60),
  accountNumber: yup
    .string()
    .trim()
    .required(V.required)
    .matches(/^\d{4,20}$/, V.accountNumber),
  iban: yup
    .string()
    .required(V.required)
    .transform((value: string) => compactIban(value))
    .test('iban', V.iban, (value) => isValidTrIban(value)),
});
export type BankAccountForm = yup.InferType<typeof bankAccountSchema>;
