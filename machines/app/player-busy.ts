import { assertEvent, type EventObject } from 'xstate';
import { isGameStage } from '../content/navigation.ts';

/** Where the player is: the page, and whether the quick deposit's panel is open over it. */
export interface PlayerPlace {
  pathname: string;
  quickDeposit: boolean;
}

/** Where the player is, told by the site's frame as it changes (useActorInput). */
export interface PageShown extends PlayerPlace {
  type: 'page.shown';
}

/** The deposit wizard's page. */
const DEPOSIT_PAGE = /^\/deposit\/?$/;

/**
 * The player is in the middle of a deposit (the wizard or the quick deposit) or a game: nothing is
 * offered over them then (a new version, the install prompt); the offer waits until they leave.
 */
export const isBusy = ({ pathname, quickDeposit }: PlayerPlace) =>
  quickDeposit || DEPOSIT_PAGE.test(pathname) || isGameStage(pathname);

/** The place a 'page.shown' tells, kept in the offers' context: `assign({ place: placeTold })`. */
export function placeTold({ event }: { event: EventObject }): PlayerPlace {
  assertEvent(event, 'page.shown');
  const { pathname, quickDeposit } = event as PageShown;
  return { pathname, quickDeposit };
}
