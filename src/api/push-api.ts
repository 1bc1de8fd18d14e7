import type { PushApi } from '../../machines/ports.ts';
import type { ApiClient, CallOptions } from './client.ts';

/** The push card shows its own failures. */
const QUIET: CallOptions = { auth: true, quiet: true };

/** Class push: this device's web push subscription of the signed-in player. */
export function createPushApi(client: ApiClient): PushApi {
  return {
    settings: async (query) => (await client.call('push', 'settings', query, QUIET)).data,
    subscribe: async (request) => (await client.call('push', 'subscribe', request, QUIET)).data,
    unsubscribe: async (request) => (await client.call('push', 'unsubscribe', request, QUIET)).data,
  };
}
