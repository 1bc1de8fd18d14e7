import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createIntl, FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { resolveLanguage } from '../../machines/shared/language.ts';
import { messagesFor } from '../i18n/intl-messages.ts';
import { ErrorView } from './error-view.tsx';
import { PATHS } from '../runtime/paths.ts';

/** A route's failure (a render error, a page chunk that cannot be fetched). */
export function RouteError() {
  return (
    <ErrorView
      icon={<ErrorIcon />}
      title={<FormattedMessage id="error.title" />}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            <FormattedMessage id="common.tryAgain" />
          </Button>
          <Button variant="outlined" component={RouterLink} to={PATHS.home}>
            <FormattedMessage id="common.goHome" />
          </Button>
        </>
      }
    />
  );
}

interface RouteBoundaryState {
  failed: boolean;
  at: string;
}

class RouteBoundary extends Component<{ at: string; children: ReactNode }, RouteBoundaryState> {
  override state: RouteBoundaryState = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<RouteBoundaryState> {
    return { failed: true };
  }

  // Another address is another chance: the apology stays only where the failure happened.
  static getDerivedStateFromProps(props: { at: string }, state: RouteBoundaryState) {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Around routes: a failure below shows RouteError in its place, and leaving the address clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteBoundary at={pathname}>{children}</RouteBoundary>;
}

/**
 * Last line of defence around the providers themselves, so it needs none of them: plain
 * markup in the page's language.
 */
export class TopErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const locale = resolveLanguage(document.documentElement.lang);
    const intl = createIntl(messagesFor(locale));
    const text = (id: string) => intl.formatMessage({ id });
    return (
      <div role="alert" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <div style={{ textAlign: 'center', color: '#eef1f8', fontFamily: 'system-ui, sans-serif' }}>
          <img src="/logo.svg" alt="Anka Casino" width={200} height={40} />
          <h1 style={{ fontSize: '1.5rem' }}>{text('error.title')}</h1>
          <button type="button" onClick={() => window.location.reload()}>
            {text('common.tryAgain')}
          </button>
        </div>
      </div>
    );
  }
}

/**
 * Around a part the page can do without, e.g. the notices, whose code is fetched on first use:
 * when it fails (its chunk cannot be fetched offline) it shows nothing, tells `onFailed`, and the
 * page stays.
 */
export class OptionalPart extends Component<
  { children: ReactNode; onFailed?: (() => void) | undefined },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('An optional part of the page could not be shown.', error);
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
