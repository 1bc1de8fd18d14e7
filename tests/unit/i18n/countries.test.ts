import { describe, expect, it } from 'vitest';
import { countriesIn, countryName } from '../../../src/i18n/countries.ts';

const duplicates = (values: readonly string[]) =>
  values.filter((value, i) => values.indexOf(value) !== i);

describe('the country list', () => {
  it.each(['tr', 'en'] as const)('names each country once in %s, Türkiye first', (lang) => {
    const list = countriesIn(lang);
    expect(list.length).toBeGreaterThan(240);
    expect(duplicates(list.map((c) => c.code))).toEqual([]);
    expect(duplicates(list.map((c) => c.label))).toEqual([]);
    expect(list[0]).toEqual({ code: 'TR', label: 'Türkiye' });
  });

  it('holds no withdrawn codes', () => {
    const codes = countriesIn('tr').map((c) => c.code);
    for (const old of ['DY', 'HV', 'NH', 'VD', 'RH']) expect(codes).not.toContain(old);
  });

  it('names countries in the language of the page', () => {
    expect(countryName('DE', 'tr')).toBe('Almanya');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countriesIn('en').map((c) => c.label)).toContain('United States');
    expect(countryName('XX', 'en')).toBeUndefined();
  });

  it('orders the rest by the language’s alphabet', () => {
    const tr = countriesIn('tr').map((c) => c.label);
    // Turkish puts Ç after C and İ after I.
    expect(tr.indexOf('Çad')).toBeGreaterThan(tr.indexOf('Curaçao'));
    expect(tr.indexOf('İran')).toBeGreaterThan(tr.indexOf('Irak'));
    const en = countriesIn('en').map((c) => c.label);
    expect(en.indexOf('Germany')).toBeLessThan(en.indexOf('Greece'));
  });
});
