import type { AuthApi } from '../../machines/ports.ts';
import type { UserProfile } from '../../machines/shared/session.ts';
import type { ApiClient } from './client.ts';

export function createAuthApi(client: ApiClient): AuthApi {
  return {
    async getProfile() {
      const { data } = await client.call<UserProfile>(
        'user',
        'get_user_profile',
        {},
        { auth: true },
      );
      return data;
    },
    async logout() {
      // Quiet: the session is cleared whatever the server says, so its refusal is no news.
      await client.call<unknown>('user', 'logout', {}, { auth: true, quiet: true });
    },
  };
}
