import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A centred message with an icon and actions: not found, failures, no access. */
export function ErrorView(props: {
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'grid',
        justifyItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: { xs: 8, md: 12 },
        px: 2,
      }}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 72 } }} aria-hidden>
        {props.icon}
      </Box>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {props.title}
      </Typography>
      {props.text && (
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {props.text}
        </Typography>
      )}
      {props.actions && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          {props.actions}
        </Box>
      )}
    </Box>
  );
}
