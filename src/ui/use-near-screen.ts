import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the element comes within `margin` of the screen while `active`.
 * Without IntersectionObserver (jsdom) it never calls.
 */
export function useNearScreen(
  element: HTMLElement | null,
  active: boolean,
  onVisible: () => void,
  margin = '0px',
) {
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, active, margin]);
}
