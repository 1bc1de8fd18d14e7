import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NavigationRequest, PageName } from '../../machines/shared/navigation.ts';
import { NOTICE_PRODUCT_MS } from '../../machines/shared/constants.ts';
import { useMessageText } from '../ui/message-text.ts';
import type { ReturnState } from '../ui/return-from-game.ts';
import { useRuntime, useSuccessNotice } from './app-context.tsx';
import { PATHS } from './paths.ts';

const ADDRESSES: Record<PageName, string> = {
  login: PATHS.login,
  registerConfirm: PATHS.registerConfirm,
  deposit: PATHS.deposit,
};

/** An actor whose machine emits the page its flow leads on to. */
interface LeadingActor {
  on(type: 'navigate.page', handler: (request: NavigationRequest) => void): { unsubscribe(): void };
}

/**
 * The router bridge of a page's flow: the page the machine leads on to, with its notice. The
 * handler reads the latest router, so the subscription lives as long as the actor.
 */
export function useNavigationRequests(actor: LeadingActor) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const success = useSuccessNotice();
  const messageText = useMessageText();
  const { notify } = useRuntime();
  const latest = useRef({ navigate, pathname, success, messageText, notify });
  useEffect(() => {
    latest.current = { navigate, pathname, success, messageText, notify };
  });
  useEffect(() => {
    const requests = actor.on('navigate.page', ({ page, notice, state, keep, noteReturn }) => {
      const { navigate, pathname, success, messageText, notify } = latest.current;
      if (notice?.failure) {
        const text = messageText(notice.id);
        if (text) notify.show(text, { variant: 'error', autoHideMs: NOTICE_PRODUCT_MS });
      } else if (notice) {
        success(notice.id, notice.values);
      }
      const returned: ReturnState | undefined = noteReturn ? { returnedFrom: pathname } : undefined;
      void navigate(typeof page === 'string' ? ADDRESSES[page] : page.address, {
        replace: !keep,
        state: returned || state ? { ...state, ...returned } : undefined,
      });
    });
    return () => requests.unsubscribe();
  }, [actor]);
}
