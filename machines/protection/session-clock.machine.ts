import { assign, fromPromise, not, setup } from 'xstate';

export interface SessionClockContext {
  /** The player's choice on this device: the clock hidden. */
  hidden: boolean;
  /** What the play session allows now: hiding only while the reality check is off. */
  mayHide: boolean;
}

export type SessionClockEvent =
  | { type: 'clock.toggle' }
  /** From the play session at each read of the platform: mayHideClock(realityCheckMinutes). */
  | { type: 'clock.rules'; mayHide: boolean };

/**
 * Whether the session clock over the games shows (UKGC RTS 2E/13C): the player may hide it, and
 * the choice is kept on the device, but not while the reality check is on; then the clock shows
 * and there is nothing to hide it with. The play session runs it and tells it the rules; until
 * then it shows.
 */
export const sessionClockMachine = setup({
  types: {
    context: {} as SessionClockContext,
    events: {} as SessionClockEvent,
  },
  actors: {
    /**
     * The choice kept on this device (the site's storage, which never fails: it reads a missing
     * or unreadable value as none). Where nothing keeps it, nothing was chosen: the clock shows.
     */
    readChoice: fromPromise<boolean>(async () => false),
  },
  guards: {
    mayHide: ({ context }) => context.mayHide,
    chosenHidden: ({ context }) => context.hidden,
  },
  actions: {
    storeRules: assign(({ event }) => ({
      mayHide: event.type === 'clock.rules' && event.mayHide,
    })),
    choose: assign((_, hidden: boolean) => ({ hidden })),
    /** Keeps the choice on the device (provided by the site). */
    keepChoice: (_, _hidden: boolean) => undefined,
  },
}).createMachine({
  id: 'sessionClock',
  context: { hidden: false, mayHide: false },
  initial: 'reading',
  // The rules change what shows wherever the clock is; while reading, they wait for the choice.
  on: { 'clock.rules': { actions: 'storeRules' } },
  states: {
    reading: {
      invoke: {
        id: 'readChoice',
        src: 'readChoice',
        onDone: {
          target: 'deciding',
          actions: { type: 'choose', params: ({ event }) => event.output },
        },
      },
    },
    deciding: {
      always: [
        { guard: not('mayHide'), target: 'locked' },
        { guard: 'chosenHidden', target: 'hidden' },
        { target: 'shown' },
      ],
    },
    // The reality check is on: shown, with no way to hide it; the choice waits.
    locked: {
      tags: ['clockShown'],
      always: { guard: 'mayHide', target: 'deciding' },
    },
    shown: {
      tags: ['clockShown', 'clockToggle'],
      always: { guard: not('mayHide'), target: 'locked' },
      on: {
        'clock.toggle': {
          target: 'hidden',
          actions: [
            { type: 'choose', params: true },
            { type: 'keepChoice', params: true },
          ],
        },
      },
    },
    hidden: {
      tags: ['clockToggle'],
      always: { guard: not('mayHide'), target: 'locked' },
      on: {
        'clock.toggle': {
          target: 'shown',
          actions: [
            { type: 'choose', params: false },
            { type: 'keepChoice', params: false },
          ],
        },
      },
    },
  },
});
