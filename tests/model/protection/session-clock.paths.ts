/**
 * The session clock's chart as the model of the clock over the games and in the header: the
 * player's choice kept on the device, the reality check that keeps it shown, and the toggle.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { sessionClockMachine } from '../../../machines/protection/session-clock.machine.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof sessionClockMachine>;

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.readChoice', output: false },
  { type: 'xstate.done.actor.readChoice', output: true },
  { type: 'clock.rules', mayHide: true },
  { type: 'clock.rules', mayHide: false },
  { type: 'clock.toggle' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.hidden, c.mayHide]);
};

export const paths = transitionCover(sessionClockMachine, {
  inputs: [undefined],
  events,
  serialize,
  // The device's choice is read as the site starts, before the platform's first answer.
  offers: (s, event) => !(s.matches('reading') && event.type === 'clock.rules'),
});

export default { machine: sessionClockMachine, paths } satisfies MachineModel;
