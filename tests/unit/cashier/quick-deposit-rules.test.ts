import { describe, expect, it } from 'vitest';
import {
  lastAmountWithin,
  paysInPlace,
  rememberedMethod,
} from '../../../machines/cashier/quick-deposit-rules.ts';
import { TRANSACTION_STATUS } from '../../../machines/shared/finance.ts';
import {
  bank,
  cep,
  methods,
  papara,
  qr,
  transaction,
} from '../../machines/cashier/deposit-fixtures.ts';

const credited = (methodID: number) =>
  transaction(TRANSACTION_STATUS.completed, { methodID, amount: 250_00 });

describe('the quick deposit’s rules', () => {
  it('remembers the method of the last credited deposit while it is offered', () => {
    expect(rememberedMethod({ methods, last: credited(qr.id) })).toBe(qr);
    expect(rememberedMethod({ methods, last: credited(999) })).toBeNull();
    expect(rememberedMethod({ methods, last: null })).toBeNull();
  });

  it.each([
    ['a QR code, shown in the panel', qr, true],
    ['an operator’s method that asks for nothing', { ...bank, fields: [] }, true],
    ['a provider’s page', papara, false],
    ['a card without fields, paid on the provider’s page', { ...qr, kind: 'card' as const }, false],
    ['transfer details', bank, false],
    ['phones and identity numbers', cep, false],
  ])('pays in place for %s: %s', (_, method, expected) => {
    expect(paysInPlace(method)).toBe(expected);
  });

  it('offers the last amount again only within the method and the limit', () => {
    expect(lastAmountWithin(250_00, qr, null)).toBe(250_00);
    expect(lastAmountWithin(250_00, qr, 250_00)).toBe(250_00);
    expect(lastAmountWithin(250_00, qr, 249_99)).toBeNull();
    expect(lastAmountWithin(5_00, qr, null)).toBeNull();
    expect(lastAmountWithin(null, qr, null)).toBeNull();
  });
});
