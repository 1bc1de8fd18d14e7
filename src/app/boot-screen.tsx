import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { BRAND } from '../theme/theme.ts';

/** Shown while the app machine checks maintenance and restores the session. */
export function BootScreen() {
  const intl = useIntl();
  return (
    <Box role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} aria-busy>
      <LinearProgress aria-hidden sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 1 }} />
      <Box
        sx={{
          height: 64,
          px: { xs: 2, md: 4 },
          display: 'flex',
          alignItems: 'center',
          bgcolor: BRAND.navy,
        }}
      >
        <img src="/logo.svg" alt="" width={160} height={32} />
      </Box>
      <Box sx={{ maxWidth: 1280, mx: 'auto', p: { xs: 2, md: 4 }, display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" sx={{ height: { xs: 180, md: 360 } }} />
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
