import type { SessionKey } from '../../machines/shared/contract.ts';
import type { ApiClient } from '../api/client.ts';
import type { SessionFields } from './session-crypto.ts';

export interface SessionEncryption {
  /** The server's public key, fetched once per page life. */
  publicKey(): Promise<string>;
  encrypt(fields: SessionFields): Promise<SessionFields>;
}

export function createSessionEncryption(api: Pick<ApiClient, 'get'>): SessionEncryption {
  let pending: Promise<string> | null = null;
  const publicKey = () => {
    pending ??= api.get<SessionKey>('v1/session-key').then(
      ({ data }) => data.publicKey,
      (error: unknown) => {
        // A failed fetch is not cached: the next sign-in tries again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    publicKey,
    async encrypt(fields) {
      // Loaded on first sign-in: the RSA code has no business on the first page load.
      const [{ encryptSessionFields }, key] = await Promise.all([
        import('./session-crypto.ts'),
        publicKey(),
      ]);
      return encryptSessionFields(key, fields);
    },
  };
}
