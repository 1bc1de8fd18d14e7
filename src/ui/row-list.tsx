import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Rows (transactions, tickets, withdrawals…) as a list without bullets, so a screen reader
 * still says how many there are. Named by a heading (labelledBy) or by a label.
 */
export function RowList(props: { labelledBy?: string; label?: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {props.children}
    </Box>
  );
}
