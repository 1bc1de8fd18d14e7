import { fromCallback } from 'xstate';

/** What the player does on a page: touch, click, type, scroll. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
/** The inactivity limit is an hour; one report per 10 s is plenty and keeps the machine quiet. */
const THROTTLE_MS = 10_000;

/** The player's input anywhere on the page, told to the app machine while one is signed in. */
export const pageActivity = fromCallback(({ sendBack }) => {
  // Without a page (the prerenderer, the runtime on Node) there is no input to hear.
  if (typeof window === 'undefined') return undefined;
  let last = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - last < THROTTLE_MS) return;
    last = now;
    sendBack({ type: 'user.activity' });
  };
  const options = { passive: true, capture: true };
  // The page listened to, kept: an actor stopped as its page goes (a test's document torn down)
  // finds no global window any more.
  const page = window;
  ACTIVITY_EVENTS.forEach((type) => page.addEventListener(type, onActivity, options));
  return () =>
    ACTIVITY_EVENTS.forEach((type) => page.removeEventListener(type, onActivity, options));
});
