import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NavigationRequest, PageName } from '../../machines/shared/navigation.ts';
import { NOTICE_DEFAULT_MS, NOTICE_PRODUCT_MS } from '../../machines/shared/constants.ts';
import { useMessageText } from '../i18n/message-text.ts';
import type { ReturnState } from './return-state.ts';
import { useRuntime } from './app-context.tsx';
import { historyPath, PATHS } from './paths.ts';

const ADDRESSES: Record<PageName, string> = {
  home: PATHS.home,
  login: PATHS.login,
  registerConfirm: PATHS.registerConfirm,
  deposit: PATHS.deposit,
  gameHistory: historyPath('games'),
};

/** An actor whose machine emits the pages its flow leads on to. */
interface LeadingActor {
  on(type: 'navigate.page', handler: (request: NavigationRequest) => void): { unsubscribe(): void };
}

/**
 * The router bridge: the page an actor's machine leads on to, with the notice that says why.
 * Subscribed once per actor, in the layout phase: before any page's own effect (which may ask
 * for a navigation on arrival); the handler reads the latest router, as a re-subscription on
 * every location change could lose a request made in the same commit.
 */
export function useNavigationRequests(actor: LeadingActor) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const intl = useIntl();
  const messageText = useMessageText();
  const { notify } = useRuntime();
  const latest = useRef({ navigate, pathname, intl, messageText, notify });
  useLayoutEffect(() => {
    latest.current = { navigate, pathname, intl, messageText, notify };
  });
  useLayoutEffect(() => {
    const requests = actor.on('navigate.page', ({ page, notice, state, keep, noteReturn }) => {
      const { navigate, pathname, intl, messageText, notify } = latest.current;
      if (notice?.tone === 'failure') {
        const text = messageText(notice.id);
        if (text) notify.show(text, { variant: 'error', autoHideMs: NOTICE_PRODUCT_MS });
      } else if (notice) {
        notify.show(intl.formatMessage({ id: notice.id }, notice.values), {
          variant: notice.tone ?? 'success',
          autoHideMs: NOTICE_DEFAULT_MS,
        });
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
