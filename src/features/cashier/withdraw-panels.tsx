import { SkeletonRows } from '../../ui/page-state.tsx';
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

/** The size of a step's heading, which the placeholder's must match. */
export const STEP_HEADING_SIZE = { xs: '1.25rem', md: '1.45rem' };

/**
 * What may be withdrawn now, the cash balance it comes from and an active bonus's balance (never
 * withdrawn, yet part of what the header shows), or placeholders of their size.
 */
export function BalanceLine({
  withdrawable,
  balance,
  bonus,
}: {
  withdrawable?: ReactNode;
  balance?: ReactNode;
  bonus?: ReactNode;
}) {
  const rows = [
    { label: 'cashier.withdraw.withdrawable', value: withdrawable, strong: true },
    { label: 'cashier.withdraw.balance', value: balance, strong: false },
    ...(bonus ? [{ label: 'cashier.withdraw.bonusBalance', value: bonus, strong: false }] : []),
  ];
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
      {rows.map((row) => (
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
            {row.value ?? <Skeleton width="5ch" />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The wizard while its code and the player's methods load, in the shape of its first step (the
 * balances, the progress, the heading and methods), so the withdrawals below stay put.
 */
export function WizardLoading() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2.5 }}>
      <BalanceLine />
      <Box>
        <Typography variant="body2" component="div" sx={{ mb: 0.75 }}>
          <Skeleton width="8ch" />
        </Typography>
        <Skeleton variant="rounded" height={6} />
      </Box>
      <Typography variant="h2" component="div" sx={{ fontSize: STEP_HEADING_SIZE }}>
        <Skeleton width="30%" />
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.25 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={74} />
        ))}
      </Box>
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
  return <SkeletonRows heights={[84, 84]} gap={1} />;
}
