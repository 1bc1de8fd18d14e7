import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { selectColorMode, selectLanguage } from '../../machines/app/app.selectors.ts';
import { DEFAULT_LANG, type Lang } from '../../machines/shared/contract.ts';
import { loadMessages, messagesFor } from '../i18n/intl-messages.ts';
import { linkManifestOf } from '../platform/site-worker/manifest-link.ts';
import { createAppTheme } from '../theme/theme.ts';
import { RuntimeProvider, useAppSelector, type ShellRuntime } from '../runtime/app-context.tsx';
import { OptionalPart } from '../ui/error-boundary.tsx';
import type { SnackbarNotifier } from './notifier.ts';

/**
 * Style elements made by script carry the page's CSP nonce, which the server writes into the
 * csp-nonce meta tag (Vite's html.cspNonce); without it the policy refuses them. Emotion (MUI)
 * takes it from its cache; goober (the notices) from window.__nonce__, and writes into the
 * nonced #_goober element of index.html.
 */
const styleNonce =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
/**
 * Emotion's cache of the site's styles. Under the key 'css', it takes over the rules of a
 * prerendered page's `<style data-emotion="css …">` (src/prerender/prerender-pages.ts) as if it
 * had inserted them itself, and skips compiling them again.
 */
export const styleCache = createCache({ key: 'css', nonce: styleNonce });
(window as { __nonce__?: string }).__nonce__ = styleNonce;

const loadNotices = () => import('./notices.tsx');
const Notices = lazy(loadNotices);
// The notices' code is fetched a while after the page has loaded, so a notice shown after the
// network went away needs no request, and the first page's own requests do not wait behind it.
const NOTICES_PREFETCH_DELAY_MS = 3000;
const prefetchNotices = () =>
  window.setTimeout(() => void loadNotices(), NOTICES_PREFETCH_DELAY_MS);
if (document.readyState === 'complete') prefetchNotices();
else window.addEventListener('load', prefetchNotices, { once: true });

function NoticeHost({ notifier }: { notifier: SnackbarNotifier }) {
  const wanted = useSyncExternalStore(notifier.subscribe, notifier.isWanted);
  return wanted ? (
    <OptionalPart>
      <Suspense fallback={null}>
        <Notices notifier={notifier} />
      </Suspense>
    </OptionalPart>
  ) : null;
}

/** The language's messages once its chunk is in; until then the language shown so far. */
function useLoadedMessages(language: Lang) {
  const [, setLoaded] = useState<Lang | null>(null);
  useEffect(() => {
    let live = true;
    loadMessages(language).then(
      () => live && setLoaded(language),
      // Offline: the language shown so far stays.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return messagesFor(language);
}

function Preferences({ notifier, children }: { notifier: SnackbarNotifier; children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const mode = useAppSelector(selectColorMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  const shown = useLoadedMessages(language);

  useEffect(() => {
    document.documentElement.lang = shown.locale;
    linkManifestOf(shown.locale);
  }, [shown.locale]);

  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LANG} messages={shown.messages}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
        <NoticeHost notifier={notifier} />
      </ThemeProvider>
    </IntlProvider>
  );
}

/** Everything a view needs around it: the runtime, language, theme and notices. */
export function AppProviders(props: {
  runtime: ShellRuntime;
  notifier: SnackbarNotifier;
  /** Where emotion keeps the styles; rendered tests keep only what jsdom reads. */
  styles?: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={props.styles ?? styleCache}>
      <RuntimeProvider value={props.runtime}>
        <Preferences notifier={props.notifier}>{props.children}</Preferences>
      </RuntimeProvider>
    </CacheProvider>
  );
}
