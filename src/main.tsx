import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRuntime } from './app/runtime.ts';
import { createSnackbarNotifier } from './app/notifier.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { TopErrorBoundary } from './app/error-boundary.tsx';

const notifier = createSnackbarNotifier();
const runtime = await createRuntime({ notify: notifier });
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TopErrorBoundary>
      <AppProviders runtime={runtime} notifier={notifier}>
        <RouterProvider router={router} />
      </AppProviders>
    </TopErrorBoundary>
  </StrictMode>,
);
