/**
 * The connection chart as the model of the site's frame: a page opened with or without a
 * network, the network lost under it and back.
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { connectionMachine } from '../../../machines/app/connection.machine.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

const events: AnyEventObject[] = [{ type: 'connection.lost' }, { type: 'connection.back' }];

export const paths = transitionCover(connectionMachine, {
  inputs: [{ online: true }, { online: false }],
  events,
  serialize: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
});

export default { machine: connectionMachine, paths } satisfies MachineModel;
