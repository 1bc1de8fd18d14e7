import type { ProtectionApi } from '../../machines/ports.ts';
import type { ProtectionChange } from '../../machines/protection/protection.machine.ts';
import type { ApiClient, CallOptions } from './client.ts';

/** The tools show their refusals themselves, at the control that was used. */
const QUIET: CallOptions = { auth: true, quiet: true };

/** What a change sends: everything but which change it is. */
const payloadOf = <C extends ProtectionChange>({ method: _method, ...payload }: C) => payload;

/** Each change goes to its own method; every one answers the player's new state. */
function sendChange(client: ApiClient, change: ProtectionChange) {
  switch (change.method) {
    case 'setLimit':
      return client.call('protection', 'set_limit', payloadOf(change), QUIET);
    case 'confirmLimit':
      return client.call('protection', 'confirm_limit', payloadOf(change), QUIET);
    case 'withdrawLimitChange':
      return client.call('protection', 'withdraw_limit_change', payloadOf(change), QUIET);
    case 'setRealityCheck':
      return client.call('protection', 'set_reality_check', payloadOf(change), QUIET);
  }
}

/** Class protection over the API client. */
export function createProtectionApi(client: ApiClient): ProtectionApi {
  return {
    state: async () => (await client.call('protection', 'get_state', {}, QUIET)).data,

    async change(change) {
      const answer = await sendChange(client, change);
      return { state: answer.data, message: answer.message };
    },

    async closeAccount(closure) {
      if (closure.kind === 'timeout') {
        const { length } = closure;
        return (await client.call('protection', 'take_timeout', { length }, QUIET)).message;
      }
      // A self-exclusion is deliberate: the platform takes it only confirmed.
      const { kind: _kind, ...exclusion } = closure;
      const payload = { ...exclusion, confirmed: true };
      return (await client.call('protection', 'self_exclude', payload, QUIET)).message;
    },

    session: async () => (await client.call('protection', 'get_session', {}, QUIET)).data,

    continueSession: async () =>
      (await client.call('protection', 'continue_session', {}, QUIET)).data,

    profile: async () => (await client.call('protection', 'get_profile', {}, { quiet: true })).data,

    panic: async () => (await client.call('protection', 'panic', {}, QUIET)).message,

    declineLimit: async () => (await client.call('protection', 'decline_limit', {}, QUIET)).data,

    events: async () => (await client.call('protection', 'get_events', {}, QUIET)).data,

    review: async () => (await client.call('protection', 'get_review', {}, QUIET)).data,

    async acknowledgeReview() {
      await client.call('protection', 'acknowledge_review', {}, QUIET);
    },
  };
}
