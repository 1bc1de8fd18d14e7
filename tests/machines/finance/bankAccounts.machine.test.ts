import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  BANK_ACCOUNT_MESSAGES,
  type BankAccountFormValues,
} from '../../../machines/finance/bank-rules.ts';
import type { Reauthentication } from '../../../machines/auth/reauthentication.ts';
import {
  bankAccountsMachine,
  type BankAccountDeletion,
  type BankAccountsData,
  type BankAccountsInput,
} from '../../../machines/finance/bankAccounts.machine.ts';
import {
  selectAccounts,
  selectCanAdd,
  selectCanCancel,
  selectCanDelete,
  selectCanEdit,
  selectDeleteError,
  selectDeleting,
  selectEditing,
  selectFieldRefusal,
  selectFormRefusal,
  selectHasFailed,
  selectIsConfirmingDelete,
  selectIsDeleting,
  selectIsEmpty,
  selectIsFormOpen,
  selectIsLoading,
  selectIsSaving,
} from '../../../machines/finance/bankAccounts.selectors.ts';
import type { BankAccount, BankAccountValues } from '../../../machines/shared/finance.ts';
import {
  accountBusy,
  banks,
  garanti,
  garantiIban,
  ibanTaken,
  isBank,
  offline,
  ownerNotPlayer,
  refused,
  unknownBankIban,
  wrongCode,
  ziraat,
} from './withdraw-fixtures.ts';

const data: BankAccountsData = { accounts: [ziraat, isBank], banks, authenticatorRequired: false };

const newAccount: BankAccountFormValues = {
  owner: 'Ayşe Yılmaz',
  branch: 'Moda',
  accountNumber: '55556666',
  iban: garantiIban,
  password: 'Demo1234',
  ga_code: '',
};

/** The delete dialog's re-authentication, as the view sends it. */
const reauth = { password: 'Demo1234', ga_code: '' };
const wrongPassword = () => refused('Mevcut şifreniz hatalı');

interface Fakes {
  load?: () => Promise<BankAccountsData>;
  save?: (values: BankAccountValues & Reauthentication) => Promise<BankAccount>;
  remove?: (deletion: BankAccountDeletion) => Promise<void>;
}

function start(fakes: Fakes = {}, input?: BankAccountsInput) {
  const load = vi.fn(fakes.load ?? (async () => data));
  const save = vi.fn(fakes.save ?? (async () => garanti));
  const remove = vi.fn(fakes.remove ?? (async () => {}));
  const actor = createActor(
    bankAccountsMachine.provide({
      actors: {
        loadBankAccounts: fromPromise(() => load()),
        saveBankAccount: fromPromise(({ input: values }) => save(values)),
        deleteBankAccount: fromPromise(({ input: deletion }) => remove(deletion)),
      },
    }),
    { input },
  );
  const notices: string[] = [];
  actor.on('notice.success', ({ message }) => notices.push(message));
  actor.start();
  return { actor, load, save, remove, notices };
}

type Actor = ReturnType<typeof start>['actor'];
type StateName = Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0];
const settled = (actor: Actor, state: StateName) => waitFor(actor, (s) => s.matches(state));

describe('bankAccounts machine: the list', () => {
  it('reads the accounts, banks and the authenticator setting, then lists them', async () => {
    const { actor, load } = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await settled(actor, 'list');
    const s = actor.getSnapshot();
    expect(load).toHaveBeenCalledTimes(1);
    expect(selectAccounts(s)).toEqual([ziraat, isBank]);
    expect(selectIsEmpty(s)).toBe(false);
    expect(selectCanAdd(s)).toBe(true);
  });

  it('says so when there is no account', async () => {
    const { actor } = start({ load: async () => ({ ...data, accounts: [] }) });
    await settled(actor, 'list');
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
  });

  it('fails with a retry that reads again', async () => {
    let calls = 0;
    const { actor, load } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw offline();
        return data;
      },
    });
    await settled(actor, 'failed');
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectIsEmpty(actor.getSnapshot())).toBe(false);
    // In the profile a failed list cannot be cancelled, only retried.
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'bankAccounts.retry' });
    await settled(actor, 'list');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('bankAccounts machine: adding', () => {
  it('opens an empty form and adds a valid account first in the list, with its toast', async () => {
    const { actor, save, notices } = start();
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.add' });
    expect(selectIsFormOpen(actor.getSnapshot())).toBe(true);
    expect(selectEditing(actor.getSnapshot())).toBeNull();
    actor.send({
      type: 'bankAccounts.submit',
      values: { ...newAccount, iban: 'tr' + garantiIban.slice(2) },
    });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    // The password goes from the event to the call, never into the snapshot.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Demo1234');
    await settled(actor, 'list');
    expect(save).toHaveBeenCalledWith({
      owner: 'Ayşe Yılmaz',
      branch: 'Moda',
      accountNumber: '55556666',
      iban: garantiIban,
      password: 'Demo1234',
    });
    expect(selectAccounts(actor.getSnapshot()).map((a) => a.bankAccountID)).toEqual([13, 11, 12]);
    expect(notices).toEqual([BANK_ACCOUNT_MESSAGES.added]);
  });

  it.each([
    ['a wrong IBAN', { ...newAccount, iban: 'TR00 0006 2000' }],
    ['an IBAN of an unknown bank', { ...newAccount, iban: unknownBankIban }],
    ['no owner', { ...newAccount, owner: '' }],
    ['no password', { ...newAccount, password: '' }],
  ])('refuses %s before sending anything', async (_, values) => {
    const { actor, save } = start();
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.add' });
    const event = { type: 'bankAccounts.submit' as const, values };
    expect(actor.getSnapshot().can(event)).toBe(false);
    actor.send(event);
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for the 6-digit code when the authenticator is on, and sends it', async () => {
    const { actor, save } = start({ load: async () => ({ ...data, authenticatorRequired: true }) });
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.add' });
    expect(actor.getSnapshot().can({ type: 'bankAccounts.submit', values: newAccount })).toBe(
      false,
    );
    actor.send({ type: 'bankAccounts.submit', values: { ...newAccount, ga_code: '123456' } });
    await settled(actor, 'list');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ ga_code: '123456' }));
  });

  it.each([
    ['a duplicate IBAN at the IBAN', ibanTaken(), 'iban'],
    ['an owner who is not the player at the owner', ownerNotPlayer(), 'owner'],
    ['a wrong code at the code', wrongCode(), 'ga_code'],
    ['a wrong password at the password', wrongPassword(), 'password'],
  ] as const)('shows %s and changes nothing', async (_, error, field) => {
    const { actor, notices } = start({
      save: async () => {
        throw error;
      },
    });
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.add' });
    actor.send({ type: 'bankAccounts.submit', values: newAccount });
    await settled(actor, 'form');
    const s = actor.getSnapshot();
    expect(selectFieldRefusal(s, field)).toBe(error.message);
    expect(selectFormRefusal(s)).toBeNull();
    expect(selectAccounts(s)).toEqual([ziraat, isBank]);
    expect(notices).toEqual([]);
    // The next try starts without the old refusal.
    actor.send({ type: 'bankAccounts.submit', values: newAccount });
    expect(selectFieldRefusal(actor.getSnapshot(), field)).toBeNull();
  });

  it('shows a failure without an answer above the form', async () => {
    const { actor } = start({
      save: async () => {
        throw offline();
      },
    });
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.add' });
    actor.send({ type: 'bankAccounts.submit', values: newAccount });
    await settled(actor, 'form');
    expect(selectFormRefusal(actor.getSnapshot())).toBe(BANK_ACCOUNT_MESSAGES.failed);
  });

  it('closes the form on cancel without saving', async () => {
    const { actor, save } = start();
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.add' });
    actor.send({ type: 'bankAccounts.cancel' });
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('bankAccounts machine: editing', () => {
  it('edits a known account with its id and replaces it in place', async () => {
    const edited = { ...isBank, branch: 'Levent' };
    const { actor, save, notices } = start({ save: async () => edited });
    await settled(actor, 'list');
    expect(selectCanEdit(actor.getSnapshot(), 12)).toBe(true);
    actor.send({ type: 'bankAccounts.edit', bankAccountID: 12 });
    expect(selectEditing(actor.getSnapshot())).toEqual(isBank);
    actor.send({
      type: 'bankAccounts.submit',
      values: {
        owner: isBank.owner,
        branch: 'Levent',
        accountNumber: isBank.accountNumber,
        iban: isBank.iban,
        password: 'Demo1234',
        ga_code: '',
      },
    });
    await settled(actor, 'list');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ bankAccountID: 12, branch: 'Levent' }),
    );
    expect(selectAccounts(actor.getSnapshot())).toEqual([ziraat, edited]);
    expect(notices).toEqual([BANK_ACCOUNT_MESSAGES.updated]);
    expect(selectEditing(actor.getSnapshot())).toBeNull();
  });

  it('ignores an unknown account', async () => {
    const { actor } = start();
    await settled(actor, 'list');
    expect(selectCanEdit(actor.getSnapshot(), 99)).toBe(false);
    actor.send({ type: 'bankAccounts.edit', bankAccountID: 99 });
    expect(actor.getSnapshot().matches('list')).toBe(true);
  });
});

describe('bankAccounts machine: deleting', () => {
  it('asks first with the password, then deletes and says so', async () => {
    const { actor, remove, notices } = start();
    await settled(actor, 'list');
    expect(selectCanDelete(actor.getSnapshot(), 11)).toBe(true);
    actor.send({ type: 'bankAccounts.delete', bankAccountID: 11 });
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(true);
    expect(selectDeleting(actor.getSnapshot())).toEqual(ziraat);
    expect(remove).not.toHaveBeenCalled();
    actor.send({ type: 'bankAccounts.confirmDelete', ...reauth, password: '' });
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true);
    actor.send({ type: 'bankAccounts.confirmDelete', ...reauth });
    expect(selectIsDeleting(actor.getSnapshot())).toBe(true);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Demo1234');
    await settled(actor, 'list');
    expect(remove).toHaveBeenCalledWith({
      bankAccountID: 11,
      reauthentication: { password: 'Demo1234' },
    });
    expect(selectAccounts(actor.getSnapshot())).toEqual([isBank]);
    expect(notices).toEqual([BANK_ACCOUNT_MESSAGES.deleted]);
  });

  it('asks the code too while the authenticator is on', async () => {
    const { actor, remove } = start({
      load: async () => ({ ...data, authenticatorRequired: true }),
    });
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.delete', bankAccountID: 12 });
    actor.send({ type: 'bankAccounts.confirmDelete', ...reauth });
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true);
    actor.send({ type: 'bankAccounts.confirmDelete', ...reauth, ga_code: '123456' });
    await settled(actor, 'list');
    expect(remove).toHaveBeenCalledWith({
      bankAccountID: 12,
      reauthentication: { password: 'Demo1234', ga_code: '123456' },
    });
  });

  it('keeps the account when the player changes their mind', async () => {
    const { actor, remove } = start();
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.delete', bankAccountID: 11 });
    actor.send({ type: 'bankAccounts.cancel' });
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(selectDeleting(actor.getSnapshot())).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it.each([
    ['an account in use', accountBusy()],
    ['a wrong password', wrongPassword()],
  ])('%s keeps the dialog open with the refusal, and the account in the list', async (_, error) => {
    const { actor, notices } = start({
      remove: async () => {
        throw error;
      },
    });
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.delete', bankAccountID: 11 });
    actor.send({ type: 'bankAccounts.confirmDelete', ...reauth });
    await settled(actor, 'confirmingDelete');
    expect(selectDeleteError(actor.getSnapshot())).toBe(error.message);
    expect(selectAccounts(actor.getSnapshot())).toEqual([ziraat, isBank]);
    expect(notices).toEqual([]);
  });

  it('ignores an unknown account', async () => {
    const { actor } = start();
    await settled(actor, 'list');
    expect(selectCanDelete(actor.getSnapshot(), 99)).toBe(false);
  });
});

describe('bankAccounts machine: add mode (inside the withdraw wizard)', () => {
  it('goes straight to the form and ends with the saved account', async () => {
    const { actor, notices } = start({}, { mode: 'add' });
    await settled(actor, 'form');
    actor.send({ type: 'bankAccounts.submit', values: newAccount });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual(garanti);
    expect(notices).toEqual([BANK_ACCOUNT_MESSAGES.added]);
  });

  it('ends with null when cancelled', async () => {
    const { actor } = start({}, { mode: 'add' });
    await settled(actor, 'form');
    actor.send({ type: 'bankAccounts.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toBeNull();
  });

  it('can be cancelled when the banks could not be read', async () => {
    const { actor } = start(
      {
        load: async () => {
          throw offline();
        },
      },
      { mode: 'add' },
    );
    await settled(actor, 'failed');
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'bankAccounts.cancel' });
    expect(actor.getSnapshot().output).toBeNull();
  });
});
