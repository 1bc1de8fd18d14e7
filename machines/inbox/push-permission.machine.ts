import type { PushApi, PushDevice, PushDeviceState } from '../ports.ts';
import { assertEvent, assign, setup } from 'xstate';
import {
  PUSH_TOPICS,
  type BrowserPushSubscription,
  type PushSettings,
  type PushTopic,
} from '../shared/push.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';

type Permission = PushDeviceState['permission'];

/** Why a subscription did not come about: the browser's push service, or the platform. */
export type PushFailure = 'pushService' | 'server';

export interface PushPermissionContext {
  /** What the browser said when the card opened (or was checked again). */
  device: PushDeviceState | null;
  /** The platform's VAPID key, the browser's applicationServerKey. */
  publicKey: string;
  subscription: BrowserPushSubscription | null;
  /** The topics the platform keeps for this device: empty while it keeps none. */
  topics: PushTopic[];
  /** The topics being saved, shown switched already; kept after a failure for the retry. */
  wanted: PushTopic[];
  failure: PushFailure | null;
}

export type PushPermissionEvent =
  /** The player's 'turn on': the browser's prompt, only ever from this click. */
  | { type: 'push.turnOn' }
  /** One topic's switch. */
  | { type: 'push.topic'; topic: PushTopic; on: boolean }
  | { type: 'push.turnOff' }
  | { type: 'push.retry' }
  /** After the player changed the site's permission in the browser's settings. */
  | { type: 'push.recheck' };

/** The topics with one switched, in the order the card lists them. */
export function switched(topics: readonly PushTopic[], topic: PushTopic, on: boolean) {
  return PUSH_TOPICS.filter((t) => (t === topic ? on : topics.includes(t)));
}

const TOPIC_CHANGES = {
  'push.topic': [
    // Turning the last topic off ends the subscription: the platform keeps none without a topic.
    { guard: 'turnsLastOff', target: '#pushPermission.unsubscribing' },
    { target: '#pushPermission.savingTopics', actions: 'wantSwitched' },
  ],
  'push.turnOff': '#pushPermission.unsubscribing',
} as const;

/**
 * The player's web push on this device (issue 39), on /notifications and in the profile: what
 * the browser allows and the platform keeps for the device's subscription. The browser's prompt
 * comes only from the player's 'turn on'; a prompt the player closes is remembered, and the site
 * never asks again but says how to allow it in the browser. Once on, each topic has its switch,
 * saved at once (push subscribe with the new list); the last one off unsubscribes the device.
 */
export const pushPermissionMachine = setup({
  types: {
    context: {} as PushPermissionContext,
    events: {} as PushPermissionEvent,
  },
  actors: {
    readDevice: notProvidedPort<PushDevice['state']>('pushPermission.readDevice'),
    loadSettings: notProvidedPort<PushApi['settings']>('pushPermission.loadSettings'),
    askPermission: notProvidedPort<PushDevice['requestPermission']>('pushPermission.askPermission'),
    subscribeBrowser: notProvidedPort<PushDevice['subscribe']>('pushPermission.subscribeBrowser'),
    saveTopics: notProvidedPort<PushApi['subscribe']>('pushPermission.saveTopics'),
    removeSubscription: notProvidedPort<PushApi['unsubscribe']>(
      'pushPermission.removeSubscription',
    ),
    unsubscribeBrowser: notProvidedPort<PushDevice['unsubscribe']>(
      'pushPermission.unsubscribeBrowser',
    ),
  },
  actions: {
    rememberDismissed: () => notProvided('pushPermission.rememberDismissed')(),
    setDevice: assign((_, device: PushDeviceState) => ({
      device,
      subscription: device.subscription,
    })),
    setSettings: assign((_, settings: PushSettings) => ({
      publicKey: settings.publicKey,
      topics: settings.subscribed ? settings.topics : [],
      failure: null,
    })),
    setSubscription: assign((_, subscription: BrowserPushSubscription) => ({ subscription })),
    wantAll: assign({ wanted: [...PUSH_TOPICS], failure: null }),
    wantSwitched: assign(({ context, event }) => {
      assertEvent(event, 'push.topic');
      return { wanted: switched(context.topics, event.topic, event.on) };
    }),
    failWith: assign((_, failure: PushFailure) => ({ failure })),
    // The prompt's answer is the browser's permission from now on: 'turn on' again asks no more.
    setPermission: assign(({ context }, permission: Permission) => ({
      device: context.device && { ...context.device, permission },
    })),
  },
  guards: {
    unsupported: (_, device: PushDeviceState) => !device.supported,
    isDenied: (_, permission: Permission) => permission === 'denied',
    isGranted: (_, permission: Permission) => permission === 'granted',
    alreadyGranted: ({ context }) => context.device?.permission === 'granted',
    // The platform keeps this very subscription, and the browser still lets the site use it.
    isSubscribed: ({ context }, settings: PushSettings) =>
      settings.subscribed && context.device?.permission === 'granted' && !!context.subscription,
    wasDismissed: ({ context }) =>
      context.device?.permission === 'default' && context.device.dismissed,
    turnsLastOff: ({ context, event }) =>
      event.type === 'push.topic' &&
      !event.on &&
      switched(context.topics, event.topic, false).length === 0,
  },
}).createMachine({
  id: 'pushPermission',
  context: {
    device: null,
    publicKey: '',
    subscription: null,
    topics: [],
    wanted: [],
    failure: null,
  },
  initial: 'readingDevice',
  states: {
    readingDevice: {
      tags: ['reading'],
      invoke: {
        id: 'readDevice',
        src: 'readDevice',
        onDone: [
          {
            guard: { type: 'unsupported', params: ({ event }) => event.output },
            target: 'unsupported',
          },
          {
            guard: { type: 'isDenied', params: ({ event }) => event.output.permission },
            target: 'blocked',
            actions: { type: 'setDevice', params: ({ event }) => event.output },
          },
          {
            target: 'loading',
            actions: { type: 'setDevice', params: ({ event }) => event.output },
          },
        ],
        // A browser that cannot even say (a worker that would not register) has no push here.
        onError: 'unsupported',
      },
    },
    loading: {
      tags: ['reading'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: ({ context }) =>
          context.subscription ? { endpoint: context.subscription.endpoint } : {},
        onDone: [
          {
            guard: { type: 'isSubscribed', params: ({ event }) => event.output },
            target: 'on',
            actions: { type: 'setSettings', params: ({ event }) => event.output },
          },
          {
            guard: 'wasDismissed',
            target: 'dismissed',
            actions: { type: 'setSettings', params: ({ event }) => event.output },
          },
          {
            target: 'off',
            actions: { type: 'setSettings', params: ({ event }) => event.output },
          },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'push.retry': 'loading' },
    },
    unsupported: {},
    blocked: {
      on: { 'push.recheck': 'readingDevice' },
    },
    dismissed: {
      on: { 'push.recheck': 'readingDevice' },
    },
    off: {
      on: {
        'push.turnOn': [
          // Allowed already (in the browser's settings, or before): no prompt to show.
          { guard: 'alreadyGranted', target: 'subscribing', actions: 'wantAll' },
          { target: 'asking', actions: 'wantAll' },
        ],
      },
    },
    asking: {
      invoke: {
        id: 'askPermission',
        src: 'askPermission',
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => event.output },
            target: 'subscribing',
            actions: { type: 'setPermission', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isDenied', params: ({ event }) => event.output },
            target: 'blocked',
          },
          { target: 'dismissed', actions: 'rememberDismissed' },
        ],
        onError: 'off',
      },
    },
    subscribing: {
      initial: 'browser',
      states: {
        browser: {
          invoke: {
            id: 'subscribeBrowser',
            src: 'subscribeBrowser',
            input: ({ context }) => context.publicKey,
            onDone: {
              target: 'saving',
              actions: { type: 'setSubscription', params: ({ event }) => event.output },
            },
            onError: {
              target: '#pushPermission.subscribeFailed',
              actions: { type: 'failWith', params: 'pushService' },
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveTopics',
            src: 'saveTopics',
            // saving follows the browser's subscription.
            input: ({ context }) => ({
              subscription: context.subscription!,
              topics: context.wanted,
            }),
            onDone: {
              target: '#pushPermission.on',
              actions: { type: 'setSettings', params: ({ event }) => event.output },
            },
            onError: {
              target: '#pushPermission.subscribeFailed',
              actions: { type: 'failWith', params: 'server' },
            },
          },
        },
      },
    },
    subscribeFailed: {
      on: { 'push.retry': { target: 'subscribing', actions: 'wantAll' } },
    },
    on: {
      on: TOPIC_CHANGES,
    },
    savingTopics: {
      invoke: {
        id: 'saveTopics',
        src: 'saveTopics',
        // The platform keeps topics of this device only: `on` has its subscription.
        input: ({ context }) => ({ subscription: context.subscription!, topics: context.wanted }),
        onDone: {
          target: 'on',
          actions: { type: 'setSettings', params: ({ event }) => event.output },
        },
        onError: 'saveFailed',
      },
    },
    saveFailed: {
      on: { ...TOPIC_CHANGES, 'push.retry': 'savingTopics' },
    },
    unsubscribing: {
      initial: 'server',
      states: {
        server: {
          invoke: {
            id: 'removeSubscription',
            src: 'removeSubscription',
            input: ({ context }) => ({ endpoint: context.subscription!.endpoint }),
            onDone: {
              target: 'browser',
              actions: { type: 'setSettings', params: ({ event }) => event.output },
            },
            onError: '#pushPermission.unsubscribeFailed',
          },
        },
        browser: {
          invoke: {
            id: 'unsubscribeBrowser',
            src: 'unsubscribeBrowser',
            // The platform pushes nothing more either way: a browser that keeps its
            // subscription only gets a new one next time.
            onDone: '#pushPermission.off',
            onError: '#pushPermission.off',
          },
        },
      },
    },
    unsubscribeFailed: {
      on: { ...TOPIC_CHANGES, 'push.retry': 'unsubscribing' },
    },
  },
});
