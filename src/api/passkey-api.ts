import type { PasskeyApi } from '../../machines/ports.ts';
import type { SessionEncryption } from '../platform/session-key.ts';
import type { ApiClient, CallOptions } from './client.ts';
import { sessionOf } from './auth-api.ts';

/** The passkey flows show their own failures, inline. */
const QUIET: CallOptions = { auth: true, quiet: true };
const PUBLIC_QUIET: CallOptions = { quiet: true };

/** Class passkey: sign-in with a passkey, the player's passkeys, and the passkey step-up. */
export function createPasskeyApi(client: ApiClient, encryption: SessionEncryption): PasskeyApi {
  return {
    loginOptions: async () =>
      (await client.call('passkey', 'login_options', {}, PUBLIC_QUIET)).data,
    async login(credential) {
      const { data: answer } = await client.call('passkey', 'login', { credential }, PUBLIC_QUIET);
      return { answer, session: await sessionOf(answer, encryption) };
    },
    registrationOptions: async (reauthentication) =>
      (await client.call('passkey', 'registration_options', { ...reauthentication }, QUIET)).data,
    add: async (name, credential) =>
      (await client.call('passkey', 'add', { name, credential }, QUIET)).data,
    list: async () => (await client.call('passkey', 'list', {}, QUIET)).data,
    rename: async (id, name) => (await client.call('passkey', 'rename', { id, name }, QUIET)).data,
    async remove(id, reauthentication) {
      await client.call('passkey', 'remove', { id, ...reauthentication }, QUIET);
    },
    stepUpOptions: async (action) =>
      (await client.call('passkey', 'step_up_options', { action }, QUIET)).data,
    securityEvents: async () => (await client.call('passkey', 'security_events', {}, QUIET)).data,
  };
}
