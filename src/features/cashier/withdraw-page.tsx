import { Suspense } from 'react';
import { AccountFrame } from '../../ui/account-frame.tsx';
import { lazyAnew } from '../../ui/lazy-part.tsx';
import { WizardLoading, WizardPanel } from './withdraw-panels.tsx';

/*
 * The page, its title and the wizard's empty panel come before the wizard's code (its machines, steps and
 * checks, most of the route's bytes), so a player on a slow phone sees where they are first.
 */
const WithdrawArea = lazyAnew(
  () => import('./withdraw-area.tsx'),
  (module) => module.WithdrawArea,
);

/** /withdraw (spec §2): the withdraw wizard and the player's withdrawals. */
export function WithdrawPage() {
  return (
    <AccountFrame title="menu.withdraw" subtitle="cashier.withdraw.subtitle">
      <Suspense
        fallback={
          <WizardPanel>
            <WizardLoading />
          </WizardPanel>
        }
      >
        <WithdrawArea />
      </Suspense>
    </AccountFrame>
  );
}
