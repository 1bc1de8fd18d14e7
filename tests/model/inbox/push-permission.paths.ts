/**
 * The push permission chart as the model of the push card: the browser read every way, the
 * platform's settings, the prompt answered each way, the browser's and the platform's side of
 * subscribing failing, topics switched one by one down to the last, unsubscribing.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { pushPermissionMachine } from '../../../machines/inbox/push-permission.machine.ts';
import type { PushTopic } from '../../../machines/shared/push.ts';
import { offline } from '../../machines/inbox/inbox-fixtures.ts';
import { device, settings, subscription } from '../../machines/inbox/push-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof pushPermissionMachine>;

const ALL: PushTopic[] = ['cash', 'rewards', 'messages'];
/** Each list of topics the model saves: rewards off, then messages off, leave cash alone. */
const SAVED: PushTopic[][] = [ALL, ['cash', 'messages'], ['cash']];

const events: AnyEventObject[] = [
  ...[
    device(),
    device({ supported: false }),
    device({ permission: 'denied' }),
    device({ dismissed: true }),
    device({ permission: 'granted' }),
    device({ permission: 'granted', subscription }),
  ].map((output) => ({ type: 'xstate.done.actor.readDevice', output })),
  { type: 'xstate.error.actor.readDevice', error: new Error('no worker') },
  { type: 'xstate.done.actor.loadSettings', output: settings() },
  { type: 'xstate.done.actor.loadSettings', output: settings(ALL) },
  { type: 'xstate.error.actor.loadSettings', error: offline() },
  { type: 'push.turnOn' },
  { type: 'push.recheck' },
  { type: 'push.retry' },
  { type: 'xstate.done.actor.askPermission', output: 'granted' },
  { type: 'xstate.done.actor.askPermission', output: 'denied' },
  { type: 'xstate.done.actor.askPermission', output: 'default' },
  { type: 'xstate.error.actor.askPermission', error: new Error('no prompt') },
  { type: 'xstate.done.actor.subscribeBrowser', output: subscription },
  {
    type: 'xstate.error.actor.subscribeBrowser',
    error: new DOMException('Registration failed', 'AbortError'),
  },
  ...SAVED.map((topics) => ({ type: 'xstate.done.actor.saveTopics', output: settings(topics) })),
  { type: 'xstate.error.actor.saveTopics', error: offline() },
  { type: 'push.topic', topic: 'rewards', on: false },
  { type: 'push.topic', topic: 'messages', on: false },
  { type: 'push.topic', topic: 'cash', on: false },
  { type: 'push.turnOff' },
  { type: 'xstate.done.actor.removeSubscription', output: settings() },
  { type: 'xstate.error.actor.removeSubscription', error: offline() },
  { type: 'xstate.done.actor.unsubscribeBrowser', output: undefined },
  { type: 'xstate.error.actor.unsubscribeBrowser', error: new Error('gone already') },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.device,
    c.subscription?.endpoint,
    c.topics,
    c.wanted,
    c.failure,
  ]);
};

const same = (a: readonly PushTopic[], b: readonly PushTopic[]) => a.join() === b.join();

/**
 * What the platform answers: the settings of a subscription only for a device that has one, the
 * topics it was sent when saving them; the switches the card shows (a topic switched off is on).
 */
function offers(s: AnyMachineSnapshot, event: AnyEventObject) {
  const c = (s as Snapshot).context;
  if (event.type === 'xstate.done.actor.loadSettings') {
    return (event.output as ReturnType<typeof settings>).subscribed === !!c.subscription;
  }
  if (event.type === 'xstate.done.actor.saveTopics') {
    return same((event.output as ReturnType<typeof settings>).topics, c.wanted);
  }
  if (event.type === 'push.topic') return c.topics.includes(event.topic as PushTopic);
  return true;
}

export const paths = transitionCover(pushPermissionMachine, {
  inputs: [undefined],
  events,
  serialize,
  offers,
});

export default { machine: pushPermissionMachine, paths } satisfies MachineModel;
