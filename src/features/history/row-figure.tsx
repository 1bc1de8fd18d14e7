import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One labelled value of a history row; rows stack these as cards on phones. */
export function RowFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        <FormattedMessage id={label} />
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A row's card: figures side by side where there is room, two a line on phones. */
export const ROW_SX = {
  p: { xs: 1.5, sm: 2 },
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  alignItems: 'center',
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fit, minmax(110px, 1fr))' },
} as const;
