import { and, assertEvent, assign, fromCallback, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { NoticeRequest } from '../shared/navigation.ts';
import type { ProtectionApi } from '../ports.ts';
import type { Reauthentication } from '../auth/reauthentication.ts';
import { stepUpMachine, type StepUpOutput } from '../auth/step-up.machine.ts';
import { protectionHistoryMachine } from './protection-history.machine.ts';
import { errorMessageOf, errorOf } from '../shared/api-errors.ts';
import { now } from '../shared/clock.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import {
  changeTiming,
  type ExclusionLength,
  type LimitPeriod,
  type ProtectionLimit,
  type ProtectionState,
  type TimeoutLength,
} from '../shared/protection.ts';
import { exclusionSchema, limitChangeSchema } from '../shared/validation/protection-schemas.ts';
import { stepUpStep } from '../auth/step-up-step.ts';

type LimitKey = { kind: ProtectionLimit['kind']; period: LimitPeriod };
type LimitChange = { amount: number | null } & LimitKey;

/** One change of the player's tools, as the port sends it; a raise with its step-up. */
export type ProtectionChange =
  | ({ method: 'setLimit' } & LimitChange & Partial<Reauthentication>)
  | ({ method: 'confirmLimit' } & LimitKey)
  | ({ method: 'withdrawLimitChange' } & LimitKey)
  | { method: 'setRealityCheck'; minutes: number | null };

/** What closes the account: a time-out, or a self-exclusion with its re-authentication. */
export type AccountClosure =
  | { kind: 'timeout'; length: TimeoutLength }
  | { kind: 'exclusion'; length: ExclusionLength; password: string; ga_code?: string };

/** The server's answer to a change: the new state and its message. */
export interface ProtectionAnswer {
  state: ProtectionState;
  message: string;
}

export interface ProtectionContext {
  state: ProtectionState | null;
  /** The platform's clock less this device's, so countdowns follow the platform. */
  clockOffset: number;
  /** Server message or message id of the last refusal, shown where it was asked. */
  error: string | null;
  /** The pending changes the player may confirm now ('kind:period'). */
  due: string[];
  /** The closure the player is confirming. */
  closing:
    | { kind: 'timeout'; length: TimeoutLength }
    | { kind: 'exclusion'; length: ExclusionLength }
    | null;
  /** The raise or removal waiting for its step-up. */
  raising: LimitChange | null;
}

export type ProtectionEvent =
  | { type: 'protection.retry' }
  | ({ type: 'protection.setLimit'; amount: number | null } & LimitKey)
  | ({ type: 'protection.confirmChange' } & LimitKey)
  | ({ type: 'protection.withdrawChange' } & LimitKey)
  | { type: 'protection.setRealityCheck'; minutes: number | null }
  | { type: 'protection.chooseTimeout'; length: TimeoutLength }
  | { type: 'protection.chooseExclusion'; length: ExclusionLength }
  | { type: 'protection.confirmTimeout' }
  | { type: 'protection.confirmExclusion'; confirmed: boolean; password: string; ga_code: string }
  | { type: 'protection.cancel' }
  /** Another tab of the browser changed the player's tools (the app tells it). */
  | { type: 'protection.changedElsewhere' };

/** The platform's message of a change, or of the sign-out, as the site's notice. */
const noticeOf = (_: unknown, message: string): NoticeRequest => ({
  type: 'notice.show',
  notice: { id: message },
});

const keyOf = (change: { kind: string; period: string }) => `${change.kind}:${change.period}`;

/** The pending changes the platform's answer already allows to confirm ('kind:period'). */
const dueAt = (state: ProtectionState) =>
  state.pending
    .filter((change) => Date.parse(change.effectiveAt) <= Date.parse(state.now))
    .map(keyOf);

/** The pending change that falls due next, of those not due yet. */
function nextDue(context: ProtectionContext) {
  const waiting = (context.state?.pending ?? []).filter(
    (change) => !context.due.includes(keyOf(change)),
  );
  return waiting.sort((a, b) => Date.parse(a.effectiveAt) - Date.parse(b.effectiveAt))[0];
}

/** The longest wait a timer takes; a change due later is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/** The limit in force that a change applies to, undefined when there is none. */
const amountInForce = (state: ProtectionState | null, change: LimitKey) =>
  state?.limits.find((limit) => limit.kind === change.kind && limit.period === change.period)
    ?.amount;

type SavingEvent = ProtectionEvent | { type: 'xstate.done.actor.stepUp'; output: StepUpOutput };

const changeOf = (event: SavingEvent, raising: LimitChange | null): ProtectionChange => {
  switch (event.type) {
    case 'xstate.done.actor.stepUp':
      if (event.output.outcome !== 'confirmed' || !raising) throw new Error('No raise to save');
      return { method: 'setLimit', ...raising, ...event.output.reauthentication };
    case 'protection.setLimit':
      return { method: 'setLimit', kind: event.kind, period: event.period, amount: event.amount };
    case 'protection.confirmChange':
      return { method: 'confirmLimit', kind: event.kind, period: event.period };
    case 'protection.withdrawChange':
      return { method: 'withdrawLimitChange', kind: event.kind, period: event.period };
    case 'protection.setRealityCheck':
      return { method: 'setRealityCheck', minutes: event.minutes };
    default:
      throw new Error(`${event.type} is not a change`);
  }
};

/**
 * The responsible-gambling tools of the profile (UKGC RTS 12/13, MGA PPD): reads the player's
 * state, sends each change to the platform (which decides whether it applies now or after the
 * cooling-off of the jurisdiction's profile) and shows the state it answers; when a pending
 * change falls due by the platform's clock, it may be confirmed. A raise or removal first runs
 * the step-up (`stepUp`): the player's passkey, else the password again and the code of their
 * second factor, go with the change. Beside the tools runs the player's history of changes (`history`), read again
 * after each change saved; the reality check offers only the profile's intervals.
 * A time-out or self-exclusion is confirmed first (the exclusion with the password) and signs
 * the player out: the actor announces it (protection.signedOut) and ends in `closed`, which it
 * reports on arrival (`reportClosed`: the app's session ends too).
 */
export const protectionMachine = setup({
  types: {
    context: {} as ProtectionContext,
    events: {} as ProtectionEvent,
    children: {} as { stepUp: 'stepUp'; history: 'history' },
  },
  actors: {
    getState: notProvidedPort<ProtectionApi['state']>('getState'),
    saveChange: notProvidedPort<ProtectionApi['change']>('saveChange'),
    closeAccount: notProvidedPort<ProtectionApi['closeAccount']>('closeAccount'),
    stepUp: stepUpMachine,
    history: protectionHistoryMachine,
    // The app's news of a change in another tab, as protection.changedElsewhere (the site
    // provides it; without it, no news).
    changesElsewhere: fromCallback(() => undefined),
  },
  guards: {
    limitValid: ({ event }) =>
      event.type === 'protection.setLimit' &&
      limitChangeSchema.isValidSync({
        kind: event.kind,
        period: event.period,
        amount: event.amount,
      }),
    exclusionValid: ({ context, event }) =>
      event.type === 'protection.confirmExclusion' &&
      context.closing?.kind === 'exclusion' &&
      exclusionSchema.isValidSync({
        length: context.closing.length,
        confirmed: event.confirmed,
        password: event.password,
        ga_code: event.ga_code.trim() || undefined,
      }),
    // A raise or removal waits the profile's cooling-off and takes a step-up first, as the
    // platform asks.
    limitLoosens: ({ context, event }) =>
      event.type === 'protection.setLimit' &&
      changeTiming(amountInForce(context.state, event), event.amount) === 'later',
    stepUpConfirmed: (_, output: StepUpOutput) => output.outcome === 'confirmed',
    raising: ({ context }) => context.raising !== null,
    hasChangeComingDue: ({ context }) => nextDue(context) !== undefined,
    closingIsTimeout: ({ context }) => context.closing?.kind === 'timeout',
    changeIsDue: ({ context, event }) =>
      event.type === 'protection.confirmChange' && context.due.includes(keyOf(event)),
    // Only the intervals the jurisdiction's profile offers, or none.
    realityCheckOffered: ({ context, event }) =>
      event.type === 'protection.setRealityCheck' &&
      (event.minutes === null ||
        (context.state?.profile.realityCheckMinutes.includes(event.minutes) ?? false)),
    changeIsPending: ({ context, event }) =>
      event.type === 'protection.withdrawChange' &&
      (context.state?.pending ?? []).some((change) => keyOf(change) === keyOf(event)),
  },
  delays: {
    // By the platform's clock: this device's time plus the offset its answer showed.
    untilChangeDue: ({ context }) => {
      const next = nextDue(context);
      const wait = next ? Date.parse(next.effectiveAt) - (now() + context.clockOffset) : 0;
      return Math.min(Math.max(0, wait), MAX_TIMER_MS);
    },
  },
  actions: {
    storeState: assign((_, state: ProtectionState) => ({
      state,
      clockOffset: Date.parse(state.now) - now(),
      due: dueAt(state),
      error: null,
    })),
    markNextDue: assign({ due: ({ context }) => [...context.due, keyOf(nextDue(context)!)] }),
    showError: assign((_, error: unknown) => ({ error: errorMessageOf(error) })),
    clearError: assign({ error: null }),
    chooseClosure: assign(({ event }) => {
      if (event.type === 'protection.chooseTimeout') {
        return { closing: { kind: 'timeout', length: event.length } as const, error: null };
      }
      assertEvent(event, 'protection.chooseExclusion');
      return { closing: { kind: 'exclusion', length: event.length } as const, error: null };
    }),
    dropClosure: assign({ closing: null, error: null }),
    holdRaise: assign(({ event }) => {
      assertEvent(event, 'protection.setLimit');
      return { raising: { kind: event.kind, period: event.period, amount: event.amount } };
    }),
    dropRaise: assign({ raising: null }),
    // A change saved is a new line of the player's history.
    reloadHistory: sendTo('history', { type: 'history.reload' as const }),
    announceSaved: sendTo(toApp, noticeOf),
    // The other tabs and the play session read the tools again.
    tellChanged: sendTo(toApp, { type: 'protection.changed' as const }),
    announceSignedOut: sendTo(toApp, noticeOf),
    reportClosed: sendTo(toApp, {
      type: 'session.ended' as const,
      reason: 'accountClosed' as const,
    }),
  },
}).createMachine({
  id: 'protection',
  context: {
    state: null,
    clockOffset: 0,
    due: [],
    error: null,
    closing: null,
    raising: null,
  },
  invoke: { id: 'changesElsewhere', src: 'changesElsewhere' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getState',
        src: 'getState',
        onDone: {
          target: 'ready',
          actions: { type: 'storeState', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: errorOf },
        },
      },
    },
    failed: { on: { 'protection.retry': 'loading' } },
    ready: {
      // The player's history of changes, read beside the tools.
      invoke: { id: 'history', src: 'history' },
      initial: 'idle',
      states: {
        idle: {
          // A change falls due: its confirm button appears.
          after: {
            untilChangeDue: {
              guard: 'hasChangeComingDue',
              target: 'idle',
              reenter: true,
              actions: 'markNextDue',
            },
          },
          on: {
            'protection.setLimit': [
              {
                guard: and(['limitValid', 'limitLoosens']),
                target: 'steppingUp',
                actions: 'holdRaise',
              },
              { guard: 'limitValid', target: 'saving' },
            ],
            'protection.confirmChange': { guard: 'changeIsDue', target: 'saving' },
            'protection.withdrawChange': { guard: 'changeIsPending', target: 'saving' },
            // Changed in another tab: what the platform holds now is read again.
            'protection.changedElsewhere': '#protection.loading',
            'protection.setRealityCheck': { guard: 'realityCheckOffered', target: 'saving' },
            'protection.chooseTimeout': { target: 'confirmingClosure', actions: 'chooseClosure' },
            'protection.chooseExclusion': { target: 'confirmingClosure', actions: 'chooseClosure' },
          },
        },
        steppingUp: {
          invoke: {
            ...stepUpStep(
              { target: 'saving' },
              { target: 'idle', actions: ['dropRaise', 'clearError'] },
            ),
            input: ({ context }) => ({
              action: 'limit' as const,
              error: context.error,
            }),
          },
        },
        saving: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'saveChange',
            src: 'saveChange',
            input: ({ context, event }) => changeOf(event as SavingEvent, context.raising),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeState', params: ({ event }) => event.output.state },
                { type: 'announceSaved', params: ({ event }) => event.output.message },
                'tellChanged',
                'reloadHistory',
                'dropRaise',
              ],
            },
            // A raise refused (a wrong password or code) asks the step-up again, with why.
            onError: [
              {
                guard: 'raising',
                target: 'steppingUp',
                actions: { type: 'showError', params: errorOf },
              },
              { target: 'idle', actions: { type: 'showError', params: errorOf } },
            ],
          },
        },
        confirmingClosure: {
          on: {
            'protection.confirmTimeout': { guard: 'closingIsTimeout', target: 'closingAccount' },
            'protection.confirmExclusion': { guard: 'exclusionValid', target: 'closingAccount' },
            'protection.cancel': { target: 'idle', actions: 'dropClosure' },
          },
        },
        closingAccount: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'closeAccount',
            src: 'closeAccount',
            input: ({ context, event }): AccountClosure => {
              const closing = context.closing!;
              if (closing.kind === 'timeout') return closing;
              assertEvent(event, 'protection.confirmExclusion');
              const code = event.ga_code.trim();
              return { ...closing, password: event.password, ...(code ? { ga_code: code } : {}) };
            },
            onDone: {
              target: '#protection.closed',
              actions: { type: 'announceSignedOut', params: ({ event }) => event.output },
            },
            onError: {
              target: 'confirmingClosure',
              actions: { type: 'showError', params: errorOf },
            },
          },
        },
      },
    },
    closed: { type: 'final', entry: 'reportClosed' },
  },
});
