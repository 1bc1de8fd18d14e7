import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/Build';
import type { MaintenanceStatus } from '../../../machines/shared/contract.ts';
import { useFormat } from '../../i18n/format.ts';
import { BRAND, onNavy } from '../../theme/theme.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/** The full-page maintenance screen: the operator's message, expected end and actions. */
export function MaintenanceView({
  status,
  actions,
  title = 'maintenance.title',
  text = 'maintenance.defaultMessage',
}: {
  status: MaintenanceStatus | null;
  actions: ReactNode;
  /** Message keys of the heading and of the text shown when the server sent none. */
  title?: string;
  text?: string;
}) {
  const intl = useIntl();
  const format = useFormat();
  useDocumentTitle(title);
  const end = status?.expectedEnd ? format.dateTime(status.expectedEnd) : '';
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        ...onNavy,
        color: '#fff',
        background: `radial-gradient(900px 500px at 50% 0%, rgba(245,183,10,0.18), transparent), ${BRAND.navy}`,
      }}
    >
      <Paper
        sx={{
          maxWidth: 560,
          width: '100%',
          p: { xs: 3, md: 5 },
          textAlign: 'center',
          display: 'grid',
          gap: 2.5,
          justifyItems: 'center',
          bgcolor: BRAND.navyLight,
          color: '#fff',
          border: '1px solid rgba(245,183,10,0.25)',
        }}
      >
        <img
          src="/logo.svg"
          alt={intl.formatMessage({ id: 'brand.name' })}
          width={200}
          height={40}
        />
        <BuildIcon sx={{ fontSize: 56, color: BRAND.gold }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          <FormattedMessage id={title} />
        </Typography>
        <Typography sx={{ color: 'rgba(255,255,255,0.8)' }}>
          {status?.message || <FormattedMessage id={text} />}
        </Typography>
        {end && (
          <Typography sx={{ color: BRAND.gold, fontWeight: 700 }}>
            <FormattedMessage id="maintenance.expectedEnd" values={{ end }} />
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          {actions}
        </Box>
      </Paper>
    </Box>
  );
}
