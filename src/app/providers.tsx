import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { selectColorMode, selectLanguage } from '../../machines/app/app.selectors.ts';
import { DEFAULT_LANG } from '../../machines/shared/contract.ts';
import { setDateLocale } from '../i18n/dates.ts';
import { intlMessages } from '../i18n/intl-messages.ts';
import { createAppTheme } from '../theme/theme.ts';
import { RuntimeProvider, useAppSelector, type ShellRuntime } from './app-context.tsx';
import type { SnackbarNotifier } from './notifier.ts';

const Notices = lazy(() => import('./notices.tsx'));

function NoticeHost({ notifier }: { notifier: SnackbarNotifier }) {
  const wanted = useSyncExternalStore(notifier.subscribe, notifier.isWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Notices notifier={notifier} />
    </Suspense>
  ) : null;
}

function Preferences({ notifier, children }: { notifier: SnackbarNotifier; children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const mode = useAppSelector(selectColorMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  useEffect(() => {
    document.documentElement.lang = language;
    setDateLocale(language);
  }, [language]);

  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANG} messages={intlMessages[language]}>
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
  children: ReactNode;
}) {
  return (
    <RuntimeProvider value={props.runtime}>
      <Preferences notifier={props.notifier}>{props.children}</Preferences>
    </RuntimeProvider>
  );
}
