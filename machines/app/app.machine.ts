import type { AuthApi, MaintenanceApi, WalletApi } from '../ports.ts';
import {
  and,
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  not,
  sendTo,
  setup,
  stateIn,
  type AnyEventObject,
} from 'xstate';
import type { MaintenanceStatus } from '../shared/contract.ts';
import { maintenanceCheck, maintenanceFromEvent } from './maintenance-check.ts';
import type { UserProfile } from '../shared/session.ts';
import { now } from '../shared/clock.ts';
import {
  ACCOUNT_CLOSED_GRACE_MS,
  INACTIVITY_CHECK_MS,
  INACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
  MAINTENANCE_RECHECK_MS,
} from '../shared/constants.ts';
import { isSupportedLanguage, resolveLanguage } from '../shared/language.ts';
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
const playSession = systemActor(APP_CHILDREN.playSession);
const tabs = systemActor(APP_CHILDREN.tabs);

/** The logout call: answered or not, the player is signed out here, and `then` runs. */
const signOut = (id: 'logout' | 'logoutExpired', then: 'goHome' | 'askSignInAgain') => {
  const signedOutHere = { target: 'anonymous', actions: ['clearSignIn', then] } as const;
  return { id, src: 'logout', onDone: signedOutHere, onError: signedOutHere } as const;
};

/**
 * The app lifecycle (spec §4): maintenance check → init → anonymous or authenticated,
 * with inactivity logout (warned a minute before). Preferences (language, mode, balance) live in context.
 * Under maintenance, anonymous and authenticated, it follows the platform's live stream (a
 * visitor's, or the player's): the maintenance switch, the balance, news, the session's end.
 * The tabs of the browser keep in step (the `tabs` child): a sign-in or sign-out, the player's
 * activity, an answered reality check or stopped play, a limit change and the balance learnt in
 * one tab are told to the others, which follow at once.
 */
export const appMachine = setup({
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
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    language: resolveLanguage(input.stored.language),
    mode: input.stored.mode === 'dark' ? 'dark' : 'light',
    showBalance: input.stored.showBalance ?? true,
    maintenanceFlag: input.stored.maintenanceFlag,
    maintenance: null,
    session: input.stored.session,
    profile: input.stored.profile,
    auth: input.stored.auth,
    rid: input.stored.rid,
    balance: null,
    expiresAt: input.stored.expiresAt,
    lastActivityAt: input.stored.lastActivityAt,
    returnUrl: input.stored.returnUrl,
    requestsBlocked: false,
    live: false,
    activityToldAt: null,
  }),
  initial: 'checkingMaintenance',
  invoke: [
    { id: 'favorites', systemId: APP_CHILDREN.favorites, src: 'favorites' },
    { id: 'unreadCount', systemId: APP_CHILDREN.unreadCount, src: 'unreadCount' },
    { id: 'playSession', systemId: APP_CHILDREN.playSession, src: 'playSession' },
    { id: 'tabs', systemId: APP_CHILDREN.tabs, src: 'tabs' },
    {
      id: 'interruptions',
      systemId: APP_CHILDREN.interruptions,
      src: 'interruptions',
      // The root's invocations start with the machine, on its init event, which carries the input.
      input: ({ event }) => ({
        dismissedPopups: (event as unknown as { input: AppInput }).input.dismissedPopups,
      }),
    },
  ],
  on: {
    'preferences.setLanguage': {
      guard: 'isSupportedLanguage',
      actions: assign({ language: ({ event }) => resolveLanguage(event.language) }),
    },
    'preferences.toggleMode': {
      actions: assign({ mode: ({ context }) => (context.mode === 'dark' ? 'light' : 'dark') }),
    },
    'preferences.toggleBalance': {
      actions: assign({ showBalance: ({ context }) => !context.showBalance }),
    },
    'api.blocked': { actions: assign({ requestsBlocked: true }) },
    'navigate.page': { actions: 'handToRouter' },
    'notice.show': { actions: 'handToRouter' },
    // Any call refused for maintenance: check at once, so the page has the message and end time.
    'maintenance.detected': { target: '.maintenance.checking', actions: maintenanceFromEvent },
    'live.opened': { actions: 'markLive' },
    'live.lost': { actions: 'markLost' },
    // Switched on: the same check, at once (the state below handles it while under maintenance).
    'live.maintenance': {
      guard: and(['maintenanceSwitchedOn', not(stateIn('#app.maintenance'))]),
      target: '.maintenance.checking',
      actions: { type: 'enterMaintenance', params: null },
    },
  },
  states: {
    checkingMaintenance: {
      always: { guard: 'maintenanceFlagStored', target: 'maintenance.checking' },
      // A network failure must not lock players out: carry on as if the site runs.
      invoke: maintenanceCheck({
        id: 'checkMaintenance',
        on: 'maintenance',
        off: 'initializing',
        failed: 'initializing',
      }),
    },
    maintenance: {
      tags: ['maintenance'],
      entry: 'raiseMaintenance',
      exit: ['settleMaintenance', 'markLost'],
      invoke: { id: 'liveUpdates', src: 'liveUpdates', input: { signedIn: false } },
      initial: 'waiting',
      // Switched off: one check, which leads out.
      on: { 'live.maintenance': { guard: 'maintenanceSwitchedOff', target: '.checking' } },
      states: {
        waiting: {
          // The stream tells of the switch; without one, a look now and then.
          after: {
            maintenanceRecheck: [
              { guard: not('streaming'), target: 'checking' },
              { target: 'waiting', reenter: true },
            ],
          },
          on: { 'maintenance.recheck': 'checking' },
        },
        checking: {
          invoke: maintenanceCheck({
            id: 'recheckMaintenance',
            on: 'waiting',
            off: '#app.initializing',
            failed: 'waiting',
          }),
        },
      },
    },
    initializing: {
      always: [
        { guard: 'hasStoredSession', target: 'authenticated' },
        { target: 'anonymous', actions: 'clearSignIn' },
      ],
    },
    // A player signed in or on the way out needs no sign-in: only a visitor is sent to it.
    anonymous: {
      tags: ['ready'],
      invoke: { id: 'liveUpdates', src: 'liveUpdates', input: { signedIn: false } },
      exit: 'markLost',
      on: {
        'auth.required': { actions: 'askSignIn' },
        // The API client reported the expired session already (session.ended): only the form.
        'auth.expired': { actions: 'askSignInAgain' },
        'auth.signedIn': {
          target: 'authenticated',
          actions: ['storeSignIn', 'returnAfterSignIn', 'tellTabsSignedIn'],
        },
        // Signed in in another tab: this one follows, back to the page that asked for it if any.
        'tabs.signedIn': [
          {
            guard: 'returnNoted',
            target: 'authenticated',
            actions: ['storeSignIn', 'returnAfterSignIn'],
          },
          { target: 'authenticated', actions: 'storeSignIn' },
        ],
      },
    },
    authenticated: {
      tags: ['ready'],
      type: 'parallel',
      entry: ['markActivityIfUnknown', 'tellSignedIn'],
      exit: ['tellSignedOut', 'markLost'],
      invoke: [
        { id: 'activity', src: 'watchActivity' },
        { id: 'liveUpdates', src: 'liveUpdates', input: { signedIn: true } },
      ],
      on: {
        // Signed in again on /login (another account, or the same): the new session replaces it.
        'auth.signedIn': {
          target: 'authenticated',
          reenter: true,
          actions: ['storeSignIn', 'returnAfterSignIn', 'tellTabsSignedIn'],
        },
        'tabs.signedIn': {
          guard: 'otherSession',
          target: 'authenticated',
          reenter: true,
          actions: 'storeSignIn',
        },
        // Signed out in another tab: the platform was told there.
        'tabs.signedOut': {
          target: 'anonymous',
          actions: ['clearSignIn', 'goHomeSignedOutElsewhere'],
        },
        'user.activity': { actions: ['markActivity', 'tellTabsActive'] },
        // The player is active in another tab: this tab's timer starts again too.
        'tabs.activity': { actions: 'markActivity' },
        'tabs.balance': {
          actions: { type: 'storeBalance', params: ({ event }) => event.balance },
        },
        'interruption.settled': { actions: 'tellTabsSettled' },
        'tabs.settled': { actions: 'followSettled' },
        'protection.changed': { actions: 'tellLimitChanged' },
        'tabs.limitChanged': { actions: 'followLimitChange' },
        'user.logout': 'loggingOut',
        'profile.changed': {
          guard: 'profileLoaded',
          actions: {
            type: 'storeProfile',
            params: ({ context, event }) => ({ ...context.profile!, [event.field]: event.value }),
          },
        },
        'session.ended': {
          target: 'anonymous',
          actions: ['clearSignIn', 'goHome', 'tellTabsIfClosed'],
        },
        'auth.expired': 'loggingOutExpired',
        // The game session's clock shows from the launch, not from the first round.
        'game.launched': { actions: sendTo(playSession, { type: 'playSession.refresh' }) },
        'live.inbox': { actions: 'refreshUnread' },
        'live.transaction': { actions: 'tellTransactionChanged' },
      },
      states: {
        session: {
          initial: 'loadingProfile',
          on: {
            // Ended elsewhere (signed out, the password changed, timed out): the login form
            // says so. A closed account goes home after a moment: the page that closed it
            // signs out itself, with the platform's word on it, and must not be left first.
            'live.sessionEnded': [
              { guard: 'accountClosed', target: '.closedElsewhere' },
              { target: '#app.anonymous', actions: ['clearSignIn', 'askSignInAgain'] },
            ],
          },
          states: {
            // The stored session is checked: a page for players opened meanwhile is noted, so
            // that a session found ended sends it to the sign-in; any other page stays, the
            // player a visitor on it (the login form among them).
            loadingProfile: {
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                onDone: {
                  target: 'active',
                  actions: [
                    { type: 'storeProfile', params: ({ event }) => event.output },
                    'forgetReturnUrl',
                  ],
                },
                // The session stays: an expired one is reported by the API as session.ended.
                onError: { target: 'active', actions: 'forgetReturnUrl' },
              },
              on: {
                'auth.required': { actions: 'noteReturnUrl' },
                // A time-out taken meanwhile closes the account: that one still goes home.
                'session.ended': {
                  guard: 'foundEnded',
                  target: '#app.anonymous',
                  actions: ['clearSignIn', 'askSignInForNotedPage'],
                },
              },
            },
            active: {
              after: {
                inactivityCheck: [
                  { guard: 'idleTooLong', target: '#app.loggingOut' },
                  { guard: 'idleNearLimit', target: 'inactivityWarning' },
                  { target: 'active', reenter: true },
                ],
              },
            },
            closedElsewhere: {
              after: {
                accountClosedGrace: {
                  target: '#app.anonymous',
                  actions: ['clearSignIn', 'goHome'],
                },
              },
            },
            // A minute before the sign-out the player answers the warning: a key or a press on the
            // page must not dismiss it, or pressing 'sign out' or tabbing to it would keep the session.
            inactivityWarning: {
              tags: ['inactivityWarning'],
              entry: 'raiseInactivity',
              exit: 'settleInactivity',
              initial: 'counting',
              states: {
                counting: {
                  after: {
                    inactivityCheck: [
                      { guard: 'idleTooLong', target: '#app.loggingOut' },
                      { target: 'counting', reenter: true },
                    ],
                  },
                },
              },
              on: {
                'user.activity': {},
                'user.stay': { target: 'active', actions: ['markActivity', 'tellTabsActive'] },
                'tabs.activity': { target: 'active', actions: 'markActivity' },
              },
            },
          },
        },
        // The balance is read at sign-in and again whenever something may have moved money.
        wallet: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadBalance',
                src: 'loadBalance',
                onDone: {
                  target: 'loaded',
                  actions: [
                    { type: 'storeBalance', params: ({ event }) => event.output },
                    { type: 'tellTabsBalance', params: ({ event }) => event.output },
                  ],
                },
                // The last known figure stays; the next refresh tries again.
                onError: 'loaded',
              },
              on: {
                'wallet.refresh': { target: 'loading', reenter: true, actions: 'tellMoneyMoved' },
                // Moved meanwhile: this read may have begun before, so another one.
                'live.balance': { target: 'loading', reenter: true },
              },
            },
            loaded: {
              on: {
                'wallet.refresh': { target: 'loading', actions: 'tellMoneyMoved' },
                'live.balance': 'loading',
              },
            },
          },
        },
      },
    },
    // The other tabs sign out at once, without asking the platform again.
    loggingOut: {
      entry: 'tellTabsSignedOut',
      invoke: signOut('logout', 'goHome'),
    },
    // Spec §4: a change that found the session expired logs out, then opens the login form.
    loggingOutExpired: {
      entry: 'tellTabsSignedOut',
      invoke: signOut('logoutExpired', 'askSignInAgain'),
    },
  },
});
