/**
 * The install offer's chart as the model of the site's frame: a first, a later and a declined
 * visit; the browser able to install; a deposit credited; the player between a
 * free page and a deposit; their answer on the card and in the browser's dialog; an install from
 * the browser's menu.
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isBusy, placeTold } from '../../../machines/app/player-busy.ts';
import {
  siteInstallMachine,
  type SiteInstallContext,
  type SiteInstallInput,
} from '../../../machines/app/site-install.machine.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

export const FREE_PAGE = '/no-such-page';
export const BUSY_PAGE = '/deposit';

const inputs: SiteInstallInput[] = [
  { pathname: FREE_PAGE, record: null },
  { pathname: FREE_PAGE, record: { visits: 1, deposited: false, declined: false } },
  { pathname: FREE_PAGE, record: { visits: 3, deposited: false, declined: true } },
];

const events: AnyEventObject[] = [
  { type: 'install.available' },
  { type: 'install.installed' },
  { type: 'install.accept' },
  { type: 'install.decline' },
  { type: 'install.accepted' },
  { type: 'install.dismissed' },
  { type: 'deposit.credited' },
  { type: 'page.shown', pathname: BUSY_PAGE, quickDeposit: false },
  { type: 'page.shown', pathname: FREE_PAGE, quickDeposit: false },
];

export const paths = transitionCover(siteInstallMachine, {
  inputs,
  events,
  // The frame tells a place only when it changes (useActorInput).
  offers: (s: AnyMachineSnapshot, event: AnyEventObject) =>
    event.type !== 'page.shown' ||
    JSON.stringify(placeTold({ event })) !==
      JSON.stringify((s.context as SiteInstallContext).place),
  serialize: (s: AnyMachineSnapshot) => {
    const { place, visits, deposited, declined } = s.context as SiteInstallContext;
    return JSON.stringify([s.value, isBusy(place), visits >= 2 || deposited, declined]);
  },
});

export default { machine: siteInstallMachine, paths } satisfies MachineModel;
