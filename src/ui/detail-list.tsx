import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const VARIANT_SX = {
  /** A page's details: roomy, a label above its value on phones. */
  page: {
    gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
    columnGap: 3,
    rowGap: { xs: 0.25, sm: 1.25 },
  },
  /** A card's details (a bank account): tighter, values centred on their labels. */
  card: {
    gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, auto) 1fr' },
    columnGap: 2,
    rowGap: { xs: 0, sm: 0.5 },
    alignItems: 'center',
  },
  /** Short terms in small print: side by side at every width. */
  terms: {
    gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
    columnGap: 2,
    rowGap: 0.5,
  },
} as const;

/**
 * Labels and their values as a description list, so a screen reader reads them as pairs.
 */
export function DetailList({
  label,
  variant = 'page',
  sx,
  children,
}: {
  /** Translated name of the list, where the page has no heading for it. */
  label?: string;
  variant?: keyof typeof VARIANT_SX;
  /** Extra styles beside the layout, e.g. a frame. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={[{ m: 0, display: 'grid' }, VARIANT_SX[variant], ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}

/** One label and its value in a DetailList. */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}
