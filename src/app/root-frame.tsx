import { Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { selectIsBooting } from '../../machines/app/app.selectors.ts';
import { shouldResetScroll } from '../../machines/content/navigation.ts';
import { useAppSelector } from '../runtime/app-context.tsx';
import { BootScreen } from './boot-screen.tsx';
import { FirstPageShown } from '../runtime/prerendered-page.ts';
import { InspectorButton } from './inspector-button.tsx';
import { useRouterBridge } from '../runtime/router-bridge.ts';
import { InterruptionLayer } from '../features/interruptions/interruption-layer.tsx';

function useScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // Back and forward keep the browser's own position.
    if (navigationType !== 'POP' && shouldResetScroll(pathname)) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Root of every route: the boot screen first, then the app's global reactions. */
export function RootFrame() {
  // The page replacing the boot screen is the largest render of a visit: deferred, React builds
  // it in slices the browser can interrupt (an actor's update would render it in one block).
  const isBooting = useDeferredValue(useAppSelector(selectIsBooting));
  useScrollReset();
  useRouterBridge();
  if (isBooting) return <BootScreen />;
  return (
    <>
      {/* Only the first page shows it: later navigations keep the current page until the next is ready. */}
      <Suspense fallback={<BootScreen />}>
        <Outlet />
        <FirstPageShown />
      </Suspense>
      <InterruptionLayer />
      <InspectorButton />
    </>
  );
}
