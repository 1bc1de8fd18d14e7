import { CONTRACT } from '../../machines/shared/contract/index.ts';
import type { PushSettings } from '../../machines/shared/push.ts';
import { blocked, reserve } from '../accounts/rate-limit.ts';
import type { Db } from '../db/driver.ts';
import { method, ok, refuse, type ClassOf, type Reply } from '../envelope.ts';
import { closure, protectionRow } from '../protection/state.ts';
import { usableSubscription } from '../push/device-keys.ts';
import {
  deviceSubscription,
  removeDevice,
  saveSubscription,
  type DeviceSubscription,
} from '../push/subscriptions.ts';

const { push: PUSH } = CONTRACT;

/** Subscribing (or changing topics) per player: a browser does it once per device and choice. */
const SUBSCRIBE_LIMIT = { max: 30, windowSeconds: 60 * 60 };

const settings = (publicKey: string, device: DeviceSubscription): PushSettings => ({
  publicKey,
  ...device,
});

const withMessage = <R extends Reply>(
  reply: R,
  message: 'pushSubscribed' | 'pushUnsubscribed',
) => ({
  ...reply,
  message,
});

const isClosed = async (db: Db, playerId: number, nowMs: number) =>
  closure(await protectionRow(db, playerId), nowMs) !== null;

/**
 * push: the signed-in player's web push subscriptions, one per device (docs/api.md, "push"). A
 * device already subscribed for another player is taken over: it is the caller's now.
 */
export const push = {
  settings: method(PUSH.settings, {
    auth: true,
    handler: async ({ data, db, player, services }) =>
      ok(
        settings(
          services.push.publicKey,
          await deviceSubscription(db, player.id, data.endpoint ?? undefined),
        ),
      ),
  }),

  subscribe: method(PUSH.subscribe, {
    auth: true,
    handler: async ({ data, db, lang, player, session, services }) => {
      if (!usableSubscription(data.subscription, services.push)) {
        return refuse('pushSubscriptionInvalid', { field: 'subscription' }, 400);
      }
      if (await isClosed(db, player.id, services.now())) return refuse('pushClosed');
      const limit = blocked(await reserve(db, `push:subscribe:${player.id}`, SUBSCRIBE_LIMIT));
      if (limit) return limit;
      await saveSubscription(db, {
        playerId: player.id,
        sessionId: session.id,
        subscription: data.subscription,
        topics: data.topics,
        lang,
      });
      const device = await deviceSubscription(db, player.id, data.subscription.endpoint);
      return withMessage(ok(settings(services.push.publicKey, device)), 'pushSubscribed');
    },
  }),

  unsubscribe: method(PUSH.unsubscribe, {
    auth: true,
    handler: async ({ data, db, player, services }) => {
      await removeDevice(db, player.id, data.endpoint);
      const none = { subscribed: false, topics: [] };
      return withMessage(ok(settings(services.push.publicKey, none)), 'pushUnsubscribed');
    },
  }),
} satisfies ClassOf<'push'>;
