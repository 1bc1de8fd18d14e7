import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LobbyKind } from '../../../machines/content/lobby.ts';
import type { GameProvider } from '../../../machines/shared/games.ts';
import { NoDataYet } from '../../ui/page-state.tsx';
import type { Resource } from '../../ui/use-resource.ts';

const ProviderLink = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  minHeight: 48,
  borderRadius: 10,
  border: `1px solid ${theme.palette.divider}`,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: 14,
  '&:hover': { backgroundColor: theme.palette.action.hover },
}));

const Logo = styled('img')({ width: 48, height: 24, objectFit: 'contain', flex: 'none' });

/** The lobby's providers, each linking to its list (/slot/provider/{id}, /live/provider/{id}). */
export function ProviderList({
  kind,
  resource,
}: {
  kind: LobbyKind;
  resource: Resource<GameProvider[]>;
}) {
  const intl = useIntl();
  const providers = resource.data;
  if (providers !== null && providers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="providers-title" sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography
        id="providers-title"
        variant="h2"
        sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, mb: 1.5 }}
      >
        {intl.formatMessage({ id: 'lobby.providers' })}
      </Typography>
      {providers === null ? (
        <NoDataYet resource={resource} skeleton={<Skeleton variant="rounded" height={112} />} />
      ) : (
        <Box
          component="nav"
          aria-labelledby="providers-title"
          sx={{
            display: 'grid',
            gap: 1,
            // Two rows that scroll sideways: dozens of providers take little of the page.
            gridTemplateRows: 'repeat(2, auto)',
            gridAutoFlow: 'column',
            gridAutoColumns: 'minmax(190px, max-content)',
            overflowX: 'auto',
            overscrollBehaviorX: 'contain',
            scrollbarWidth: 'thin',
            pb: 1,
          }}
        >
          {providers.map((provider) => (
            <ProviderLink key={provider.providerID} to={`/${kind}/provider/${provider.providerID}`}>
              <Logo src={provider.logo} alt="" loading="lazy" />
              {provider.name}
            </ProviderLink>
          ))}
        </Box>
      )}
    </Box>
  );
}
