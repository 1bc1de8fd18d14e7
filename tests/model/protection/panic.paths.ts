/**
 * The panic button's chart as the model of the button in the account menu: the profile read or
 * not, the button held to the end or let go early (and what it says then, for a while), the keyboard's confirm step left or taken,
 * the platform refusing and the player trying again or leaving it.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { panicMachine } from '../../../machines/protection/panic.machine.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { TR_PROFILE } from '../../fixtures/protection.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof panicMachine>;

export const TAKEN = '24 saatlik molanız başladı; oturumunuz kapatıldı';
export const REFUSED = 'Panik butonu bu bölgede sunulmuyor';

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.getProfile', output: TR_PROFILE },
  { type: 'xstate.error.actor.getProfile', error: offline },
  { type: 'panic.press' },
  { type: 'panic.release' },
  { type: 'xstate.after.tooShortShown.panic.idle' },
  { type: 'xstate.after.tick.panic.holding.filling' },
  { type: 'xstate.after.hold.panic.holding' },
  { type: 'panic.ask' },
  { type: 'panic.confirm' },
  { type: 'panic.cancel' },
  { type: 'xstate.done.actor.panic', output: TAKEN },
  { type: 'xstate.error.actor.panic', error: apiError(REFUSED) },
];

// How long the hold has lasted is the clock's: the page's own, not the model's.
const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.hours, c.releasedEarly, c.error]);
};

export const paths = transitionCover(panicMachine, { inputs: [undefined], events, serialize });

export default { machine: panicMachine, paths } satisfies MachineModel;
