import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pushPermissionMachine } from '../../../machines/inbox/push-permission.machine.ts';
import {
  selectPushFailure,
  selectPushView,
  selectTopicOn,
} from '../../../machines/inbox/push-permission.selectors.ts';
import type { PushApi, PushDevice, PushDeviceState } from '../../../machines/ports.ts';
import type { PushTopic } from '../../../machines/shared/push.ts';
import { offline } from './inbox-fixtures.ts';
import { PUBLIC_KEY, device, settings, subscription } from './push-fixtures.ts';

/** The machine over a fake browser and platform; each port a mock the test can look into. */
function start(
  browser: Partial<PushDevice> & { initial?: PushDeviceState } = {},
  api: Partial<PushApi> = {},
) {
  const ports = {
    state: vi.fn(async () => browser.initial ?? device()),
    requestPermission: vi.fn(browser.requestPermission ?? (async () => 'granted' as const)),
    subscribeBrowser: vi.fn(browser.subscribe ?? (async () => subscription)),
    unsubscribeBrowser: vi.fn(browser.unsubscribe ?? (async () => undefined)),
    rememberDismissed: vi.fn(),
    settings: vi.fn(api.settings ?? (async () => settings())),
    subscribe: vi.fn(
      api.subscribe ?? (async ({ topics }: { topics: PushTopic[] }) => settings(topics)),
    ),
    unsubscribe: vi.fn(api.unsubscribe ?? (async () => settings())),
  };
  const machine = pushPermissionMachine.provide({
    actors: {
      readDevice: fromPromise(() => ports.state()),
      loadSettings: fromPromise(({ input }) => ports.settings(input)),
      askPermission: fromPromise(() => ports.requestPermission()),
      subscribeBrowser: fromPromise(({ input }) => ports.subscribeBrowser(input)),
      saveTopics: fromPromise(({ input }) => ports.subscribe(input)),
      removeSubscription: fromPromise(({ input }) => ports.unsubscribe(input)),
      unsubscribeBrowser: fromPromise(() => ports.unsubscribeBrowser()),
    },
    actions: { rememberDismissed: () => ports.rememberDismissed() },
  });
  const actor = createActor(machine).start();
  const view = () => selectPushView(actor.getSnapshot());
  const settled = (expected: string) => vi.waitFor(() => expect(view()).toBe(expected));
  return { actor, ports, view, settled };
}

const ALL: PushTopic[] = ['cash', 'rewards', 'messages'];

describe('push permission machine', () => {
  it('says so on a browser without web push, and asks the platform nothing', async () => {
    const { ports, settled } = start({ initial: device({ supported: false }) });
    await settled('unsupported');
    expect(ports.settings).not.toHaveBeenCalled();
  });

  it('explains a blocked permission, and reads the browser again on request', async () => {
    const { actor, ports, settled } = start({ initial: device({ permission: 'denied' }) });
    await settled('blocked');
    ports.state.mockResolvedValueOnce(device({ permission: 'granted' }));
    actor.send({ type: 'push.recheck' });
    await settled('off');
  });

  it('shows the topics the platform keeps for this very subscription', async () => {
    const { actor, ports, settled } = start(
      { initial: device({ permission: 'granted', subscription }) },
      { settings: async () => settings(['cash', 'messages']) },
    );
    await settled('on');
    expect(ports.settings).toHaveBeenCalledWith({ endpoint: subscription.endpoint });
    expect(selectTopicOn(actor.getSnapshot(), 'cash')).toBe(true);
    expect(selectTopicOn(actor.getSnapshot(), 'rewards')).toBe(false);
  });

  it('asks only on the player’s click, then subscribes the browser and the device to every topic', async () => {
    const { actor, ports, settled } = start();
    await settled('off');
    expect(ports.settings).toHaveBeenCalledWith({});
    expect(ports.requestPermission).not.toHaveBeenCalled();
    actor.send({ type: 'push.turnOn' });
    await settled('on');
    expect(ports.requestPermission).toHaveBeenCalledOnce();
    expect(ports.subscribeBrowser).toHaveBeenCalledWith(PUBLIC_KEY);
    expect(ports.subscribe).toHaveBeenCalledWith({ subscription, topics: ALL });
    // Turned off and on again: the browser allows the site now, and is not asked again.
    actor.send({ type: 'push.turnOff' });
    await settled('off');
    actor.send({ type: 'push.turnOn' });
    await settled('on');
    expect(ports.requestPermission).toHaveBeenCalledOnce();
  });

  it('needs no prompt once the browser allows the site', async () => {
    const { actor, ports, settled } = start({ initial: device({ permission: 'granted' }) });
    await settled('off');
    actor.send({ type: 'push.turnOn' });
    await settled('on');
    expect(ports.requestPermission).not.toHaveBeenCalled();
  });

  it('remembers a closed prompt and never asks again', async () => {
    const { actor, ports, settled } = start({ requestPermission: async () => 'default' });
    await settled('off');
    actor.send({ type: 'push.turnOn' });
    await settled('dismissed');
    expect(ports.rememberDismissed).toHaveBeenCalledOnce();

    const next = start({ initial: device({ dismissed: true }) });
    await next.settled('dismissed');
    next.actor.send({ type: 'push.turnOn' });
    expect(next.ports.requestPermission).not.toHaveBeenCalled();
  });

  it('explains a refused prompt as blocked', async () => {
    const { actor, settled } = start({ requestPermission: async () => 'denied' });
    await settled('off');
    actor.send({ type: 'push.turnOn' });
    await settled('blocked');
  });

  it('says when the browser’s push service cannot be reached, and tries again', async () => {
    const subscribe = vi
      .fn<PushDevice['subscribe']>()
      .mockRejectedValueOnce(new DOMException('Registration failed', 'AbortError'))
      .mockResolvedValue(subscription);
    const { actor, settled } = start({ initial: device({ permission: 'granted' }), subscribe });
    await settled('off');
    actor.send({ type: 'push.turnOn' });
    await settled('subscribeFailed');
    expect(selectPushFailure(actor.getSnapshot())).toBe('pushService');
    actor.send({ type: 'push.retry' });
    await settled('on');
  });

  it('says when the platform did not save the subscription', async () => {
    const { actor, settled } = start(
      { initial: device({ permission: 'granted' }) },
      { subscribe: async () => Promise.reject(offline()) },
    );
    await settled('off');
    actor.send({ type: 'push.turnOn' });
    await settled('subscribeFailed');
    expect(selectPushFailure(actor.getSnapshot())).toBe('server');
  });

  it('saves each switch with the new topic list, showing it at once', async () => {
    let answer: (value: ReturnType<typeof settings>) => void = () => {};
    const { actor, ports, settled } = start(
      { initial: device({ permission: 'granted', subscription }) },
      { settings: async () => settings(ALL) },
    );
    await settled('on');
    ports.subscribe.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'push.topic', topic: 'rewards', on: false });
    await settled('savingTopics');
    expect(selectTopicOn(actor.getSnapshot(), 'rewards')).toBe(false);
    expect(ports.subscribe).toHaveBeenCalledWith({ subscription, topics: ['cash', 'messages'] });
    answer(settings(['cash', 'messages']));
    await settled('on');
    expect(selectTopicOn(actor.getSnapshot(), 'rewards')).toBe(false);
  });

  it('shows the kept topics again when a change is refused, and retries it', async () => {
    const { actor, ports, settled } = start(
      { initial: device({ permission: 'granted', subscription }) },
      { settings: async () => settings(['cash']) },
    );
    await settled('on');
    ports.subscribe.mockRejectedValueOnce(offline());
    actor.send({ type: 'push.topic', topic: 'messages', on: true });
    await settled('saveFailed');
    expect(selectTopicOn(actor.getSnapshot(), 'messages')).toBe(false);
    actor.send({ type: 'push.retry' });
    await settled('on');
    expect(ports.subscribe).toHaveBeenLastCalledWith({
      subscription,
      topics: ['cash', 'messages'],
    });
    expect(selectTopicOn(actor.getSnapshot(), 'messages')).toBe(true);
  });

  it('unsubscribes the device when the last topic goes off, on the platform first', async () => {
    const { actor, ports, settled } = start(
      { initial: device({ permission: 'granted', subscription }) },
      { settings: async () => settings(['cash']) },
    );
    await settled('on');
    actor.send({ type: 'push.topic', topic: 'cash', on: false });
    await settled('off');
    expect(ports.unsubscribe).toHaveBeenCalledWith({ endpoint: subscription.endpoint });
    expect(ports.unsubscribeBrowser).toHaveBeenCalledOnce();
    expect(ports.subscribe).not.toHaveBeenCalled();
  });

  it('keeps the device on when the platform could not unsubscribe it, and retries', async () => {
    const { actor, ports, settled } = start(
      { initial: device({ permission: 'granted', subscription }) },
      { settings: async () => settings(ALL) },
    );
    await settled('on');
    ports.unsubscribe.mockRejectedValueOnce(offline());
    actor.send({ type: 'push.turnOff' });
    await settled('unsubscribeFailed');
    expect(ports.unsubscribeBrowser).not.toHaveBeenCalled();
    actor.send({ type: 'push.retry' });
    await settled('off');
  });

  it('offers a retry when the settings cannot be read', async () => {
    const { actor, ports, settled } = start();
    ports.settings.mockRejectedValueOnce(offline());
    await settled('loadFailed');
    actor.send({ type: 'push.retry' });
    await settled('off');
  });
});
