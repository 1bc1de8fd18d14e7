import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createRuntime } from './app/runtime.ts';
import { createSnackbarNotifier } from './app/notifier.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { TopErrorBoundary } from './app/error-boundary.tsx';

preloadPage(window.location.pathname);
const notifier = createSnackbarNotifier();
const runtime = await createRuntime({ notify: notifier });

// Rendered as a transition, React yields to the browser every few milliseconds while it builds
// the first page instead of holding the main thread for the whole of it.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <TopErrorBoundary>
        <AppProviders runtime={runtime} notifier={notifier}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </TopErrorBoundary>
    </StrictMode>,
  ),
);
