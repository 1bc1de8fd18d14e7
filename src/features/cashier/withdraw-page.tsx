import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { AccountFrame } from '../../ui/account-frame.tsx';
import {
  WithdrawalsLoading,
  WithdrawalsPanel,
  WizardLoading,
  WizardPanel,
} from './withdraw-panels.tsx';

/*
 * The page, its title and empty panels come before the wizard's code (its machines, steps and
 * checks, most of the route's bytes), so a player on a slow phone sees where they are first.
 */
const WithdrawArea = lazy(() =>
  import('./withdraw-area.tsx').then((module) => ({ default: module.WithdrawArea })),
);

/** /withdraw (spec §2): the withdraw wizard and the player's withdrawals. */
export function WithdrawPage() {
  return (
    <AccountFrame title="menu.withdraw" subtitle="cashier.withdraw.subtitle">
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <WizardPanel>
              <WizardLoading />
            </WizardPanel>
            <WithdrawalsPanel>
              <WithdrawalsLoading />
            </WithdrawalsPanel>
          </Box>
        }
      >
        <WithdrawArea />
      </Suspense>
    </AccountFrame>
  );
}
