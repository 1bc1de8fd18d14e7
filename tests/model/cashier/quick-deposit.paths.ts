/**
 * The quick deposit's chart as the model of its panel, opened from the header: what the
 * platform remembers (a QR payment, a method for the full wizard, nothing), what the deposit
 * limit leaves, one press and its QR code (told by the live stream, polled without one), and
 * the ways out.
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { limitStop } from '../../../machines/cashier/deposit-rules.ts';
import type {
  QuickDepositContext,
  QuickDepositStart,
} from '../../../machines/cashier/quick-deposit-types.ts';
import { quickDepositMachine } from '../../../machines/cashier/quick-deposit.machine.ts';
import { TRANSACTION_STATUS } from '../../../machines/shared/finance.ts';
import {
  completedTx,
  methods,
  offline,
  papara,
  pendingOutcome,
  pendingTx,
  qr,
  qrOutcome,
  redirectOutcome,
  refused,
  rejectedTx,
  transaction,
} from '../../machines/cashier/deposit-fixtures.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';

/** The last credited deposit: ₺250 by QR. */
export const LAST_BY_QR = transaction(TRANSACTION_STATUS.completed, {
  methodID: qr.id,
  amount: 250_00,
});

const opening = (changes: Partial<QuickDepositStart>): QuickDepositStart => ({
  methods,
  last: LAST_BY_QR,
  allowance: null,
  limitChoiceDue: false,
  ...changes,
});

/** QR's quick amounts: one above its ₺10.000 maximum. */
export const QR_AMOUNTS = [100_00, 250_00, 500_00, 20_000_00];

const started = (output: QuickDepositStart) => ({ type: 'xstate.done.actor.loadStart', output });
const after = (delay: string, state: string) => ({
  type: `xstate.after.${delay}.quickDeposit.${state}`,
});

const EVENTS: AnyEventObject[] = [
  started(opening({})),
  // The deposit limit leaves ₺300 (below QR's ₺10.000), or nothing.
  started(opening({ allowance: 300_00 })),
  started(opening({ allowance: 0 })),
  // Papara pays on the provider's page: the full wizard takes it.
  started(opening({ last: { ...LAST_BY_QR, methodID: papara.id } })),
  started(opening({ last: null })),
  // A player yet to choose a deposit limit is led to the wizard, which asks first.
  started(opening({ limitChoiceDue: true })),
  { type: 'xstate.error.actor.loadStart', error: offline },
  { type: 'quickDeposit.retry' },
  { type: 'xstate.done.actor.loadPresets', output: QR_AMOUNTS },
  { type: 'xstate.error.actor.loadPresets', error: offline },
  { type: 'quickDeposit.changeAmount', text: '400' },
  { type: 'quickDeposit.changeAmount', text: '5' },
  { type: 'quickDeposit.choosePreset', amount: 100_00 },
  { type: 'quickDeposit.pay' },
  { type: 'quickDeposit.openCashier' },
  { type: 'xstate.done.actor.submitDeposit', output: qrOutcome() },
  { type: 'xstate.done.actor.submitDeposit', output: pendingOutcome },
  { type: 'xstate.done.actor.submitDeposit', output: redirectOutcome },
  { type: 'xstate.error.actor.submitDeposit', error: refused },
  { type: 'xstate.error.actor.submitDeposit', error: offline },
  { type: 'xstate.done.actor.checkTransaction', output: pendingTx },
  { type: 'xstate.done.actor.checkTransaction', output: completedTx },
  { type: 'xstate.done.actor.checkTransaction', output: rejectedTx },
  { type: 'xstate.error.actor.checkTransaction', error: offline },
  after('pollInterval', 'showingQr.waiting'),
  after('qrExpiry', 'showingQr'),
  { type: 'quickDeposit.again' },
  { type: 'quickDeposit.close' },
  // The live stream: the QR code was paid (qrOutcome's); the stream opens, or is lost.
  { type: 'cashier.transactionChanged', transactionID: 7003, direction: 'deposit' },
  { type: 'cashier.stream', open: true, changed: true },
  { type: 'cashier.stream', open: false, changed: true },
];

export const contextOf = (s: AnyMachineSnapshot) => s.context as QuickDepositContext;

const serialize = (s: AnyMachineSnapshot) => {
  const c = contextOf(s);
  return JSON.stringify([
    s.value,
    c.method?.id ?? null,
    c.allowance,
    c.amountText,
    c.amountError,
    c.presets,
    c.idempotencyKey !== null,
    c.outcome?.status ?? null,
    c.transaction?.transaction_status ?? null,
    c.live,
  ]);
};

/**
 * A closed panel takes nothing (the actor has ended); where the limit leaves no amount, the
 * panel has no field and no pay button to press.
 */
const offers = (s: AnyMachineSnapshot, event: AnyEventObject) => {
  if (s.status === 'done') return false;
  const c = contextOf(s);
  // The news port speaks of the stream as it changes (as it starts, it says what is known).
  if (event.type === 'cashier.stream') return event.open !== c.live;
  const stopped = c.method !== null && limitStop(c.method, c.allowance) !== null;
  return !(
    stopped &&
    ['quickDeposit.pay', 'quickDeposit.changeAmount', 'quickDeposit.choosePreset'].includes(
      event.type,
    )
  );
};

const COVER = transitionCover(quickDepositMachine, {
  inputs: [undefined],
  events: EVENTS,
  serialize,
  offers,
  maxSteps: 40,
});

/**
 * The deposit limit, which the cover may pass by: ₺400 where it leaves ₺300 is refused beside
 * the field, a quick amount within it is paid; where it leaves nothing, no amount is asked.
 */
const LIMITED = replay(quickDepositMachine, undefined, [
  EVENTS[1]!,
  { type: 'xstate.done.actor.loadPresets', output: QR_AMOUNTS },
  { type: 'quickDeposit.changeAmount', text: '400' },
  { type: 'quickDeposit.pay' },
  { type: 'quickDeposit.choosePreset', amount: 100_00 },
  { type: 'quickDeposit.pay' },
  { type: 'xstate.done.actor.submitDeposit', output: qrOutcome() },
]);
const NOTHING_LEFT = replay(quickDepositMachine, undefined, [
  EVENTS[2]!,
  { type: 'xstate.done.actor.loadPresets', output: QR_AMOUNTS },
  { type: 'quickDeposit.close' },
]);

export const paths = [...COVER, LIMITED, NOTHING_LEFT];

export default { machine: quickDepositMachine, paths } satisfies MachineModel;
