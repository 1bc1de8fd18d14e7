import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CasinoIcon from '@mui/icons-material/Casino';
import StyleIcon from '@mui/icons-material/Style';
import { FAVORITES_PAGE_SIZE, type LobbyKind } from '../../../machines/content/lobby.ts';
import { selectTotal } from '../../../machines/games/game-list.selectors.ts';
import { PATHS } from '../../runtime/paths.ts';
import { GameListProvider, useGameListSelector } from './game-list-context.tsx';
import { GameListView } from './game-list-view.tsx';
import { AccountFrame } from '../../ui/account-frame.tsx';

const LISTS = [
  {
    kind: 'slot',
    title: 'account.favorites.slots',
    empty: 'account.favorites.emptySlots',
    browse: 'account.favorites.browseSlots',
    lobby: PATHS.slot,
    icon: CasinoIcon,
  },
  {
    kind: 'live',
    title: 'account.favorites.live',
    empty: 'account.favorites.emptyLive',
    browse: 'account.favorites.browseLive',
    lobby: PATHS.live,
    icon: StyleIcon,
  },
] as const satisfies readonly { kind: LobbyKind; [key: string]: unknown }[];

type FavoriteList = (typeof LISTS)[number];

function FavoriteSection({ list }: { list: FavoriteList }) {
  const intl = useIntl();
  const total = useGameListSelector(selectTotal);
  const { kind, icon: Icon } = list;
  const headingId = `favorites-${kind}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon color="primary" aria-hidden />
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', flex: 1 }}>
          <FormattedMessage id={list.title} values={{ count: total }} />
        </Typography>
        <Button component={RouterLink} to={list.lobby} size="small">
          <FormattedMessage id={list.browse} />
        </Button>
      </Box>
      <GameListView
        label={intl.formatMessage({ id: list.title }, { count: total })}
        emptyText={intl.formatMessage({ id: list.empty })}
      />
    </Paper>
  );
}

/** Spec §4: the player's favourite slot games and live tables as tiles (100 of each a page). */
export function FavoritesPage() {
  return (
    <AccountFrame title="menu.favorites" subtitle="account.favorites.subtitle">
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {LISTS.map((list) => (
          <GameListProvider
            key={list.kind}
            kind={list.kind}
            filter={{ favorites: true }}
            pageSize={FAVORITES_PAGE_SIZE}
          >
            <FavoriteSection list={list} />
          </GameListProvider>
        ))}
      </Box>
    </AccountFrame>
  );
}
