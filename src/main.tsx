import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// The boot chunk runs in steps: each after-* import waits for the next task, so the browser
// paints and takes input between its parts (src/app/startup/next-task.ts).
import './app/startup/after-react.ts';
import { createRuntime } from './app/runtime.ts';
import { createSnackbarNotifier } from './app/notifier.ts';
import './app/startup/after-runtime.ts';
import { AppProviders } from './app/providers.tsx';
import './app/startup/after-providers.ts';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { selectSession } from '../machines/app/app.selectors.ts';
import { preloadPlayerArea } from './app/shell/account-area.tsx';
import { TopErrorBoundary } from './ui/error-boundary.tsx';
import { holdInstallPrompt } from './platform/site-worker/install-prompt-holder.ts';
import { nextTask } from './app/startup/next-task.ts';

preloadPage(window.location.pathname);
// The page's requests are out; the runtime's work comes in a task of its own.
await nextTask();
const notifier = createSnackbarNotifier();
const runtime = await createRuntime({ notify: notifier });
// A stored sign-in: the header's player part is fetched while the session is checked.
if (selectSession(runtime.appActor.getSnapshot())) preloadPlayerArea();

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

// At once, not after the load as the worker: the browser may offer the install while the page
// is still loading.
holdInstallPrompt();

// The service worker (offline shell, kept assets) comes after the page has loaded, in a chunk
// of its own that no first paint waits for.
void import('./platform/site-worker/register-site-worker.ts').then((worker) =>
  worker.registerSiteWorker(),
);
