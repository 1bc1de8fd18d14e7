import { useIntl } from 'react-intl';
import { NavLink, useLocation, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LIVE_TYPES, SLOT_CATEGORIES, type LobbyKind } from '../../../machines/content/lobby.ts';
import { PATHS } from '../../app/paths.ts';
import { Page, type Crumb } from '../../ui/page.tsx';
import { Hero, useLobbySliders } from '../home/hero.tsx';

interface LobbyTab {
  to: string;
  label: string;
}

const LOBBIES = {
  slot: {
    path: PATHS.slot,
    title: 'lobby.slot.title',
    subtitle: 'lobby.slot.subtitle',
    sliderType: 'casino',
    tabs: SLOT_CATEGORIES.map((c) => ({
      to: `${PATHS.slot}/category/${c.id}`,
      label: `lobby.category.${c.key}`,
    })),
  },
  live: {
    path: PATHS.live,
    title: 'lobby.live.title',
    subtitle: 'lobby.live.subtitle',
    sliderType: 'live',
    tabs: LIVE_TYPES.map((t) => ({
      to: `${PATHS.live}/type/${t.slug}`,
      label: `lobby.liveType.${t.key}`,
    })),
  },
} satisfies Record<
  LobbyKind,
  { path: string; title: string; subtitle: string; sliderType: string; tabs: LobbyTab[] }
>;

/** Which list of a lobby the address names, as a title: category, type or provider. */
function useListTitle(tab: LobbyTab | undefined): string | null {
  const intl = useIntl();
  const { categoryID, type, providerID } = useParams();
  if (tab) return intl.formatMessage({ id: tab.label });
  if (categoryID) return intl.formatMessage({ id: 'lobby.categoryNamed' }, { id: categoryID });
  if (type) return intl.formatMessage({ id: 'lobby.typeNamed' }, { type });
  if (providerID) return intl.formatMessage({ id: 'lobby.providerNamed' }, { id: providerID });
  return null;
}

/** A game lobby: its banners and the lists it offers; the game grid joins with the games API. */
function LobbyPage({ kind }: { kind: LobbyKind }) {
  const intl = useIntl();
  const lobby = LOBBIES[kind];
  const path = useLocation().pathname.replace(/(.)\/$/, '$1');
  const listTab = lobby.tabs.find((t) => t.to === path);
  const listTitle = useListTitle(listTab);
  const sliders = useLobbySliders(lobby.sliderType);
  const crumbs: Crumb[] = path === lobby.path ? [] : [{ label: lobby.title, to: lobby.path }];
  const tabs = [{ to: lobby.path, label: 'lobby.all' }, ...lobby.tabs];
  const current = tabs.some((t) => t.to === path) ? path : false;

  return (
    <Page
      title={lobby.title}
      titleText={listTitle ?? undefined}
      subtitle={intl.formatMessage({ id: lobby.subtitle })}
      crumbs={crumbs}
    >
      <Box sx={{ mb: 3 }}>
        <Hero main={sliders} sliderType={lobby.sliderType} />
      </Box>
      <Box component="nav" aria-label={intl.formatMessage({ id: 'lobby.listsLabel' })}>
        <Tabs
          value={current}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48 } }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.to}
              value={tab.to}
              component={NavLink}
              to={tab.to}
              end
              label={intl.formatMessage({ id: tab.label })}
            />
          ))}
        </Tabs>
      </Box>
    </Page>
  );
}

export const SlotLobbyPage = () => <LobbyPage kind="slot" />;
export const LiveLobbyPage = () => <LobbyPage kind="live" />;
