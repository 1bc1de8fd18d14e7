import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectSummary } from '../../../machines/finance/withdraw.selectors.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { AccountFrame } from '../account/account-frame.tsx';
import { WithdrawProvider, useWithdrawSelector } from './withdraw-context.tsx';
import { WithdrawHistory } from './withdraw-history.tsx';
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

/** /withdraw (spec §2): the withdraw wizard and the player's withdrawals. */
export function WithdrawPage() {
  const intl = useIntl();
  return (
    <AccountFrame title="menu.withdraw" subtitle="cashier.withdraw.subtitle">
      <WithdrawProvider>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Paper
            component="section"
            aria-label={intl.formatMessage({ id: 'cashier.withdraw.wizardLabel' })}
            sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}
          >
            <BalanceLine />
            <WithdrawWizard />
          </Paper>
          <WithdrawHistory />
        </Box>
      </WithdrawProvider>
    </AccountFrame>
  );
}
