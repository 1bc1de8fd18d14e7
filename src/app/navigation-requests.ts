import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigationRequest, PageName } from '../../machines/shared/navigation.ts';
import { useSuccessNotice } from './app-context.tsx';
import { PATHS } from './paths.ts';

const ADDRESSES: Record<PageName, string> = {
  login: PATHS.login,
  registerConfirm: PATHS.registerConfirm,
};

/** An actor whose machine emits the page its flow leads on to. */
interface LeadingActor {
  on(type: 'navigate.page', handler: (request: NavigationRequest) => void): { unsubscribe(): void };
}

/**
 * The router bridge of a page's flow: the page the machine leads on to (in place of this one),
 * with its notice. The handler reads the latest router, so the subscription lives as long as the
 * actor.
 */
export function useNavigationRequests(actor: LeadingActor) {
  const navigate = useNavigate();
  const notice = useSuccessNotice();
  const latest = useRef({ navigate, notice });
  useEffect(() => {
    latest.current = { navigate, notice };
  });
  useEffect(() => {
    const requests = actor.on('navigate.page', ({ page, notice, state }) => {
      latest.current.notice(notice.id, notice.values);
      void latest.current.navigate(ADDRESSES[page], { replace: true, state });
    });
    return () => requests.unsubscribe();
  }, [actor]);
}
