import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';

/** The wizard's panel, the same while its code loads and after. */
export function DepositPanel({ children }: { children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby="deposit-heading"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, minWidth: 0 }}
    >
      {children}
    </Paper>
  );
}

/** The wizard's first screen, while its code and the player's methods load. */
export function LoadingScreen() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 1.25 }}>
      <Typography role="status" sx={visuallyHiddenSx}>
        <FormattedMessage id="cashier.deposit.loading" />
      </Typography>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={74} />
      ))}
    </Box>
  );
}
