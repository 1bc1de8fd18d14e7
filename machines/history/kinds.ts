import { COUPON_RANGE_MAX_DAYS } from '../shared/validation/game-call-schemas.ts';
import {
  COUPON_STATES,
  DATE_PRESETS,
  GAME_KINDS,
  HISTORY_KINDS,
  ROUND_STATUSES,
  type DatePreset,
  type HistoryKind,
} from '../shared/history.ts';

/** The filters a history tab may offer; their names are HistoryQuery's fields. */
export const FILTER_NAMES = [
  'searchCategory',
  'searchType',
  'status',
  'gameType',
  'roundStatus',
  'couponState',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The platform's lists a tab's filters are made of. */
export type OptionList = 'categories' | 'subCategories' | 'statuses';

export interface KindConfig {
  /** Spec §9: bank history the last 7 days, bet history the last 30. */
  defaultPreset: DatePreset;
  presets: readonly DatePreset[];
  filters: readonly FilterName[];
  /** The platform lists the filters need, loaded when the tab opens. */
  optionLists: readonly OptionList[];
  /** The longest custom range in days, where the platform has one. */
  maxDays?: number;
}

/**
 * Per tab: finance and bonus filter with the platform's lists (list_categories,
 * list_sub_categories, list_types_frontend): bonus by the kind of event, its category's sub
 * categories (every event has happened, so a status says nothing); games and bets with fixed
 * options (FIXED_OPTIONS).
 * Games and bonus open on the last 30 days like bets: a month of play is what a player looks
 * back on first. Every tab offers the twelve presets of spec §9; a custom range of bets is at
 * most two years long, as getCoupons takes it.
 */
export const KINDS: Record<HistoryKind, KindConfig> = {
  finance: {
    defaultPreset: 'last7',
    presets: DATE_PRESETS,
    filters: ['searchCategory', 'searchType', 'status'],
    optionLists: ['categories', 'subCategories', 'statuses'],
  },
  bonus: {
    defaultPreset: 'last30',
    presets: DATE_PRESETS,
    filters: ['searchType'],
    optionLists: ['subCategories'],
  },
  games: {
    defaultPreset: 'last30',
    presets: DATE_PRESETS,
    filters: ['gameType', 'roundStatus'],
    optionLists: [],
  },
  bets: {
    defaultPreset: 'last30',
    presets: DATE_PRESETS,
    filters: ['couponState'],
    optionLists: [],
    maxDays: COUPON_RANGE_MAX_DAYS,
  },
};

/** The filters whose options are the same for every player; the site translates them. */
export const FIXED_OPTIONS: Partial<Record<FilterName, readonly string[]>> = {
  gameType: GAME_KINDS,
  roundStatus: ROUND_STATUSES,
  couponState: COUPON_STATES,
};

export const isHistoryKind = (value: unknown): value is HistoryKind =>
  (HISTORY_KINDS as readonly unknown[]).includes(value);
