/**
 * The protection machine as the model of a fresh player's daily deposit limit against the real
 * platform: the player sets it, lowers it (at once), raises it (pending for 24 hours), withdraws
 * the raise, and confirms it once due; a raise asks the step-up, which the player confirms with
 * the password; each change is followed by the platform's answer, the
 * player's whole protection state, as `answer` works it out from the platform's rules.
 * The 24-hour wait is passed with the platform's test clock: when the player sets the reality
 * check, the clock has been moved to DUE_SOON_MS before the raise falls due, so the page's own
 * timer shows the confirm button a few seconds later. Time-outs and self-exclusion (they sign the
 * player out) and failures are left to other specs and the jsdom model.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import { protectionMachine } from '../../machines/protection/protection.machine.ts';
import { changeTiming, type ProtectionState } from '../../machines/shared/protection.ts';
import { t as platformMessage, type MessageKey } from '../../server/messages.ts';
import { openState, TR_PROFILE } from '../fixtures/protection.ts';

const COOLING_OFF_MS = TR_PROFILE.coolingOffHours * 60 * 60 * 1000;
import { transitionCover } from '../model/view-driver.ts';
import { answered, type Platform } from './answered-model.ts';
import { PLAYER_PASSWORD } from './players.ts';

type Snapshot = SnapshotFrom<typeof protectionMachine>;

/** How long before the raise falls due the clock is moved: long enough to see the countdown. */
export const DUE_SOON_MS = 8_000;
/** The platform's clock when the player opens the tab, in the model (the real one differs). */
const OPENED_AT = '2026-11-23T09:00:00.000Z';

/** The daily deposit limits the player types: 500 and 2,000 lira, in kuruş. */
export const LOW = 50_000;
export const HIGH = 200_000;
const DAILY_DEPOSIT = { kind: 'deposit', period: 'day' } as const;
/** The reality check's interval the player picks. */
const REALITY_CHECK_EVERY = 30;
export const TIMER_FIRES = 'xstate.after.untilChangeDue.protection.ready.idle';

// The order matters to the greedy cover's ties: a first limit of 2,000 lira is then lowered to
// 500 before it is raised again, so one path takes every change the platform knows.
const events: AnyEventObject[] = [
  { type: 'protection.setLimit', ...DAILY_DEPOSIT, amount: HIGH },
  { type: 'protection.setLimit', ...DAILY_DEPOSIT, amount: LOW },
  { type: 'protection.withdrawChange', ...DAILY_DEPOSIT },
  { type: 'protection.confirmChange', ...DAILY_DEPOSIT },
  { type: 'protection.setRealityCheck', minutes: REALITY_CHECK_EVERY },
  { type: TIMER_FIRES },
];

const isDailyDeposit = (change: { kind: string; period: string }) =>
  change.kind === DAILY_DEPOSIT.kind && change.period === DAILY_DEPOSIT.period;

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** The pending raise, and whether it falls due within DUE_SOON_MS of the platform's last answer. */
function raiseOf(state: ProtectionState) {
  const raise = state.pending.find(isDailyDeposit);
  const dueSoon = !!raise && Date.parse(raise.effectiveAt) - Date.parse(state.now) <= DUE_SOON_MS;
  return { raise, dueSoon };
}

/** The platform's answer to a change of the player's daily deposit limit or reality check. */
export function answer(
  event: AnyEventObject,
  state: ProtectionState,
): { state: ProtectionState; message: string } {
  const others = state.pending.filter((change) => !isDailyDeposit(change));
  const { raise } = raiseOf(state);
  const reply = (next: Partial<ProtectionState>, message: MessageKey) => ({
    state: { ...state, ...next },
    message: platformMessage(message, 'tr', { hours: TR_PROFILE.coolingOffHours }),
  });
  switch (event.type) {
    case 'protection.setLimit': {
      const current = state.limits.find(isDailyDeposit)?.amount;
      const amount = event.amount as number;
      const timing = changeTiming(current, amount);
      // A first or lower limit applies at once; the one in force takes a pending raise back.
      if (timing === 'same') {
        return reply({ pending: others }, raise ? 'limitChangeWithdrawn' : 'limitUnchanged');
      }
      if (timing === 'now') {
        return reply(
          {
            limits: [{ ...DAILY_DEPOSIT, amount }],
            pending: others,
            left: { ...state.left, deposit: amount },
          },
          'limitSet',
        );
      }
      const effectiveAt = later(state.now, COOLING_OFF_MS);
      const asked = { ...DAILY_DEPOSIT, amount, requestedAt: state.now, effectiveAt };
      return reply({ pending: [...others, asked] }, 'limitChangePending');
    }
    case 'protection.withdrawChange':
      return reply({ pending: others }, 'limitChangeWithdrawn');
    case 'protection.confirmChange': {
      const amount = raise!.amount!;
      // Confirmable means its wait is over by the platform's clock.
      const now = new Date(Math.max(Date.parse(state.now), Date.parse(raise!.effectiveAt)));
      const limits = [{ ...DAILY_DEPOSIT, amount }];
      const left = { ...state.left, deposit: amount };
      return reply(
        { now: now.toISOString(), limits, pending: others, left },
        'limitChangeConfirmed',
      );
    }
    case 'protection.setRealityCheck':
      // The player comes back a day later: the raise is DUE_SOON_MS from falling due.
      return reply(
        {
          now: later(raise!.effectiveAt, -DUE_SOON_MS),
          realityCheckMinutes: event.minutes as number,
        },
        'realityCheckSet',
      );
    default:
      throw new Error(`No answer to ${event.type}`);
  }
}

/** A raise or removal: the player confirms its step-up with the password in the same act. */
export const STEP_UP_CONFIRMED = {
  type: 'xstate.done.actor.stepUp',
  output: { outcome: 'confirmed', reauthentication: { password: PLAYER_PASSWORD } },
} as const;

const platform: Platform = (event, asked) => {
  if (asked.matches('loading')) {
    return { type: 'xstate.done.actor.getState', output: openState(OPENED_AT) };
  }
  if (asked.matches({ ready: 'steppingUp' })) return STEP_UP_CONFIRMED;
  if (asked.matches({ ready: 'saving' })) {
    const { state, raising } = (asked as Snapshot).context;
    const change =
      event.type === STEP_UP_CONFIRMED.type ? { type: 'protection.setLimit', ...raising } : event;
    return { type: 'xstate.done.actor.saveChange', output: answer(change, state!) };
  }
  return null;
};

/**
 * What the player and the clock can really cause: the reality check moves the clock to a
 * pending raise, so it needs one (and another interval than the one set: the select only reports
 * a change); the page's timer fires within the test only when the raise falls due soon.
 */
function causable(event: AnyEventObject, snapshot: AnyMachineSnapshot): boolean {
  const state = (snapshot as Snapshot).context.state;
  if (!state) return true;
  const { raise, dueSoon } = raiseOf(state);
  if (event.type === 'protection.setRealityCheck') {
    return !!raise && !dueSoon && state.realityCheckMinutes !== event.minutes;
  }
  if (event.type === TIMER_FIRES) return dueSoon;
  return true;
}

/** The model with the events nobody can cause left out, as if the chart did not take them. */
function onlyCausable(model: AnyStateMachine): AnyStateMachine {
  const transition: AnyStateMachine['transition'] = (snapshot, event, scope) =>
    causable(event, snapshot) ? model.transition(snapshot, event, scope) : snapshot;
  return { ...model, transition } as unknown as AnyStateMachine;
}

export const paths = transitionCover(onlyCausable(answered(protectionMachine, platform)), {
  inputs: [undefined],
  events,
  tryEveryEvent: true,
  serialize: (s) => {
    const { context } = s as Snapshot;
    const state = context.state;
    return JSON.stringify([
      s.value,
      context.error,
      context.due,
      state?.limits.map((limit) => limit.amount),
      state?.pending.map((change) => change.amount),
      state && raiseOf(state).dueSoon,
      state?.realityCheckMinutes,
    ]);
  },
});
