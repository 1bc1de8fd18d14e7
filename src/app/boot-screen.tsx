import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { BRAND } from '../theme/theme.ts';
import { LoadingBar } from '../ui/loading-bar.tsx';
import { Placeholder } from '../ui/placeholder.tsx';

/** Shown while the app machine checks maintenance and restores the session. */
export function BootScreen() {
  const intl = useIntl();
  const loading = intl.formatMessage({ id: 'common.loading' });
  return (
    <Box role="status" aria-label={loading} aria-busy>
      <LoadingBar label={loading} />
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
        <Placeholder sx={{ height: { xs: 180, md: 360 } }} />
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {[0, 1, 2].map((i) => (
            <Placeholder key={i} height={120} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
