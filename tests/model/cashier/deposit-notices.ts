import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { NOTICE_FINANCE_FAILURE_MS } from '../../../machines/shared/constants.ts';
import { messages } from '../../../src/i18n/messages.ts';
import type { renderSite } from '../../ui/harness.tsx';
import { offline, refused } from '../../machines/cashier/deposit-fixtures.ts';

/**
 * After a submission that failed, the player was told so as a finance failure: Process Failed
 * when the platform did not answer, else its reason.
 */
export function expectFailureTold(
  site: ReturnType<typeof renderSite>,
  event: AnyEventObject | null,
) {
  if (event?.type !== 'xstate.error.actor.submitDeposit') return;
  const message = event.error === offline ? messages.tr['cashier.processFailed'] : refused.message;
  expect(site.runtime.notify.show).toHaveBeenLastCalledWith(message, {
    variant: 'error',
    autoHideMs: NOTICE_FINANCE_FAILURE_MS,
  });
}
