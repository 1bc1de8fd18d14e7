import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { MainLayout } from './shell/main-layout.tsx';
import { loadPageMessages } from '../i18n/intl-messages.ts';
import { importAnew } from '../platform/import-anew.ts';
import { RouteErrorBoundary } from '../ui/error-boundary.tsx';
import { MaintenanceGate, ProtectedRoute } from './guards.tsx';
import { historyPath, PATHS } from '../runtime/paths.ts';
import { RootFrame } from './root-frame.tsx';

/*
 * Routes as plain elements for react-router's declarative mode: the data router (loaders,
 * actions, fetchers) would add ~17 kB gzip to every first visit and the site uses none of it.
 * Each page is its own chunk, so the first visit downloads only the shell and its page; a
 * navigation keeps the current page on screen while the next one's chunk loads (the router
 * updates in a transition) and RootFrame's Suspense covers the very first page.
 */
interface PageHandle {
  /** Starts loading the page's code (and messages) without rendering it. */
  preload(): Promise<unknown>;
}

/**
 * A page's module and the part of the messages it uses, named after its path under src/ (the
 * compiledMessages plugin of vite.config.ts checks the name against the import).
 */
interface PageModule<M> {
  messages: string;
  load: () => Promise<M>;
}

const pageModule = <M,>(messages: string, load: () => Promise<M>): PageModule<M> => ({
  messages,
  load: importAnew(load),
});

const lazyPage = <M,>(
  { messages, load }: PageModule<M>,
  pick: (module: M) => ComponentType,
  { withMessages }: { withMessages: boolean },
) => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), withMessages ? loadPageMessages(messages) : null]).then(
      ([module]) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = undefined; // offline: the next visit tries again
        throw error;
      },
    ));
  const Page = lazy(preload);
  const handle: PageHandle = { preload };
  return { element: <Page />, handle };
};
const page = <M,>(module: PageModule<M>, pick: (module: M) => ComponentType) =>
  lazyPage(module, pick, { withMessages: true });
// The home page needs only the first page's messages, which the site starts with.
const home = lazyPage(
  pageModule('features/home/home-page', () => import('../features/home/home-page.tsx')),
  (m) => m.HomePage,
  { withMessages: false },
);
const infoPage = pageModule(
  'features/info/info-page',
  () => import('../features/info/info-page.tsx'),
);
const info = page(infoPage, (m) => m.InfoRoute);
const aboutUs = page(infoPage, (m) => m.AboutUsPage);
const promotions = page(
  pageModule(
    'features/promotions/promotions-page',
    () => import('../features/promotions/promotions-page.tsx'),
  ),
  (m) => m.PromotionsPage,
);
const tournaments = page(
  pageModule(
    'features/tournaments/tournaments-page',
    () => import('../features/tournaments/tournaments-page.tsx'),
  ),
  (m) => m.TournamentsPage,
);
const lobbyPage = pageModule(
  'features/games/lobby-page',
  () => import('../features/games/lobby-page.tsx'),
);
const slotLobby = page(lobbyPage, (m) => m.SlotLobbyPage);
const liveLobby = page(lobbyPage, (m) => m.LiveLobbyPage);
const login = page(
  pageModule('features/auth/login-page', () => import('../features/auth/login-page.tsx')),
  (m) => m.LoginPage,
);
const forgotPassword = page(
  pageModule(
    'features/auth/forgot-password-page',
    () => import('../features/auth/forgot-password-page.tsx'),
  ),
  (m) => m.ForgotPasswordPage,
);
const accountReset = page(
  pageModule(
    'features/auth/account-reset-page',
    () => import('../features/auth/account-reset-page.tsx'),
  ),
  (m) => m.AccountResetPage,
);
const accountEmail = page(
  pageModule(
    'features/auth/account-email-page',
    () => import('../features/auth/account-email-page.tsx'),
  ),
  (m) => m.AccountEmailPage,
);
const register = page(
  pageModule('features/auth/register-page', () => import('../features/auth/register-page.tsx')),
  (m) => m.RegisterPage,
);
const registerConfirm = page(
  pageModule(
    'features/auth/register-confirm-page',
    () => import('../features/auth/register-confirm-page.tsx'),
  ),
  (m) => m.RegisterConfirmPage,
);
const profile = page(
  pageModule('app/pages/profile-page', () => import('../app/pages/profile-page.tsx')),
  (m) => m.ProfileRoute,
);
const favorites = page(
  pageModule('features/games/favorites-page', () => import('../features/games/favorites-page.tsx')),
  (m) => m.FavoritesPage,
);
const inbox = pageModule(
  'features/inbox/inbox-pages',
  () => import('../features/inbox/inbox-pages.tsx'),
);
const bonuses = page(
  pageModule('features/bonus/bonuses-page', () => import('../features/bonus/bonuses-page.tsx')),
  (m) => m.BonusesPage,
);
const history = page(
  pageModule('features/history/history-page', () => import('../features/history/history-page.tsx')),
  (m) => m.HistoryPage,
);
const deposit = page(
  pageModule('features/cashier/deposit-page', () => import('../features/cashier/deposit-page.tsx')),
  (m) => m.DepositPage,
);
const withdraw = page(
  pageModule(
    'features/cashier/withdraw-page',
    () => import('../features/cashier/withdraw-page.tsx'),
  ),
  (m) => m.WithdrawPage,
);
const accountReview = page(
  pageModule(
    'features/protection/account-review-page',
    () => import('../features/protection/account-review-page.tsx'),
  ),
  (m) => m.AccountReviewPage,
);
const play = page(
  pageModule('app/pages/play-page', () => import('../app/pages/play-page.tsx')),
  (m) => m.PlayRoute,
);
const maintenance = pageModule(
  'features/maintenance/maintenance-pages',
  () => import('../features/maintenance/maintenance-pages.tsx'),
);
const notFound = page(
  pageModule('ui/not-found-page', () => import('../ui/not-found-page.tsx')),
  (m) => m.NotFoundPage,
);

const lobbyRoutes = (base: string, lazyPage: ReturnType<typeof page>): RouteObject[] =>
  ['', '/category/:categoryID', '/type/:type', '/provider/:providerID'].map((suffix) => ({
    path: base + suffix,
    ...lazyPage,
  }));

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootFrame />
      </RouteErrorBoundary>
    ),
    children: [
      {
        path: PATHS.maintenance,
        ...page(maintenance, (m) => m.MaintenancePage),
      },
      { path: PATHS.maintenanceControl, ...page(maintenance, (m) => m.MaintenanceControlPage) },
      { path: PATHS.maintenanceDemo, ...page(maintenance, (m) => m.MaintenanceDemoPage) },
      {
        element: <MainLayout />,
        children: [
          {
            element: (
              <RouteErrorBoundary>
                <MaintenanceGate />
              </RouteErrorBoundary>
            ),
            children: [
              { index: true, ...home },
              { path: '/home', element: <Navigate to={PATHS.home} replace /> },
              { path: PATHS.aboutUs, ...aboutUs },
              { path: '/info/:slug', ...info },
              { path: PATHS.promotions, ...promotions },
              { path: PATHS.tournaments, ...tournaments },
              ...lobbyRoutes(PATHS.slot, slotLobby),
              ...lobbyRoutes(PATHS.live, liveLobby),
              { path: PATHS.login, ...login },
              { path: PATHS.forgotPassword, ...forgotPassword },
              { path: PATHS.accountReset, ...accountReset },
              { path: PATHS.accountEmail, ...accountEmail },
              { path: PATHS.register, ...register },
              { path: PATHS.registerConfirm, ...registerConfirm },
              {
                element: <ProtectedRoute />,
                children: [
                  { path: PATHS.profile, ...profile },
                  { path: PATHS.favorites, ...favorites },
                  { path: PATHS.notifications, ...page(inbox, (m) => m.NotificationsPage) },
                  { path: PATHS.tickets, ...page(inbox, (m) => m.TicketsPage) },
                  { path: PATHS.bonuses, ...bonuses },
                  {
                    path: PATHS.history,
                    element: <Navigate to={historyPath('finance')} replace />,
                  },
                  { path: `${PATHS.history}/:tab`, ...history },
                  {
                    path: PATHS.betHistory,
                    element: <Navigate to={historyPath('bets')} replace />,
                  },
                  { path: PATHS.deposit, ...deposit },
                  { path: PATHS.withdraw, ...withdraw },
                  { path: PATHS.accountReview, ...accountReview },
                  { path: '/play/:type/:id', ...play },
                  // {providerName} and {gamingType} share this shape; the play page tells them apart.
                  { path: '/play/:type/:id/:detail', ...play },
                  { path: '/play/:type/:id/:gamingType/:providerName', ...play },
                ],
              },
              { path: '*', ...notFound },
            ],
          },
        ],
      },
    ],
  },
];

/** Every page of the site, inside a BrowserRouter (or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the code of the page at `pathname` while the app still boots (maintenance check,
 * session), instead of after: the first page appears one round trip sooner.
 */
export function preloadPage(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    void (route.handle as PageHandle | undefined)?.preload().catch(() => undefined);
  }
}
