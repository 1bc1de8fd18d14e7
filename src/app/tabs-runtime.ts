import { fromCallback } from 'xstate';
import { tabEventOf, type TabPost } from '../../machines/app/tab-messages.ts';
import type { TabChannel } from '../../machines/ports.ts';
import type { SignedIn } from '../../machines/shared/session.ts';
import type { AppStorage } from '../platform/storage.ts';

/** How long a tab waits for another tab's sign-in to reach its copy of local storage. */
export const SIGN_IN_PICKUP = { tries: 20, everyMs: 50 };

/** The sign-in this browser keeps (src/platform/storage.ts), when there is a whole one. */
export function storedSignIn(storage: AppStorage): SignedIn | null {
  const session = storage.read('session');
  const auth = storage.read('auth');
  const expiresAt = storage.read('expirationDate');
  if (!session || !auth || expiresAt === null) return null;
  return {
    session,
    auth,
    expiresAt,
    profile: storage.read('profile'),
    rid: storage.read('ridValue'),
  };
}

/**
 * The sign-in another tab just stored. A browser may hand this tab the message a moment before
 * the storage it wrote first: read again a few times before giving up.
 */
async function pickUpSignIn(storage: AppStorage, stopped: () => boolean): Promise<SignedIn | null> {
  for (let attempt = 0; attempt < SIGN_IN_PICKUP.tries && !stopped(); attempt++) {
    const signedIn = storedSignIn(storage);
    if (signedIn) return signedIn;
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_PICKUP.everyMs));
  }
  return null;
}

/**
 * The app's `tabs` actor over the channel: what the app posts goes to the other tabs, and what
 * they tell comes back as the app's tabs.* events (a sign-in with the stored one).
 */
export const tabsActor = (channel: TabChannel, storage: AppStorage) =>
  fromCallback<TabPost>(({ sendBack, receive }) => {
    let stopped = false;
    receive(({ message }) => channel.post(message));
    const stopListening = channel.listen((message) => {
      if (message.kind !== 'signedIn') return sendBack(tabEventOf(message));
      void pickUpSignIn(storage, () => stopped).then((signedIn) => {
        if (signedIn && !stopped) sendBack({ type: 'tabs.signedIn', signedIn });
      });
    });
    return () => {
      stopped = true;
      stopListening();
    };
  });
