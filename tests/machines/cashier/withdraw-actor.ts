/** The withdraw machine started with .provide() fakes of its ports, for the machine tests. */
import { transactionNewsFake } from '../../fixtures/transaction-news.ts';
import { expect, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import {
  bankAccountsMachine,
  type BankAccountsData,
} from '../../../machines/cashier/bank-accounts.machine.ts';
import type { WithdrawData, WithdrawInput } from '../../../machines/cashier/withdraw-types.ts';
import { withdrawMachine } from '../../../machines/cashier/withdraw.machine.ts';
import { selectStep } from '../../../machines/cashier/withdraw.selectors.ts';
import { withdrawalsMachine } from '../../../machines/cashier/withdrawals.machine.ts';
import type {
  BankAccount,
  BankAccountValues,
  CashierSummary,
  CashTransaction,
  TransactionPage,
  WithdrawRequest,
} from '../../../machines/shared/finance.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import type { StepUpAction } from '../../../machines/shared/step-up.ts';
import {
  bankTransfer,
  banks,
  garanti,
  isBank,
  methods,
  summary,
  validityDate,
  withdrawal,
  ziraat,
} from './withdraw-fixtures.ts';
import { appDouble } from '../app-double.ts';

export const data: WithdrawData = { methods, summary, accounts: [ziraat, isBank] };
export const pending = withdrawal({ id: 900, amount: 50_000 });

interface Fakes {
  load?: () => Promise<WithdrawData>;
  favorite?: (change: { methodID: number; favorite: boolean }) => Promise<void>;
  submit?: (request: WithdrawRequest) => Promise<CashTransaction>;
  listWithdrawals?: () => Promise<TransactionPage>;
  saveAccount?: (values: BankAccountValues) => Promise<BankAccount>;
  summaryAfter?: () => Promise<CashierSummary>;
  sendCode?: (action: StepUpAction) => Promise<void>;
  /** The player's strongest factor, as the platform answers each step-up's read of it. */
  factor?: () => Promise<StepUpFactor | null>;
}

const emptyPage = async (): Promise<TransactionPage> => ({
  items: [],
  pagination: { limit: 10, offset: 0, total: 0 },
});

/** The wizard over fakes (each a spy), started in the app's system; what it tells the app is collected. */
export function start(fakes: Fakes = {}, input?: WithdrawInput) {
  const load = vi.fn(fakes.load ?? (async () => data));
  const favorite = vi.fn(fakes.favorite ?? (async () => {}));
  const submit = vi.fn(fakes.submit ?? (async () => pending));
  const listWithdrawals = vi.fn(fakes.listWithdrawals ?? emptyPage);
  const saveAccount = vi.fn(fakes.saveAccount ?? (async () => garanti));
  const sendCode = vi.fn(fakes.sendCode ?? (async () => {}));
  const factor = vi.fn(fakes.factor ?? (async () => null));
  const bankData: BankAccountsData = {
    accounts: [ziraat, isBank],
    banks,
    authenticatorRequired: false,
  };
  const { app, told } = appDouble();
  const stepUp = stepUpMachine.provide({
    actors: {
      stepUpFactor: fromPromise(() => factor()),
      sendCode: fromPromise(({ input: { action } }) => sendCode(action)),
    },
  });
  const actor = createActor(
    withdrawMachine.provide({
      actors: {
        loadWithdrawData: fromPromise(() => load()),
        loadSummary: fromPromise(
          fakes.summaryAfter ??
            (async () => ({ ...summary, balance: 70_000, withdrawable: 70_000 })),
        ),
        setFavoriteMethod: fromPromise(({ input: change }) => favorite(change)),
        submitWithdraw: fromPromise(({ input: request }) => submit(request)),
        withdrawals: withdrawalsMachine.provide({
          actors: {
            loadWithdrawals: fromPromise(() => listWithdrawals()),
            cancelWithdrawal: fromPromise(async () => pending),
            transactionChanges: transactionNewsFake().actor,
          },
        }),
        addBankAccount: bankAccountsMachine.provide({
          actors: {
            loadBankAccounts: fromPromise(async () => bankData),
            saveBankAccount: fromPromise(({ input: values }) => saveAccount(values)),
            deleteBankAccount: fromPromise(async () => {}),
            stepUp,
          },
        }),
        stepUp,
      },
    }),
    { input, parent: app },
  );
  actor.start();
  return { actor, load, favorite, submit, listWithdrawals, saveAccount, sendCode, factor, told };
}

export type Actor = ReturnType<typeof start>['actor'];

/** A success notice, as the app is told to show it. */
export const successNotice = (id: string) => ({ type: 'notice.show', notice: { id } });
/** Spec §8: a refused withdrawal as a brief negative notice. */
export const failureNotice = (id: string) => ({
  type: 'notice.show',
  notice: { id, tone: 'failure', brief: true },
});
export const atStep = (actor: Actor, step: string) => waitFor(actor, (s) => selectStep(s) === step);
export const flush = () => vi.advanceTimersByTimeAsync(0);

/** Once the method step shows, the player chooses methodID. */
export async function chooseMethod(actor: Actor, methodID: number) {
  await atStep(actor, 'method');
  actor.send({ type: 'withdraw.selectMethod', methodID });
}

/** From the method step to the review of a bank withdrawal of 500 TL (to Ziraat unless given). */
export async function toReview(
  actor: Actor,
  options: { code?: boolean; account?: BankAccount } = {},
) {
  await chooseMethod(actor, bankTransfer.id);
  const account = options.account ?? ziraat;
  actor.send({ type: 'withdraw.selectAccount', bankAccountID: account.bankAccountID });
  actor.send({ type: 'withdraw.submitAmount', amount: '500' });
  actor.send({ type: 'withdraw.submitValidityDate', date: validityDate });
  actor.send({ type: 'withdraw.submitNote', note: ' Maaş ' });
  if (options.code) actor.send({ type: 'withdraw.submitCode', code: '123456' });
  expect(selectStep(actor.getSnapshot())).toBe('review');
}
