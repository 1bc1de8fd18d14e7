import { fromPromise } from 'xstate';
import type {
  AuthApi,
  InboxApi,
  MaintenanceApi,
  ProtectionApi,
  WalletApi,
} from '../../machines/ports.ts';
import { pageActivity } from './page-activity.ts';
import { provideFavorites } from '../features/games/favorites-runtime.ts';
import { provideUnreadCount } from '../features/inbox/unread-runtime.ts';
import { providePlaySession } from '../features/protection/play-session-runtime.ts';

export interface AppImplementationDeps {
  maintenanceApi: MaintenanceApi;
  authApi: AuthApi;
  walletApi: WalletApi;
  inboxApi: InboxApi;
  protectionApi: ProtectionApi;
}

/** The app machine's actors, its long-lived children included, over the API ports. */
export function createAppImplementations({
  maintenanceApi,
  authApi,
  walletApi,
  inboxApi,
  protectionApi,
}: AppImplementationDeps) {
  return {
    actors: {
      checkMaintenance: fromPromise(() => maintenanceApi.checkStatus()),
      loadProfile: fromPromise(() => authApi.getProfile()),
      logout: fromPromise(() => authApi.logout()),
      loadBalance: fromPromise(() => walletApi.balance()),
      watchActivity: pageActivity,
      favorites: provideFavorites(authApi),
      unreadCount: provideUnreadCount(inboxApi),
      playSession: providePlaySession(protectionApi),
    },
  };
}
