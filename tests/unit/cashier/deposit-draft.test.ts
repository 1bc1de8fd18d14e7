import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_DRAFT_VERSION,
  depositWithChoice,
  draftFromSearch,
  draftOf,
  isDepositDraft,
  type DepositDraft,
} from '../../../machines/cashier/deposit-draft.ts';
import { restoreDraft } from '../../../machines/cashier/deposit-restore.ts';
import {
  bank,
  cep,
  draft,
  methods,
  OWNER,
  papara,
} from '../../machines/cashier/deposit-fixtures.ts';

describe('isDepositDraft', () => {
  it.each([
    ['a draft at review', draft()],
    ['a draft of the list', draft({ step: 'method', amount: null, fields: null })],
    ['cep fields', draft({ methodID: cep.id, fields: { senderPhone: '5321234567' } })],
  ])('keeps %s', (_, value) => {
    expect(isDepositDraft(JSON.parse(JSON.stringify(value)))).toBe(true);
  });

  it.each([
    ['another version', { ...draft(), version: 2 }],
    ['no owner', { ...draft(), owner: '' }],
    ['an id that is not a whole number', { ...draft(), methodID: 1.5 }],
    ['a negative id', { ...draft(), methodID: -1 }],
    ['an unknown step', { ...draft(), step: 'submitting' }],
    ['a negative amount', { ...draft(), amount: -100 }],
    ['an amount as text', { ...draft(), amount: '250' }],
    ['an unknown field', { ...draft(), fields: { password: 'x' } }],
    ['a field that is not text', { ...draft(), fields: { referenceNumber: 7 } }],
    ['a field too long to be typed', { ...draft(), fields: { referenceNumber: 'x'.repeat(101) } }],
    ['fields as a list', { ...draft(), fields: ['REF'] }],
    ['null', null],
    ['a list', []],
    ['text', 'draft'],
  ])('drops %s', (_, value) => {
    expect(isDepositDraft(value)).toBe(false);
  });

  it('a key or a code is no part of a draft', () => {
    expect(isDepositDraft({ ...draft(), fields: { idempotencyKey: 'k' } })).toBe(false);
  });
});

describe('draftOf', () => {
  const input = {
    owner: OWNER,
    step: 'review' as const,
    method: bank,
    amount: 250_00,
    fields: { referenceNumber: 'R-1234' },
  };
  it.each([
    [
      'the validated input',
      input,
      {
        version: DEPOSIT_DRAFT_VERSION,
        owner: OWNER,
        methodID: bank.id,
        step: 'review',
        amount: 250_00,
        fields: { referenceNumber: 'R-1234' },
      },
    ],
    ['nothing without a method', { ...input, method: null }, null],
    ['nothing without a player', { ...input, owner: '' }, null],
    [
      'no fields for a method without fields',
      { ...input, method: papara, fields: {} },
      {
        version: 1,
        owner: OWNER,
        methodID: papara.id,
        step: 'review',
        amount: 250_00,
        fields: null,
      },
    ],
  ])('%s', (_, value, expected) => {
    expect(draftOf(value)).toEqual(expected);
  });

  it('round-trips through the storage validator', () => {
    expect(isDepositDraft(JSON.parse(JSON.stringify(draftOf(input))))).toBe(true);
  });
});

describe('restoreDraft', () => {
  /** The transfer's fields as the player typed them into the draft. */
  const typed = draft().fields;
  const restored = (value: DepositDraft | null, owner = OWNER) => {
    const result = restoreDraft(value, methods, owner);
    return (
      result && {
        methodID: result.method.id,
        step: result.step,
        amount: result.amount,
        fields: result.fields,
      }
    );
  };

  it.each([
    [
      'review with everything valid',
      draft(),
      { methodID: bank.id, step: 'review', amount: 250_00, fields: typed },
    ],
    [
      'details when the fields fail now',
      draft({ fields: { referenceNumber: '!' } }),
      { methodID: bank.id, step: 'details', amount: 250_00, fields: null },
    ],
    [
      'details when there are none',
      draft({ fields: null }),
      { methodID: bank.id, step: 'details', amount: 250_00, fields: null },
    ],
    [
      'amount when the amount is out of range now',
      draft({ amount: 10_00 }),
      { methodID: bank.id, step: 'amount', amount: null, fields: typed },
    ],
    [
      'amount when there is none',
      draft({ amount: null }),
      { methodID: bank.id, step: 'amount', amount: null, fields: typed },
    ],
    [
      'the kept step when it is earlier',
      draft({ step: 'amount' }),
      { methodID: bank.id, step: 'amount', amount: 250_00, fields: typed },
    ],
    [
      'the list',
      draft({ step: 'method' }),
      { methodID: bank.id, step: 'method', amount: 250_00, fields: typed },
    ],
    [
      'review for a method without fields',
      draft({ methodID: papara.id, fields: null }),
      { methodID: papara.id, step: 'review', amount: 250_00, fields: null },
    ],
    [
      'amount, not details, for a method without fields',
      draft({ methodID: papara.id, step: 'details', fields: null }),
      { methodID: papara.id, step: 'amount', amount: 250_00, fields: null },
    ],
  ] as const)('%s', (_, value, expected) => {
    expect(restored(value)).toEqual(expected);
  });

  it.each([
    ['no draft', null],
    ['a method no longer offered', draft({ methodID: 999 })],
  ])('nothing for %s', (_, value) => {
    expect(restored(value)).toBeNull();
  });

  it('nothing for a draft of another player', () => {
    expect(restored(draft(), 'someone-else')).toBeNull();
  });

  it('checks the fields against the method as it is now', () => {
    const changed = methods.map((m) =>
      m.id === bank.id ? { ...m, fields: ['branch' as const] } : m,
    );
    const result = restoreDraft(draft(), changed, OWNER);
    expect(result?.step).toBe('details');
    expect(result?.fields).toBeNull();
  });
});

describe('the quick deposit’s hand-over (?method=&amount=)', () => {
  it('is an address the wizard reads back as a draft at review', () => {
    const address = depositWithChoice(papara.id, 300_00);
    expect(address).toBe(`/deposit?method=${papara.id}&amount=30000`);
    const search = new URLSearchParams(address.split('?')[1]);
    const handed = draftFromSearch(OWNER, search.get('method'), search.get('amount'));
    expect(handed).toEqual({
      version: DEPOSIT_DRAFT_VERSION,
      owner: OWNER,
      methodID: papara.id,
      step: 'review',
      amount: 300_00,
      fields: null,
    });
    expect(isDepositDraft(handed)).toBe(true);
    // Restored, it stops where input is missing: the bank's transfer details.
    expect(restoreDraft(handed, methods, OWNER)?.step).toBe('review');
    const toBank = draftFromSearch(OWNER, String(bank.id), '30000');
    expect(restoreDraft(toBank, methods, OWNER)?.step).toBe('details');
  });

  it.each([
    ['no method', null, '30000'],
    ['a method that is no number', 'papara', '30000'],
    ['a negative method', '-21', '30000'],
  ])('is nothing with %s', (_, method, amount) => {
    expect(draftFromSearch(OWNER, method, amount)).toBeNull();
  });

  it('keeps the method without an unreadable amount, and needs a signed-in player', () => {
    expect(draftFromSearch(OWNER, '21', '3e4')).toMatchObject({ methodID: 21, amount: null });
    expect(draftFromSearch('', '21', '30000')).toBeNull();
  });

  it('restores an amount only while the deposit limit leaves room for it', () => {
    const handed = draftFromSearch(OWNER, String(papara.id), '30000');
    expect(restoreDraft(handed, methods, OWNER, 300_00)?.amount).toBe(300_00);
    expect(restoreDraft(handed, methods, OWNER, 299_99)).toMatchObject({
      step: 'amount',
      amount: null,
    });
  });
});
