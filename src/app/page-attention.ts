import { fromCallback } from 'xstate';
import { ACTIVITY_EVENTS } from './page-activity.ts';

/**
 * Whether the player touched the page before the site's code ran: a tap, click or key (the
 * browser's sticky activation), or a scroll, which leaves the page scrolled.
 */
const touchedBefore = () => navigator.userActivation?.hasBeenActive === true || window.scrollY > 0;

/** The player's first input on the page, told to the interruption arbiter once. */
export const pageAttention = fromCallback(({ sendBack }) => {
  // Without a page (the prerenderer, the runtime on Node) no one is looking yet.
  if (typeof window === 'undefined') return undefined;
  if (touchedBefore()) {
    sendBack({ type: 'page.interacted' });
    return undefined;
  }
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
