/**
 * Game search text: both the query and the stored names are folded the same way, so a search
 * matches whatever case and Turkish letters either side was written with ('istanbul' finds
 * 'İstanbul', 'SICAK' finds 'Sıcak', 'sans' finds 'Şans').
 */

/** A search shorter than this (after trimming) is refused (spec §5). */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 50;

/** Turkish letters that lower-casing alone does not bring together. */
const TURKISH_FOLDS: Record<string, string> = {
  İ: 'i',
  I: 'i',
  ı: 'i',
  Ş: 's',
  ş: 's',
  Ğ: 'g',
  ğ: 'g',
  Ç: 'c',
  ç: 'c',
  Ö: 'o',
  ö: 'o',
  Ü: 'u',
  ü: 'u',
};

/**
 * Lower-case, Turkish letters folded to their plain Latin ones, other accents dropped (â → a),
 * runs of white space made one space, trimmed.
 */
export function foldSearchText(text: string): string {
  return text
    .replace(/[İIıŞşĞğÇçÖöÜü]/g, (letter) => TURKISH_FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export type SearchProblem = 'tooShort' | 'tooLong';

/** Why a search text cannot be used, counted in characters after trimming; undefined if it can. */
export function searchProblem(text: string): SearchProblem | undefined {
  const length = [...text.trim()].length;
  if (length < SEARCH_MIN_CHARS) return 'tooShort';
  if (length > SEARCH_MAX_CHARS) return 'tooLong';
  return undefined;
}
