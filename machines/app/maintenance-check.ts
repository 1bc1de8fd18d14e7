import type { MaintenanceStatus } from '../shared/contract.ts';
import type { AppEvent } from './app.types.ts';

/** enterMaintenance with what a refused call said of the maintenance, if anything. */
export const maintenanceFromEvent = {
  type: 'enterMaintenance',
  params: ({ event }: { event: AppEvent }) =>
    event.type === 'maintenance.detected' ? (event.status ?? null) : null,
} as const;

/** enterMaintenance with the message and end time a check read. */
const maintenanceFromOutput = {
  type: 'enterMaintenance',
  params: ({ event }: { event: { output: MaintenanceStatus } }) => event.output,
} as const;

interface MaintenanceCheck {
  id: 'checkMaintenance' | 'recheckMaintenance';
  /** Where maintenance still on leads, its message and end kept. */
  on: string;
  /** Where maintenance off leads: the site starts. */
  off: string;
  /** Where a check that got no answer leads. */
  failed: string;
}

/** One look at the maintenance switch, on the way in and again while it is on. */
export const maintenanceCheck = ({ id, on, off, failed }: MaintenanceCheck) =>
  ({
    id,
    src: 'checkMaintenance',
    onDone: [
      {
        guard: ({ event }: { event: { output: MaintenanceStatus } }) => event.output.status,
        target: on,
        actions: maintenanceFromOutput,
      },
      { target: off, actions: 'leaveMaintenance' },
    ],
    onError: failed,
  }) as const;
