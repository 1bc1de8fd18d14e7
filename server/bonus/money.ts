import type { Lang } from '../../machines/shared/contract.ts';

/** Kuruş as the player reads it in a message: '1.234,56 TRY' (tr), '1,234.56 TRY' (en). */
export const lira = (kurus: number, lang: Lang) =>
  `${(kurus / 100).toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })} TRY`;
