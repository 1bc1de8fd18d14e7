import type { WalletApi } from '../../machines/ports.ts';
import type { ApiClient } from './client.ts';

/** Spec §3: the balance is the first row of finance check_balance, 0 when there is none. */
export function createWalletApi(client: ApiClient): WalletApi {
  return {
    async balance() {
      const { data } = await client.call(
        'finance',
        'check_balance',
        {},
        { auth: true, quiet: true },
      );
      const row = data?.[0];
      return { cash: row?.balance ?? 0, bonus: row?.bonus ?? 0 };
    },
  };
}
