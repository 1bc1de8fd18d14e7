import type { SessionEndReason } from './session.ts';

/** What a result-false message means to the site besides being shown (spec §4, §8). */
export type MessageMeaning = SessionEndReason | 'maintenance';

// Folds case, Turkish dotted/dotless i and diacritics, so 'İnaktif hesap', 'inaktif hesap'
// and 'INAKTIF HESAP' (and 'Site Bakıma Alındı' for 'Site Bakima Alindi') all match.
export const foldMessage = (message: string): string =>
  message.trim().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();

const MEANINGS: readonly [MessageMeaning, readonly string[]][] = [
  ['expired', ['Oturum süresi doldu', 'Session expired']],
  ['loginFailed', ['Giriş Başarısız', 'Login Failed']],
  ['inactive', ['İnaktif hesap', 'Inactive account']],
  ['unauthorized', ['Bu işlem için yetkiniz yok', 'You are not authorized to do this']],
  ['maintenance', ['Site Bakima Alindi', 'Site is under maintenance']],
];

const BY_MESSAGE = new Map(
  MEANINGS.flatMap(([meaning, texts]) =>
    texts.map((text) => [foldMessage(text), meaning] as const),
  ),
);

/** The meaning of a server message (Turkish or English), or null for any other message. */
export function meaningOf(message: string): MessageMeaning | null {
  return BY_MESSAGE.get(foldMessage(message)) ?? null;
}

/** 'Oturum süresi doldu' / 'Session expired', in any case and with or without diacritics. */
export function isSessionExpiredMessage(message: string): boolean {
  return meaningOf(message) === 'expired';
}
