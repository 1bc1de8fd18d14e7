import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  BANK_ACCOUNT_MESSAGES,
  type BankAccountFormValues,
} from '../../../machines/cashier/bank-rules.ts';
import type {
  Reauthentication,
  ReauthenticationValues,
} from '../../../machines/auth/reauthentication.ts';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import {
  selectStepUpAction,
  selectStepUpCodeSent,
  selectStepUpError,
  selectStepUpFactor,
  selectStepUpReading,
} from '../../../machines/auth/step-up.selectors.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import type { StepUpAction } from '../../../machines/shared/step-up.ts';
import {
  bankAccountsMachine,
  type BankAccountDeletion,
  type BankAccountsData,
  type BankAccountsInput,
} from '../../../machines/cashier/bank-accounts.machine.ts';
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
  selectFormValues,
  selectHasFailed,
  selectIsConfirmingDelete,
  selectIsDeleting,
  selectIsEmpty,
  selectIsFormOpen,
  selectIsLoading,
  selectIsSaving,
  selectStepUp,
} from '../../../machines/cashier/bank-accounts.selectors.ts';
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
import { appDouble } from '../app-double.ts';
import { failingFirst } from '../../fixtures/failing-first.ts';

const data: BankAccountsData = {
  accounts: [ziraat, isBank],
  banks,
  authenticatorRequired: false,
};

const newAccount: BankAccountFormValues = {
  owner: 'Ayşe Yılmaz',
  branch: 'Moda',
  accountNumber: '55556666',
  iban: garantiIban,
};

/** The password (and code) the player types, in the step-up or the delete dialog. */
const reauth: ReauthenticationValues = { password: 'Demo1234', ga_code: '' };
const wrongPassword = () => refused('Mevcut şifreniz hatalı');
const smsCodeRequired = () =>
  refused('Bu işlem için telefonunuza gönderilen 6 haneli kodu girin', { field: 'ga_code' });

interface Fakes {
  load?: () => Promise<BankAccountsData>;
  save?: (values: BankAccountValues & Reauthentication) => Promise<BankAccount>;
  remove?: (deletion: BankAccountDeletion) => Promise<void>;
  /** The player's strongest factor, as the platform answers each step-up's read of it. */
  factor?: () => Promise<StepUpFactor | null>;
}

function start(fakes: Fakes = {}, input?: BankAccountsInput) {
  const load = vi.fn(fakes.load ?? (async () => data));
  const save = vi.fn(fakes.save ?? (async () => garanti));
  const remove = vi.fn(fakes.remove ?? (async () => {}));
  const factor = vi.fn(fakes.factor ?? (async () => null));
  const sendCode = vi.fn(async (_action: StepUpAction) => {});
  const { app, told } = appDouble();
  const actor = createActor(
    bankAccountsMachine.provide({
      actors: {
        loadBankAccounts: fromPromise(() => load()),
        saveBankAccount: fromPromise(({ input: values }) => save(values)),
        deleteBankAccount: fromPromise(({ input: deletion }) => remove(deletion)),
        stepUp: stepUpMachine.provide({
          actors: {
            stepUpFactor: fromPromise(() => factor()),
            sendCode: fromPromise(({ input: { action } }) => sendCode(action)),
          },
        }),
      },
    }),
    { input, parent: app },
  );
  actor.start();
  return { actor, load, save, remove, factor, sendCode, told };
}

/** A success toast of spec §8, as the app is told to show it. */
const notice = (id: string) => ({ type: 'notice.show', notice: { id } });

type Actor = ReturnType<typeof start>['actor'];
type StateName = Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0];
const settled = (actor: Actor, state: StateName) => waitFor(actor, (s) => s.matches(state));

/** The step-up the save waits for, once it has read the player's factor; fails when none runs. */
async function stepUpOf(actor: Actor) {
  const stepUp = selectStepUp(actor.getSnapshot());
  if (!stepUp) throw new Error('no step-up runs');
  await waitFor(stepUp, (s) => !selectStepUpReading(s));
  return stepUp;
}
/** The player confirms the step-up with the password (and the code of their factor). */
const confirmStepUp = async (actor: Actor, values: Partial<ReauthenticationValues> = {}) =>
  (await stepUpOf(actor)).send({ type: 'stepUp.submit', ...reauth, ...values });

/** The form opened for a new account and submitted: the step-up runs. */
async function submitNew(actor: Actor, values = newAccount) {
  await settled(actor, 'list');
  actor.send({ type: 'bankAccounts.add' });
  actor.send({ type: 'bankAccounts.submit', values });
  expect(actor.getSnapshot().matches('steppingUp')).toBe(true);
}

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
    const { actor, load } = start({
      load: failingFirst([offline()], () => data),
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
  it('opens an empty form, asks the password, and adds a valid account first in the list', async () => {
    const { actor, save, told } = start();
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.add' });
    expect(selectIsFormOpen(actor.getSnapshot())).toBe(true);
    expect(selectEditing(actor.getSnapshot())).toBeNull();
    actor.send({
      type: 'bankAccounts.submit',
      values: { ...newAccount, iban: 'tr' + garantiIban.slice(2) },
    });
    // The form stays open under the step-up, which asks the password alone.
    const stepUp = await stepUpOf(actor);
    expect(selectIsFormOpen(actor.getSnapshot())).toBe(true);
    expect(selectStepUpAction(stepUp.getSnapshot())).toBe('bank-account');
    expect(selectStepUpFactor(stepUp.getSnapshot())).toBeNull();
    expect(selectStepUpError(stepUp.getSnapshot())).toBeNull();
    expect(save).not.toHaveBeenCalled();
    stepUp.send({ type: 'stepUp.submit', ...reauth });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    // The password goes from the step-up to the call, never into the snapshot.
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
    expect(told).toEqual([notice(BANK_ACCOUNT_MESSAGES.added)]);
  });

  it.each([
    ['a wrong IBAN', { ...newAccount, iban: 'TR00 0006 2000' }],
    ['an IBAN of an unknown bank', { ...newAccount, iban: unknownBankIban }],
    ['no owner', { ...newAccount, owner: '' }],
  ])('refuses %s before the step-up', async (_, values) => {
    const { actor, save } = start();
    await settled(actor, 'list');
    actor.send({ type: 'bankAccounts.add' });
    const event = { type: 'bankAccounts.submit' as const, values };
    expect(actor.getSnapshot().can(event)).toBe(false);
    actor.send(event);
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(selectStepUp(actor.getSnapshot())).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });

  it('asks the authenticator code when that is the factor, and sends it', async () => {
    const { actor, save } = start({
      load: async () => ({ ...data, authenticatorRequired: true }),
      factor: async () => 'authenticator',
    });
    await submitNew(actor);
    expect(selectStepUpFactor((await stepUpOf(actor)).getSnapshot())).toBe('authenticator');
    await confirmStepUp(actor);
    expect(actor.getSnapshot().matches('steppingUp')).toBe(true);
    await confirmStepUp(actor, { ga_code: '123456' });
    await settled(actor, 'list');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'Demo1234', ga_code: '123456' }),
    );
  });

  it('sends an SMS code for this change when that is the factor, and saves with it', async () => {
    const { actor, save, sendCode } = start({ factor: async () => 'sms' });
    await submitNew(actor);
    const stepUp = await stepUpOf(actor);
    stepUp.send({ type: 'stepUp.sendCode' });
    await waitFor(stepUp, (s) => selectStepUpCodeSent(s));
    expect(sendCode).toHaveBeenCalledWith('bank-account');
    await confirmStepUp(actor, { ga_code: '654321' });
    await settled(actor, 'list');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ iban: garantiIban, password: 'Demo1234', ga_code: '654321' }),
    );
  });

  it('returns to the form as typed when the step-up is cancelled, saving nothing', async () => {
    const { actor, save } = start();
    const typed = { ...newAccount, branch: 'Moda ' };
    await submitNew(actor, typed);
    (await stepUpOf(actor)).send({ type: 'stepUp.cancel' });
    const s = actor.getSnapshot();
    expect(s.matches('form')).toBe(true);
    expect(selectStepUp(s)).toBeUndefined();
    expect(selectFormValues(s)).toEqual(typed);
    expect(selectFormRefusal(s)).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it("asks with the factor the platform has as each step-up starts, not the list's", async () => {
    // A passkey added in another tab while the first step-up was open.
    const factors: (StepUpFactor | null)[] = ['authenticator', 'passkey'];
    const { actor, load, factor } = start({ factor: async () => factors.shift()! });
    await submitNew(actor);
    expect(selectStepUpFactor((await stepUpOf(actor)).getSnapshot())).toBe('authenticator');
    (await stepUpOf(actor)).send({ type: 'stepUp.cancel' });
    actor.send({ type: 'bankAccounts.submit', values: newAccount });
    expect(selectStepUpFactor((await stepUpOf(actor)).getSnapshot())).toBe('passkey');
    expect(factor).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a wrong password', wrongPassword()],
    ['a wrong code', wrongCode()],
    ['a missing SMS code', smsCodeRequired()],
  ])('asks the step-up again after %s, saying why, then saves', async (_, error) => {
    const { actor, save, told } = start({
      save: failingFirst([error], () => garanti),
    });
    await submitNew(actor);
    await confirmStepUp(actor, { password: 'Yanlis1234' });
    await settled(actor, 'steppingUp');
    const s = actor.getSnapshot();
    expect(selectStepUpError((await stepUpOf(actor)).getSnapshot())).toBe(error.message);
    // Nothing at the form's fields or above them, and nothing saved.
    expect(selectFormRefusal(s)).toBeNull();
    expect(selectFieldRefusal(s, 'iban')).toBeNull();
    expect(selectAccounts(s)).toEqual([ziraat, isBank]);
    expect(told).toEqual([]);
    await confirmStepUp(actor);
    await settled(actor, 'list');
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ password: 'Demo1234' }));
    expect(told).toEqual([notice(BANK_ACCOUNT_MESSAGES.added)]);
  });

  it('forgets the refusal when the step-up asked again is cancelled', async () => {
    const { actor } = start({
      save: async () => {
        throw wrongPassword();
      },
    });
    await submitNew(actor);
    await confirmStepUp(actor);
    await settled(actor, 'steppingUp');
    (await stepUpOf(actor)).send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    actor.send({ type: 'bankAccounts.submit', values: newAccount });
    expect(selectStepUpError((await stepUpOf(actor)).getSnapshot())).toBeNull();
  });

  it.each([
    ['a duplicate IBAN at the IBAN', ibanTaken(), 'iban'],
    ['an owner who is not the player at the owner', ownerNotPlayer(), 'owner'],
  ] as const)('shows %s in the form and changes nothing', async (_, error, field) => {
    const { actor, told } = start({
      save: async () => {
        throw error;
      },
    });
    await submitNew(actor);
    await confirmStepUp(actor);
    await settled(actor, 'form');
    const s = actor.getSnapshot();
    expect(selectStepUp(s)).toBeUndefined();
    expect(selectFieldRefusal(s, field)).toBe(error.message);
    expect(selectFormRefusal(s)).toBeNull();
    expect(selectFormValues(s)).toEqual(newAccount);
    expect(selectAccounts(s)).toEqual([ziraat, isBank]);
    expect(told).toEqual([]);
    // The next try starts without the old refusal.
    actor.send({ type: 'bankAccounts.submit', values: newAccount });
    expect(selectFieldRefusal(actor.getSnapshot(), field)).toBeNull();
    expect(selectStepUpError((await stepUpOf(actor)).getSnapshot())).toBeNull();
  });

  it('shows a failure without an answer above the form', async () => {
    const { actor } = start({
      save: async () => {
        throw offline();
      },
    });
    await submitNew(actor);
    await confirmStepUp(actor);
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
    const { actor, save, told } = start({ save: async () => edited });
    await settled(actor, 'list');
    expect(selectCanEdit(actor.getSnapshot(), 12)).toBe(true);
    actor.send({ type: 'bankAccounts.edit', bankAccountID: 12 });
    expect(selectEditing(actor.getSnapshot())).toEqual(isBank);
    expect(selectFormValues(actor.getSnapshot())).toEqual({
      owner: isBank.owner,
      branch: isBank.branch,
      accountNumber: isBank.accountNumber,
      iban: isBank.iban,
    });
    actor.send({
      type: 'bankAccounts.submit',
      values: { ...selectFormValues(actor.getSnapshot()), branch: 'Levent' },
    });
    await confirmStepUp(actor);
    await settled(actor, 'list');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ bankAccountID: 12, branch: 'Levent' }),
    );
    expect(selectAccounts(actor.getSnapshot())).toEqual([ziraat, edited]);
    expect(told).toEqual([notice(BANK_ACCOUNT_MESSAGES.updated)]);
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
    const { actor, remove, told } = start();
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
    expect(told).toEqual([notice(BANK_ACCOUNT_MESSAGES.deleted)]);
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
    const { actor, told } = start({
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
    expect(told).toEqual([]);
  });

  it('ignores an unknown account', async () => {
    const { actor } = start();
    await settled(actor, 'list');
    expect(selectCanDelete(actor.getSnapshot(), 99)).toBe(false);
  });
});

describe('bankAccounts machine: add mode (inside the withdraw wizard)', () => {
  it('goes straight to the form and ends with the account saved after its step-up', async () => {
    const { actor, told } = start({}, { mode: 'add' });
    await settled(actor, 'form');
    actor.send({ type: 'bankAccounts.submit', values: newAccount });
    await confirmStepUp(actor);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual(garanti);
    expect(told).toEqual([notice(BANK_ACCOUNT_MESSAGES.added)]);
  });

  it('stays open when its step-up is cancelled', async () => {
    const { actor, save } = start({}, { mode: 'add' });
    await settled(actor, 'form');
    actor.send({ type: 'bankAccounts.submit', values: newAccount });
    (await stepUpOf(actor)).send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(selectFormValues(actor.getSnapshot())).toEqual(newAccount);
    expect(save).not.toHaveBeenCalled();
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
