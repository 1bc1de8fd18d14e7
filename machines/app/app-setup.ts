import type { AuthApi, MaintenanceApi, WalletApi } from '../ports.ts';
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  sendTo,
  setup,
  type AnyEventObject,
} from 'xstate';
import type { MaintenanceStatus } from '../shared/contract.ts';
import type { UserProfile } from '../shared/session.ts';
import { now } from '../shared/clock.ts';
import {
  ACCOUNT_CLOSED_GRACE_MS,
  INACTIVITY_CHECK_MS,
  INACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
  MAINTENANCE_RECHECK_MS,
} from '../shared/constants.ts';
import { isSupportedLanguage } from '../shared/language.ts';
import { resolveReturnUrl } from '../content/navigation.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { favoritesMachine } from '../games/favorites.machine.ts';
import { unreadCountMachine } from '../inbox/unread-count.machine.ts';
import { playSessionMachine } from '../protection/play-session.machine.ts';
import { arbiter, interruptionsMachine } from './interruptions.machine.ts';
import { APP_CHILDREN } from './app-children.ts';
import { signInRequest } from './sign-in-request.ts';
import { systemActor } from '../shared/system-actor.ts';
import { TRANSACTION_CHANGED } from '../shared/live.ts';
import type { WalletBalance } from '../shared/bonus.ts';
import type { AppContext, AppEmitted, AppEvent, AppInput, LiveInput } from './app.types.ts';
import {
  PROTECTION_CHANGED_ELSEWHERE,
  TAB_ACTIVITY_EVERY_MS,
  tabPost,
  type TabPost,
} from './tab-messages.ts';

const signedOut = {
  session: null,
  profile: null,
  auth: null,
  rid: null,
  balance: null,
  expiresAt: null,
  lastActivityAt: null,
} satisfies Partial<AppContext>;

const favorites = systemActor(APP_CHILDREN.favorites);
const unreadCount = systemActor(APP_CHILDREN.unreadCount);
export const playSession = systemActor(APP_CHILDREN.playSession);
const tabs = systemActor(APP_CHILDREN.tabs);

/** The app machine's types, actors, delays, guards and actions, for its chart to name. */
export const appSetup = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    emitted: {} as AppEmitted,
  },
  actors: {
    checkMaintenance: notProvidedPort<MaintenanceApi['checkStatus']>('checkMaintenance'),
    loadProfile: notProvidedPort<AuthApi['getProfile']>('loadProfile'),
    logout: notProvidedPort<AuthApi['logout']>('logout'),
    loadBalance: notProvidedPort<WalletApi['balance']>('loadBalance'),
    // The player's input on the page, reported as user.activity (the site listens to the window).
    watchActivity: fromCallback(notProvided('watchActivity')),
    // The platform's live stream for the state's audience, reported as live.* events.
    liveUpdates: fromCallback<AnyEventObject, LiveInput>(notProvided('liveUpdates')),
    // The other tabs of the browser: takes tabs.post, reports what they tell as tabs.* events.
    tabs: fromCallback<TabPost>(notProvided('tabs')),
    // The long-lived flows beside the pages, children of this actor (the site provides their ports).
    favorites: favoritesMachine,
    unreadCount: unreadCountMachine,
    playSession: playSessionMachine,
    interruptions: interruptionsMachine,
  },
  delays: {
    inactivityCheck: INACTIVITY_CHECK_MS,
    maintenanceRecheck: MAINTENANCE_RECHECK_MS,
    accountClosedGrace: ACCOUNT_CLOSED_GRACE_MS,
  },
  guards: {
    maintenanceFlagStored: ({ context }) => context.maintenanceFlag,
    hasStoredSession: ({ context }) =>
      context.session !== null && (context.profile !== null || context.auth !== null),
    idleTooLong: ({ context }) =>
      context.lastActivityAt !== null && now() - context.lastActivityAt > INACTIVITY_LIMIT_MS,
    idleNearLimit: ({ context }) =>
      context.lastActivityAt !== null &&
      now() - context.lastActivityAt > INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS,
    profileLoaded: ({ context }) => context.profile !== null,
    streaming: ({ context }) => context.live,
    maintenanceSwitchedOn: ({ event }) => event.type === 'live.maintenance' && event.status,
    maintenanceSwitchedOff: ({ event }) => event.type === 'live.maintenance' && !event.status,
    foundEnded: ({ event }) => event.type === 'session.ended' && event.reason !== 'accountClosed',
    accountClosed: ({ event }) =>
      event.type === 'live.sessionEnded' && event.reason === 'accountClosed',
    isSupportedLanguage: ({ event }) =>
      event.type === 'preferences.setLanguage' && isSupportedLanguage(event.language),
    // Another tab signed in anew: the same session needs nothing here.
    otherSession: ({ context, event }) =>
      event.type === 'tabs.signedIn' && event.signedIn.session.sid !== context.session?.sid,
    returnNoted: ({ context }) => context.returnUrl !== null,
  },
  actions: {
    enterMaintenance: assign((_, status: MaintenanceStatus | null) => ({
      maintenanceFlag: true,
      maintenance: status,
    })),
    leaveMaintenance: assign({ maintenanceFlag: false, maintenance: null }),
    clearSignIn: assign(signedOut),
    storeSignIn: assign(({ event }) => {
      assertEvent(event, ['auth.signedIn', 'tabs.signedIn']);
      return { ...event.signedIn, lastActivityAt: now() };
    }),
    storeBalance: assign((_, balance: WalletBalance) => ({ balance })),
    // Back to the page that asked for the sign-in (or home), once: the address is used up.
    returnAfterSignIn: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({
        type: 'navigate.page',
        page: { address: resolveReturnUrl(context.returnUrl) },
        notice: { id: 'auth.login.done' },
      });
      enqueue.assign({ returnUrl: null });
    }),
    askSignIn: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'auth.required');
      enqueue.assign({ returnUrl: event.returnUrl });
      enqueue.emit(signInRequest(event.reason));
    }),
    askSignInAgain: emit(signInRequest('expired')),
    noteReturnUrl: assign(({ event }) => {
      assertEvent(event, 'auth.required');
      return { returnUrl: event.returnUrl };
    }),
    forgetReturnUrl: assign({ returnUrl: null }),
    askSignInForNotedPage: enqueueActions(({ context, enqueue }) => {
      if (context.returnUrl !== null) enqueue.emit(signInRequest('page'));
    }),
    // The stored sign-in keeps the username the profile now has (it can be changed).
    storeProfile: assign(({ context }, profile: UserProfile) => ({
      profile,
      auth:
        context.auth && profile.username
          ? { ...context.auth, username: profile.username }
          : context.auth,
    })),
    markActivity: assign({ lastActivityAt: () => now() }),
    markActivityIfUnknown: assign({
      lastActivityAt: ({ context }) => context.lastActivityAt ?? now(),
    }),
    goHome: emit({ type: 'navigate.page', page: 'home' } as const),
    goHomeSignedOutElsewhere: emit({
      type: 'navigate.page',
      page: 'home',
      notice: { id: 'auth.signedOutElsewhere', tone: 'info' },
    } as const),
    // A flow's page to lead on to, or its notice: the router bridge follows the app alone.
    handToRouter: emit(({ event }) => {
      assertEvent(event, ['navigate.page', 'notice.show']);
      return event;
    }),
    // The flows that follow the player start with a sign-in and forget it at the sign-out.
    tellSignedIn: enqueueActions(({ enqueue }) => {
      enqueue.sendTo(favorites, { type: 'app.signedIn' });
      enqueue.sendTo(unreadCount, { type: 'app.signedIn' });
      enqueue.sendTo(playSession, { type: 'playSession.signedIn' });
    }),
    tellSignedOut: enqueueActions(({ enqueue }) => {
      enqueue.sendTo(favorites, { type: 'app.signedOut' });
      enqueue.sendTo(unreadCount, { type: 'app.signedOut' });
      enqueue.sendTo(playSession, { type: 'playSession.signedOut' });
    }),
    // The interruption arbiter decides when the maintenance page and the warning show.
    raiseMaintenance: sendTo(arbiter, {
      type: 'interruption.raise',
      interruption: { kind: 'maintenance' },
    }),
    settleMaintenance: sendTo(arbiter, { type: 'interruption.settle', kind: 'maintenance' }),
    raiseInactivity: sendTo(arbiter, {
      type: 'interruption.raise',
      interruption: { kind: 'inactivity' },
    }),
    settleInactivity: sendTo(arbiter, { type: 'interruption.settle', kind: 'inactivity' }),
    // The stream is open: the unread count stops polling. After a break, what may have been
    // missed is read once, as if told (the stream's first event brings the maintenance switch).
    markLive: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'live.opened');
      enqueue.assign({ live: true });
      enqueue.sendTo(unreadCount, { type: 'unread.live', live: true });
      if (event.resumed) {
        enqueue.raise({ type: 'live.balance' });
        enqueue.raise({ type: 'live.inbox' });
      }
    }),
    // The stream is gone (broken, refused, or its state left): the polls stand in for it.
    markLost: enqueueActions(({ enqueue }) => {
      enqueue.assign({ live: false });
      enqueue.sendTo(unreadCount, { type: 'unread.live', live: false });
    }),
    refreshUnread: sendTo(unreadCount, { type: 'unread.refresh' }),
    // For the cashier's pages that follow a deposit or the withdrawals list.
    tellTransactionChanged: emit(({ event }) => {
      assertEvent(event, 'live.transaction');
      return {
        type: TRANSACTION_CHANGED,
        transactionID: event.transactionID,
        direction: event.direction,
      };
    }),
    // Money moved: a notification may have been written, and a limit may be used up.
    tellMoneyMoved: enqueueActions(({ enqueue }) => {
      enqueue.sendTo(unreadCount, { type: 'unread.refresh' });
      enqueue.sendTo(playSession, { type: 'playSession.refresh' });
    }),
    // What the other tabs of the browser are told.
    tellTabsSignedIn: sendTo(tabs, tabPost({ kind: 'signedIn' })),
    tellTabsSignedOut: sendTo(tabs, tabPost({ kind: 'signedOut' })),
    // A closure the player chose here (a time-out, an exclusion, the panic button) ends every
    // tab's session; an ended session the API found is each tab's own to find.
    tellTabsIfClosed: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'session.ended');
      if (event.reason === 'accountClosed') enqueue.sendTo(tabs, tabPost({ kind: 'signedOut' }));
    }),
    // At most once every TAB_ACTIVITY_EVERY_MS, so that typing does not flood the other tabs.
    tellTabsActive: enqueueActions(({ context, enqueue }) => {
      const at = now();
      const since = context.activityToldAt === null ? Infinity : at - context.activityToldAt;
      if (since >= 0 && since < TAB_ACTIVITY_EVERY_MS) return;
      enqueue.assign({ activityToldAt: at });
      enqueue.sendTo(tabs, tabPost({ kind: 'activity' }));
    }),
    tellTabsBalance: sendTo(tabs, (_, balance: WalletBalance) =>
      tabPost({ kind: 'balance', balance }),
    ),
    // The player answered here what every tab shows: the reality check, a stopped play.
    tellTabsSettled: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'interruption.settled');
      if (event.kind === 'realityCheck' || event.kind === 'playStopped') {
        enqueue.sendTo(tabs, tabPost({ kind: 'settled', interruption: event.kind }));
      }
    }),
    // A limit or the reality check changed: the play session here reads it, the others too.
    tellLimitChanged: enqueueActions(({ enqueue }) => {
      enqueue.sendTo(playSession, { type: 'playSession.refresh' });
      enqueue.sendTo(tabs, tabPost({ kind: 'limitChanged' }));
    }),
    // Answered in another tab: the play session reads the platform's word, closing the dialog.
    followSettled: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'tabs.settled');
      enqueue.sendTo(playSession, {
        type:
          event.interruption === 'realityCheck'
            ? 'playSession.answeredElsewhere'
            : 'playSession.acknowledgeStop',
      });
    }),
    followLimitChange: enqueueActions(({ enqueue }) => {
      enqueue.sendTo(playSession, { type: 'playSession.refresh' });
      enqueue.emit({ type: PROTECTION_CHANGED_ELSEWHERE });
    }),
  },
});
