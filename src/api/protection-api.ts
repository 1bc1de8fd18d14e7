import type { ProtectionApi } from '../../machines/ports.ts';
import type { ProtectionChange } from '../../machines/protection/protection.machine.ts';
import type { PlaySession, ProtectionState } from '../../machines/shared/protection.ts';
import type { ApiClient, CallOptions } from './client.ts';

/** The tools show their refusals themselves, at the control that was used. */
const QUIET: CallOptions = { auth: true, quiet: true };

const METHODS: Record<ProtectionChange['method'], string> = {
  setLimit: 'set_limit',
  confirmLimit: 'confirm_limit',
  withdrawLimitChange: 'withdraw_limit_change',
  setRealityCheck: 'set_reality_check',
};

/** Class protection over the API client. */
export function createProtectionApi(client: ApiClient): ProtectionApi {
  return {
    state: async () =>
      (await client.callUnmapped<ProtectionState>('protection', 'get_state', {}, QUIET)).data,

    async change({ method, ...data }) {
      const answer = await client.callUnmapped<ProtectionState>(
        'protection',
        METHODS[method],
        data,
        QUIET,
      );
      return { state: answer.data, message: answer.message };
    },

    async closeAccount({ kind, ...data }) {
      const method = kind === 'timeout' ? 'take_timeout' : 'self_exclude';
      const payload = kind === 'timeout' ? data : { ...data, confirmed: true };
      return (await client.callUnmapped<null>('protection', method, payload, QUIET)).message;
    },

    session: async () =>
      (await client.callUnmapped<PlaySession>('protection', 'get_session', {}, QUIET)).data,

    continueSession: async () =>
      (await client.callUnmapped<PlaySession>('protection', 'continue_session', {}, QUIET)).data,
  };
}
