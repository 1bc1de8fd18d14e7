import { fromPromise } from 'xstate';
import type { AuthApi, MaintenanceApi, WalletApi } from '../../machines/ports.ts';

export interface AppImplementationDeps {
  maintenanceApi: MaintenanceApi;
  authApi: AuthApi;
  walletApi: WalletApi;
}

/** The app machine's actors over the API ports, for appMachine.provide(). */
export function createAppImplementations({
  maintenanceApi,
  authApi,
  walletApi,
}: AppImplementationDeps) {
  return {
    actors: {
      checkMaintenance: fromPromise(() => maintenanceApi.checkStatus()),
      loadProfile: fromPromise(() => authApi.getProfile()),
      logout: fromPromise(() => authApi.logout()),
      loadBalance: fromPromise(() => walletApi.balance()),
    },
  };
}
