import type { ActorRefFrom } from 'xstate';
import {
  INTERRUPTIONS_EMITTED,
  type interruptionsMachine,
} from '../../machines/app/interruptions.machine.ts';
import type { AppStorage } from '../platform/storage.ts';

export type InterruptionsActor = ActorRefFrom<typeof interruptionsMachine>;

/** The popups the player closed stay closed after a reload: the arbiter's list is kept. */
export function keepDismissedPopups(interruptions: InterruptionsActor, storage: AppStorage) {
  interruptions.on(INTERRUPTIONS_EMITTED.popupsDismissed, ({ ids }) =>
    storage.write('modalStatus', ids),
  );
}
