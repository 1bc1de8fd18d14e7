import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/*
 * The withdraw page's two panels, the same while the wizard's code loads and after, so that
 * nothing moves when it arrives.
 */

export function WizardPanel({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Paper
      component="section"
      aria-label={intl.formatMessage({ id: 'cashier.withdraw.wizardLabel' })}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}
    >
      {children}
    </Paper>
  );
}

/** The wizard while its code and the player's methods load. */
export function WizardLoading() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="text" width="40%" height={36} />
      <Skeleton variant="rounded" height={76} />
      <Skeleton variant="rounded" height={76} />
    </Box>
  );
}

export function WithdrawalsPanel({ children }: { children?: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby="withdrawals-title"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography id="withdrawals-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        <FormattedMessage id="cashier.withdraw.history.title" />
      </Typography>
      {children}
    </Paper>
  );
}

/** The player's withdrawals while they load. */
export function WithdrawalsLoading() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
      <Skeleton variant="rounded" height={84} />
      <Skeleton variant="rounded" height={84} />
    </Box>
  );
}
