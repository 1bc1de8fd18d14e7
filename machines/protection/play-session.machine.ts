import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { ProtectionApi } from '../ports.ts';
import { arbiter } from '../app/interruptions.machine.ts';
import type { NavigationRequest } from '../shared/navigation.ts';
import { errorMessageOf, errorOf } from '../shared/api-errors.ts';
import { now } from '../shared/clock.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { mayHideClock, type PlaySession, type PlayStop } from '../shared/protection.ts';
import { sessionClockMachine } from './session-clock.machine.ts';

export interface PlaySessionContext {
  session: PlaySession | null;
  /** The platform's clock less this device's, so the timers follow the platform. */
  clockOffset: number;
  /** The stops already told in this sign-in: each is told once. */
  told: PlayStop[];
  /** What the player chose at the reality check, done once the platform has it. */
  then: 'play' | 'history';
  /** Server message or message id of a failed 'continue'. */
  error: string | null;
  /** The account review was asked for in this sign-in: once is enough. */
  reviewAsked: boolean;
}

export type PlaySessionEvent =
  | { type: 'playSession.signedIn' }
  | { type: 'playSession.signedOut' }
  | { type: 'playSession.refresh' }
  /** Another tab answered the reality check: the platform's word closes it here too. */
  | { type: 'playSession.answeredElsewhere' }
  | { type: 'playSession.continue' }
  | { type: 'playSession.showHistory' }
  | { type: 'playSession.logout' }
  | { type: 'playSession.acknowledgeStop' };

/** A look at the platform at least this often: another tab may have answered the check. */
export const PLAY_SESSION_REFRESH_MS = 5 * 60 * 1000;
/** After a failed read, the next try. */
export const PLAY_SESSION_RETRY_MS = 60 * 1000;

/** While a game session is open its clock is read at least this often (rounds in other tabs). */
export const GAME_SESSION_REFRESH_MS = 60 * 1000;

const MINUTE = 60 * 1000;

/**
 * The next moment something may change, by the platform's clock: a check, the play-time end, or
 * the open game session's figures.
 */
function nextMoment(session: PlaySession): number {
  const at = Date.parse(session.now);
  const moments = [at + (session.game ? GAME_SESSION_REFRESH_MS : PLAY_SESSION_REFRESH_MS)];
  if (session.nextCheckAt) moments.push(Date.parse(session.nextCheckAt));
  const { limitMinutes, playedMinutes } = session.playTime;
  if (limitMinutes !== null && playedMinutes < limitMinutes) {
    moments.push(at + (limitMinutes - playedMinutes) * MINUTE);
  }
  return Math.min(...moments);
}

/**
 * The day an instant falls on in Turkey (UTC+3 all year), as the history files rounds; without
 * the history's date library, which the first page does not carry.
 */
const turkishDay = (at: number) => new Date(at + 3 * 60 * MINUTE).toISOString().slice(0, 10);

/** The game history from the first day of the open game session, whose rounds it lists. */
const historyOf = (session: PlaySession | null): NavigationRequest => ({
  type: 'navigate.page',
  page: 'gameHistory',
  ...(session?.game && { query: { from: turkishDay(Date.parse(session.game.startedAt)) } }),
  keep: true,
});

const checkDue = (session: PlaySession | null) =>
  session?.nextCheckAt != null && Date.parse(session.nextCheckAt) <= Date.parse(session.now);

/**
 * The signed-in player's session (UKGC RTS 13, MGA PPD): the reality check the player chose
 * falls due on the platform's timer, one for the session whichever tab is open and kept over a
 * reload; the check waits for 'continue', 'history' or 'log out' (the platform holds bets
 * meanwhile). When the daily play time or a loss or wager limit stops play, the player is told
 * once. The interruption arbiter decides when either is shown. While a game session is open
 * (RTS 2E/13C) its figures are read again when money moves and at least every minute, and the
 * child `sessionClock` holds whether its clock shows. An account review due at the sign-in leads
 * to the review page, once a sign-in.
 */
export const playSessionMachine = setup({
  types: {
    context: {} as PlaySessionContext,
    events: {} as PlaySessionEvent,
    children: {} as {
      sessionClock: 'sessionClock';
      getSession: 'getSession';
      continueSession: 'continueSession';
    },
  },
  actors: {
    getSession: notProvidedPort<ProtectionApi['session']>('getSession'),
    continueSession: notProvidedPort<ProtectionApi['continueSession']>('continueSession'),
    sessionClock: sessionClockMachine,
  },
  guards: {
    checkDue: ({ context }) => checkDue(context.session),
    stopNotTold: ({ context }) => {
      const stop = context.session?.stop;
      return stop != null && context.session?.closed === null && !context.told.includes(stop);
    },
    thenHistory: ({ context }) => context.then === 'history',
    reviewToAsk: ({ context }) => context.session?.reviewDue === true && !context.reviewAsked,
  },
  delays: {
    untilNextMoment: ({ context }) => {
      const wait = nextMoment(context.session!) - (now() + context.clockOffset);
      return Math.max(1000, wait);
    },
    retry: PLAY_SESSION_RETRY_MS,
  },
  actions: {
    storeSession: assign((_, session: PlaySession) => ({
      session,
      clockOffset: Date.parse(session.now) - now(),
      error: null,
    })),
    forget: assign({ session: null, told: [], error: null, reviewAsked: false }),
    tellStop: assign({
      told: ({ context }) => [...context.told, context.session!.stop!],
    }),
    chooseThen: assign((_, then: PlaySessionContext['then']) => ({ then, error: null })),
    showError: assign((_, error: unknown) => ({ error: errorMessageOf(error) })),
    // The sign-out is the app actor's (the parent).
    askLogout: sendTo(toApp, { type: 'user.logout' as const }),
    askHistory: sendTo(toApp, ({ context }) => historyOf(context.session)),
    // The review page leads back to the page the player was going to (noteReturn).
    askReview: enqueueActions(({ enqueue }) => {
      enqueue.assign({ reviewAsked: true });
      enqueue.sendTo(toApp, {
        type: 'navigate.page',
        page: 'accountReview',
        noteReturn: true,
      } satisfies NavigationRequest);
    }),
    tellClockRules: sendTo('sessionClock', ({ context }) => ({
      type: 'clock.rules' as const,
      mayHide: mayHideClock(context.session?.realityCheckMinutes ?? null),
    })),
    // The interruption arbiter decides when the check and the stop show (spec §4 order).
    raiseRealityCheck: sendTo(arbiter, {
      type: 'interruption.raise',
      interruption: { kind: 'realityCheck' },
    }),
    settleRealityCheck: sendTo(arbiter, { type: 'interruption.settle', kind: 'realityCheck' }),
    raisePlayStopped: sendTo(arbiter, ({ context }) => ({
      type: 'interruption.raise',
      interruption: { kind: 'playStopped', stop: context.session!.stop! },
    })),
    settlePlayStopped: sendTo(arbiter, { type: 'interruption.settle', kind: 'playStopped' }),
  },
}).createMachine({
  id: 'playSession',
  context: {
    session: null,
    clockOffset: 0,
    told: [],
    then: 'play',
    error: null,
    reviewAsked: false,
  },
  invoke: { id: 'sessionClock', src: 'sessionClock' },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'playSession.signedIn': 'signedIn' },
    },
    signedIn: {
      initial: 'loading',
      on: { 'playSession.signedOut': { target: 'signedOut', actions: 'forget' } },
      states: {
        loading: {
          invoke: {
            id: 'getSession',
            src: 'getSession',
            onDone: {
              target: 'deciding',
              actions: { type: 'storeSession', params: ({ event }) => event.output },
            },
            onError: 'unavailable',
          },
          // Money moved again while reading: this read may have begun before.
          on: { 'playSession.refresh': { target: 'loading', reenter: true } },
        },
        deciding: {
          entry: 'tellClockRules',
          always: [
            { guard: 'reviewToAsk', target: 'deciding', reenter: true, actions: 'askReview' },
            { guard: 'checkDue', target: 'realityCheck' },
            { guard: 'stopNotTold', target: 'playStopped' },
            { target: 'watching' },
          ],
        },
        watching: {
          after: { untilNextMoment: 'loading' },
          on: { 'playSession.refresh': 'loading' },
        },
        // Without the platform's answer nothing is shown; it is asked again.
        unavailable: {
          after: { retry: 'loading' },
          on: { 'playSession.refresh': 'loading' },
        },
        // Shown until answered; 'continue' and 'history' wait for the platform's answer.
        realityCheck: {
          tags: ['realityCheck'],
          entry: 'raiseRealityCheck',
          exit: 'settleRealityCheck',
          initial: 'asking',
          states: {
            asking: {
              on: {
                'playSession.continue': {
                  target: 'continuing',
                  actions: { type: 'chooseThen', params: 'play' },
                },
                'playSession.showHistory': {
                  target: 'continuing',
                  actions: { type: 'chooseThen', params: 'history' },
                },
                'playSession.answeredElsewhere': '#playSession.signedIn.loading',
                // The watch ends with the session the player closes.
                'playSession.logout': {
                  target: '#playSession.signedOut',
                  actions: ['askLogout', 'forget'],
                },
              },
            },
            continuing: {
              tags: ['busy'],
              invoke: {
                id: 'continueSession',
                src: 'continueSession',
                onDone: [
                  {
                    guard: 'thenHistory',
                    target: '#playSession.signedIn.deciding',
                    actions: [
                      { type: 'storeSession', params: ({ event }) => event.output },
                      'askHistory',
                    ],
                  },
                  {
                    target: '#playSession.signedIn.deciding',
                    actions: { type: 'storeSession', params: ({ event }) => event.output },
                  },
                ],
                onError: {
                  target: 'asking',
                  actions: { type: 'showError', params: errorOf },
                },
              },
            },
          },
        },
        playStopped: {
          tags: ['playStopped'],
          entry: 'raisePlayStopped',
          exit: 'settlePlayStopped',
          on: {
            'playSession.acknowledgeStop': { target: 'watching', actions: 'tellStop' },
          },
        },
      },
    },
  },
});
