/**
 * The bank accounts chart as the model of the profile's accounts: the list read every way,
 * accounts added, edited and deleted, each save's step-up confirmed, cancelled or refused, and
 * refusals placed at their fields. The profile's player has a passkey, so a save's step-up asks
 * for it alone; the wizard's has the authenticator on, so its step-up asks the password and code.
 * The step-up reads the factor as it starts; the driver answers that read as the step ends.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { BankAccountFormValues } from '../../../machines/cashier/bank-rules.ts';
import {
  bankAccountsMachine,
  type BankAccountsData,
  type BankAccountsInput,
} from '../../../machines/cashier/bank-accounts.machine.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import type { BankAccount } from '../../../machines/shared/finance.ts';
import {
  accountBusy,
  banks,
  garanti,
  ibanTaken,
  isBank,
  offline,
  wrongPassword,
  ziraat,
} from '../../machines/cashier/withdraw-fixtures.ts';
import { passkeyRefused, stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof bankAccountsMachine>;

export const PASSWORD = 'Demo1234';
export const CODE = '123456';

/** The strongest factor of each mode's player. */
const FACTOR: Record<NonNullable<BankAccountsInput['mode']>, StepUpFactor | null> = {
  manage: 'passkey',
  add: 'authenticator',
};
const dataOf = (mode: NonNullable<BankAccountsInput['mode']>): BankAccountsData => ({
  accounts: [ziraat, isBank],
  banks,
  authenticatorRequired: FACTOR[mode] === 'authenticator',
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
  { type: 'xstate.done.actor.loadBankAccounts', output: dataOf('manage') },
  { type: 'xstate.done.actor.loadBankAccounts', output: dataOf('add') },
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
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { passkey: stepUpAssertion } },
  },
  { type: 'xstate.done.actor.stepUp', output: { outcome: 'cancelled' } },
  { type: 'xstate.done.actor.saveBankAccount', output: garanti },
  { type: 'xstate.done.actor.saveBankAccount', output: edited },
  { type: 'xstate.error.actor.saveBankAccount', error: ibanTaken() },
  { type: 'xstate.error.actor.saveBankAccount', error: wrongPassword() },
  { type: 'xstate.error.actor.saveBankAccount', error: passkeyRefused },
  { type: 'xstate.done.actor.deleteBankAccount' },
  { type: 'xstate.error.actor.deleteBankAccount', error: accountBusy() },
];

/**
 * Each mode's player has one factor: the list is read with its authenticator setting, the
 * step-up's dialog confirms with the passkey alone, or with the password and the code exactly
 * when one is set, and the platform refuses what was sent.
 */
function offers(snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  const { context } = snapshot as Snapshot;
  const factor = FACTOR[context.mode];
  const byPasskey = factor === 'passkey';
  if (event.type === 'xstate.done.actor.loadBankAccounts') {
    return (
      (event.output as BankAccountsData).authenticatorRequired === (factor === 'authenticator')
    );
  }
  if (event.type === 'xstate.done.actor.stepUp' && event.output.outcome === 'confirmed') {
    const reauthentication = (event.output as { reauthentication: object }).reauthentication;
    if ('passkey' in reauthentication) return byPasskey;
    const { ga_code } = reauthentication as { ga_code?: string };
    return !byPasskey && (ga_code !== undefined) === (factor !== null);
  }
  if (event.type === 'xstate.error.actor.saveBankAccount') {
    const field = (event.error as { data?: { field?: string } }).data?.field;
    if (field === 'passkey') return byPasskey;
    if (field === 'password') return !byPasskey;
  }
  return true;
}

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    s.status,
    c.mode,
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
