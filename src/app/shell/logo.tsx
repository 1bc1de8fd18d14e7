import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import { PATHS } from '../../runtime/paths.ts';

export function Logo({ height = 32 }: { height?: number }) {
  const intl = useIntl();
  return (
    <Box
      component={RouterLink}
      to={PATHS.home}
      aria-label={intl.formatMessage({ id: 'shell.homeLink' })}
      sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0, borderRadius: 1 }}
    >
      <img src="/logo.svg" alt="" width={height * 5} height={height} />
    </Box>
  );
}
