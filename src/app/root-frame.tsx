import { Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { selectIsBooting } from '../../machines/app/app.selectors.ts';
import { shouldResetScroll } from '../../machines/content/navigation.ts';
import { useAppSelector, useRuntime } from './app-context.tsx';
import { BootScreen } from './boot-screen.tsx';
import { InspectorButton } from './inspector-button.tsx';
import { useActivityReporter } from './use-activity-reporter.ts';
import { PLAY_SESSION_EMITTED } from '../../machines/protection/playSession.machine.ts';
import { InterruptionLayer } from '../features/interruptions/interruption-layer.tsx';
import { historyPath, PATHS } from './paths.ts';

function useScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // Back and forward keep the browser's own position.
    if (navigationType !== 'POP' && shouldResetScroll(pathname)) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The router bridge: the navigation the app's actors ask for. */
function useNavigateOnRequest() {
  const { appActor, playSession } = useRuntime();
  const navigate = useNavigate();
  useEffect(() => {
    const home = appActor.on('navigate.home', () => {
      void navigate(PATHS.home, { replace: true });
    });
    const history = playSession.on(PLAY_SESSION_EMITTED.history, () => {
      void navigate(historyPath('games'));
    });
    return () => {
      home.unsubscribe();
      history.unsubscribe();
    };
  }, [appActor, playSession, navigate]);
}

/** Root of every route: the boot screen first, then the app's global reactions. */
export function RootFrame() {
  // The page replacing the boot screen is the largest render of a visit: deferred, React builds
  // it in slices the browser can interrupt (an actor's update would render it in one block).
  const isBooting = useDeferredValue(useAppSelector(selectIsBooting));
  useScrollReset();
  useNavigateOnRequest();
  useActivityReporter();
  if (isBooting) return <BootScreen />;
  return (
    <>
      {/* Only the first page shows it: later navigations keep the current page until the next is ready. */}
      <Suspense fallback={<BootScreen />}>
        <Outlet />
      </Suspense>
      <InterruptionLayer />
      <InspectorButton />
    </>
  );
}
