import { connectionMachine } from '../../../machines/app/connection.machine.ts';
import { browserConnection } from '../../platform/browser-connection.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';

const ConnectionActor = createMachineContext(connectionMachine, {
  id: 'connection',
  provide: () => connectionMachine.provide({ actors: { watchConnection: browserConnection } }),
});

/** Runs the connection machine of the site's frame over the browser's network events. */
export const ConnectionProvider = ConnectionActor.Provider;

export const useConnectionSelector = ConnectionActor.useSelector;
