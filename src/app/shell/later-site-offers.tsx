import { lazyPart } from '../../ui/lazy-part.tsx';
import { useBuiltLater } from '../../ui/use-built-later.ts';

const SiteOffers = lazyPart(
  () => import('./site-offers-views.tsx'),
  (module) => module.default,
);

/**
 * The offers of a new version and of the install, built a little after the page has loaded: no
 * first paint waits for their code, and neither can be wanted before (the worker registers after
 * the load; the browser's install offer is held from the start, install-prompt-holder.ts).
 */
export function LaterSiteOffers() {
  const wanted = useBuiltLater(null);
  return wanted ? <SiteOffers /> : null;
}
