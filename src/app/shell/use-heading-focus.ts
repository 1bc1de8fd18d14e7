import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { returnedFromOf } from '../../runtime/return-state.ts';

/** How long a lazy page may take to show what takes the focus before it stays where it is. */
const ARRIVAL_WAIT_MS = 5_000;

/**
 * After a navigation to another address (not the first page, not an anchor), the new page's
 * main heading takes the focus (WCAG 2.4.3), so keyboard and screen-reader players start on the
 * page they opened instead of in the header. Back from a game, the link of the game's tile
 * takes it instead (in a lobby's grid or one of its rails), so the player goes on where they
 * were. Pages load lazily: the element is awaited.
 */
export function useHeadingFocus(main: RefObject<HTMLElement | null>) {
  const { pathname, hash, state } = useLocation();
  const focusedFor = useRef(pathname);
  useEffect(() => {
    // A new address only: the search kept in the URL or a new state on it does not count.
    if (pathname === focusedFor.current) return;
    focusedFor.current = pathname;
    const region = main.current;
    if (!region || hash) return;
    const returnedFrom = returnedFromOf(state);
    const focusArrival = () => {
      if (returnedFrom !== null) {
        const tile = region.querySelector<HTMLElement>(`a[href="${CSS.escape(returnedFrom)}"]`);
        tile?.focus();
        return Boolean(tile);
      }
      const heading = region.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: window.scrollY === 0 });
      return true;
    };
    if (focusArrival()) return;
    const observer = new MutationObserver(() => {
      if (focusArrival()) observer.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), ARRIVAL_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [main, pathname, hash, state]);
}
