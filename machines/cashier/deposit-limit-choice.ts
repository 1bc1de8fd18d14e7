import { and, assertEvent } from 'xstate';
import type { ProtectionChange } from '../protection/protection.machine.ts';
import { errorOf } from '../shared/api-errors.ts';
import { depositSetup } from './deposit-setup.ts';

/**
 * The deposit limit offered before money moves (UKGC RTS 12), a step no other step is reached
 * without: the player sets a deposit limit (the protection page's setLimit, a first limit that
 * applies at once) or chooses "no limit now" (declineLimit). The platform records either and
 * answers the player's state; a refusal or a lost answer shows its message, and the player may
 * answer again.
 */
export const choosingLimit = depositSetup.createStateConfig({
  initial: 'asking',
  states: {
    asking: {
      on: {
        'deposit.chooseLimit': [
          { guard: and(['limitChoiceValid', 'declinesLimit']), target: 'declining' },
          { guard: 'limitChoiceValid', target: 'saving' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearLimitError',
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ event }): ProtectionChange => {
          assertEvent(event, 'deposit.chooseLimit');
          return { method: 'setLimit', kind: 'deposit', ...event.limit! };
        },
        onDone: {
          target: '#deposit.wizard.restoring',
          actions: [
            { type: 'storeLimitAnswer', params: ({ event }) => event.output.state },
            { type: 'announceLimit', params: ({ event }) => event.output.message },
          ],
        },
        onError: { target: 'asking', actions: { type: 'storeLimitError', params: errorOf } },
      },
    },
    declining: {
      tags: ['busy'],
      entry: 'clearLimitError',
      invoke: {
        id: 'declineLimit',
        src: 'declineLimit',
        onDone: {
          target: '#deposit.wizard.restoring',
          actions: { type: 'storeLimitAnswer', params: ({ event }) => event.output },
        },
        onError: { target: 'asking', actions: { type: 'storeLimitError', params: errorOf } },
      },
    },
  },
});
