import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { importAnew } from '../platform/import-anew.ts';
import { OptionalPart } from './error-boundary.tsx';

/**
 * A part of the page whose code is fetched when it is first shown: a menu, the drawer, a dialog.
 * React.lazy keeps a failed fetch for the page's life, and the failure took the page around the
 * part down with it: offline, opening the language menu left the whole site on the error
 * screen. A lazy part whose code cannot be fetched shows nothing and calls `onUnavailable` (a
 * menu closes, so that the next press asks again); the next time it is shown, it is fetched anew.
 * Until its code comes it shows `fallback`, or nothing.
 */
export function lazyPart<M, P extends object>(
  loadModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  const load = importAnew(loadModule);
  const fetchAnew = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          Loaded = fetchAnew();
          throw error;
        },
      ),
    );
  let Loaded = fetchAnew();
  return function LazyPart({
    onUnavailable,
    fallback = null,
    ...props
  }: P & { onUnavailable?: () => void; fallback?: ReactNode }) {
    return (
      <OptionalPart onFailed={onUnavailable}>
        <Suspense fallback={fallback}>
          <Loaded {...(props as P)} />
        </Suspense>
      </OptionalPart>
    );
  };
}

/**
 * React.lazy over `importAnew`: a part whose code comes when it is first rendered, suspending the
 * nearest boundary meanwhile; a failure is its boundary's to show (the route's error page).
 */
export function lazyAnew<M, P extends object>(
  loadModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  const load = importAnew(loadModule);
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
