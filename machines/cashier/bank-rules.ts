import * as yup from 'yup';
import type { Bank, BankAccount, BankAccountValues } from '../shared/finance.ts';
import { foldMessage } from '../shared/server-messages.ts';
import type { Reauthentication } from '../auth/reauthentication.ts';
import { bankAccountSchema } from '../shared/validation/finance-schemas.ts';
import { compactIban, ibanBankCode, isValidTrIban } from '../shared/validation/iban.ts';

/** Message ids the bank account machine hands the views (src/i18n translates them). */
export const BANK_ACCOUNT_MESSAGES = {
  /** Spec §8 success toasts. */
  added: 'bankAccounts.added',
  updated: 'bankAccounts.updated',
  deleted: 'bankAccounts.deleted',
  /** A well-formed IBAN whose bank code is none of the platform's banks. */
  unknownBank: 'bankAccounts.unknownBank',
  /** No answer, or one without a message. */
  failed: 'common.somethingWentWrong',
} as const;

/** What the bank account form holds: the account alone (the step-up asks the password and code). */
export interface BankAccountFormValues {
  owner: string;
  branch: string;
  accountNumber: string;
  iban: string;
}

export const BANK_ACCOUNT_FIELDS = ['owner', 'branch', 'accountNumber', 'iban'] as const;
export type BankAccountField = (typeof BANK_ACCOUNT_FIELDS)[number];

/** The step-up's fields: a save refused at one of them asks the step-up again. */
export const STEP_UP_FIELDS = ['password', 'ga_code', 'passkey'] as const;
/** Where a refused save belongs: a field of the form, or of the step-up. */
export type RefusalField = BankAccountField | (typeof STEP_UP_FIELDS)[number];

export const EMPTY_BANK_ACCOUNT_FORM: BankAccountFormValues = {
  owner: '',
  branch: '',
  accountNumber: '',
  iban: '',
};

/** The bank a Turkish IBAN belongs to, by the 5-digit code inside it; null when none matches. */
export function bankForIban(banks: readonly Bank[], iban: string): Bank | null {
  const code = ibanBankCode(iban);
  if (code === null) return null;
  return banks.find((bank) => bank.code === code) ?? null;
}

/**
 * The form's rules: the shared bankAccountSchema (the server runs the same) and an IBAN of a
 * bank the platform knows.
 */
export function bankAccountFormSchema(banks: readonly Bank[]) {
  return bankAccountSchema.shape({
    iban: (bankAccountSchema.fields.iban as yup.StringSchema).test(
      'bank',
      BANK_ACCOUNT_MESSAGES.unknownBank,
      (value) => !isValidTrIban(value ?? '') || bankForIban(banks, value ?? '') !== null,
    ),
  });
}

/** The form of an account being edited, or an empty one. */
export function formValuesOf(account: BankAccount | null): BankAccountFormValues {
  if (!account) return EMPTY_BANK_ACCOUNT_FORM;
  return {
    owner: account.owner,
    branch: account.branch,
    accountNumber: account.accountNumber,
    iban: account.iban,
  };
}

/**
 * save_bank_account's payload: the values trimmed, the IBAN compact, with the password and code
 * of the step-up that allows it.
 */
export function toBankAccountValues(
  values: BankAccountFormValues,
  options: { bankAccountID: number | null; reauthentication: Reauthentication },
): BankAccountValues & Reauthentication {
  return {
    ...(options.bankAccountID === null ? {} : { bankAccountID: options.bankAccountID }),
    owner: values.owner.trim(),
    branch: values.branch.trim(),
    accountNumber: values.accountNumber.trim(),
    iban: compactIban(values.iban),
    ...options.reauthentication,
  };
}

/** A refused save: the field it is about (null: the form as a whole) and the text to show. */
export interface SaveRefusal {
  field: RefusalField | null;
  message: string;
}

/** A wrong password or code (or none): the step-up shows it and asks again. */
export const isStepUpRefusal = (refusal: SaveRefusal): boolean =>
  (STEP_UP_FIELDS as readonly (string | null)[]).includes(refusal.field);

const FIELD_ALIASES: Record<string, RefusalField> = {
  owner: 'owner',
  branch: 'branch',
  accountNumber: 'accountNumber',
  iban: 'iban',
  password: 'password',
  ga_code: 'ga_code',
  gacode: 'ga_code',
  code: 'ga_code',
  passkey: 'passkey',
};

/**
 * Words that place a refusal without a named field (folded: lower case, no diacritics). The
 * platform names the field in `data.field` where it can (validation answers always do).
 */
const FIELD_WORDS: readonly [RefusalField, readonly string[]][] = [
  // A message about the IBAN may speak of its bank code: the IBAN comes first.
  ['iban', ['iban']],
  ['passkey', ['passkey']],
  ['password', ['sifre', 'password']],
  ['ga_code', ['kod', 'code']],
  ['owner', ['sahibi', 'owner', 'account holder', 'ad soyad']],
  ['accountNumber', ['hesap numarasi', 'hesap no', 'account number']],
  ['branch', ['sube', 'branch']],
];

function fieldOfData(data: unknown): RefusalField | null {
  if (typeof data !== 'object' || data === null || !('field' in data)) return null;
  const field = (data as { field: unknown }).field;
  return typeof field === 'string' ? (FIELD_ALIASES[field] ?? null) : null;
}

function fieldOfMessage(message: string): RefusalField | null {
  const folded = foldMessage(message);
  return FIELD_WORDS.find(([, words]) => words.some((word) => folded.includes(word)))?.[0] ?? null;
}

const kindOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'kind' in error ? error.kind : undefined;

/**
 * Where a refused save_bank_account (duplicate IBAN, an owner who is not the player, a wrong
 * password or code…) is shown: at the field the server named, else at the field its message is
 * about, else above the form. A failure without an answer carries no server message: the
 * generic one.
 */
export function refusalOf(error: unknown): SaveRefusal {
  const kind = kindOf(error);
  const message = error instanceof Error ? error.message.trim() : '';
  if ((kind !== undefined && kind !== 'refused') || message === '') {
    return { field: null, message: BANK_ACCOUNT_MESSAGES.failed };
  }
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  return { field: fieldOfData(data) ?? fieldOfMessage(message), message };
}

/** The list with one account added or replaced (by bankAccountID), newest first. */
export function upsertAccount(accounts: readonly BankAccount[], saved: BankAccount): BankAccount[] {
  return accounts.some((account) => account.bankAccountID === saved.bankAccountID)
    ? accounts.map((account) => (account.bankAccountID === saved.bankAccountID ? saved : account))
    : [saved, ...accounts];
}
