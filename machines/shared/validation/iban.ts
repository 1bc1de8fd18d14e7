/**
 * Turkish IBAN: 26 characters, TR + 2 check digits (ISO 7064 mod 97-10) + a 5-digit bank code
 * + a reserved 0 + 16 digits of account. Written with spaces or in lower case, it is compacted.
 */
export const TR_IBAN_LENGTH = 26;

/** Upper case without spaces: the form the platform keeps. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over an IBAN: move the first 4 characters to the end, letters to numbers. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidTrIban(value: string): boolean {
  const iban = compactIban(value);
  return /^TR\d{7}0\d{16}$/.test(iban) && mod97(iban) === 1;
}

/** The 5-digit bank code of a Turkish IBAN (the bank follows from it), or null. */
export function ibanBankCode(value: string): string | null {
  const iban = compactIban(value);
  return /^TR\d{7}/.test(iban) ? iban.slice(4, 9) : null;
}

/** 'TR12 0006 …': groups of four for reading. */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** A valid IBAN for a bank code and an account of up to 16 digits (seeds and tests). */
export function buildTrIban(bankCode: string, account: string): string {
  const body = `${bankCode.padStart(5, '0')}0${account.padStart(16, '0')}`;
  const check = 98 - mod97(`TR00${body}`);
  return `TR${String(check).padStart(2, '0')}${body}`;
}
