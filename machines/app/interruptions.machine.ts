import { assign, emit, fromCallback, sendTo, setup, stateIn } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import { POPUP_PATIENCE_MS } from '../shared/constants.ts';
import { notProvided } from '../shared/not-provided.ts';
import { systemActor } from '../shared/system-actor.ts';
import type { Popup } from '../shared/contract.ts';
import type { PlayStop } from '../shared/protection.ts';

/** What may interrupt the player, most pressing first. */
export const INTERRUPTION_ORDER = [
  'maintenance',
  'inactivity',
  'realityCheck',
  'playStopped',
  'popup',
] as const;
export type InterruptionKind = (typeof INTERRUPTION_ORDER)[number];
export type RaisedKind = Exclude<InterruptionKind, 'popup'>;

/** What one interruption shows: a stopped play says which limit, a popup is the operator's. */
export type Interruption =
  | { kind: Exclude<RaisedKind, 'playStopped'> }
  | { kind: 'playStopped'; stop: PlayStop }
  | { kind: 'popup'; popup: Popup };
type Raised = Exclude<Interruption, { kind: 'popup' }>;

export interface InterruptionsContext {
  /** Everything that wants the player's attention now, most pressing first. */
  waiting: Interruption[];
  /** The ids of the popups the player closed (kept in storage by the shell). */
  dismissedPopups: number[];
}

export interface InterruptionsInput {
  dismissedPopups: number[];
}

export type InterruptionsEvent =
  | { type: 'interruption.raise'; interruption: Raised }
  | { type: 'interruption.settle'; kind: RaisedKind }
  | { type: 'popups.offer'; popups: Popup[] }
  | { type: 'popups.withdraw' }
  | { type: 'popup.dismiss' }
  | { type: 'page.interacted' };

/** What the arbiter tells the app: an interruption was settled by the actor that raised it. */
export interface InterruptionSettled {
  type: 'interruption.settled';
  kind: RaisedKind;
}

export const INTERRUPTIONS_EMITTED = { popupsDismissed: 'popups.dismissed' } as const;
export type InterruptionsEmitted = {
  type: typeof INTERRUPTIONS_EMITTED.popupsDismissed;
  ids: number[];
};

/** The arbiter's system id: the actors that own an interruption raise and settle it there. */
export const INTERRUPTIONS_SYSTEM_ID = 'interruptions';

/** The arbiter of the actor system (the app actor's child), as a `sendTo` target. */
export const arbiter = systemActor(INTERRUPTIONS_SYSTEM_ID);

const rank = (item: Interruption) => INTERRUPTION_ORDER.indexOf(item.kind);
const inOrder = (items: Interruption[]) => [...items].sort((a, b) => rank(a) - rank(b));
const first = (context: InterruptionsContext) => context.waiting[0];

/**
 * The one place that decides what interrupts the player, and in which order: maintenance, then
 * the inactivity sign-out warning, then the reality check, then a stopped play (play time, loss
 * or wager limit), then the operator's popups. One shows at a time; the others wait in line and
 * show when it is settled, and a more pressing one takes its place at once. A popup the player
 * closed stays closed (by its id) while any later popup still shows. Each settled interruption
 * is told to the app, which tells the other tabs of an answer the player gave here.
 *
 * The operator's popups also wait for the player's attention: the first input on the page, or
 * POPUP_PATIENCE_MS after they were offered, so that they never weigh on the first paint. The
 * other interruptions never wait for it.
 */
export const interruptionsMachine = setup({
  types: {
    context: {} as InterruptionsContext,
    events: {} as InterruptionsEvent,
    input: {} as InterruptionsInput,
    emitted: {} as InterruptionsEmitted,
  },
  actors: {
    // The player's first input on the page, reported as page.interacted (the site listens to the
    // window).
    watchAttention: fromCallback(notProvided('watchAttention')),
  },
  delays: { popupPatience: POPUP_PATIENCE_MS },
  guards: {
    firstIs: ({ context }, kind: InterruptionKind) => first(context)?.kind === kind,
    attentionGiven: stateIn('#interruptions.attention.given'),
  },
  actions: {
    raise: assign({
      waiting: ({ context, event }) => {
        if (event.type !== 'interruption.raise') return context.waiting;
        const others = context.waiting.filter((item) => item.kind !== event.interruption.kind);
        return inOrder([...others, event.interruption]);
      },
    }),
    settle: assign({
      waiting: ({ context, event }) =>
        event.type === 'interruption.settle'
          ? context.waiting.filter((item) => item.kind !== event.kind)
          : context.waiting,
    }),
    // The app tells the other tabs of an answer given here (the reality check, a stopped play).
    tellSettled: sendTo(toApp, ({ event }) => {
      if (event.type !== 'interruption.settle') throw new Error(`${event.type} settles nothing`);
      return { type: 'interruption.settled', kind: event.kind } satisfies InterruptionSettled;
    }),
    offerPopups: assign({
      waiting: ({ context, event }) => {
        if (event.type !== 'popups.offer') return context.waiting;
        const fresh = event.popups.filter(
          (popup) => popup.Active && !context.dismissedPopups.includes(popup.id),
        );
        const others = context.waiting.filter((item) => item.kind !== 'popup');
        return inOrder([...others, ...fresh.map((popup) => ({ kind: 'popup' as const, popup }))]);
      },
    }),
    withdrawPopups: assign({
      waiting: ({ context }) => context.waiting.filter((item) => item.kind !== 'popup'),
    }),
    dismissPopup: assign(({ context }) => {
      const shown = first(context);
      if (shown?.kind !== 'popup') return {};
      return {
        waiting: context.waiting.slice(1),
        dismissedPopups: [...context.dismissedPopups, shown.popup.id],
      };
    }),
    storeDismissed: emit(({ context }) => ({
      type: INTERRUPTIONS_EMITTED.popupsDismissed,
      ids: context.dismissedPopups,
    })),
  },
}).createMachine({
  id: 'interruptions',
  context: ({ input }) => ({ waiting: [], dismissedPopups: input.dismissedPopups }),
  type: 'parallel',
  states: {
    // Whether the page has had the player's attention, which the operator's popups wait for.
    attention: {
      initial: 'awaited',
      states: {
        awaited: {
          invoke: { src: 'watchAttention' },
          on: { 'page.interacted': 'given' },
          initial: 'nothingOffered',
          states: {
            nothingOffered: { on: { 'popups.offer': 'popupsOffered' } },
            popupsOffered: { after: { popupPatience: '#interruptions.attention.given' } },
          },
        },
        given: {},
      },
    },
    showing: {
      on: {
        'interruption.raise': { target: '.choosing', actions: 'raise' },
        'interruption.settle': { target: '.choosing', actions: ['settle', 'tellSettled'] },
        'popups.offer': { target: '.choosing', actions: 'offerPopups' },
        'popups.withdraw': { target: '.choosing', actions: 'withdrawPopups' },
      },
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: { type: 'firstIs', params: 'maintenance' }, target: 'maintenance' },
            { guard: { type: 'firstIs', params: 'inactivity' }, target: 'inactivityWarning' },
            { guard: { type: 'firstIs', params: 'realityCheck' }, target: 'realityCheck' },
            { guard: { type: 'firstIs', params: 'playStopped' }, target: 'playStopped' },
            { guard: { type: 'firstIs', params: 'popup' }, target: 'popupHeld' },
            { target: 'quiet' },
          ],
        },
        quiet: {},
        // The maintenance page replaces the site: nothing else may show over it.
        maintenance: {},
        inactivityWarning: {},
        realityCheck: {},
        playStopped: {},
        // A popup waits here, unseen, until the page has had the player's attention.
        popupHeld: { always: { guard: 'attentionGiven', target: 'popup' } },
        popup: {
          on: {
            'popup.dismiss': { target: 'choosing', actions: ['dismissPopup', 'storeDismissed'] },
          },
        },
      },
    },
  },
});
