import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountFormSchema,
  bankForIban,
  formValuesOf,
  refusalOf,
  toBankAccountValues,
  upsertAccount,
} from '../../../machines/finance/bank-rules.ts';
import { V } from '../../../machines/shared/validation/messages.ts';
import { formatIban } from '../../../machines/shared/validation/iban.ts';
import {
  banks,
  garanti,
  garantiIban,
  isBank,
  offline,
  refused,
  unknownBankIban,
  ziraat,
  ziraatIban,
} from './withdraw-fixtures.ts';

const valid = {
  owner: 'Ayşe Yılmaz',
  branch: 'Moda',
  accountNumber: '55556666',
  iban: garantiIban,
  password: 'Demo1234',
  ga_code: '',
};

function errorsOf(values: object, authenticatorRequired = false): string[] {
  try {
    bankAccountFormSchema({ banks, authenticatorRequired }).validateSync(values, {
      abortEarly: false,
    });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('bankForIban', () => {
  it.each([
    ['a Ziraat IBAN', ziraatIban, 'Ziraat Bankası'],
    ['written in groups and lower case', formatIban(garantiIban).toLowerCase(), 'Garanti BBVA'],
    ['an unknown bank code', unknownBankIban, null],
    ['only the country and check digits', 'TR12', null],
    ['the code typed so far (5 digits)', 'TR33 0006 4', 'Türkiye İş Bankası'],
    ['not Turkish', 'DE89370400440532013000', null],
    ['empty', '', null],
  ])('%s', (_, iban, bank) => {
    expect(bankForIban(banks, iban)?.name ?? null).toBe(bank);
  });
});

describe('bankAccountFormSchema', () => {
  it.each([
    ['valid values', valid, false, []],
    ['an IBAN in groups of four', { ...valid, iban: formatIban(garantiIban) }, false, []],
    [
      'a wrong check digit',
      { ...valid, iban: garantiIban.replace(/^TR\d\d/, 'TR00') },
      false,
      [V.iban],
    ],
    ['a short IBAN', { ...valid, iban: 'TR12 0006 2000' }, false, [V.iban]],
    [
      'a bank the platform does not know',
      { ...valid, iban: unknownBankIban },
      false,
      [BANK_ACCOUNT_MESSAGES.unknownBank],
    ],
    ['no owner', { ...valid, owner: '  ' }, false, [V.required]],
    ['no current password', { ...valid, password: '' }, false, [V.required]],
    ['no branch', { ...valid, branch: '' }, false, [V.required]],
    [
      'an account number with letters',
      { ...valid, accountNumber: '12AB34' },
      false,
      [V.accountNumber],
    ],
    ['an account number of 3 digits', { ...valid, accountNumber: '123' }, false, [V.accountNumber]],
    ['no code while the authenticator is on', valid, true, [V.required, V.code]],
    ['a 5-digit code', { ...valid, ga_code: '12345' }, true, [V.code]],
    ['a 6-digit code', { ...valid, ga_code: '123456' }, true, []],
    ['a code nobody asked for', { ...valid, ga_code: 'x' }, false, []],
  ])('%s', (_, values, authenticatorRequired, errors) => {
    expect(errorsOf(values, authenticatorRequired)).toEqual(errors);
  });
});

describe('form values and the payload', () => {
  it('fills the form of an edited account, never the password or the code', () => {
    expect(formValuesOf(ziraat)).toEqual({
      owner: 'Ayşe Yılmaz',
      branch: 'Kadıköy',
      accountNumber: '12345678',
      iban: ziraatIban,
      password: '',
      ga_code: '',
    });
    expect(formValuesOf(null)).toEqual({
      owner: '',
      branch: '',
      accountNumber: '',
      iban: '',
      password: '',
      ga_code: '',
    });
  });

  it.each([
    [
      'a new account without the authenticator: no id, no code',
      { bankAccountID: null, authenticatorRequired: false },
      {
        owner: 'Ayşe Yılmaz',
        branch: 'Moda',
        accountNumber: '55556666',
        iban: garantiIban,
        password: 'Demo1234',
      },
    ],
    [
      'an edited account with the authenticator: its id and the code',
      { bankAccountID: 13, authenticatorRequired: true },
      {
        bankAccountID: 13,
        owner: 'Ayşe Yılmaz',
        branch: 'Moda',
        accountNumber: '55556666',
        iban: garantiIban,
        password: 'Demo1234',
        ga_code: '654321',
      },
    ],
  ])('%s', (_, options, payload) => {
    const typed = {
      owner: ' Ayşe Yılmaz ',
      branch: 'Moda ',
      accountNumber: ' 55556666',
      iban: formatIban(garantiIban).toLowerCase(),
      password: 'Demo1234',
      ga_code: '654321',
    };
    expect(toBankAccountValues(typed, options)).toEqual(payload);
  });
});

describe('refusalOf', () => {
  it.each([
    ['the field the server names', refused('Bu IBAN zaten kayıtlı', { field: 'iban' }), 'iban'],
    ['the owner', refused('Hesap size ait olmalı', { field: 'owner' }), 'owner'],
    [
      'the code field by its server name',
      refused('Girdiğiniz kod hatalı', { field: 'ga_code' }),
      'ga_code',
    ],
    ['a wrong code without a field', refused('Girdiğiniz kod hatalı'), 'ga_code'],
    ['a wrong password without a field', refused('Mevcut şifreniz hatalı'), 'password'],
    ['a wrong password in English', refused('Your current password is incorrect'), 'password'],
    ['an English IBAN message', refused('This IBAN is already registered'), 'iban'],
    [
      'an IBAN message that speaks of a bank code',
      refused('Bu IBAN’ın banka kodu geçersiz'),
      'iban',
    ],
    ['the holder in English', refused('The account owner must be you'), 'owner'],
    ['a field name the form does not have', refused('Geçersiz', { field: 'bankID' }), null],
    [
      'a refusal about the whole account',
      refused('Bekleyen çekim talebi olan hesap silinemez'),
      null,
    ],
  ])('places %s', (_, error, field) => {
    expect(refusalOf(error)).toEqual({ field, message: error.message });
  });

  it.each([
    ['no answer', offline()],
    ['an empty message', refused('  ')],
    ['something that is not an error', 'boom'],
  ])('says something went wrong for %s', (_, error) => {
    expect(refusalOf(error)).toEqual({ field: null, message: BANK_ACCOUNT_MESSAGES.failed });
  });
});

describe('the list', () => {
  it('adds a new account first and replaces an edited one in place', () => {
    expect(upsertAccount([ziraat, isBank], garanti).map((a) => a.bankAccountID)).toEqual([
      13, 11, 12,
    ]);
    const renamed = { ...isBank, branch: 'Levent' };
    expect(upsertAccount([ziraat, isBank], renamed)).toEqual([ziraat, renamed]);
  });
});
