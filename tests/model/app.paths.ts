/**
 * The app machine as the model of the site's lifecycle: the maintenance check and page, the
 * visitor's sign-in, the signed-in player's profile, balance, preferences and sign-out, the
 * inactivity warning and sign-out, what the platform's live stream tells, and what the browser's
 * other tabs tell (a sign-in, a sign-out, activity, a balance, an answered check, a limit).
 *
 * The guards read the clock, so the model keeps one: it starts at NOW and each timer event moves
 * it by its delay (the driver moves the fake time alike). The model also leaves out what the
 * site cannot send in a state: the header's controls exist only around a page, the balance
 * toggle only for a player, the profile's changes only after it was loaded, and the API client
 * never reports maintenance while the site is under maintenance (src/api/client.ts). The live
 * stream speaks only where one is held (maintenance, a visitor's page, a player's), opens once
 * per connection, and tells a player's news only on a player's stream.
 */
import type {
  AnyActorScope,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  SnapshotFrom,
} from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { StoredAppState } from '../../machines/app/app.types.ts';
import type { SignedIn } from '../../machines/shared/session.ts';
import {
  ACCOUNT_CLOSED_GRACE_MS,
  INACTIVITY_CHECK_MS,
  INACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
  MAINTENANCE_RECHECK_MS,
} from '../../machines/shared/constants.ts';
import {
  emptyStore,
  session,
  profile,
  running,
  signedIn,
  signedInStore,
  underMaintenance,
} from '../fixtures/app.ts';
import { offline } from '../fixtures/auth.ts';
import { transitionCover, type MachineModel, type ModelPath } from './view-driver.ts';

type Snapshot = SnapshotFrom<typeof appMachine>;

export const NOW = Date.parse('2026-11-22T10:00:00.000Z');
export const BALANCE = { cash: 125_000, bonus: 0 };
/** The balance another tab learnt. */
export const OTHER_TAB_BALANCE = { cash: 98_760, bonus: 0 };
/** A sign-in in another tab, with a session of its own. */
export const OTHER_TAB_SIGN_IN: SignedIn = {
  ...signedIn,
  session: { ...session, sid: 'enc-sid-other-tab' },
  profile: { ...profile, username: 'mehmet' },
  auth: { ...signedIn.auth, username: 'mehmet' },
};
export const NEW_USERNAME = 'ayse_yeni';
/** A page for players a visitor opens: the sign-in leads back to it. */
export const PAGE_FOR_PLAYERS = '/tickets';
export const DELAYS: Record<string, number> = {
  inactivityCheck: INACTIVITY_CHECK_MS,
  maintenanceRecheck: MAINTENANCE_RECHECK_MS,
  accountClosedGrace: ACCOUNT_CLOSED_GRACE_MS,
};

const stored = (name: string, store: StoredAppState) => [name, { stored: store }] as const;
const player = { ...signedInStore, lastActivityAt: NOW };
// Checks land 2.5 s past a limit at the earliest (the page's clock may lag the model's a little),
// and the warning lasts 40 s (the page's clock runs while each state is checked).
const idleFor = (ms: number) => ({ ...player, lastActivityAt: NOW - ms });
export const INPUTS = [
  stored('visitor', emptyStore),
  stored('player', player),
  stored('player, maintenance flagged', { ...player, maintenanceFlag: true }),
  stored('player idle 59:17.5', idleFor(INACTIVITY_LIMIT_MS - 42_500)),
  stored('player idle 60:30', idleFor(INACTIVITY_LIMIT_MS + 30_000)),
];

// ---------------------------------------------------------------------------------------------
// The model's clock, and what the site can send.

const times = new WeakMap<object, number>();
/** The model's time at a snapshot of a path. */
export const modelTime = (s: AnyMachineSnapshot) => times.get(s) ?? NOW;

const delayOf = (event: AnyEventObject) =>
  DELAYS[/^xstate\.after\.(\w+)\./.exec(event.type)?.[1] ?? ''] ?? 0;

function at<T>(time: number, run: () => T): T {
  const clock = Date.now;
  Date.now = () => time;
  try {
    return run();
  } finally {
    Date.now = clock;
  }
}

const holdsStream = (s: AnyMachineSnapshot) =>
  s.matches('maintenance') || s.matches('anonymous') || s.matches('authenticated');

function canStreamSend(s: Snapshot, event: AnyEventObject) {
  if (!holdsStream(s)) return false;
  if (event.type === 'live.opened') return !s.context.live;
  if (!s.context.live) return false;
  if (event.type === 'live.lost' || event.type === 'live.maintenance') return true;
  return s.matches('authenticated');
}

const hasPage = (s: AnyMachineSnapshot) =>
  s.matches('anonymous') ||
  s.matches('authenticated') ||
  s.matches('loggingOut') ||
  s.matches('loggingOutExpired');

function canSend(s: AnyMachineSnapshot, event: AnyEventObject) {
  if (event.type.startsWith('live.')) return canStreamSend(s as Snapshot, event);
  if (event.type === 'preferences.toggleBalance') return s.matches('authenticated');
  // The profile page's forms: a changed field, or a change that finds the session expired.
  if (event.type === 'profile.changed' || event.type === 'auth.expired') {
    return s.matches('authenticated') && (s as Snapshot).context.profile !== null;
  }
  if (event.type === 'session.ended') return s.matches('authenticated');
  if (event.type.startsWith('preferences.')) return hasPage(s);
  if (event.type === 'maintenance.detected') {
    return !s.hasTag('maintenance') && !(s as Snapshot).context.maintenanceFlag;
  }
  return true;
}

/** The app machine run on the model's clock, taking only what the site can send. */
const onModelClock = {
  ...appMachine,
  getInitialSnapshot(scope: AnyActorScope, input: unknown) {
    const initial = at(NOW, () => appMachine.getInitialSnapshot(scope, input as never));
    times.set(initial, NOW);
    return initial;
  },
  transition(s: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope) {
    if (!canSend(s, event)) return s;
    const time = modelTime(s) + delayOf(event);
    const next = at(time, () => appMachine.transition(s as Snapshot, event as never, scope));
    // A check that changes nothing returns the same snapshot: the later time needs its own.
    const timed = next === s ? { ...next } : next;
    times.set(timed, time);
    return timed;
  },
} as unknown as AnyStateMachine;

/** A notice some page's flow gives (a first-page message, so every page can say it). */
export const FLOW_NOTICE = 'bonus.cancel.done';

// ---------------------------------------------------------------------------------------------
// Events.

const after = (delay: string, state: string) => ({ type: `xstate.after.${delay}.app.${state}` });
const ports = (id: string, output: unknown): AnyEventObject[] => [
  { type: `xstate.done.actor.${id}`, output },
  { type: `xstate.error.actor.${id}`, error: offline },
];

const inactivity: AnyEventObject[] = [
  { type: 'xstate.done.actor.checkMaintenance', output: running },
  after('inactivityCheck', 'authenticated.session.active'),
  after('inactivityCheck', 'authenticated.session.inactivityWarning.counting'),
  { type: 'user.activity' },
  { type: 'user.stay' },
  // The player is active in another tab.
  { type: 'tabs.activity' },
  { type: 'user.logout' },
  { type: 'xstate.done.actor.loadProfile', output: profile },
  { type: 'xstate.done.actor.loadBalance', output: BALANCE },
  ...ports('logout', undefined),
];

/** A deposit the operator decides while the player is elsewhere. */
export const LIVE_TRANSACTION = 100_123;

/** What the platform's live stream tells (the port's events). */
const live: AnyEventObject[] = [
  { type: 'live.opened', resumed: false },
  { type: 'live.opened', resumed: true },
  { type: 'live.lost' },
  { type: 'live.maintenance', status: true },
  { type: 'live.maintenance', status: false },
  { type: 'live.balance' },
  { type: 'live.inbox' },
  { type: 'live.transaction', transactionID: LIVE_TRANSACTION, direction: 'deposit' },
  { type: 'live.sessionEnded', reason: 'credentialsChanged' },
  { type: 'live.sessionEnded', reason: 'accountClosed' },
  after('accountClosedGrace', 'authenticated.session.closedElsewhere'),
];

/**
 * What the browser's other tabs tell, and what this tab's flows give it to tell them, around a
 * sign-in, the first reads and a sign-out.
 */
const tabs: AnyEventObject[] = [
  { type: 'xstate.done.actor.checkMaintenance', output: running },
  { type: 'auth.required', returnUrl: PAGE_FOR_PLAYERS, reason: 'page' },
  { type: 'auth.signedIn', signedIn },
  { type: 'xstate.done.actor.loadProfile', output: profile },
  { type: 'xstate.done.actor.loadBalance', output: BALANCE },
  { type: 'user.logout' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'tabs.signedIn', signedIn: OTHER_TAB_SIGN_IN },
  { type: 'tabs.signedOut' },
  { type: 'tabs.balance', balance: OTHER_TAB_BALANCE },
  { type: 'tabs.settled', interruption: 'realityCheck' },
  { type: 'tabs.limitChanged' },
  // The play session's reality check closed here (it settles it at the arbiter).
  { type: 'interruption.settled', kind: 'realityCheck' },
  // The protection page saved a limit.
  { type: 'protection.changed' },
];

// Idle players only meet time and the warning: any other click would count as activity.
const lifecycle: AnyEventObject[] = [
  { type: 'xstate.done.actor.checkMaintenance', output: underMaintenance },
  { type: 'xstate.error.actor.checkMaintenance', error: offline },
  { type: 'xstate.done.actor.recheckMaintenance', output: underMaintenance },
  ...ports('recheckMaintenance', running),
  after('maintenanceRecheck', 'maintenance.waiting'),
  { type: 'maintenance.recheck' },
  // As the API client reports a call refused for maintenance: without the status.
  { type: 'maintenance.detected' },
  { type: 'api.blocked' },
  { type: 'auth.required', returnUrl: PAGE_FOR_PLAYERS, reason: 'page' },
  { type: 'auth.signedIn', signedIn },
  ...ports('loadProfile', profile),
  ...ports('loadBalance', BALANCE),
  { type: 'wallet.refresh' },
  // A game page launched a game: the game session's clock follows the platform from then on.
  { type: 'game.launched' },
  { type: 'session.ended', reason: 'accountClosed' },
  // The API client found the session ended on a call (its callback's event).
  { type: 'session.ended', reason: 'expired' },
  { type: 'profile.changed', field: 'username', value: NEW_USERNAME },
  // The API client, faked below the ports, does not end the session first (it would: then the
  // app is signed out already and only opens the login form).
  { type: 'auth.expired' },
  ...ports('logoutExpired', undefined),
  { type: 'preferences.setLanguage', language: 'en' },
  { type: 'preferences.toggleMode' },
  { type: 'preferences.toggleBalance' },
  // What a page's flow tells the app (sendTo(toApp)) for the router bridge.
  { type: 'navigate.page', page: 'home', notice: { id: FLOW_NOTICE } },
  { type: 'notice.show', notice: { id: FLOW_NOTICE } },
  ...live,
  ...inactivity,
];

/** Idle time tells states apart only near the warning; before it, every check is alike. */
const idleOf = (s: Snapshot) => {
  const last = s.context.lastActivityAt;
  if (last === null) return null;
  const idle = modelTime(s) - last;
  return idle < INACTIVITY_LIMIT_MS - 2 * INACTIVITY_WARNING_MS ? 'fresh' : idle;
};

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.language,
    c.mode,
    c.showBalance,
    c.balance,
    c.requestsBlocked,
    c.live,
    c.maintenance?.message ?? null,
    c.profile?.username ?? null,
    c.session?.sid ?? null,
    c.returnUrl,
    idleOf(s as Snapshot),
  ]);
};

const cover = (inputs: typeof INPUTS, events: AnyEventObject[]): ModelPath[] =>
  transitionCover(onModelClock, {
    inputs: inputs.map(([, input]) => input),
    events,
    serialize,
    maxSteps: 16,
  });

export const paths = [
  ...cover(INPUTS.slice(0, 3), lifecycle),
  ...cover(INPUTS.slice(3), inactivity),
  ...cover(INPUTS.slice(0, 2), tabs),
];

export const nameOfInput = (input: unknown) => INPUTS.find(([, i]) => i === input)![0];

export default { machine: appMachine, paths } satisfies MachineModel;
