import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  errorMessageOf,
  isMessageId,
  isSessionExpiredError,
} from '../../../machines/shared/api-errors.ts';
import { isSixDigitCode } from '../../../machines/shared/validation/account-schemas.ts';
import { isSessionExpiredMessage, meaningOf } from '../../../machines/shared/server-messages.ts';
import { apiError } from '../../fixtures/auth.ts';

describe('auth messages', () => {
  it.each([
    ['login.wrongCode', true],
    ['login.sessionExpired', true],
    ['common.somethingWentWrong', true],
    ['Giriş Başarısız', false],
    ['Oturum süresi doldu', false],
    ['Login Failed', false],
    ['Too many attempts. Please try again in 15 minutes.', false],
    ['login', false],
  ])('isMessageId(%j) is %s', (text, expected) => {
    expect(isMessageId(text)).toBe(expected);
  });

  it('every id the machines use is a message id', () => {
    for (const id of Object.values(AUTH_MESSAGES)) expect(isMessageId(id)).toBe(true);
  });

  it.each([
    ['a refusal', apiError('Giriş Başarısız'), 'Giriş Başarısız'],
    ['a plain Error', new Error(' İnaktif hesap '), 'İnaktif hesap'],
    ['a network failure', apiError('Network Error', 'network'), AUTH_MESSAGES.failed],
    ['an empty message', new Error('  '), AUTH_MESSAGES.failed],
    ['a thrown string', 'boom', AUTH_MESSAGES.failed],
    ['undefined', undefined, AUTH_MESSAGES.failed],
  ])('errorMessageOf %s', (_, error, expected) => {
    expect(errorMessageOf(error)).toBe(expected);
  });

  it.each([
    ['Oturum süresi doldu', true],
    ['OTURUM SÜRESI DOLDU', true],
    ['Session expired', true],
    [' session expired ', true],
    ['Giriş Başarısız', false],
    ['Session', false],
  ])('isSessionExpiredMessage(%j) is %s', (message, expected) => {
    expect(isSessionExpiredMessage(message)).toBe(expected);
    expect(isSessionExpiredError(new Error(message))).toBe(expected);
  });

  it('a non-error is never session expired', () => {
    expect(isSessionExpiredError('Session expired')).toBe(false);
  });

  it.each([
    ['Giriş Başarısız', 'loginFailed'],
    ['Login Failed', 'loginFailed'],
    ['inaktif hesap', 'inactive'],
    ['Inactive account', 'inactive'],
    ['Bu işlem için yetkiniz yok', 'unauthorized'],
    ['Site Bakıma Alındı', 'maintenance'],
    ['İşlem Başarılı', null],
  ])('meaningOf(%j) is %s', (message, meaning) => {
    expect(meaningOf(message)).toBe(meaning);
  });

  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12 456', false],
    ['', false],
  ])('isSixDigitCode(%j) is %s', (code, expected) => {
    expect(isSixDigitCode(code)).toBe(expected);
  });
});
