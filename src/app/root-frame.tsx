import { Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { selectIsBooting } from '../../machines/app/app.selectors.ts';
import type { AppEmitted } from '../../machines/app/app.types.ts';
import { shouldResetScroll } from '../../machines/content/navigation.ts';
import { useIntl } from 'react-intl';
import { NOTICE_DEFAULT_MS } from '../../machines/shared/constants.ts';
import { useAppSelector, useRuntime, useSuccessNotice } from './app-context.tsx';
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

type NavigationRequest = AppEmitted | { type: typeof PLAY_SESSION_EMITTED.history };

/** What the player is told on the way to the login form, unless a page asked for it. */
const SIGN_IN_NOTICES = {
  favorite: { id: 'favorites.signInRequired', variant: 'info' },
  expired: { id: 'auth.sessionExpired', variant: 'warning' },
} as const;

/**
 * The router bridge: the navigation the app's actors ask for, with the notice that says why.
 * Subscribed once, in the layout phase: before any page's own effect (which may ask for a
 * navigation on arrival), and never re-subscribed as `navigate` changes with the location (a
 * request made during a re-subscription would be lost). The handler reads the latest router.
 */
function useNavigateOnRequest() {
  const { appActor, playSession, notify } = useRuntime();
  const navigate = useNavigate();
  const intl = useIntl();
  const notice = useSuccessNotice();
  const latest = useRef({ navigate, notify, intl, notice });
  useLayoutEffect(() => {
    latest.current = { navigate, notify, intl, notice };
  });
  useLayoutEffect(() => {
    const go = (event: NavigationRequest) => {
      const { navigate, notify, intl, notice } = latest.current;
      switch (event.type) {
        case 'navigate.home':
          return void navigate(PATHS.home, { replace: true });
        case 'navigate.login':
          // A page that needs a player gives way to the form; a heart leaves its page in history.
          if (event.reason === 'page') return void navigate(PATHS.login, { replace: true });
          notify.show(intl.formatMessage({ id: SIGN_IN_NOTICES[event.reason].id }), {
            variant: SIGN_IN_NOTICES[event.reason].variant,
            autoHideMs: NOTICE_DEFAULT_MS,
          });
          return void navigate(PATHS.login, { replace: event.reason === 'expired' });
        case 'navigate.signedIn':
          notice('auth.login.done');
          return void navigate(event.to, { replace: true });
        case PLAY_SESSION_EMITTED.history:
          return void navigate(historyPath('games'));
      }
    };
    const subscriptions = [
      appActor.on('navigate.home', go),
      appActor.on('navigate.login', go),
      appActor.on('navigate.signedIn', go),
      playSession.on(PLAY_SESSION_EMITTED.history, go),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [appActor, playSession]);
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
