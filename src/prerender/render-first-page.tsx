/**
 * Renders the first screen of a page as a first-time visitor or a signed-in player sees it
 * (Turkish, light mode) while its data loads, for the build to write into that page's HTML
 * (vite.config.ts, prerenderPages). It runs the site's own code in a jsdom document the build
 * sets up, so the copy is the page itself, not a second version of it.
 */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, styleCache } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { createRuntime } from '../app/runtime.ts';
import { createSnackbarNotifier } from '../app/notifier.ts';
import { FIRST_PAGE_SHOWN } from '../runtime/prerendered-page.ts';
import { loadSiteFile } from '../app/shell/site-config.ts';
import { createAppStorage } from '../platform/storage.ts';
import { DEFAULT_LANG } from '../../machines/shared/contract.ts';

export interface FirstPage {
  /** The markup the site renders into #root. */
  html: string;
  /** Its styles, as `readStyles` read them while it was on screen (global ones leave with it). */
  css: Styles;
  /** The names of the components' rules in `css.components`, as Emotion's cache knows them. */
  styleNames: string[];
}

/** A first-time visitor (not signed in), or a signed-in player, whose data is yet to load. */
export type Visitor = 'first-time' | 'signed-in';

/**
 * Storage holding a sign-in that names no one: the site starts signed in, and the player's
 * name, balance and everything else wait for the platform, which never answers.
 */
function signedInStorage(): Storage {
  window.localStorage.clear();
  const storage = createAppStorage(window.localStorage);
  storage.write('session', { uid: '', sid: '', uip: '', gmt: '', lang: DEFAULT_LANG });
  storage.write('auth', { username: '', otpStatus: false, loggedInAt: Date.now() });
  return window.localStorage;
}

export interface Styles {
  /** The rules of the components' classes (Emotion's cache, key 'css'). */
  components: string;
  /** The others: the page's global rules. */
  others: string;
}

/**
 * The first screen of `path` as the site renders it. `platformURL` must answer no call (but the
 * maintenance check, which it may fail): the first screen is the page before any data.
 */
export async function renderFirstPage(
  { path, visitor }: { path: string; visitor: Visitor },
  platformURL: string,
  readStyles: () => Styles,
): Promise<FirstPage> {
  // Each page carries the rules it uses, not those of the pages rendered before it.
  styleCache.sheet.flush();
  for (const name of Object.keys(styleCache.inserted)) delete styleCache.inserted[name];
  const notifier = createSnackbarNotifier();
  const runtime = await createRuntime({
    notify: notifier,
    baseURL: platformURL,
    backing: visitor === 'signed-in' ? signedInStorage() : null,
  });
  const container = document.createElement('div');
  document.body.append(container);
  const shown = new Promise((resolve) =>
    document.addEventListener(FIRST_PAGE_SHOWN, resolve, { once: true }),
  );
  const root = createRoot(container);
  root.render(
    <AppProviders runtime={runtime} notifier={notifier}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  await shown;
  // The page's HTML preloads the header's files, so a live page has them when it shows.
  await Promise.all([loadSiteFile('header-menu'), loadSiteFile('languages')]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const page = {
    html: container.innerHTML,
    css: readStyles(),
    styleNames: Object.keys(styleCache.inserted),
  };
  root.unmount();
  runtime.appActor.stop();
  container.remove();
  return page;
}
