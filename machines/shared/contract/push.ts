import * as yup from 'yup';
import { PUSH_TOPICS, type PushSettings } from '../push.ts';
import { answers } from './define.ts';

/** The push service's address for this device: https, as browsers give it. */
const endpoint = () => yup.string().trim().required().url().max(1000);

const topics = () =>
  yup
    .array()
    .of(yup.string().required().oneOf(PUSH_TOPICS))
    .required()
    .min(1)
    .max(PUSH_TOPICS.length);

/** Class push: the signed-in player's web push subscriptions, one per device, per topic. */
export const push = {
  /** The VAPID key, and what the device at `endpoint` (when sent) is subscribed to. */
  settings: answers<PushSettings>()(yup.object({ endpoint: endpoint().notRequired() })),
  /** Subscribes this device (or changes its topics); pushes come in the request's language. */
  subscribe: answers<PushSettings>()(
    yup.object({
      subscription: yup
        .object({
          endpoint: endpoint(),
          keys: yup
            .object({
              p256dh: yup
                .string()
                .required()
                .matches(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
              auth: yup
                .string()
                .required()
                .matches(/^[A-Za-z0-9_-]{16,30}={0,2}$/),
            })
            .required(),
        })
        .required(),
      topics: topics(),
    }),
  ),
  /** Removes this device's subscription; answers the settings of a device with none. */
  unsubscribe: answers<PushSettings>()(yup.object({ endpoint: endpoint() })),
};
