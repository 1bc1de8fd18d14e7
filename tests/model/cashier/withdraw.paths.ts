/**
 * The withdraw wizard's chart as the model of /withdraw: a fresh start and drafts that re-enter
 * each step, every answer of FinanceApi, each step's rule, and the step-up of a payout to the
 * account added in the wizard (new for a day), confirmed, cancelled or refused. The step-up reads
 * the player's factor as it starts; a confirmed one is the passkey's, which the driver answers
 * that read with (tests/model/auth/step-up-host.ts).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  WITHDRAW_DRAFT_VERSION,
  type WithdrawDraft,
} from '../../../machines/cashier/withdraw-draft.ts';
import type { WithdrawData, WithdrawInput } from '../../../machines/cashier/withdraw-types.ts';
import { withdrawMachine } from '../../../machines/cashier/withdraw.machine.ts';
import {
  bankTransfer,
  garanti,
  insufficientFunds,
  isBank,
  methods,
  offline,
  papara,
  payfix,
  refused,
  summary,
  summaryBlock,
  summaryForfeit,
  summaryWithCode,
  TODAY,
  validityDate,
  walletNumber,
  withdrawal,
  wrongPassword,
  ziraat,
} from '../../machines/cashier/withdraw-fixtures.ts';
import { stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof withdrawMachine>;

const data: WithdrawData = { methods, summary, accounts: [ziraat, isBank] };
/** The cashier summary read again once 500 TL are held. */
export const SUMMARY_AFTER = { ...summary, balance: 150_000, withdrawable: 150_000 };
const draft = (values: Partial<WithdrawDraft>): WithdrawDraft => ({
  version: WITHDRAW_DRAFT_VERSION,
  methodID: bankTransfer.id,
  bankAccountID: ziraat.bankAccountID,
  amount: 50_000,
  validityDate,
  note: 'Maaş',
  ...values,
});
const inputs: WithdrawInput[] = [
  { draft: null },
  { draft: draft({ bankAccountID: null }) },
  { draft: draft({ amount: null }) },
  { draft: draft({ validityDate: null }) },
  { draft: draft({ note: null }) },
  { draft: draft({}) },
];
export const inputName = (input: unknown) => {
  const stored = (input as WithdrawInput).draft;
  if (!stored) return 'fresh';
  const missing = (['bankAccountID', 'amount', 'validityDate', 'note'] as const).find(
    (key) => stored[key] === null,
  );
  return missing ? `draft without ${missing}` : 'full draft';
};

/** The password the player types in the step-up of the account added in the wizard. */
export const STEP_UP_PASSWORD = 'Gizli1234';

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadWithdrawData', output: data },
  { type: 'xstate.done.actor.loadWithdrawData', output: { ...data, summary: summaryWithCode } },
  { type: 'xstate.done.actor.loadWithdrawData', output: { ...data, summary: summaryForfeit } },
  { type: 'xstate.done.actor.loadWithdrawData', output: { ...data, summary: summaryBlock } },
  { type: 'xstate.error.actor.loadWithdrawData', error: offline() },
  { type: 'withdraw.acceptBonusForfeit', accepted: true },
  { type: 'withdraw.acceptBonusForfeit', accepted: false },
  { type: 'withdraw.submitBonusForfeit' },
  { type: 'withdraw.retry' },
  { type: 'withdraw.selectMethod', methodID: bankTransfer.id },
  { type: 'withdraw.selectMethod', methodID: papara.id },
  { type: 'withdraw.selectMethod', methodID: payfix.id },
  { type: 'withdraw.toggleFavorite', methodID: papara.id },
  { type: 'xstate.done.actor.setFavoriteMethod' },
  { type: 'xstate.error.actor.setFavoriteMethod', error: refused('İşlem başarısız') },
  { type: 'withdraw.selectAccount', bankAccountID: ziraat.bankAccountID },
  { type: 'withdraw.addAccount' },
  { type: 'xstate.done.actor.addBankAccount', output: garanti },
  { type: 'xstate.done.actor.addBankAccount', output: null },
  { type: 'withdraw.submitDestination', value: walletNumber },
  { type: 'withdraw.submitAmount', amount: '500' },
  { type: 'withdraw.submitValidityDate', date: validityDate },
  { type: 'withdraw.submitNote', note: 'Kira' },
  { type: 'withdraw.submitCode', code: '123456' },
  { type: 'withdraw.back' },
  { type: 'withdraw.confirm' },
  { type: 'xstate.done.actor.submitWithdraw', output: withdrawal({ id: 880, amount: 50_000 }) },
  { type: 'xstate.error.actor.submitWithdraw', error: insufficientFunds() },
  { type: 'xstate.error.actor.submitWithdraw', error: offline() },
  { type: 'xstate.error.actor.submitWithdraw', error: wrongPassword() },
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { passkey: stepUpAssertion } },
  },
  { type: 'xstate.done.actor.stepUp', output: { outcome: 'cancelled' } },
  { type: 'xstate.after.submitTimeout.withdraw.ready.step.submitting' },
  { type: 'xstate.done.actor.loadSummary', output: SUMMARY_AFTER },
  { type: 'xstate.error.actor.loadSummary', error: offline() },
  { type: 'withdraw.restart' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.methodID,
    c.summary?.withdrawable ?? null,
    c.summary?.authenticatorRequired ?? null,
    c.summary?.bonus?.rule ?? null,
    c.bonusForfeitAccepted,
    c.accounts.map((a) => a.bankAccountID),
    c.methods.map((m) => m.isFavorite),
    // Which account: a payout to the one added in the wizard takes the step-up.
    c.bankAccountID,
    [c.destination, c.amount, c.validityDate, c.note, c.code].map((v) => v !== null),
    c.idempotencyKey !== null,
    c.stepUpAsked,
    c.stepUpError,
    c.failure,
    c.favorite,
    c.transaction?.id ?? null,
  ]);
};

/** Asked for more than the 2.000 TL withdrawable: the wizard stays at the amount, told why. */
export const OVER_WITHDRAWABLE = '2500';

/**
 * The paths are explored at TODAY, the page's time when they are driven: the account added in
 * the wizard (Garanti) is new then, and a payout to it takes the step-up.
 */
function atToday<T>(run: () => T): T {
  const clock = Date.now;
  Date.now = () => TODAY.getTime();
  try {
    return run();
  } finally {
    Date.now = clock;
  }
}

export const paths = atToday(() => [
  ...transitionCover(withdrawMachine, { inputs, events, serialize, maxStates: 60_000 }),
  replay(withdrawMachine, inputs[2], [
    { type: 'xstate.done.actor.loadWithdrawData', output: data },
    { type: 'withdraw.submitAmount', amount: OVER_WITHDRAWABLE },
    { type: 'withdraw.submitAmount', amount: '500' },
  ]),
]);

export default { machine: withdrawMachine, paths } satisfies MachineModel;
