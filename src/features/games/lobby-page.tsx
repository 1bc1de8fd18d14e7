import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { LobbyKind } from '../../../machines/content/lobby.ts';
import {
  currentTab,
  listFilter,
  listTitle,
  lobbyRoute,
  lobbyTabs,
  type LobbyRoute,
} from '../../../machines/games/catalogue.ts';
import { selectIsSearchActive } from '../../../machines/games/game-list.selectors.ts';
import type { GameCategory, GameProvider } from '../../../machines/shared/games.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { PATHS } from '../../runtime/paths.ts';
import { Page, type Crumb } from '../../ui/page.tsx';
import { EmptyState, ResourceView } from '../../ui/page-state.tsx';
import { useResource, type Resource } from '../../ui/use-resource.ts';
import { Hero } from '../../ui/hero.tsx';
import { GameListProvider, useGameListSelector } from './game-list-context.tsx';
import { GameListView, GameSearchField } from './game-list-view.tsx';
import { labelText } from './label-text.ts';
import { LobbyHome } from './lobby-home.tsx';
import { LobbyLists } from './lobby-lists.tsx';

const LOBBIES = {
  slot: {
    path: PATHS.slot,
    title: 'lobby.slot.title',
    subtitle: 'lobby.slot.subtitle',
    sliderType: 'casino',
  },
  live: {
    path: PATHS.live,
    title: 'lobby.live.title',
    subtitle: 'lobby.live.subtitle',
    sliderType: 'live',
  },
} as const satisfies Record<
  LobbyKind,
  { path: string; title: string; subtitle: string; sliderType: string }
>;

/** category_list and provider_list of a lobby, in the player's language. */
function useCatalogue(kind: LobbyKind) {
  const { games } = useRuntime();
  const locale = useIntl().locale;
  const categories = useResource(
    `${kind}Categories`,
    (p: { kind: LobbyKind }) =>
      p.kind === 'slot' ? games.slotCategories() : games.liveCategories(),
    { kind, locale },
  );
  const providers = useResource(
    `${kind}Providers`,
    (p: { kind: LobbyKind }) => (p.kind === 'slot' ? games.slotProviders() : games.liveProviders()),
    { kind, locale },
  );
  return { categories, providers };
}

function LobbyNav({
  kind,
  route,
  categories,
}: {
  kind: LobbyKind;
  route: LobbyRoute;
  categories: GameCategory[] | null;
}) {
  const intl = useIntl();
  const tabs = lobbyTabs(kind, categories);
  const current = currentTab(route, listFilter(route, categories), tabs);
  const all = LOBBIES[kind].path;
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'lobby.listsLabel' })}
      sx={{ minWidth: 0, flex: 1 }}
    >
      <LobbyLists
        lists={[{ to: all, label: { id: 'lobby.all' } }, ...tabs]}
        current={current === 'all' ? all : (current?.to ?? null)}
      />
    </Box>
  );
}

/** The home's rails give way to the games found while something is typed into the search. */
function HomeOrResults(props: {
  kind: LobbyKind;
  categories: GameCategory[] | null;
  providers: Resource<GameProvider[]>;
}) {
  const intl = useIntl();
  const isSearching = useGameListSelector(selectIsSearchActive);
  return isSearching ? (
    <GameListView label={intl.formatMessage({ id: 'games.searchResults' })} />
  ) : (
    <LobbyHome {...props} />
  );
}

function LobbyGames(props: {
  kind: LobbyKind;
  route: LobbyRoute;
  title: string | null;
  categories: Resource<GameCategory[]>;
  providers: Resource<GameProvider[]>;
}) {
  const { kind, route, categories } = props;
  const intl = useIntl();
  const filter = listFilter(route, categories.data);
  if (route.view === 'unknown' || (filter === null && categories.data !== null)) {
    return <EmptyState>{intl.formatMessage({ id: 'lobby.unknownList' })}</EmptyState>;
  }
  if (filter === null) {
    return (
      <ResourceView resource={categories} skeleton={<Skeleton variant="rounded" height={240} />}>
        {() => null}
      </ResourceView>
    );
  }
  return (
    <GameListProvider kind={kind} filter={filter}>
      <Box sx={{ my: 2 }}>
        <GameSearchField />
      </Box>
      {route.view === 'home' ? (
        <HomeOrResults kind={kind} categories={categories.data} providers={props.providers} />
      ) : (
        <GameListView label={props.title ?? ''} />
      )}
    </GameListProvider>
  );
}

function LobbyHero({ sliderType }: { sliderType: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Hero carousel="lobby" sliderType={sliderType} />
    </Box>
  );
}

/** A game lobby (spec §2): its home with rails and every game, or one list of it. */
function LobbyPage({ kind }: { kind: LobbyKind }) {
  const intl = useIntl();
  const lobby = LOBBIES[kind];
  const route = lobbyRoute(useParams());
  const { categories, providers } = useCatalogue(kind);
  const title = listTitle(kind, route, categories.data, providers.data);
  const titleText = title ? labelText(intl, title) : null;
  const crumbs: Crumb[] = route.view === 'home' ? [] : [{ label: lobby.title, to: lobby.path }];

  return (
    <Page
      title={lobby.title}
      titleText={titleText ?? undefined}
      subtitle={route.view === 'home' ? intl.formatMessage({ id: lobby.subtitle }) : undefined}
      crumbs={crumbs}
    >
      {route.view === 'home' && <LobbyHero sliderType={lobby.sliderType} />}
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <LobbyNav kind={kind} route={route} categories={categories.data} />
      </Box>
      <LobbyGames
        kind={kind}
        route={route}
        title={titleText}
        categories={categories}
        providers={providers}
      />
    </Page>
  );
}

export const SlotLobbyPage = () => <LobbyPage kind="slot" />;
export const LiveLobbyPage = () => <LobbyPage kind="live" />;
