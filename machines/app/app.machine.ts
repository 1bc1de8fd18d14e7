import { and, assign, not, sendTo, stateIn } from 'xstate';
import { resolveLanguage } from '../shared/language.ts';
import { APP_CHILDREN } from './app-children.ts';
import { appSetup, playSession } from './app-setup.ts';
import type { AppInput } from './app.types.ts';
import { maintenanceCheck, maintenanceFromEvent } from './maintenance-check.ts';

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
export const appMachine = appSetup.createMachine({
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
