import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { selectIsBooting } from '../../machines/app/app.selectors.ts';
import { shouldResetScroll } from '../../machines/content/navigation.ts';
import { useAppSelector, useRuntime } from './app-context.tsx';
import { BootScreen } from './boot-screen.tsx';
import { useActivityReporter } from './use-activity-reporter.ts';
import { PATHS } from './paths.ts';

function useScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // Back and forward keep the browser's own position.
    if (navigationType !== 'POP' && shouldResetScroll(pathname)) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

function useNavigateHomeOnRequest() {
  const { appActor } = useRuntime();
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = appActor.on('navigate.home', () => {
      void navigate(PATHS.home, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [appActor, navigate]);
}

/** Root of every route: the boot screen first, then the app's global reactions. */
export function RootFrame() {
  const isBooting = useAppSelector(selectIsBooting);
  useScrollReset();
  useNavigateHomeOnRequest();
  useActivityReporter();
  return isBooting ? <BootScreen /> : <Outlet />;
}
