/**
 * The bank accounts chart as the model of the profile's accounts: the list read every way,
 * accounts added, edited and deleted, refusals placed at their fields.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { BankAccountFormValues } from '../../../machines/finance/bank-rules.ts';
import {
  bankAccountsMachine,
  type BankAccountsData,
  type BankAccountsInput,
} from '../../../machines/finance/bankAccounts.machine.ts';
import type { BankAccount } from '../../../machines/shared/finance.ts';
import {
  accountBusy,
  banks,
  garanti,
  ibanTaken,
  isBank,
  offline,
  ziraat,
} from '../../machines/finance/withdraw-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof bankAccountsMachine>;

const data: BankAccountsData = {
  accounts: [ziraat, isBank],
  banks,
  authenticatorRequired: false,
};
const newAccount: BankAccountFormValues = {
  owner: garanti.owner,
  branch: garanti.branch,
  accountNumber: garanti.accountNumber,
  iban: garanti.iban,
  password: 'Demo1234',
  ga_code: '',
};
const edited: BankAccount = { ...ziraat, branch: 'Moda' };

const inputs: BankAccountsInput[] = [{ mode: 'manage' }, { mode: 'add' }];
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadBankAccounts', output: data },
  { type: 'xstate.error.actor.loadBankAccounts', error: offline() },
  { type: 'bankAccounts.retry' },
  { type: 'bankAccounts.add' },
  { type: 'bankAccounts.edit', bankAccountID: ziraat.bankAccountID },
  { type: 'bankAccounts.delete', bankAccountID: ziraat.bankAccountID },
  { type: 'bankAccounts.confirmDelete', password: 'Demo1234', ga_code: '' },
  { type: 'bankAccounts.cancel' },
  { type: 'bankAccounts.submit', values: newAccount },
  { type: 'bankAccounts.submit', values: { ...newAccount, iban: ziraat.iban, branch: 'Moda' } },
  { type: 'xstate.done.actor.saveBankAccount', output: garanti },
  { type: 'xstate.done.actor.saveBankAccount', output: edited },
  { type: 'xstate.error.actor.saveBankAccount', error: ibanTaken() },
  { type: 'xstate.done.actor.deleteBankAccount' },
  { type: 'xstate.error.actor.deleteBankAccount', error: accountBusy() },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    s.status,
    c.mode,
    c.accounts.map((a) => `${a.bankAccountID}:${a.branch}`),
    c.editing?.bankAccountID ?? null,
    c.deleting?.bankAccountID ?? null,
    c.refusal,
    c.deleteError,
    c.saved?.bankAccountID ?? null,
  ]);
};

export const paths = transitionCover(bankAccountsMachine, { inputs, events, serialize });

export default { machine: bankAccountsMachine, paths } satisfies MachineModel;
