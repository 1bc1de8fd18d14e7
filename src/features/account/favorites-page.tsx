import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CasinoIcon from '@mui/icons-material/Casino';
import StyleIcon from '@mui/icons-material/Style';
import type { AuthApi } from '../../../machines/ports.ts';
import type { FavoriteType } from '../../../machines/shared/contract.ts';
import { useRuntime } from '../../app/app-context.tsx';
import { PATHS } from '../../app/paths.ts';
import { EmptyState, ResourceView } from '../../ui/page-state.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { AccountFrame } from './account-frame.tsx';

/** Spec §4: slot favourites are 'casino', live tables 'livecasino'. */
const LISTS = [
  {
    type: 'casino',
    title: 'account.favorites.slots',
    empty: 'account.favorites.emptySlots',
    browse: 'account.favorites.browseSlots',
    lobby: PATHS.slot,
    play: 'slot',
    icon: CasinoIcon,
  },
  {
    type: 'livecasino',
    title: 'account.favorites.live',
    empty: 'account.favorites.emptyLive',
    browse: 'account.favorites.browseLive',
    lobby: PATHS.live,
    play: 'live',
    icon: StyleIcon,
  },
] as const satisfies readonly { type: FavoriteType; play: string; [key: string]: unknown }[];

type FavoriteIds = Record<FavoriteType, number[]>;

const loadFavorites = async (auth: AuthApi): Promise<FavoriteIds> => {
  const [casino, livecasino] = await Promise.all([
    auth.favorites('casino'),
    auth.favorites('livecasino'),
  ]);
  return { casino, livecasino };
};

function FavoriteLists({ ids }: { ids: FavoriteIds }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {LISTS.map(({ type, title, empty, browse, lobby, play, icon: Icon }) => {
        const list = ids[type];
        const headingId = `favorites-${type}`;
        return (
          <Paper
            key={type}
            component="section"
            aria-labelledby={headingId}
            sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Icon color="primary" aria-hidden />
              <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', flex: 1 }}>
                <FormattedMessage id={title} values={{ count: list.length }} />
              </Typography>
              <Button component={RouterLink} to={lobby} size="small">
                <FormattedMessage id={browse} />
              </Button>
            </Box>
            {list.length === 0 ? (
              <EmptyState>
                <FormattedMessage id={empty} />
              </EmptyState>
            ) : (
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {list.map((id) => (
                  <li key={id}>
                    <Chip
                      clickable
                      component={RouterLink}
                      to={`/play/${play}/${id}`}
                      label={<FormattedMessage id="account.favorites.game" values={{ id }} />}
                    />
                  </li>
                ))}
              </Box>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

export function FavoritesPage() {
  const { auth } = useRuntime();
  const favorites = useResource(() => loadFavorites(auth), 'favorites');
  return (
    <AccountFrame title="menu.favorites" subtitle="account.favorites.subtitle">
      <ResourceView
        resource={favorites}
        skeleton={
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <Skeleton variant="rounded" height={180} />
            <Skeleton variant="rounded" height={180} />
          </Box>
        }
      >
        {(ids) => <FavoriteLists ids={ids} />}
      </ResourceView>
    </AccountFrame>
  );
}
