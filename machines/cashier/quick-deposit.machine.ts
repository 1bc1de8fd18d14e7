import { depositAnswer } from './deposit-outcome.ts';
import { depositRequest } from './deposit-rules.ts';
import { betweenLooks } from './deposit-stream.ts';
import { QUICK_DEPOSIT_START } from './quick-deposit-rules.ts';
import { FRESH, methodOf, paysNow, quickDepositSetup } from './quick-deposit-setup.ts';

const setup = quickDepositSetup;

/** One look at the deposit a QR code pays: credited, closed, or still open. */
const lookAtDeposit = ({ open, closed }: { open: string; closed: string }) =>
  setup.createStateConfig({
    invoke: {
      id: 'checkTransaction',
      src: 'checkTransaction',
      input: ({ context }) => ({ transactionID: context.outcome?.transactionID ?? 0 }),
      onDone: [
        {
          guard: { type: 'isCompleted', params: ({ event }) => event.output },
          target: '#quickDeposit.completed',
          actions: [
            { type: 'storeTransaction', params: ({ event }) => event.output },
            'refreshWallet',
          ],
        },
        {
          guard: { type: 'isClosed', params: ({ event }) => event.output },
          target: closed,
          actions: { type: 'storeTransaction', params: ({ event }) => event.output },
        },
        {
          target: open,
          actions: { type: 'storeTransaction', params: ({ event }) => event.output },
        },
      ],
      // A missed look is made up by the next one (or, at expiry, counts as not paid).
      onError: open,
    },
  });

/**
 * The quick deposit (spec §2 'quick deposit'): one panel, from the header or over a game, with
 * the method and amount of the player's last credited deposit, the quick amounts and the real
 * maximum (the method's, lowered to what the deposit limits leave). A method that asks for
 * nothing more and needs no provider's page is paid with one press, here: a QR code is shown
 * and watched until paid (told by the live stream; polled only while no stream is open). Any
 * other method, and any other choice, continues in the full wizard (deposit.machine.ts), which
 * the panel hands the method and amount to.
 */
export const quickDepositMachine = setup.createMachine({
  id: 'quickDeposit',
  context: { ...FRESH, allowance: null, live: false },
  initial: 'loading',
  on: {
    'quickDeposit.close': { guard: 'canClose', target: '.closed' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStart',
        src: 'loadStart',
        input: QUICK_DEPOSIT_START,
        onDone: [
          {
            guard: { type: 'limitChoiceDue', params: ({ event }) => event.output },
            target: 'limitChoiceDue',
          },
          {
            guard: { type: 'hasPresets', params: ({ event }) => event.output },
            target: 'loadingPresets',
            actions: { type: 'storeStart', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'remembersMethod', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'storeStart', params: ({ event }) => event.output },
          },
          {
            target: 'nothingRemembered',
            actions: { type: 'storeStart', params: ({ event }) => event.output },
          },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'quickDeposit.retry': 'loading' },
    },
    // The deposit limit is asked in the full wizard before any deposit (RTS 12).
    limitChoiceDue: {
      on: { 'quickDeposit.openCashier': { target: 'closed', actions: 'openCashier' } },
    },
    // No credited deposit yet, or its method is no longer offered: the full wizard.
    nothingRemembered: {
      on: { 'quickDeposit.openCashier': { target: 'closed', actions: 'openCashier' } },
    },
    // The amount is there already; the quick amounts join it.
    loadingPresets: {
      invoke: {
        id: 'loadPresets',
        src: 'loadPresets',
        input: ({ context }) => ({ bankcode: context.method?.bankcode ?? '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'storePresets', params: ({ event }) => event.output },
        },
        // Quick amounts are a help: without them the player types the amount.
        onError: 'ready',
      },
      on: {
        'quickDeposit.changeAmount': { actions: 'changeAmount' },
        'quickDeposit.openCashier': { target: 'closed', actions: 'openCashier' },
      },
    },
    ready: {
      on: {
        'quickDeposit.changeAmount': { actions: 'changeAmount' },
        'quickDeposit.choosePreset': { guard: 'isPreset', actions: 'choosePreset' },
        'quickDeposit.pay': [
          { guard: paysNow, target: 'submitting', actions: ['acceptAmount', 'startAttempt'] },
          { guard: 'amountValid', target: 'closed', actions: ['acceptAmount', 'handOff'] },
          { actions: 'rejectAmount' },
        ],
        'quickDeposit.openCashier': { target: 'closed', actions: 'openCashier' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitDeposit',
        src: 'submitDeposit',
        input: ({ context }) =>
          depositRequest(methodOf(context), context.amount ?? 0, {}, context.idempotencyKey ?? ''),
        ...depositAnswer({ refused: 'ready', redirectReadsWallet: false }),
      },
    },
    // The platform answered with a provider's page after all: the site is left for it.
    redirecting: {},
    // Paid on another device: the stream tells (or, without one, the polls find out).
    showingQr: {
      initial: 'waiting',
      after: { qrExpiry: 'verifyingExpiry' },
      invoke: { id: 'transactionChanges', src: 'transactionChanges' },
      on: { 'cashier.stream': { actions: 'noteStream' } },
      states: {
        waiting: setup.createStateConfig(betweenLooks('polling')),
        polling: lookAtDeposit({ open: 'waiting', closed: '#quickDeposit.rejected' }),
      },
    },
    // The code ran out: one last look, in case it was paid at the last moment.
    verifyingExpiry: {
      tags: ['busy'],
      ...lookAtDeposit({ open: 'expired', closed: 'expired' }),
    },
    // The outcomes: another deposit starts afresh (the limits have moved).
    pending: { on: { 'quickDeposit.again': { target: 'loading', actions: 'reset' } } },
    completed: { on: { 'quickDeposit.again': { target: 'loading', actions: 'reset' } } },
    rejected: { on: { 'quickDeposit.again': { target: 'loading', actions: 'reset' } } },
    expired: { on: { 'quickDeposit.again': { target: 'loading', actions: 'reset' } } },
    closed: { type: 'final' },
  },
});
