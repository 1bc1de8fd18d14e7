import { describe, expect, it } from 'vitest';
import lodashClone from 'lodash-es/clone.js';
import lodashCloneDeep from 'lodash-es/cloneDeep.js';
import lodashIsPlainObject from 'lodash-es/isPlainObject.js';
import lodashToPath from 'lodash-es/toPath.js';
import clone from '../../../src/platform/formik-lodash/clone.ts';
import cloneDeep from '../../../src/platform/formik-lodash/clone-deep.ts';
import isPlainObject from '../../../src/platform/formik-lodash/is-plain-object.ts';
import toPath from '../../../src/platform/formik-lodash/to-path.ts';

class Account {
  iban = 'TR33 0006 1005 1978 6457 8413 26';
}

/** What forms hold: amounts, choices, nested and listed fields, dates. */
const formValues = () => ({
  amount: '250',
  method: { id: 7, name: 'Papara' },
  accounts: [{ iban: 'TR12' }, { iban: 'TR34' }],
  birthDate: new Date('1990-05-01'),
  agreed: false,
  note: null,
});

describe("the build's stand-ins for formik's lodash functions", () => {
  it.each([
    'amount',
    'method.name',
    'accounts[0].iban',
    'accounts.1.iban',
    'a["b.c"][2]',
    "a['it\\'s']",
    '.leading',
    'a..b',
    'a[].b',
    '',
  ])('toPath(%j) splits as lodash does', (path) => {
    expect(toPath(path)).toEqual(lodashToPath(path));
  });

  it('toPath takes arrays and numbers as lodash does', () => {
    expect(toPath(['a', 0, 'b'])).toEqual(lodashToPath(['a', 0, 'b']));
    expect(toPath(3)).toEqual(lodashToPath(3));
    expect(toPath(null)).toEqual(lodashToPath(null));
  });

  it.each([
    ['a literal', {}],
    ['form values', formValues()],
    ['no prototype', Object.create(null) as object],
    ['an array', []],
    ['a class instance', new Account()],
    ['a date', new Date()],
    ['null', null],
    ['a string', 'x'],
  ])('isPlainObject(%s) answers as lodash does', (_name, value) => {
    expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
  });

  it('clone copies one level, keeping prototypes, as lodash does', () => {
    const values = formValues();
    const copy = clone(values);
    expect(copy).toEqual(lodashClone(values));
    expect(copy).not.toBe(values);
    expect(copy.method).toBe(values.method);
    const list = [1, { a: 2 }];
    expect(clone(list)).toEqual(lodashClone(list));
    expect(clone(list)).not.toBe(list);
    const account = clone(new Account());
    expect(account).toBeInstanceOf(Account);
    expect(account).toEqual(lodashClone(new Account()));
    expect(clone('x')).toBe(lodashClone('x'));
  });

  it('cloneDeep copies every level as lodash does', () => {
    const values = formValues();
    const copy = cloneDeep(values);
    expect(copy).toEqual(lodashCloneDeep(values));
    expect(copy.method).not.toBe(values.method);
    expect(copy.accounts[1]).not.toBe(values.accounts[1]);
    expect(copy.birthDate).not.toBe(values.birthDate);
    expect(copy.birthDate.getTime()).toBe(values.birthDate.getTime());
  });
});
