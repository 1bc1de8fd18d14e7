import { useIntl } from 'react-intl';
import Typography from '@mui/material/Typography';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import {
  QUICK_ACCESS,
  RAIL_SIZE,
  RECENT_GAMES,
  type LobbyKind,
} from '../../../machines/content/lobby.ts';
import { homeRails } from '../../../machines/games/catalogue.ts';
import { liveTile, recentTiles, slotTile } from '../../../machines/games/tiles.ts';
import type { GameCategory, GameProvider } from '../../../machines/shared/games.ts';
import { useAppSelector, useRuntime } from '../../runtime/app-context.tsx';
import { useResource, type Resource } from '../../ui/use-resource.ts';
import { GameListView } from './game-list-view.tsx';
import { GameRail } from './game-rail.tsx';
import { JackpotBanner } from './jackpot-banner.tsx';
import { labelText } from './label-text.ts';
import { ProviderList } from './provider-list.tsx';

/** Spec §9: casino games_list of category 72, 50 games. */
function QuickAccessRail() {
  const { games } = useRuntime();
  const quick = useResource(
    'quickAccessGames',
    () => games.slotGames({ ...QUICK_ACCESS, offset: 0 }).then((page) => page.items.map(slotTile)),
    'quickAccess',
  );
  return (
    <GameRail
      id="quick-access"
      title={useIntl().formatMessage({ id: 'lobby.quickAccess' })}
      to={`/slot/category/${QUICK_ACCESS.categoryID}`}
      rail={quick}
    />
  );
}

function CategoryRail({
  kind,
  category,
  title,
  to,
}: {
  kind: LobbyKind;
  category: number;
  title: string;
  to: string;
}) {
  const { games } = useRuntime();
  const rail = useResource(
    `${kind}Rail.${category}`,
    async (p: { kind: LobbyKind; categoryID: number }) => {
      const query = { categoryID: p.categoryID, limit: RAIL_SIZE, offset: 0 };
      return p.kind === 'slot'
        ? (await games.slotGames(query)).items.map(slotTile)
        : (await games.liveTables(query)).items.map(liveTile);
    },
    { kind, categoryID: category },
  );
  return <GameRail id={`category-${category}`} title={title} to={to} rail={rail} />;
}

/** The signed-in player's last games (casino recently_played), slots and tables alike. */
function RecentRail() {
  const { games } = useRuntime();
  const recent = useResource(
    'recentlyPlayedGames',
    () => games.recentlyPlayed(RECENT_GAMES).then(recentTiles),
    'recentlyPlayed',
  );
  return (
    <GameRail
      id="recent"
      title={useIntl().formatMessage({ id: 'lobby.recentlyPlayed' })}
      rail={recent}
    />
  );
}

function CategoryRails({
  kind,
  categories,
}: {
  kind: LobbyKind;
  categories: GameCategory[] | null;
}) {
  const intl = useIntl();
  return homeRails(kind, categories).map((rail) => (
    <CategoryRail
      key={rail.to}
      kind={kind}
      category={rail.categoryID}
      title={labelText(intl, rail.title)}
      to={rail.to}
    />
  ));
}

/**
 * A lobby's home: quick access, category rails, the player's recent games, the jackpot pools,
 * the providers and then every game.
 */
export function LobbyHome(props: {
  kind: LobbyKind;
  categories: GameCategory[] | null;
  providers: Resource<GameProvider[]>;
}) {
  const intl = useIntl();
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const { kind } = props;
  return (
    <>
      {isSignedIn && <RecentRail />}
      {kind === 'slot' && <QuickAccessRail />}
      {kind === 'slot' && <JackpotBanner />}
      <CategoryRails kind={kind} categories={props.categories} />
      <ProviderList kind={kind} resource={props.providers} />
      <Typography
        id="all-games"
        variant="h2"
        sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, mb: 1.5 }}
      >
        {intl.formatMessage({ id: `lobby.${kind}.allGames` })}
      </Typography>
      <GameListView label={intl.formatMessage({ id: `lobby.${kind}.allGames` })} />
    </>
  );
}
