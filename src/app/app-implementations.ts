import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { LiveInput } from '../../machines/app/app.types.ts';
import { interruptionsMachine } from '../../machines/app/interruptions.machine.ts';
import type {
  AuthApi,
  InboxApi,
  LiveStream,
  MaintenanceApi,
  ProtectionApi,
  TabChannel,
  WalletApi,
} from '../../machines/ports.ts';
import { pageActivity } from './page-activity.ts';
import { pageAttention } from './page-attention.ts';
import { provideFavorites } from '../features/games/favorites-runtime.ts';
import { provideUnreadCount } from '../features/inbox/unread-runtime.ts';
import { providePlaySession } from '../features/protection/play-session-runtime.ts';
import type { AppStorage } from '../platform/storage.ts';
import { tabsActor } from './tabs-runtime.ts';

export interface AppImplementationDeps {
  maintenanceApi: MaintenanceApi;
  authApi: AuthApi;
  walletApi: WalletApi;
  inboxApi: InboxApi;
  protectionApi: ProtectionApi;
  liveStream: LiveStream;
  storage: AppStorage;
  /** The other tabs of the browser (src/platform/tab-channel.ts). */
  tabChannel: TabChannel;
}

/** The app machine's actors, its long-lived children included, over the API ports. */
export function createAppImplementations({
  maintenanceApi,
  authApi,
  walletApi,
  inboxApi,
  protectionApi,
  liveStream,
  storage,
  tabChannel,
}: AppImplementationDeps) {
  return {
    actors: {
      checkMaintenance: fromPromise(() => maintenanceApi.checkStatus()),
      loadProfile: fromPromise(() => authApi.getProfile()),
      logout: fromPromise(() => authApi.logout()),
      loadBalance: fromPromise(() => walletApi.balance()),
      watchActivity: pageActivity,
      liveUpdates: fromCallback<AnyEventObject, LiveInput>(({ input, sendBack }) =>
        liveStream.open(input, sendBack),
      ),
      favorites: provideFavorites(authApi),
      unreadCount: provideUnreadCount(inboxApi),
      playSession: providePlaySession(protectionApi, storage),
      interruptions: interruptionsMachine.provide({ actors: { watchAttention: pageAttention } }),
      tabs: tabsActor(tabChannel, storage),
    },
  };
}
