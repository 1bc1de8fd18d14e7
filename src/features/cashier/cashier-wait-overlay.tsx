import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * Spec §8: 'Lütfen Bekleyiniz...' over the page while a deposit or withdrawal is sent. It takes
 * the pointer and is announced to screen readers (MUI's Backdrop is aria-hidden, so not that);
 * the machine decides when it is open and disables what is behind it.
 */
export function WaitOverlay({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <Box
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: '#fff',
        bgcolor: 'rgba(7, 11, 22, 0.78)',
      }}
    >
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        <FormattedMessage id="cashier.wait" />
      </Typography>
    </Box>
  );
}
