import Box from '@mui/material/Box';
import { selectSummary, selectWizardShown } from '../../../machines/cashier/withdraw.selectors.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { WithdrawProvider, useWithdrawSelector } from './withdraw-context.tsx';
import { WithdrawHistory } from './withdraw-history.tsx';
import { BalanceLine, WizardPanel } from './withdraw-panels.tsx';
import { WithdrawWizard } from './withdraw-steps.tsx';

/** What may be withdrawn now, the cash and any bonus balance (cashier summary), once read. */
function SummaryLine() {
  const summary = useWithdrawSelector(selectSummary);
  if (!summary) return null;
  return (
    <BalanceLine
      withdrawable={<MoneyText kurus={summary.withdrawable} exact />}
      balance={<MoneyText kurus={summary.balance} exact />}
      bonus={summary.bonus && <MoneyText kurus={summary.bonus.bonus.balance} exact />}
    />
  );
}

/** The player's withdrawals, once the wizard above them has its real height. */
function HistoryBelowWizard() {
  const wizardShown = useWithdrawSelector(selectWizardShown);
  return wizardShown ? <WithdrawHistory /> : null;
}

/** The wizard and the player's withdrawals, with the machine they share. */
export function WithdrawArea() {
  return (
    <WithdrawProvider>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <WizardPanel>
          <SummaryLine />
          <WithdrawWizard />
        </WizardPanel>
        <HistoryBelowWizard />
      </Box>
    </WithdrawProvider>
  );
}
