import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface ReviewRow {
  /** Translated label. */
  label: string;
  value: ReactNode;
}

/** What is about to be sent, as label–value pairs (a description list), on one column on phones. */
export function ReviewList({ rows, label }: { rows: readonly ReviewRow[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
