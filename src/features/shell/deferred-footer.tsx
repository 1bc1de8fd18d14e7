import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { BRAND } from '../../theme/theme.ts';
import { OptionalPart } from '../../ui/error-boundary.tsx';
import { useNearScreen } from '../../ui/use-near-screen.ts';

const Footer = lazy(() => import('./footer.tsx').then(({ Footer }) => ({ default: Footer })));

/** After the page's load, the footer is built anyway: for readers that never scroll to it. */
const IDLE_DELAY_MS = 3000;

/**
 * The footer is built when its place comes into view, or a little after the page has loaded:
 * it starts below the fold on every page (main is a screen high), so a first visit neither
 * downloads its code nor makes its six requests nor renders it before the page itself.
 */
export function DeferredFooter() {
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  // Some hundred styled elements: built in a transition, React renders them in slices that leave
  // a phone free to answer a tap in between, rather than in one long task.
  const show = () => startTransition(() => setWanted(true));
  useNearScreen(place, !wanted, show);

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

  const placeholder = <Box ref={setPlace} sx={{ mt: 8, minHeight: 320, bgcolor: BRAND.navy }} />;
  return wanted ? (
    <OptionalPart>
      <Suspense fallback={placeholder}>
        <Footer />
      </Suspense>
    </OptionalPart>
  ) : (
    placeholder
  );
}
