import { describe, expect, it } from 'vitest';
import { foldSearchText, searchProblem } from '../../../machines/shared/search-text.ts';

describe('foldSearchText', () => {
  it.each([
    ['dotted capital İ', 'İstanbul', 'istanbul'],
    ['dotless capital I', 'SICAK', 'sicak'],
    ['dotless small ı', 'Sıcak', 'sicak'],
    ['Ş and ş', 'ŞANS şans', 'sans sans'],
    ['Ğ and ğ', 'DAĞ dağ', 'dag dag'],
    ['Ç and ç', 'ÇARŞI çarşı', 'carsi carsi'],
    ['Ö and ö', 'ÖRNEK örnek', 'ornek ornek'],
    ['Ü and ü', 'ÜZÜM üzüm', 'uzum uzum'],
    ['circumflex accents', 'Kâğıt Hüsnü', 'kagit husnu'],
    ['other accents', 'Café Ñandú', 'cafe nandu'],
    ['plain Latin letters', 'Book of Ra', 'book of ra'],
    ['digits and signs stay', 'Hot 7s & Bells 40', 'hot 7s & bells 40'],
    ['white space collapses and trims', '  Altın \t Lale  ', 'altin lale'],
    ['empty text', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(foldSearchText(input)).toBe(expected);
  });

  it('folds a query and a name written differently to the same text', () => {
    expect(foldSearchText('istanbul GECELERİ')).toBe(foldSearchText('İSTANBUL Geceleri'));
    expect(foldSearchText('sicak meyveler')).toBe(foldSearchText('SICAK MEYVELER'));
  });
});

describe('searchProblem', () => {
  it.each([
    ['', 'tooShort'],
    ['ab', 'tooShort'],
    ['  ab  ', 'tooShort'],
    ['ış', 'tooShort'],
    ['abc', undefined],
    ['  ışk ', undefined],
    ['a'.repeat(50), undefined],
    ['a'.repeat(51), 'tooLong'],
  ])('%j → %s', (text, problem) => {
    expect(searchProblem(text)).toBe(problem);
  });
});
