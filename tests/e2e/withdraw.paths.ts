/**
 * The withdraw machine as the model of /withdraw against the real platform. Each path starts
 * with a fresh player who deposited 1.000 TL by card; some switched the authenticator on, some
 * took the welcome bonus with it (under the operator's rule 'forfeit' or 'block'). What the
 * player does: accept the bonus's forfeit, pick Havale / EFT or Papara, mark a favourite, add a
 * bank account (or cancel the form), pick the saved one, type a wallet number, an amount, a
 * validity date, a note and the authenticator's code (right or wrong), go back, confirm, answer
 * the step-up of a payout to the account just added (the right password, a wrong one, or cancel)
 * and start again. Each is followed by the platform's answer to it (answered-model.ts).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { WithdrawData, WithdrawInput } from '../../machines/cashier/withdraw-types.ts';
import { withdrawMachine } from '../../machines/cashier/withdraw.machine.ts';
import type { WithdrawalRule } from '../../machines/shared/bonus.ts';
import type { BankAccount, CashierSummary, PaymentMethod } from '../../machines/shared/finance.ts';
import { METHODS } from '../../server/content/cashier.ts';
import {
  activeBonus,
  withdrawal,
  wrongCode,
  wrongPassword,
} from '../machines/cashier/withdraw-fixtures.ts';
import { replay, transitionCover, type ModelPath } from '../model/view-driver.ts';
import { answered, type Platform } from './answered-model.ts';
import { PLAYER_PASSWORD } from './players.ts';

type Snapshot = SnapshotFrom<typeof withdrawMachine>;

/** Who withdraws: what the platform knows of the path's player besides the deposit. */
export interface Withdrawer extends WithdrawInput {
  name: string;
  /** Switched on beforehand: every withdrawal then asks for its code. */
  authenticator: boolean;
  /** Deposited with the welcome bonus, under this withdrawal rule of the operator. */
  bonusRule: WithdrawalRule | null;
}

export const inputs: Withdrawer[] = [
  { draft: null, name: 'deposited', authenticator: false, bonusRule: null },
  {
    draft: null,
    name: 'authenticator, bonus to forfeit',
    authenticator: true,
    bonusRule: 'forfeit',
  },
  { draft: null, name: 'bonus blocking withdrawals', authenticator: false, bonusRule: 'block' },
];

/** A withdraw method as the platform lists it, from the server's own seed. */
function seededMethod(name: string): PaymentMethod {
  const seed = METHODS.find((method) => method.tr === name && method.withdraw)!;
  return {
    id: seed.id,
    name,
    kind: seed.kind,
    logo: '',
    min: seed.withdraw!.min * 100,
    max: seed.withdraw!.max * 100,
    fields: seed.withdraw!.fields,
    instant: false,
    highlighted: seed.withdraw!.highlighted ?? false,
    isFavorite: 0,
    group: null,
  };
}
export const havale = seededMethod('Havale / EFT');
export const papara = seededMethod('Papara');

/** The card deposit every player made: all of it is cash, all of it withdrawable. */
const DEPOSIT = 100_000;
/** What each withdrawal asks for, in lira as typed, and what it takes from the balance. */
const AMOUNT = '400';
const AMOUNT_KURUS = 40_000;
/** More than the deposit: the amount step refuses it, and nothing is sent. */
export const OVER_WITHDRAWABLE = '1500';

/** The welcome bonus of a 1.000 TL deposit: 50 %, wagered 20 times, nothing played yet. */
export const welcomeBonus = {
  ...activeBonus,
  title: '%50 Hoş Geldin Bonusu — en fazla ₺999',
  amount: 50_000,
  balance: 50_000,
  wageringRequired: 1_000_000,
  wagered: 0,
};

/** Added during the path: a payout to it takes the step-up. */
const ADDED_AT = new Date().toISOString();

/**
 * The account the player adds in the wizard (the driver types a fresh IBAN of this bank); its
 * id stands for the one the platform gives.
 */
export const addedAccount: BankAccount = {
  bankAccountID: 1,
  owner: 'Elif Demir',
  bankID: 7,
  bankName: 'Garanti BBVA',
  branch: 'Moda',
  accountNumber: '12345678',
  iban: '',
  createdAt: ADDED_AT,
  changedAt: ADDED_AT,
};

export const WALLET_NUMBER = '5321234567';
export const NOTE = 'Kira';
/** Five years ahead: an identity card still valid. */
export const VALIDITY_DATE = `${new Date().getFullYear() + 5}-05-14`;
/** Stand for the authenticator's current code and for one it never shows (the driver types them). */
const RIGHT_CODE = '111111';
const WRONG_CODE = '999999';
export const WRONG_PASSWORD = 'Yanlis1234';

const events: AnyEventObject[] = [
  { type: 'withdraw.acceptBonusForfeit', accepted: true },
  { type: 'withdraw.acceptBonusForfeit', accepted: false },
  { type: 'withdraw.submitBonusForfeit' },
  { type: 'withdraw.retry' },
  { type: 'withdraw.selectMethod', methodID: havale.id },
  { type: 'withdraw.selectMethod', methodID: papara.id },
  { type: 'withdraw.toggleFavorite', methodID: papara.id },
  { type: 'withdraw.addAccount' },
  // The bank account form's end, as the wizard hears it: the player saved it or cancelled it.
  { type: 'xstate.done.actor.addBankAccount', output: addedAccount, form: 'saved' },
  { type: 'xstate.done.actor.addBankAccount', output: null, form: 'cancelled' },
  { type: 'withdraw.selectAccount', bankAccountID: addedAccount.bankAccountID },
  { type: 'withdraw.submitDestination', value: WALLET_NUMBER },
  { type: 'withdraw.submitAmount', amount: AMOUNT },
  { type: 'withdraw.submitValidityDate', date: VALIDITY_DATE },
  { type: 'withdraw.submitNote', note: NOTE },
  { type: 'withdraw.submitCode', code: RIGHT_CODE, right: true },
  { type: 'withdraw.submitCode', code: WRONG_CODE, right: false },
  { type: 'withdraw.back' },
  { type: 'withdraw.confirm' },
  // The step-up's end, as the wizard hears it: the player's password (right or wrong), or cancel.
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { password: PLAYER_PASSWORD } },
    right: true,
  },
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { password: WRONG_PASSWORD } },
    right: false,
  },
  { type: 'xstate.done.actor.stepUp', output: { outcome: 'cancelled' } },
  { type: 'withdraw.restart' },
];

function firstLoad(player: Withdrawer): WithdrawData {
  const summary: CashierSummary = {
    balance: DEPOSIT,
    withdrawable: DEPOSIT,
    canCancelWithdrawal: false,
    authenticatorRequired: player.authenticator,
    bonus: player.bonusRule && { rule: player.bonusRule, bonus: welcomeBonus },
  };
  return { methods: [havale, papara], summary, accounts: [] };
}

/** Read again after a withdrawal: its amount is held out of the balance, any bonus forfeited. */
function afterWithdrawal(summary: CashierSummary): CashierSummary {
  const left = summary.balance - AMOUNT_KURUS;
  return { ...summary, balance: left, withdrawable: left, bonus: null };
}

const platform: Platform = (event, asked, before) => {
  const { context } = asked as Snapshot;
  if (asked.matches('loading')) {
    // A blocking bonus checked again is found as it was: nothing was played meanwhile; after a
    // withdrawal, the summary was read again already.
    const data =
      event.type === 'xstate.init'
        ? firstLoad(event.input as Withdrawer)
        : { methods: context.methods, accounts: context.accounts, summary: context.summary! };
    return { type: 'xstate.done.actor.loadWithdrawData', output: data };
  }
  if (asked.matches({ ready: { step: { submitted: 'readingSummary' } } })) {
    const summary = afterWithdrawal((before as Snapshot).context.summary!);
    return { type: 'xstate.done.actor.loadSummary', output: summary };
  }
  if (asked.matches({ ready: { step: 'submitting' } })) {
    // After a step-up its password decides (the authenticator's code typed in it is right).
    const refusal =
      event.type === 'xstate.done.actor.stepUp'
        ? event.right === false && wrongPassword()
        : context.code === WRONG_CODE && wrongCode();
    if (refusal) return { type: 'xstate.error.actor.submitWithdraw', error: refusal };
    const method = context.methodID === havale.id ? havale : papara;
    // Pending, held until the operator pays it; its id and times stand for the platform's.
    const output = withdrawal({
      amount: AMOUNT_KURUS,
      methodID: method.id,
      methodName: method.name,
    });
    return { type: 'xstate.done.actor.submitWithdraw', output };
  }
  if (asked.matches({ ready: { favorite: 'saving' } })) {
    return { type: 'xstate.done.actor.setFavoriteMethod' };
  }
  return null;
};

const model = answered(withdrawMachine, platform);

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.summary?.withdrawable,
    c.summary?.bonus?.rule ?? null,
    c.bonusForfeitAccepted,
    c.methodID,
    c.methods.map((m) => m.isFavorite),
    c.accounts.length,
    [c.bankAccountID, c.destination, c.amount, c.validityDate, c.note].map((v) => v !== null),
    c.code,
    c.stepUpAsked,
    c.stepUpError,
    c.failure,
    c.transaction !== null,
  ]);
};

/** The player first asks for more than the deposit, which the amount step refuses. */
function askingTooMuchFirst(path: ModelPath): ModelPath {
  const events = path.steps.map((step) => step.event);
  const at = events.findIndex((event) => event.type === 'withdraw.submitAmount');
  if (at < 0) throw new Error('askingTooMuchFirst: the path asks for no amount');
  const tooMuch = { type: 'withdraw.submitAmount', amount: OVER_WITHDRAWABLE };
  return replay(model, path.input, [...events.slice(0, at), tooMuch, ...events.slice(at)]);
}

// The platform answers events the chart does not take itself (answered-model.ts).
const [first, ...rest] = transitionCover(model, { inputs, events, serialize, tryEveryEvent: true });
export const paths = [askingTooMuchFirst(first!), ...rest];
