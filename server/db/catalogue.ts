/**
 * The seeded game catalogue: providers, categories, slot games and live tables, drawn from a
 * seeded pseudo-random generator so every database gets the same catalogue (same ids, names,
 * memberships). Names are invented from the word lists of catalogue-names.ts.
 */
import { VIRTUAL_GAMES } from '../../machines/shared/games.ts';
import { foldSearchText } from '../../machines/shared/search-text.ts';
import {
  ADJECTIVES,
  BOARD_GAMES,
  BOARD_PREFIXES,
  LIVE_PROVIDER_NAMES,
  NOUNS,
  PATTERNS,
  PLACES,
  PREVIEW_LIVE_PROVIDER_NAMES,
  SIGNATURE_SLOTS,
  SLOT_PROVIDER_NAMES,
  SUFFIXES,
  TABLE_NAMES,
  TR_ADJECTIVES,
  TR_NOUNS,
  TR_PLACES,
  VIRTUAL_PROVIDER_NAMES,
} from './catalogue-names.ts';

/** mulberry32: a small, fast generator; the same seed always gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

function shuffle<T>(random: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

export type Outage = 'error' | 'no_url' | 'maintenance';

/** Providers that fail launches like a real outage; their games are still listed. */
export const OUTAGES: Record<string, Outage> = {
  'Copperline Gaming': 'error',
  'Thunderbay Games': 'error',
  'Polar Reels': 'no_url',
  'Nordic Rune': 'maintenance',
  'Vega Live': 'error',
  'Marmara Live': 'maintenance',
};

/** Slot category ids of spec §9, and a few more. */
const SLOT_CATEGORIES = {
  popular: 27,
  jackpot: 58,
  boardGames: 63,
  buyBonus: 64,
  slotsOfTheDay: 72,
  dropsAndWins: 76,
  newArrivals: 78,
  megaways: 80,
  classic: 81,
  holdAndWin: 82,
} as const;

const LIVE_CATEGORIES = {
  roulette: 201,
  blackjack: 202,
  baccarat: 203,
  poker: 204,
  gameShows: 205,
  popular: 206,
  turkish: 207,
} as const;

interface CategoryDef {
  id: number;
  slug: string;
  tr: string;
  en: string;
}

const SLOT_CATEGORY_DEFS: CategoryDef[] = [
  { id: SLOT_CATEGORIES.popular, slug: 'popular', tr: 'En Popüler', en: 'Most Popular' },
  {
    id: SLOT_CATEGORIES.slotsOfTheDay,
    slug: 'slots-of-the-day',
    tr: 'Günün Slotları',
    en: 'Slots of the Day',
  },
  { id: SLOT_CATEGORIES.newArrivals, slug: 'new', tr: 'Yeni Gelenler', en: 'New Arrivals' },
  { id: SLOT_CATEGORIES.jackpot, slug: 'jackpot', tr: 'Jackpot Oyunları', en: 'Jackpot Games' },
  {
    id: SLOT_CATEGORIES.dropsAndWins,
    slug: 'drops-and-wins',
    tr: 'Drops & Wins Turnuvası',
    en: 'Drops & Wins',
  },
  {
    id: SLOT_CATEGORIES.buyBonus,
    slug: 'buy-bonus',
    tr: 'Free Spin Satın Al',
    en: 'Free Spins Purchase',
  },
  { id: SLOT_CATEGORIES.megaways, slug: 'megaways', tr: 'Megaways', en: 'Megaways' },
  { id: SLOT_CATEGORIES.holdAndWin, slug: 'hold-and-win', tr: 'Hold & Win', en: 'Hold & Win' },
  { id: SLOT_CATEGORIES.classic, slug: 'classic', tr: 'Klasik Slotlar', en: 'Classic Slots' },
  { id: SLOT_CATEGORIES.boardGames, slug: 'board-games', tr: 'Masa Oyunları', en: 'Board Games' },
];

/** The type categories first carry the slug a LiveTable's `type` answers. */
const LIVE_TYPE_DEFS: CategoryDef[] = [
  { id: LIVE_CATEGORIES.roulette, slug: 'roulette', tr: 'Rulet', en: 'Roulette' },
  { id: LIVE_CATEGORIES.blackjack, slug: 'blackjack', tr: 'Blackjack', en: 'Blackjack' },
  { id: LIVE_CATEGORIES.baccarat, slug: 'baccarat', tr: 'Bakara', en: 'Baccarat' },
  { id: LIVE_CATEGORIES.poker, slug: 'poker', tr: 'Poker', en: 'Poker' },
  { id: LIVE_CATEGORIES.gameShows, slug: 'game-shows', tr: 'Oyun Şovları', en: 'Game Shows' },
];
const LIVE_CATEGORY_DEFS: CategoryDef[] = [
  { id: LIVE_CATEGORIES.popular, slug: 'popular', tr: 'Popüler Masalar', en: 'Popular Tables' },
  { id: LIVE_CATEGORIES.turkish, slug: 'turkish', tr: 'Türkçe Masalar', en: 'Turkish Tables' },
  ...LIVE_TYPE_DEFS,
];

export interface ProviderRow {
  id: number;
  kind: 'slot' | 'live' | 'virtual';
  name: string;
  status: 'active' | 'preview';
  outage: Outage | null;
  sort: number;
}

export interface CategoryRow {
  id: number;
  kind: 'slot' | 'live';
  slug: string;
  name_tr: string;
  name_en: string;
  sort: number;
}

export interface SlotRow {
  id: number;
  provider_id: number;
  name: string;
  search_name: string;
  rtp: number;
  has_jackpot: boolean;
  popularity: number;
}

export interface TableRow {
  id: number;
  provider_id: number;
  category_id: number;
  name: string;
  search_name: string;
  min_bet: number;
  max_bet: number;
  open: boolean;
  popularity: number;
}

export interface Catalogue {
  game_providers: ProviderRow[];
  game_categories: CategoryRow[];
  slot_games: SlotRow[];
  category_games: { category_id: number; game_id: number; position: number }[];
  live_tables: TableRow[];
  category_tables: { category_id: number; table_id: number; position: number }[];
}

const SLOT_COUNT = 3_200;
const BOARD_GAME_COUNT = 80;
const TURKISH_SHARE = 0.09;

function providerRows(): ProviderRow[] {
  const row = (
    id: number,
    kind: ProviderRow['kind'],
    name: string,
    sort: number,
    status: ProviderRow['status'] = 'active',
  ): ProviderRow => ({ id, kind, name, status, outage: OUTAGES[name] ?? null, sort });
  const virtualIds = [...new Set(VIRTUAL_GAMES.map((game) => game.providerID))];
  return [
    ...SLOT_PROVIDER_NAMES.map((name, i) => row(101 + i, 'slot', name, i + 1)),
    ...LIVE_PROVIDER_NAMES.map((name, i) => row(201 + i, 'live', name, i + 1)),
    ...PREVIEW_LIVE_PROVIDER_NAMES.map((name, i) =>
      row(201 + LIVE_PROVIDER_NAMES.length + i, 'live', name, 100 + i, 'preview'),
    ),
    ...virtualIds.map((id, i) => row(id, 'virtual', VIRTUAL_PROVIDER_NAMES[id] ?? `#${id}`, i + 1)),
  ];
}

/** One invented slot name: mostly English shapes, some Turkish ones. */
function slotName(random: Random): string {
  if (random() < TURKISH_SHARE) {
    return random() < 0.5
      ? `${pick(random, TR_ADJECTIVES)} ${pick(random, TR_NOUNS)}`
      : `${pick(random, TR_PLACES)} ${pick(random, random() < 0.5 ? TR_NOUNS : NOUNS)}`;
  }
  const noun = pick(random, NOUNS);
  let second = pick(random, NOUNS);
  if (second === noun) second = pick(random, NOUNS);
  return pick(random, PATTERNS)
    .replace('{a}', pick(random, ADJECTIVES))
    .replace('{n}', noun)
    .replace('{m}', second)
    .replace('{p}', pick(random, PLACES))
    .replace('{s}', pick(random, SUFFIXES));
}

/** Games sorted by popularity, numbered from 1: the position rows of a category. */
const positions = (games: SlotRow[], category: number) =>
  [...games]
    .sort((a, b) => a.popularity - b.popularity)
    .map((game, i) => ({ category_id: category, game_id: game.id, position: i + 1 }));

function slotGames(random: Random, providers: ProviderRow[]) {
  const names = new Set<string>(SIGNATURE_SLOTS);
  const boardNames = new Set<string>();
  while (boardNames.size < BOARD_GAME_COUNT) {
    boardNames.add(`${pick(random, BOARD_PREFIXES)} ${pick(random, BOARD_GAMES)}`);
  }
  while (names.size + boardNames.size < SLOT_COUNT) {
    const name = slotName(random);
    if (!boardNames.has(name)) names.add(name);
  }
  const entries = shuffle(random, [
    ...[...names].map((name) => ({ name, board: false })),
    ...[...boardNames].map((name) => ({ name, board: true })),
  ]);
  // Some providers have many games, some few.
  const weights = providers.map(() => 0.3 + random() * 1.7);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const providerFor = () => {
    let draw = random() * weightSum;
    for (let i = 0; i < providers.length; i++) {
      draw -= weights[i]!;
      if (draw <= 0) return providers[i]!;
    }
    return providers[providers.length - 1]!;
  };
  const ranks = shuffle(
    random,
    entries.map((_, i) => i + 1),
  );
  const games = entries.map((entry, i): SlotRow & { board: boolean } => {
    const jackpot = entry.name.includes('Jackpot') || random() < 0.07;
    return {
      id: i + 1,
      provider_id: providerFor().id,
      name: entry.name,
      search_name: foldSearchText(entry.name),
      rtp: jackpot ? 9200 + Math.floor(random() * 400) : 9400 + Math.floor(random() * 350),
      has_jackpot: jackpot,
      popularity: ranks[i]!,
      board: entry.board,
    };
  });
  return games;
}

function slotMemberships(
  random: Random,
  games: (SlotRow & { board: boolean })[],
  providers: ProviderRow[],
) {
  const c = SLOT_CATEGORIES;
  const dropsProviders = new Set(providers.slice(10, 14).map((p) => p.id));
  const ofTheDay = shuffle(random, [...games]).slice(0, 60);
  const newest = [...games].sort((a, b) => b.id - a.id).slice(0, 120);
  const has = (game: SlotRow, words: readonly string[]) => words.some((w) => game.name.includes(w));
  return [
    ...positions(
      games.filter((g) => g.popularity <= 300),
      c.popular,
    ),
    ...positions(
      games.filter((g) => g.has_jackpot),
      c.jackpot,
    ),
    ...positions(
      games.filter((g) => g.board),
      c.boardGames,
    ),
    ...positions(
      games.filter((g) => !g.board && (g.name.includes('Bonus Buy') || random() < 0.25)),
      c.buyBonus,
    ),
    ...ofTheDay.map((g, i) => ({ category_id: c.slotsOfTheDay, game_id: g.id, position: i + 1 })),
    ...positions(
      games.filter((g) => dropsProviders.has(g.provider_id) && random() < 0.5),
      c.dropsAndWins,
    ),
    ...newest.map((g, i) => ({ category_id: c.newArrivals, game_id: g.id, position: i + 1 })),
    ...positions(
      games.filter((g) => g.name.includes('Megaways')),
      c.megaways,
    ),
    ...positions(
      games.filter((g) =>
        has(g, [
          'Fruits',
          'Sevens',
          'Bells',
          'Cherries',
          'Lemons',
          'Meyveler',
          'Yediler',
          'Kirazlar',
        ]),
      ),
      c.classic,
    ),
    ...positions(
      games.filter((g) => g.name.includes('Hold & Win')),
      c.holdAndWin,
    ),
  ];
}

const TYPE_WEIGHTS: [CategoryDef, number][] = [
  [LIVE_TYPE_DEFS[0]!, 0.3],
  [LIVE_TYPE_DEFS[1]!, 0.3],
  [LIVE_TYPE_DEFS[2]!, 0.18],
  [LIVE_TYPE_DEFS[3]!, 0.08],
  [LIVE_TYPE_DEFS[4]!, 0.14],
];

/** Smallest bets in kuruş per type; the largest is a multiple of the smallest. */
const MIN_BETS: Record<string, readonly number[]> = {
  roulette: [100, 200, 500, 1_000, 2_500],
  blackjack: [1_000, 2_500, 5_000, 10_000, 50_000],
  baccarat: [500, 1_000, 2_500, 10_000],
  poker: [500, 1_000, 2_500],
  'game-shows': [10, 20, 50, 100],
};
const MAX_BET_FACTORS = [500, 1_000, 2_000, 5_000] as const;
const MAX_BET = 10_000_000;
const TURKISH_TABLE = /Türkçe|İstanbul|Boğaz|Çarkıfelek/;

function liveTables(random: Random, providers: ProviderRow[]) {
  const used = new Map<string, number>();
  const drafts: Omit<TableRow, 'popularity'>[] = [];
  for (const provider of providers) {
    const count = 24 + Math.floor(random() * 10);
    for (let i = 0; i < count; i++) {
      let draw = random();
      const type = (TYPE_WEIGHTS.find(([, weight]) => (draw -= weight) <= 0) ??
        TYPE_WEIGHTS[0]!)[0];
      const base = pick(random, TABLE_NAMES[type.slug]!);
      const seen = (used.get(base) ?? 0) + 1;
      used.set(base, seen);
      const name = seen === 1 ? base : `${base} ${seen}`;
      const minBet = pick(random, MIN_BETS[type.slug]!);
      drafts.push({
        id: drafts.length + 1,
        provider_id: provider.id,
        category_id: type.id,
        name,
        search_name: foldSearchText(name),
        min_bet: minBet,
        max_bet: Math.min(MAX_BET, minBet * pick(random, MAX_BET_FACTORS)),
        open: random() < 0.9,
      });
    }
  }
  const ranks = shuffle(
    random,
    drafts.map((_, i) => i + 1),
  );
  const tables: TableRow[] = drafts.map((draft, i) => ({ ...draft, popularity: ranks[i]! }));
  const byPopularity = [...tables].sort((a, b) => a.popularity - b.popularity);
  const members = (category: number, rows: TableRow[]) =>
    rows.map((table, i) => ({ category_id: category, table_id: table.id, position: i + 1 }));
  return {
    tables,
    members: [
      ...LIVE_TYPE_DEFS.flatMap((type) =>
        members(
          type.id,
          byPopularity.filter((t) => t.category_id === type.id),
        ),
      ),
      ...members(LIVE_CATEGORIES.popular, byPopularity.slice(0, 60)),
      ...members(
        LIVE_CATEGORIES.turkish,
        byPopularity.filter((t) => TURKISH_TABLE.test(t.name)),
      ),
    ],
  };
}

const categoryRows = (kind: 'slot' | 'live', defs: CategoryDef[]): CategoryRow[] =>
  defs.map((def, i) => ({
    id: def.id,
    kind,
    slug: def.slug,
    name_tr: def.tr,
    name_en: def.en,
    sort: i + 1,
  }));

/** The whole catalogue; the same on every call. */
export function buildCatalogue(): Catalogue {
  const random = seededRandom(20_260_101);
  const providers = providerRows();
  const games = slotGames(
    random,
    providers.filter((p) => p.kind === 'slot'),
  );
  const live = liveTables(
    random,
    providers.filter((p) => p.kind === 'live'),
  );
  return {
    game_providers: providers,
    game_categories: [
      ...categoryRows('slot', SLOT_CATEGORY_DEFS),
      ...categoryRows('live', LIVE_CATEGORY_DEFS),
    ],
    slot_games: games.map(({ board: _board, ...game }) => game),
    category_games: slotMemberships(
      random,
      games,
      providers.filter((p) => p.kind === 'slot'),
    ),
    live_tables: live.tables,
    category_tables: live.members,
  };
}
