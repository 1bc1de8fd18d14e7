import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { selectSummary } from '../../../machines/finance/withdraw.selectors.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { WithdrawProvider, useWithdrawSelector } from './withdraw-context.tsx';
import { WithdrawHistory } from './withdraw-history.tsx';
import { WizardPanel } from './withdraw-panels.tsx';
import { WithdrawWizard } from './withdraw-steps.tsx';

/** What may be withdrawn now and the whole balance (cashier summary). */
function BalanceLine() {
  const summary = useWithdrawSelector(selectSummary);
  if (!summary) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1.5, sm: 4 },
        pb: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {[
        { label: 'cashier.withdraw.withdrawable', kurus: summary.withdrawable, strong: true },
        { label: 'cashier.withdraw.balance', kurus: summary.balance, strong: false },
      ].map((row) => (
        <Box key={row.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            <FormattedMessage id={row.label} />
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: row.strong ? 800 : 600,
              fontSize: row.strong ? '1.4rem' : '1rem',
            }}
          >
            <MoneyText kurus={row.kurus} exact />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The wizard and the player's withdrawals, with the machine they share. */
export function WithdrawArea() {
  return (
    <WithdrawProvider>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <WizardPanel>
          <BalanceLine />
          <WithdrawWizard />
        </WizardPanel>
        <WithdrawHistory />
      </Box>
    </WithdrawProvider>
  );
}
