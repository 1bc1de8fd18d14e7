import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { importAnew } from '../../platform/import-anew.ts';
import { lazyAnew } from '../../ui/lazy-part.tsx';
import { Page } from '../../ui/page.tsx';
import Box from '@mui/material/Box';
import { ClosureGate } from '../../ui/closure-notice.tsx';
import { ResponsibleGamingLink } from '../../ui/responsible-gaming-link.tsx';
import { DepositPanel, LoadingScreen } from './deposit-panel.tsx';

/*
 * The page and its title come before the wizard's code (its machine, steps and checks, most of
 * the route's bytes), so a player on a slow phone sees where they are while the rest arrives.
 */
const DepositWizard = lazyAnew(
  () => import('./deposit-wizard.tsx'),
  (module) => module.DepositWizard,
);

/**
 * The quick deposit's panel (the header's button, the game page's) belongs to this page: it is
 * opened with this page's messages, and its code comes when it is first opened.
 */
const loadQuickDepositDialog = importAnew(() => import('./quick-deposit-dialog.tsx'));
export const loadQuickDeposit = async () => (await loadQuickDepositDialog()).QuickDepositDialog;

/** /deposit (spec §2): the deposit wizard, its outcomes and the return from a provider's page. */
export function DepositPage() {
  return (
    <Page
      title="menu.deposit"
      maxWidth="md"
      subtitle={<FormattedMessage id="cashier.deposit.subtitle" />}
    >
      <ClosureGate of="deposit">
        {/* Above the wizard, whose steps grow and shrink: the way to the tools never moves. */}
        <Box sx={{ mb: 2 }}>
          <ResponsibleGamingLink />
        </Box>
        <Suspense
          fallback={
            <DepositPanel>
              <LoadingScreen />
            </DepositPanel>
          }
        >
          <DepositWizard />
        </Suspense>
      </ClosureGate>
    </Page>
  );
}
