import type { ReactNode } from 'react';
import { pushPermissionMachine } from '../../../machines/inbox/push-permission.machine.ts';
import type { PushTopic } from '../../../machines/shared/push.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createInboxImplementations } from './inbox-implementations.ts';

const PushActor = createMachineContext(pushPermissionMachine, {
  id: 'pushPermission',
  provide: (runtime) => createInboxImplementations(runtime).pushPermission,
  events: (actor) => ({
    turnOn: () => actor.send({ type: 'push.turnOn' }),
    turnOff: () => actor.send({ type: 'push.turnOff' }),
    setTopic: (topic: PushTopic, on: boolean) => actor.send({ type: 'push.topic', topic, on }),
    retry: () => actor.send({ type: 'push.retry' }),
    recheck: () => actor.send({ type: 'push.recheck' }),
  }),
});

/**
 * One push card's machine, per page that shows it: the browser's permission may have changed
 * in its settings between two pages, so each card reads the device afresh.
 */
export function PushSettingsProvider({ children }: { children: ReactNode }) {
  return <PushActor.Provider>{children}</PushActor.Provider>;
}

export const usePushSelector = PushActor.useSelector;
export const usePushEvents = PushActor.useEvents;
