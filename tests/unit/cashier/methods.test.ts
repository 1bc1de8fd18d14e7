import { describe, expect, it } from 'vitest';
import {
  flattenCashMethods,
  sortMethods,
  withFavorite,
} from '../../../machines/cashier/methods.ts';
import type {
  CashMethodEntry,
  CashMethodProperties,
  PaymentMethod,
} from '../../../machines/shared/finance.ts';

const properties = (
  id: number,
  overrides: Partial<CashMethodProperties> = {},
): CashMethodProperties => ({
  id,
  name: `Method ${id}`,
  kind: 'papara',
  logo: `/media/${id}.svg`,
  min: 1_000,
  max: 100_000,
  fields: [],
  instant: true,
  highlighted: false,
  isFavorite: 0,
  ...overrides,
});

const method = (id: number, overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  ...properties(id),
  group: null,
  ...overrides,
});

describe('flattenCashMethods', () => {
  it('keeps single methods and the methods of groups in order, each knowing its group', () => {
    const entries: CashMethodEntry[] = [
      { type: 'single', Type: 1, methodID: 1, properties: properties(1) },
      {
        type: 'group',
        Type: 1,
        groupID: 'fast',
        name: 'Hızlı Ödeme',
        logo: '/media/fast.svg',
        methods: [properties(2), properties(3, { isFavorite: 1 })],
      },
      { type: 'single', Type: 1, methodID: 4, properties: properties(4) },
    ];
    const flat = flattenCashMethods(entries);
    expect(flat.map((m) => [m.id, m.group?.name ?? null])).toEqual([
      [1, null],
      [2, 'Hızlı Ödeme'],
      [3, 'Hızlı Ödeme'],
      [4, null],
    ]);
    expect(flat[2]).toEqual({
      ...properties(3, { isFavorite: 1 }),
      group: { id: 'fast', name: 'Hızlı Ödeme' },
    });
  });

  it.each([
    ['nothing', [], []],
    [
      'an empty group',
      [{ type: 'group', Type: 1, groupID: 'g', name: 'G', logo: '', methods: [] }],
      [],
    ],
  ] as Array<[string, CashMethodEntry[], number[]]>)('%s gives no methods', (_, entries, ids) => {
    expect(flattenCashMethods(entries).map((m) => m.id)).toEqual(ids);
  });
});

describe('sortMethods', () => {
  it.each([
    [
      'highlighted first, then favourites, then the rest',
      [method(1), method(2, { isFavorite: 1 }), method(3, { highlighted: true }), method(4)],
      [3, 2, 1, 4],
    ],
    [
      'highlighted favourites before highlighted others',
      [method(1, { highlighted: true }), method(2, { highlighted: true, isFavorite: 1 })],
      [2, 1],
    ],
    [
      'a highlighted method before a favourite',
      [method(1, { isFavorite: 1 }), method(2, { highlighted: true })],
      [2, 1],
    ],
    ['equal ranks keep the platform’s order', [method(5), method(3), method(4)], [5, 3, 4]],
    ['nothing', [], []],
  ])('%s', (_, methods, ids) => {
    expect(sortMethods(methods).map((m) => m.id)).toEqual(ids);
  });

  it('leaves the given list alone', () => {
    const methods = [method(1), method(2, { highlighted: true })];
    sortMethods(methods);
    expect(methods.map((m) => m.id)).toEqual([1, 2]);
  });
});

describe('withFavorite', () => {
  const methods = [method(1), method(2, { isFavorite: 1 })];
  it.each([
    ['adds a favourite', 1, true, [1, 1]],
    ['removes a favourite', 2, false, [0, 0]],
    ['adding twice changes nothing', 2, true, [0, 1]],
    ['an unknown id changes nothing', 9, true, [0, 1]],
  ])('%s', (_, id, favorite, flags) => {
    expect(withFavorite(methods, id, favorite).map((m) => m.isFavorite)).toEqual(flags);
  });

  it('returns a new list and leaves the old one alone', () => {
    const next = withFavorite(methods, 1, true);
    expect(next).not.toBe(methods);
    expect(methods[0]!.isFavorite).toBe(0);
    expect(next[1]).toBe(methods[1]);
  });
});
