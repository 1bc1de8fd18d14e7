import { assign, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { ProtectionApi } from '../ports.ts';
import { errorMessageOf, errorOf } from '../shared/api-errors.ts';
import { now } from '../shared/clock.ts';
import { noticeRequest } from '../shared/navigation.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import type { ProtectionProfile } from '../shared/protection.ts';

/** How long the player holds the button down before play stops (GGL's panic button). */
export const PANIC_HOLD_MS = 3_000;
/** How often the fill moves while the button is held. */
export const PANIC_TICK_MS = 100;
/** How long the button says that a press was let go too soon. */
export const PANIC_TOO_SHORT_MS = 4_000;

export interface PanicContext {
  /** How long the pause lasts (the profile's panicHours); null when the profile was not read. */
  hours: number | null;
  /** When the hold began and how long it has lasted, by the machine's clock. */
  heldFrom: number;
  heldMs: number;
  /** The last press was let go too soon: the button says how to use it. */
  releasedEarly: boolean;
  /** Server message or message id of a refused or failed panic. */
  error: string | null;
}

export type PanicEvent =
  /** A pointer (mouse, pen, finger) went down on the button, or came up / left / was cancelled. */
  | { type: 'panic.press' }
  | { type: 'panic.release' }
  /** The keyboard (or an assistive technology) activated the button: a confirm step. */
  | { type: 'panic.ask' }
  /** Stop play now (in the confirm step, or again after a failure); or let it be. */
  | { type: 'panic.confirm' }
  | { type: 'panic.cancel' };

/**
 * The panic button (Germany's GGL; offered where the jurisdiction's profile has it): held down
 * for PANIC_HOLD_MS by pointer or touch, or confirmed after a keyboard press, it asks the
 * platform to stop play and deposits for the profile's panicHours. The platform ends every
 * session of the player; the machine tells the app (the same hand-off as a time-out), which signs
 * out and shows the platform's message. Released early, nothing is sent.
 * A machine of its own, not a state of the protection page's machine: the button lives in the
 * header's account menu and over the game, where that page's actor does not run.
 */
export const panicMachine = setup({
  types: {
    context: {} as PanicContext,
    events: {} as PanicEvent,
  },
  actors: {
    getProfile: notProvidedPort<ProtectionApi['profile']>('getProfile'),
    panic: notProvidedPort<ProtectionApi['panic']>('panic'),
  },
  delays: {
    hold: PANIC_HOLD_MS,
    tick: PANIC_TICK_MS,
    tooShortShown: PANIC_TOO_SHORT_MS,
  },
  guards: {
    releasedEarly: ({ context }) => context.releasedEarly,
  },
  actions: {
    storeHours: assign((_, profile: ProtectionProfile) => ({ hours: profile.panicHours })),
    startHold: assign(() => ({ heldFrom: now(), heldMs: 0, releasedEarly: false, error: null })),
    measureHold: assign({ heldMs: ({ context }) => now() - context.heldFrom }),
    markReleasedEarly: assign({ releasedEarly: true, heldMs: 0 }),
    clearHint: assign({ releasedEarly: false, error: null }),
    showError: assign((_, error: unknown) => ({ error: errorMessageOf(error) })),
    clearError: assign({ error: null }),
    announceSignedOut: sendTo(toApp, (_, message: string) => noticeRequest({ id: message })),
    // The platform has ended every session: the app signs out here as after a time-out.
    reportClosed: sendTo(toApp, {
      type: 'session.ended' as const,
      reason: 'accountClosed' as const,
    }),
  },
}).createMachine({
  id: 'panic',
  context: { hours: null, heldFrom: 0, heldMs: 0, releasedEarly: false, error: null },
  initial: 'loading',
  states: {
    // The label says how long the pause lasts; without the profile the button still works.
    loading: {
      invoke: {
        id: 'getProfile',
        src: 'getProfile',
        onDone: {
          target: 'idle',
          actions: { type: 'storeHours', params: ({ event }) => event.output },
        },
        onError: 'idle',
      },
    },
    idle: {
      after: { tooShortShown: { guard: 'releasedEarly', actions: 'clearHint' } },
      on: {
        'panic.press': 'holding',
        'panic.ask': { target: 'confirming', actions: 'clearHint' },
      },
    },
    holding: {
      entry: 'startHold',
      after: { hold: 'sending' },
      on: { 'panic.release': { target: 'idle', actions: 'markReleasedEarly' } },
      initial: 'filling',
      states: {
        filling: {
          after: { tick: { target: 'filling', reenter: true, actions: 'measureHold' } },
        },
      },
    },
    confirming: {
      on: {
        'panic.confirm': 'sending',
        'panic.cancel': 'idle',
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'panic',
        src: 'panic',
        onDone: {
          target: 'done',
          actions: { type: 'announceSignedOut', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    failed: {
      on: {
        'panic.confirm': 'sending',
        'panic.cancel': { target: 'idle', actions: 'clearError' },
      },
    },
    done: { type: 'final', entry: 'reportClosed' },
  },
});
