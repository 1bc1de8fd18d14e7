/**
 * The bank accounts chart as the model of the profile's accounts: the list read every way,
 * accounts added, edited and deleted, each save's step-up confirmed, cancelled or refused, and
 * refusals placed at their fields. The profile's player signs in with the password alone; the
 * wizard's has the authenticator on, so its step-up asks the code too.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { BankAccountFormValues } from '../../../machines/cashier/bank-rules.ts';
import {
  bankAccountsMachine,
  type BankAccountsData,
  type BankAccountsInput,
} from '../../../machines/cashier/bank-accounts.machine.ts';
import type { LoginFactor } from '../../../machines/shared/contract.ts';
import type { BankAccount } from '../../../machines/shared/finance.ts';
import {
  accountBusy,
  banks,
  garanti,
  ibanTaken,
  isBank,
  offline,
  refused,
  ziraat,
} from '../../machines/cashier/withdraw-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof bankAccountsMachine>;

export const PASSWORD = 'Demo1234';
export const CODE = '123456';

/** The second factor of each mode's player. */
const FACTOR: Record<NonNullable<BankAccountsInput['mode']>, LoginFactor | null> = {
  manage: null,
  add: 'authenticator',
};
const dataWith = (stepUpFactor: LoginFactor | null): BankAccountsData => ({
  accounts: [ziraat, isBank],
  banks,
  authenticatorRequired: stepUpFactor === 'authenticator',
  stepUpFactor,
});
const newAccount: BankAccountFormValues = {
  owner: garanti.owner,
  branch: garanti.branch,
  accountNumber: garanti.accountNumber,
  iban: garanti.iban,
};
const edited: BankAccount = { ...ziraat, branch: 'Moda' };

const inputs: BankAccountsInput[] = [{ mode: 'manage' }, { mode: 'add' }];
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadBankAccounts', output: dataWith(FACTOR.manage) },
  { type: 'xstate.done.actor.loadBankAccounts', output: dataWith(FACTOR.add) },
  { type: 'xstate.error.actor.loadBankAccounts', error: offline() },
  { type: 'bankAccounts.retry' },
  { type: 'bankAccounts.add' },
  { type: 'bankAccounts.edit', bankAccountID: ziraat.bankAccountID },
  { type: 'bankAccounts.delete', bankAccountID: ziraat.bankAccountID },
  { type: 'bankAccounts.confirmDelete', password: PASSWORD, ga_code: '' },
  { type: 'bankAccounts.cancel' },
  { type: 'bankAccounts.submit', values: newAccount },
  { type: 'bankAccounts.submit', values: { ...newAccount, iban: ziraat.iban, branch: 'Moda' } },
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { password: PASSWORD } },
  },
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { password: PASSWORD, ga_code: CODE } },
  },
  { type: 'xstate.done.actor.stepUp', output: { outcome: 'cancelled' } },
  { type: 'xstate.done.actor.saveBankAccount', output: garanti },
  { type: 'xstate.done.actor.saveBankAccount', output: edited },
  { type: 'xstate.error.actor.saveBankAccount', error: ibanTaken() },
  { type: 'xstate.error.actor.saveBankAccount', error: refused('Mevcut şifreniz hatalı') },
  { type: 'xstate.done.actor.deleteBankAccount' },
  { type: 'xstate.error.actor.deleteBankAccount', error: accountBusy() },
];

/**
 * Each mode's player has one factor: the list is read with it, and the step-up's dialog asks
 * (and confirms with) the code exactly when it is set.
 */
function offers(snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  const { context } = snapshot as Snapshot;
  if (event.type === 'xstate.done.actor.loadBankAccounts') {
    return (event.output as BankAccountsData).stepUpFactor === FACTOR[context.mode];
  }
  if (event.type === 'xstate.done.actor.stepUp' && event.output.outcome === 'confirmed') {
    const { reauthentication } = event.output as { reauthentication: { ga_code?: string } };
    return (reauthentication.ga_code !== undefined) === (context.stepUpFactor !== null);
  }
  return true;
}

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    s.status,
    c.mode,
    c.stepUpFactor,
    c.accounts.map((a) => `${a.bankAccountID}:${a.branch}`),
    c.editing?.bankAccountID ?? null,
    c.draft,
    c.deleting?.bankAccountID ?? null,
    c.refusal,
    c.deleteError,
    c.saved?.bankAccountID ?? null,
  ]);
};

export const paths = transitionCover(bankAccountsMachine, { inputs, events, serialize, offers });

export default { machine: bankAccountsMachine, paths } satisfies MachineModel;
