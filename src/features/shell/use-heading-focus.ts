import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { returnedFromOf } from '../../ui/return-from-game.ts';

/** How long a lazy page may take to show its heading before the focus stays where it is. */
const HEADING_WAIT_MS = 5_000;

/**
 * After a navigation to another address (not the first page, not an anchor), the new page's
 * main heading takes the focus (WCAG 2.4.3), so keyboard and screen-reader players start on the
 * page they opened instead of in the header. Pages load lazily: the heading is awaited.
 */
export function useHeadingFocus(main: RefObject<HTMLElement | null>) {
  const { pathname, hash, state } = useLocation();
  const focusedFor = useRef(pathname);
  useEffect(() => {
    // A new address only: the search kept in the URL or a new state on it does not count.
    if (pathname === focusedFor.current) return;
    focusedFor.current = pathname;
    const region = main.current;
    // Back from a game, the game's tile takes the focus instead.
    if (!region || hash || returnedFromOf(state) !== null) return;
    const focusHeading = () => {
      const heading = region.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: window.scrollY === 0 });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [main, pathname, hash, state]);
}
