import { useEffect } from 'react';
import { selectIsAuthenticated } from '../../machines/app/app.selectors.ts';
import { useAppEvents, useAppSelector } from '../runtime/app-context.tsx';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
/** The inactivity limit is an hour; one report per 10 s is plenty and keeps the machine quiet. */
const THROTTLE_MS = 10_000;

/** Tells the app machine the player is active, while one is signed in. */
export function useActivityReporter() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { reportActivity } = useAppEvents();

  useEffect(() => {
    if (!isAuthenticated) return;
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < THROTTLE_MS) return;
      last = now;
      reportActivity();
    };
    const options = { passive: true, capture: true };
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, options));
    return () =>
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, options));
  }, [isAuthenticated, reportActivity]);
}
