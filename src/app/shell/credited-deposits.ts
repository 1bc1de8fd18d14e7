import { fromCallback } from 'xstate';
import type { SiteInstallEvent } from '../../../machines/app/site-install.machine.ts';
import { onDepositCredited } from '../../runtime/cashier-signals.ts';

/** A deposit of the player's credited, as the cashier's panels show it, told to the install offer. */
export const creditedDeposits = fromCallback(({ sendBack }) =>
  onDepositCredited(() => sendBack({ type: 'deposit.credited' } satisfies SiteInstallEvent)),
);
