/**
 * The update offer's chart as the model of the site's frame: a new build's worker waits or the
 * page's code is spoiled, the player opens and closes the quick deposit's panel (the install
 * offer's model takes the deposit page), reloads on the offer, and the new worker takes over.
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isBusy, placeTold } from '../../../machines/app/player-busy.ts';
import {
  siteUpdateMachine,
  type SiteUpdateContext,
} from '../../../machines/app/site-update.machine.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

/** A page where nothing is going on; the quick deposit's panel opens over it. */
export const FREE_PAGE = '/no-such-page';

const events: AnyEventObject[] = [
  { type: 'siteUpdate.waiting' },
  { type: 'siteUpdate.codeSpoiled' },
  { type: 'siteUpdate.controlling' },
  { type: 'siteUpdate.apply' },
  { type: 'page.shown', pathname: FREE_PAGE, quickDeposit: false },
  { type: 'page.shown', pathname: FREE_PAGE, quickDeposit: true },
];

export const paths = transitionCover(siteUpdateMachine, {
  inputs: [{ pathname: FREE_PAGE }],
  events,
  // The frame tells a place only when it changes (useActorInput).
  offers: (s: AnyMachineSnapshot, event: AnyEventObject) =>
    event.type !== 'page.shown' ||
    JSON.stringify(placeTold({ event })) !== JSON.stringify((s.context as SiteUpdateContext).place),
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, isBusy((s.context as SiteUpdateContext).place)]),
});

export default { machine: siteUpdateMachine, paths } satisfies MachineModel;
