import type { MaintenanceStatus } from '../../machines/shared/contract.ts';
import type { MaintenanceApi } from '../../machines/ports.ts';
import { ApiError } from './api-error.ts';
import type { ApiClient } from './client.ts';

const isMaintenanceStatus = (data: unknown): data is MaintenanceStatus =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as MaintenanceStatus).message === 'string';

export function createMaintenanceApi(client: ApiClient): MaintenanceApi {
  return {
    async checkStatus() {
      try {
        // Quiet: the machine shows the maintenance page; the check itself must not toast.
        const { data } = await client.call(
          'maintenance',
          'check_status',
          {},
          {
            quiet: true,
          },
        );
        return { ...data, status: false };
      } catch (error) {
        // Spec §4: check_status answering result false means the site is under maintenance.
        if (
          error instanceof ApiError &&
          error.kind === 'refused' &&
          isMaintenanceStatus(error.data)
        ) {
          return { ...error.data, status: true };
        }
        throw error;
      }
    },
  };
}
