import { fromCallback } from 'xstate';
import { ACTIVITY_EVENTS } from './page-activity.ts';

/** The player's first input on the page, told to the interruption arbiter once. */
export const pageAttention = fromCallback(({ sendBack }) => {
  // Without a page (the prerenderer, the runtime on Node) no one is looking yet.
  if (typeof window === 'undefined') return undefined;
  const options = { passive: true, capture: true };
  // Kept, as in page-activity.ts: the global window may be gone when the actor stops.
  const page = window;
  const stopListening = () =>
    ACTIVITY_EVENTS.forEach((type) => page.removeEventListener(type, onInput, options));
  function onInput() {
    stopListening();
    sendBack({ type: 'page.interacted' });
  }
  ACTIVITY_EVENTS.forEach((type) => page.addEventListener(type, onInput, options));
  return stopListening;
});
