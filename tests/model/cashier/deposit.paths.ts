/**
 * The deposit wizard's chart as the model of /deposit: inputs, events and what makes two states
 * different, for the wizard, its bonus step and the deposit limits beside it.
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { depositMachine } from '../../../machines/cashier/deposit.machine.ts';
import type { DepositContext, DepositInput } from '../../../machines/cashier/deposit-types.ts';
import {
  bank,
  bankAmounts,
  completedTx,
  draft,
  methods,
  notFound,
  offline,
  OWNER,
  papara,
  pendingOutcome,
  pendingTx,
  qr,
  qrOutcome,
  redirectOutcome,
  refused,
  rejectedTx,
} from '../../machines/cashier/deposit-fixtures.ts';
import {
  ekstra25,
  hosgeldin100,
  offers,
  welcome,
} from '../../machines/cashier/deposit-bonus-fixtures.ts';
import type { ProtectionState } from '../../../machines/shared/protection.ts';
import { openState } from '../../fixtures/protection.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';
import { serialize } from './deposit-state-key.ts';

const fresh: DepositInput = { owner: OWNER, transactionID: null, draft: null };

/** The answer to a deposit limit due: ₺300 a week, as the platform records it. */
export const LIMIT_SET = { period: 'week', amount: 300_00 } as const;
/** The player's state once the platform recorded the answer (null: "no limit now"). */
export function limitAnswered(limit: typeof LIMIT_SET | null): ProtectionState {
  return {
    ...openState(),
    limits: limit ? [{ kind: 'deposit', ...limit }] : [],
    left: { deposit: limit?.amount ?? null, loss: null, wager: null },
    limitChoiceDue: false,
  };
}
export const LIMIT_SAVED = {
  state: limitAnswered(LIMIT_SET),
  message: 'Limitiniz hemen geçerli oldu',
};
const INPUTS: Array<[name: string, input: DepositInput]> = [
  ['fresh', fresh],
  ['back from the provider', { ...fresh, transactionID: 7002 }],
  ['draft at review', { ...fresh, draft: draft() }],
  ['draft at details', { ...fresh, draft: draft({ step: 'details', fields: null }) }],
  ['draft at amount', { ...fresh, draft: draft({ step: 'amount', fields: null }) }],
  [
    'draft at amount, no quick amounts',
    { ...fresh, draft: draft({ methodID: papara.id, step: 'amount', fields: null }) },
  ],
  [
    'draft at review, no fields',
    { ...fresh, draft: draft({ methodID: qr.id, step: 'review', fields: null }) },
  ],
];

export const QR = qrOutcome(Date.now());
export const after = (delay: string, state: string) => ({
  type: `xstate.after.${delay}.deposit.wizard.${state}`,
});

const EVENTS: AnyEventObject[] = [
  { type: 'deposit.selectMethod', methodID: bank.id },
  { type: 'deposit.selectMethod', methodID: papara.id },
  { type: 'deposit.selectMethod', methodID: qr.id },
  { type: 'deposit.toggleFavorite', methodID: papara.id },
  { type: 'deposit.changeAmount', text: '5' },
  { type: 'deposit.changeAmount', text: '250' },
  { type: 'deposit.choosePreset', amount: 500_00 },
  { type: 'deposit.submitAmount' },
  { type: 'deposit.changeField', field: 'referenceNumber', value: 'R!' },
  { type: 'deposit.changeField', field: 'referenceNumber', value: 'REF-2026' },
  { type: 'deposit.submitDetails' },
  { type: 'deposit.back' },
  { type: 'deposit.confirm' },
  { type: 'deposit.retry' },
  { type: 'deposit.restart' },
  { type: 'xstate.done.actor.loadMethods', output: methods },
  { type: 'xstate.error.actor.loadMethods', error: offline },
  // The limits below: here a player without one, who has deposited before.
  { type: 'xstate.done.actor.loadAllowance', output: { left: null, choiceDue: false } },
  { type: 'xstate.done.actor.loadPresets', output: bankAmounts },
  { type: 'xstate.error.actor.loadPresets', error: offline },
  { type: 'xstate.done.actor.submitDeposit', output: pendingOutcome },
  { type: 'xstate.done.actor.submitDeposit', output: redirectOutcome },
  { type: 'xstate.done.actor.submitDeposit', output: QR },
  { type: 'xstate.error.actor.submitDeposit', error: refused },
  { type: 'xstate.error.actor.submitDeposit', error: offline },
  { type: 'xstate.done.actor.checkTransaction', output: pendingTx },
  { type: 'xstate.done.actor.checkTransaction', output: completedTx },
  { type: 'xstate.done.actor.checkTransaction', output: rejectedTx },
  { type: 'xstate.error.actor.checkTransaction', error: notFound },
  // The offers stay unread here: the bonus model below takes them.
  { type: 'deposit.submitBonus' },
  { type: 'xstate.done.actor.saveFavorite' },
  { type: 'xstate.error.actor.saveFavorite', error: refused },
  after('pollInterval', 'showingQr.waiting'),
  after('qrExpiry', 'showingQr'),
  after('pollInterval', 'checkingTransaction.waiting'),
  after('checkLimit', 'checkingTransaction'),
  // The live stream: the operator decided the pending deposit (pendingOutcome's).
  { type: 'cashier.transactionChanged', transactionID: 7001, direction: 'deposit' },
];

export const contextOf = (s: AnyMachineSnapshot) => s.context as DepositContext;

const MODEL = {
  inputs: INPUTS.map(([, input]) => input),
  events: EVENTS,
  serialize,
  maxSteps: 40,
};
const PATHS = transitionCover(depositMachine, MODEL);

/**
 * The bonus step on its own: one method, an amount that fits the welcome offer and one that
 * does not, the offers and promo codes answering every way.
 */
const BONUS_INPUTS: Array<[name: string, input: DepositInput]> = [
  ['bonus: fresh', fresh],
  ['bonus: ?bonus= welcome', { ...fresh, bonusOfferID: welcome.offerID }],
];
const BONUS_EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadMethods', output: methods },
  { type: 'xstate.done.actor.loadAllowance', output: { left: null, choiceDue: false } },
  { type: 'deposit.selectMethod', methodID: papara.id },
  { type: 'deposit.changeAmount', text: '250' },
  { type: 'deposit.changeAmount', text: '50' },
  { type: 'deposit.submitAmount' },
  { type: 'deposit.back' },
  { type: 'deposit.chooseBonus', offerID: welcome.offerID },
  { type: 'deposit.chooseBonus', offerID: null },
  { type: 'deposit.changePromoCode', text: 'EKSTRA25' },
  { type: 'deposit.redeemCode' },
  { type: 'deposit.submitBonus' },
  { type: 'deposit.confirm' },
  { type: 'deposit.restart' },
  { type: 'xstate.done.actor.submitDeposit', output: pendingOutcome },
  { type: 'xstate.done.actor.loadOffers', output: offers },
  { type: 'xstate.error.actor.loadOffers', error: offline },
  { type: 'xstate.done.actor.redeemCode', output: ekstra25 },
  { type: 'xstate.done.actor.redeemCode', output: { ...ekstra25, minDeposit: 1_000_00 } },
  { type: 'xstate.done.actor.redeemCode', output: hosgeldin100 },
  { type: 'xstate.error.actor.redeemCode', error: refused },
];
const BONUS_PATHS = transitionCover(depositMachine, {
  inputs: BONUS_INPUTS.map(([, input]) => input),
  events: BONUS_EVENTS,
  serialize,
  maxSteps: 40,
});
/**
 * The player's deposit limits beside the wizard: a limit that leaves 300 TRY hides the larger
 * quick amounts, a deposit limit due holds every step until the player sets one or chooses "no
 * limit now" (refused, or not answered, and sent again), and a finished deposit reads the
 * limits again.
 */
const LIMIT_INPUTS: Array<[name: string, input: DepositInput]> = [['limits: fresh', fresh]];
const LIMIT_EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadMethods', output: methods },
  { type: 'xstate.done.actor.loadAllowance', output: { left: 300_00, choiceDue: false } },
  { type: 'xstate.done.actor.loadAllowance', output: { left: null, choiceDue: true } },
  { type: 'xstate.error.actor.loadAllowance', error: offline },
  { type: 'deposit.chooseLimit', limit: LIMIT_SET },
  { type: 'deposit.chooseLimit', limit: null },
  { type: 'xstate.done.actor.saveLimit', output: LIMIT_SAVED },
  { type: 'xstate.error.actor.saveLimit', error: refused },
  { type: 'xstate.done.actor.declineLimit', output: limitAnswered(null) },
  { type: 'xstate.error.actor.declineLimit', error: offline },
  { type: 'deposit.selectMethod', methodID: bank.id },
  { type: 'xstate.done.actor.loadPresets', output: bankAmounts },
  { type: 'deposit.choosePreset', amount: 250_00 },
  { type: 'deposit.choosePreset', amount: 500_00 },
  { type: 'deposit.submitAmount' },
  { type: 'deposit.changeField', field: 'referenceNumber', value: 'REF-2026' },
  { type: 'deposit.submitDetails' },
  { type: 'deposit.submitBonus' },
  { type: 'deposit.confirm' },
  { type: 'xstate.done.actor.submitDeposit', output: pendingOutcome },
  { type: 'deposit.restart' },
];
const LIMIT_PATHS = transitionCover(depositMachine, {
  inputs: LIMIT_INPUTS.map(([, input]) => input),
  events: LIMIT_EVENTS,
  serialize,
  maxSteps: 40,
});
/**
 * A watched deposit and the live stream: a QR code and a deposit back from the provider, looked
 * at when the stream tells of them or opens, and polled only while no stream is open.
 */
const STREAM_INPUTS: Array<[name: string, input: DepositInput]> = [
  ['stream: fresh', { ...fresh }],
  ['stream: back from the provider', { ...fresh, transactionID: 7002 }],
];
const STREAM_EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadMethods', output: methods },
  { type: 'xstate.done.actor.loadAllowance', output: { left: null, choiceDue: false } },
  { type: 'deposit.selectMethod', methodID: qr.id },
  { type: 'xstate.done.actor.loadPresets', output: bankAmounts },
  { type: 'deposit.changeAmount', text: '250' },
  { type: 'deposit.submitAmount' },
  { type: 'deposit.submitBonus' },
  { type: 'deposit.confirm' },
  { type: 'xstate.done.actor.submitDeposit', output: QR },
  { type: 'xstate.done.actor.checkTransaction', output: pendingTx },
  { type: 'xstate.done.actor.checkTransaction', output: completedTx },
  after('pollInterval', 'showingQr.waiting'),
  after('pollInterval', 'checkingTransaction.waiting'),
  // The QR code was paid (QR's); the provider decided the deposit the player came back with.
  { type: 'cashier.transactionChanged', transactionID: 7003, direction: 'deposit' },
  { type: 'cashier.transactionChanged', transactionID: 7002, direction: 'deposit' },
  { type: 'cashier.stream', open: true, changed: true },
  { type: 'cashier.stream', open: false, changed: true },
];
/** The news port speaks of the stream as it changes (as it starts, it says what is known). */
const heard = (s: AnyMachineSnapshot, event: AnyEventObject) =>
  event.type !== 'cashier.stream' || event.open !== contextOf(s).live;
const STREAM_PATHS = transitionCover(depositMachine, {
  inputs: STREAM_INPUTS.map(([, input]) => input),
  events: STREAM_EVENTS,
  serialize,
  offers: heard,
  maxSteps: 40,
});
/**
 * A deposit the platform did not answer, tried again. The covers take the review's error
 * transition once, with either answer; this path makes sure the lost answer is among them.
 */
const LOST_ANSWER = replay(depositMachine, fresh, [
  { type: 'xstate.done.actor.loadMethods', output: methods },
  { type: 'xstate.done.actor.loadAllowance', output: { left: null, choiceDue: false } },
  { type: 'deposit.selectMethod', methodID: papara.id },
  { type: 'deposit.changeAmount', text: '250' },
  { type: 'deposit.submitAmount' },
  { type: 'deposit.submitBonus' },
  { type: 'deposit.confirm' },
  { type: 'xstate.error.actor.submitDeposit', error: offline },
  { type: 'deposit.confirm' },
  { type: 'xstate.done.actor.submitDeposit', output: pendingOutcome },
]);

export const ALL_PATHS = [...PATHS, ...BONUS_PATHS, ...LIMIT_PATHS, ...STREAM_PATHS, LOST_ANSWER];

export const nameOfInput = (input: unknown) =>
  [...INPUTS, ...BONUS_INPUTS, ...LIMIT_INPUTS, ...STREAM_INPUTS].find(([, i]) => i === input)![0];

export default { machine: depositMachine, paths: ALL_PATHS } satisfies MachineModel;
