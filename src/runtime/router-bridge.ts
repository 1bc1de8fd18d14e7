import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EventObject } from 'xstate';
import type { Notice, PageName } from '../../machines/shared/navigation.ts';
import {
  NOTICE_DEFAULT_MS,
  NOTICE_FINANCE_FAILURE_MS,
  NOTICE_PRODUCT_MS,
} from '../../machines/shared/constants.ts';
import { useMessageText } from '../i18n/message-text.ts';
import type { ReturnState } from './return-state.ts';
import { useRuntime } from './app-context.tsx';
import { historyPath, PATHS } from './paths.ts';

/** Leaves the site for another site's page, e.g. a payment provider's (tests replace it: jsdom cannot). */
export const otherSite = {
  open(url: string) {
    window.location.assign(url);
  },
};

const ADDRESSES: Record<PageName, string> = {
  home: PATHS.home,
  login: PATHS.login,
  registerConfirm: PATHS.registerConfirm,
  deposit: PATHS.deposit,
  gameHistory: historyPath('games'),
  accountReview: PATHS.accountReview,
};

/** A named page's address with its query string. */
const addressOf = (page: PageName, query?: Record<string, string>) =>
  query ? `${ADDRESSES[page]}?${new URLSearchParams(query).toString()}` : ADDRESSES[page];

/**
 * Spec §8 notices: a message id in the player's language (an id this site has no message for
 * reads as the generic failure), or a failure's message as the platform sent it. Successes stay
 * 5 s, failures 1.5 s, a refused money move 1 s.
 */
function useShowNotice() {
  const messageText = useMessageText();
  const { notify } = useRuntime();
  return useCallback(
    ({ id, values, tone = 'success', brief }: Notice) => {
      const text = messageText(id, values) ?? id;
      if (tone !== 'failure') {
        notify.show(text, { variant: tone, autoHideMs: NOTICE_DEFAULT_MS });
        return;
      }
      notify.show(text, {
        variant: 'error',
        autoHideMs: brief ? NOTICE_FINANCE_FAILURE_MS : NOTICE_PRODUCT_MS,
      });
    },
    [messageText, notify],
  );
}

/**
 * The site's one router bridge. Every flow tells the app actor where it leads and what to say
 * (navigate.page, notice.show, from any actor of its system); the app emits them, and this hook
 * shows the notice and navigates. Subscribed once, in the layout phase: before any page's own
 * effect; the handler reads the latest router, as a re-subscription on every location change
 * could lose a request made in the same commit.
 */
export function useRouterBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showNotice = useShowNotice();
  const { appActor } = useRuntime();
  const latest = useRef({ navigate, pathname, showNotice });
  useLayoutEffect(() => {
    latest.current = { navigate, pathname, showNotice };
  });
  // Where the player is going: the page shown, or the one a request led to while its code
  // still loads (the router keeps the old page on screen until then).
  const goingTo = useRef(pathname);
  useLayoutEffect(() => {
    goingTo.current = pathname;
  }, [pathname]);
  useLayoutEffect(() => {
    const requests = [
      appActor.on('notice.show', ({ notice }) => latest.current.showNotice(notice)),
      appActor.on('navigate.page', ({ page, query, notice, state, keep, noteReturn }) => {
        const { navigate, pathname, showNotice } = latest.current;
        if (notice) showNotice(notice);
        if (typeof page === 'object' && 'leaveFor' in page) {
          otherSite.open(page.leaveFor);
          return;
        }
        if (typeof page === 'object' && 'search' in page) {
          void navigate({ pathname, search: page.search }, { replace: !keep, state });
          return;
        }
        const address = typeof page === 'string' ? addressOf(page, query) : page.address;
        // Led to the page it is on (the account review, reloaded): the page keeps where it
        // came from.
        if (noteReturn && address === goingTo.current) return;
        const returned: ReturnState | undefined = noteReturn
          ? { returnedFrom: goingTo.current }
          : undefined;
        goingTo.current = address;
        void navigate(address, {
          replace: !keep,
          state: returned || state ? { ...state, ...returned } : undefined,
        });
      }),
    ];
    return () => requests.forEach((request) => request.unsubscribe());
  }, [appActor]);
}

interface InputOptions<TEvent> {
  /** The value at mount is sent too; by default the actor's input already holds it. */
  fromMount?: boolean;
  /** Sent when the caller leaves, e.g. the page that offered something withdraws it. */
  onLeave?: TEvent;
}

/**
 * The bridge's other direction: what the router, a prop that follows it or loaded data gives an
 * actor that is already running. `event` is sent each time it changes by value (null sends
 * nothing), so a re-render with the same address or data tells the actor nothing new.
 */
export function useActorInput<TEvent extends EventObject>(
  actor: { send(event: TEvent): void },
  event: NoInfer<TEvent> | null,
  { fromMount = false, onLeave }: InputOptions<NoInfer<TEvent>> = {},
) {
  const key = event === null ? null : JSON.stringify(event);
  const sent = useRef(fromMount ? null : key);
  useEffect(() => {
    if (key === null || key === sent.current) return;
    sent.current = key;
    actor.send(JSON.parse(key) as TEvent);
  }, [actor, key]);
  const leaving = useRef(onLeave);
  useEffect(
    () => () => {
      if (leaving.current) actor.send(leaving.current);
      // Coming back (React's strict mode mounts twice) tells the actor the value again.
      if (fromMount) sent.current = null;
    },
    [actor, fromMount],
  );
}
