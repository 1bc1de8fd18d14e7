import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountFormSchema,
  bankForIban,
  formValuesOf,
  isStepUpRefusal,
  refusalOf,
  toBankAccountValues,
  upsertAccount,
} from '../../../machines/cashier/bank-rules.ts';
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
};

function errorsOf(values: object): string[] {
  try {
    bankAccountFormSchema(banks).validateSync(values, { abortEarly: false });
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
    ['valid values', valid, []],
    ['an IBAN in groups of four', { ...valid, iban: formatIban(garantiIban) }, []],
    ['a wrong check digit', { ...valid, iban: garantiIban.replace(/^TR\d\d/, 'TR00') }, [V.iban]],
    ['a short IBAN', { ...valid, iban: 'TR12 0006 2000' }, [V.iban]],
    [
      'a bank the platform does not know',
      { ...valid, iban: unknownBankIban },
      [BANK_ACCOUNT_MESSAGES.unknownBank],
    ],
    ['no owner', { ...valid, owner: '  ' }, [V.required]],
    ['no branch', { ...valid, branch: '' }, [V.required]],
    ['an account number with letters', { ...valid, accountNumber: '12AB34' }, [V.accountNumber]],
    ['an account number of 3 digits', { ...valid, accountNumber: '123' }, [V.accountNumber]],
  ])('%s', (_, values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
  });
});

describe('form values and the payload', () => {
  it('fills the form of an edited account, or none', () => {
    expect(formValuesOf(ziraat)).toEqual({
      owner: 'Ayşe Yılmaz',
      branch: 'Kadıköy',
      accountNumber: '12345678',
      iban: ziraatIban,
    });
    expect(formValuesOf(null)).toEqual({ owner: '', branch: '', accountNumber: '', iban: '' });
  });

  it.each([
    [
      'a new account with the password alone: no id, no code',
      { bankAccountID: null, reauthentication: { password: 'Demo1234' } },
      {
        owner: 'Ayşe Yılmaz',
        branch: 'Moda',
        accountNumber: '55556666',
        iban: garantiIban,
        password: 'Demo1234',
      },
    ],
    [
      'an edited account with a second factor: its id and the code',
      { bankAccountID: 13, reauthentication: { password: 'Demo1234', ga_code: '654321' } },
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
    ['a wrong password', refused('Mevcut şifreniz hatalı'), true],
    ['a wrong code', refused('Girdiğiniz kod hatalı', { field: 'ga_code' }), true],
    [
      'a missing SMS code',
      refused('Bu işlem için telefonunuza gönderilen 6 haneli kodu girin', { field: 'ga_code' }),
      true,
    ],
    ['an IBAN taken', refused('Bu IBAN zaten kayıtlı', { field: 'iban' }), false],
    ['a refusal about the whole account', refused('Bekleyen çekim talebi olan hesap'), false],
    ['no answer', offline(), false],
  ])('%s: asked again in the step-up (%s)', (_, error, again) => {
    expect(isStepUpRefusal(refusalOf(error))).toBe(again);
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
