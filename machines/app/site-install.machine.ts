import { assign, fromCallback, not, sendTo, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';
import { isBusy, placeTold, type PageShown, type PlayerPlace } from './player-busy.ts';

/** What the site remembers of its install offer on this browser (kept in local storage). */
export interface InstallRecord {
  /** The visits so far, this one included. */
  visits: number;
  /** A deposit of the player's was credited on this browser. */
  deposited: boolean;
  /** The player said no, here or in the browser's dialog: the offer never comes again. */
  declined: boolean;
}

export interface SiteInstallInput {
  pathname: string;
  /** The record of the earlier visits; null on the first. */
  record: InstallRecord | null;
}

export interface SiteInstallContext extends InstallRecord {
  place: PlayerPlace;
}

export type SiteInstallEvent =
  /** The browser can install the site (its `beforeinstallprompt`, held back by the port). */
  | { type: 'install.available' }
  /** The site was installed, by this offer or from the browser's menu (`appinstalled`). */
  | { type: 'install.installed' }
  /** The player pressed 'Ekle'. */
  | { type: 'install.accept' }
  /** The player pressed 'Şimdi değil'. */
  | { type: 'install.decline' }
  /** The answer in the browser's install dialog. */
  | { type: 'install.accepted' }
  | { type: 'install.dismissed' }
  /** A deposit of the player's was credited (the cashier's panels show it). */
  | { type: 'deposit.credited' }
  | PageShown;

/** What the machine asks of the browser's install prompt (the port). */
export type InstallPromptCommand = { type: 'installPrompt.show' };

/** The next visit's record: this one counted. */
const nextRecord = (record: InstallRecord | null): InstallRecord => ({
  visits: (record?.visits ?? 0) + 1,
  deposited: record?.deposited ?? false,
  declined: record?.declined ?? false,
});

const recordOf = ({ context }: { context: SiteInstallContext }): InstallRecord => ({
  visits: context.visits,
  deposited: context.deposited,
  declined: context.declined,
});

const keepRecord = { type: 'keepRecord', params: recordOf } as const;

/**
 * The offer to install the site, at a sensible moment: once the browser can install it, after the
 * player's first credited deposit or on their second visit; never over a deposit or a game (held
 * until they leave it); never again after a no, here or in the browser's dialog. After 'Ekle'
 * the browser's own dialog asks; an install from anywhere ends the offer.
 */
export const siteInstallMachine = setup({
  types: {
    context: {} as SiteInstallContext,
    events: {} as SiteInstallEvent,
    input: {} as SiteInstallInput,
  },
  actors: {
    watchPrompt: fromCallback<InstallPromptCommand>(notProvided('watchPrompt')),
    watchDeposits: fromCallback(notProvided('watchDeposits')),
  },
  guards: {
    wasDeclined: ({ context }) => context.declined,
    eligible: ({ context }) => context.deposited || context.visits >= 2,
    playerBusy: ({ context }) => isBusy(context.place),
  },
  actions: {
    notePage: assign({ place: placeTold }),
    noteDeposit: assign({ deposited: true }),
    noteDecline: assign({ declined: true }),
    /** Writes the record to the site's storage (provided by the site). */
    keepRecord: (_, _record: InstallRecord) => undefined,
    showPrompt: sendTo('watchPrompt', { type: 'installPrompt.show' }),
  },
}).createMachine({
  id: 'siteInstall',
  context: ({ input }) => ({
    place: { pathname: input.pathname, quickDeposit: false },
    ...nextRecord(input.record),
  }),
  entry: keepRecord,
  invoke: [
    { id: 'watchPrompt', src: 'watchPrompt' },
    { id: 'watchDeposits', src: 'watchDeposits' },
  ],
  on: {
    'page.shown': { actions: 'notePage' },
    'deposit.credited': { actions: ['noteDeposit', keepRecord] },
    'install.installed': '.installed',
  },
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'wasDeclined', target: 'declined' }, { target: 'unavailable' }],
    },
    // The browser has not offered to install the site (yet, or it cannot, or it is installed).
    unavailable: {
      on: { 'install.available': 'available' },
    },
    available: {
      initial: 'deciding',
      on: {
        'page.shown': { target: '.deciding', actions: 'notePage' },
        'deposit.credited': { target: '.deciding', actions: ['noteDeposit', keepRecord] },
      },
      states: {
        deciding: {
          always: [
            { guard: not('eligible'), target: 'notYet' },
            { guard: 'playerBusy', target: 'held' },
            { target: 'offered' },
          ],
        },
        // No credited deposit and no earlier visit yet.
        notYet: {},
        // In a deposit or a game: the offer waits, unseen.
        held: {},
        offered: {
          on: {
            'install.accept': '#siteInstall.prompting',
            'install.decline': {
              target: '#siteInstall.declined',
              actions: ['noteDecline', keepRecord],
            },
          },
        },
      },
    },
    // The browser's dialog asks; its answer ends the offer either way.
    prompting: {
      entry: 'showPrompt',
      on: {
        'install.accepted': 'installed',
        'install.dismissed': { target: 'declined', actions: ['noteDecline', keepRecord] },
      },
    },
    declined: {},
    installed: {},
  },
});
