import { startTransition, useEffect, useState } from 'react';
import { useNearScreen } from './use-near-screen.ts';

/** After the page's load, a part is built anyway: for readers that never scroll to it. */
const IDLE_DELAY_MS = 3000;

/**
 * For a part of the page below the fold: true once its `place` comes within `margin` of the
 * screen, or a little after the page has loaded, so that a first visit neither downloads its
 * code nor makes its requests nor renders it before the page itself. It turns true in a
 * transition: React then renders the part in slices that leave a phone free to answer a tap in
 * between, rather than in one long task. Without IntersectionObserver (jsdom) it is true at once.
 */
export function useBuiltLater(place: HTMLElement | null, margin = '0px'): boolean {
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  const show = () => startTransition(() => setWanted(true));
  useNearScreen(place, !wanted, show, margin);

  useEffect(() => {
    if (wanted) return;
    let timer: number | undefined;
    const afterLoad = () => (timer = window.setTimeout(show, IDLE_DELAY_MS));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
    };
  }, [wanted]);

  return wanted;
}
