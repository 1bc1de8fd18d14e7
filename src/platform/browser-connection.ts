import { fromCallback } from 'xstate';
import type { ConnectionEvent } from '../../machines/app/connection.machine.ts';

/** The browser's `offline` and `online` events, told to the connection machine. */
export const browserConnection = fromCallback<ConnectionEvent>(({ sendBack }) => {
  // The page listened to, kept: a test's document may be gone by the time the actor stops.
  const page = window;
  const lost = () => sendBack({ type: 'connection.lost' });
  const back = () => sendBack({ type: 'connection.back' });
  page.addEventListener('offline', lost);
  page.addEventListener('online', back);
  return () => {
    page.removeEventListener('offline', lost);
    page.removeEventListener('online', back);
  };
});

/** The browser has a network now (always so where there is no browser: the prerenderer). */
export const browserOnline = (): boolean =>
  typeof navigator === 'undefined' || navigator.onLine !== false;
