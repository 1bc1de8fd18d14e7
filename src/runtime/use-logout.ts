import { useCallback } from 'react';
import { waitFor } from 'xstate';
import { useAppEvents, useRuntime, useSuccessNotice } from './app-context.tsx';

/**
 * Logout on request (spec §4): the app machine ends the session and goes home; once it is
 * signed out the player hears so ('Logged out', spec §8). A session that ended on its own is
 * not a logout the player asked for, so it gets no such notice.
 */
export function useLogout(): () => void {
  const { appActor } = useRuntime();
  const { logout } = useAppEvents();
  const notice = useSuccessNotice();
  return useCallback(() => {
    if (!appActor.getSnapshot().can({ type: 'user.logout' })) return;
    logout();
    void waitFor(appActor, (s) => s.matches('anonymous')).then(
      () => notice('auth.logout.done'),
      () => {},
    );
  }, [appActor, logout, notice]);
}
