import {
  LIVE_RAIL_TYPES,
  LIVE_TYPES,
  SLOT_CATEGORIES,
  SLOT_RAIL_CATEGORIES,
  type LobbyKind,
} from '../content/lobby.ts';
import type { GameCategory, GameProvider } from '../shared/games.ts';
import type { GameListFilter } from './game-list.machine.ts';

/** What a lobby address names (spec §2): its home or one list of it. */
export type LobbyRoute =
  | { view: 'home' }
  | { view: 'category'; categoryID: number }
  | { view: 'type'; slug: string }
  | { view: 'provider'; providerID: number }
  | { view: 'unknown' };

/** Text from the server, or a message id (with values) for the view to translate. */
export type Label = { text: string } | { id: string; values?: Record<string, string | number> };

export interface LobbyTab {
  to: string;
  label: Label;
  /** The category the tab lists; undefined for 'all'. */
  categoryID?: number;
}

const positiveId = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/** The route params of /{lobby}, /category/:categoryID, /type/:type, /provider/:providerID. */
export function lobbyRoute(params: {
  categoryID?: string;
  type?: string;
  providerID?: string;
}): LobbyRoute {
  if (params.categoryID !== undefined) {
    const categoryID = positiveId(params.categoryID);
    return categoryID === null ? { view: 'unknown' } : { view: 'category', categoryID };
  }
  if (params.providerID !== undefined) {
    const providerID = positiveId(params.providerID);
    return providerID === null ? { view: 'unknown' } : { view: 'provider', providerID };
  }
  if (params.type !== undefined) return { view: 'type', slug: params.type };
  return { view: 'home' };
}

/**
 * The games a list route shows. A type is found by its slug in category_list: null while the
 * list is not there yet, and for a slug no category has (the view says the list is unknown).
 */
export function listFilter(
  route: LobbyRoute,
  categories: GameCategory[] | null,
): GameListFilter | null {
  switch (route.view) {
    case 'home':
      return {};
    case 'category':
      return { categoryID: route.categoryID };
    case 'provider':
      return { providerID: route.providerID };
    case 'type': {
      const category = categories?.find((c) => c.slug === route.slug);
      return category ? { categoryID: category.CategoryID } : null;
    }
    case 'unknown':
      return null;
  }
}

/** The title of a list route: the server's name, else the site's own words for it. */
export function listTitle(
  kind: LobbyKind,
  route: LobbyRoute,
  categories: GameCategory[] | null,
  providers: GameProvider[] | null,
): Label | null {
  switch (route.view) {
    case 'category': {
      const category = categories?.find((c) => c.CategoryID === route.categoryID);
      if (category) return { text: category.name };
      const known = kind === 'slot' && SLOT_CATEGORIES.find((c) => c.id === route.categoryID);
      return known
        ? { id: `lobby.category.${known.key}` }
        : { id: 'lobby.categoryNamed', values: { id: route.categoryID } };
    }
    case 'type': {
      const category = categories?.find((c) => c.slug === route.slug);
      if (category) return { text: category.name };
      const known = kind === 'live' && LIVE_TYPES.find((t) => t.slug === route.slug);
      return known
        ? { id: `lobby.liveType.${known.key}` }
        : { id: 'lobby.typeNamed', values: { type: route.slug } };
    }
    case 'provider': {
      const provider = providers?.find((p) => p.providerID === route.providerID);
      return provider
        ? { text: provider.name }
        : { id: 'lobby.providerNamed', values: { id: route.providerID } };
    }
    default:
      return null;
  }
}

/**
 * A lobby's tabs after 'all': the slot categories of spec §9 at /slot/category/{id}, every live
 * category at /live/type/{slug}, named as category_list names them. Until it answers, the
 * site's own names of those lists stand in.
 */
export function lobbyTabs(kind: LobbyKind, categories: GameCategory[] | null): LobbyTab[] {
  if (kind === 'slot') {
    return SLOT_CATEGORIES.map(({ id, key }) => {
      const category = categories?.find((c) => c.CategoryID === id);
      return {
        to: `/slot/category/${id}`,
        categoryID: id,
        label: category ? { text: category.name } : { id: `lobby.category.${key}` },
      };
    });
  }
  if (categories) {
    return categories.map((c) => ({
      to: `/live/type/${c.slug}`,
      categoryID: c.CategoryID,
      label: { text: c.name },
    }));
  }
  return LIVE_TYPES.map(({ slug, key }) => ({
    to: `/live/type/${slug}`,
    label: { id: `lobby.liveType.${key}` },
  }));
}

/** The tab a route belongs to: 'all' on the lobby's home, else the tab of its category. */
export function currentTab(
  route: LobbyRoute,
  filter: GameListFilter | null,
  tabs: LobbyTab[],
): LobbyTab | 'all' | null {
  if (route.view === 'home') return 'all';
  return (
    tabs.find((tab) => tab.categoryID !== undefined && tab.categoryID === filter?.categoryID) ??
    null
  );
}

export interface HomeRail {
  categoryID: number;
  title: Label;
  /** The rail's full list. */
  to: string;
}

/**
 * The category rails of a lobby's home: the slot categories of SLOT_RAIL_CATEGORIES, the live
 * types of LIVE_RAIL_TYPES once category_list tells their ids (a type it lacks is left out).
 */
export function homeRails(kind: LobbyKind, categories: GameCategory[] | null): HomeRail[] {
  if (kind === 'slot') {
    return SLOT_RAIL_CATEGORIES.map((categoryID) => ({
      categoryID,
      title: listTitle(kind, { view: 'category', categoryID }, categories, null)!,
      to: `/slot/category/${categoryID}`,
    }));
  }
  return LIVE_RAIL_TYPES.flatMap((slug) => {
    const category = categories?.find((c) => c.slug === slug);
    return category
      ? [
          {
            categoryID: category.CategoryID,
            title: { text: category.name },
            to: `/live/type/${slug}`,
          },
        ]
      : [];
  });
}
