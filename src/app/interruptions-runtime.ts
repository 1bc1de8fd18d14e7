import { INTERRUPTIONS_EMITTED } from '../../machines/app/interruptions.machine.ts';
import type { InterruptionsActor } from '../runtime/app-actors.ts';
import type { AppStorage } from '../platform/storage.ts';

/** The popups the player closed stay closed after a reload: the arbiter's list is kept. */
export function keepDismissedPopups(interruptions: InterruptionsActor, storage: AppStorage) {
  interruptions.on(INTERRUPTIONS_EMITTED.popupsDismissed, ({ ids }) =>
    storage.write('modalStatus', ids),
  );
}
