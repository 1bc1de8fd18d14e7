import { TRANSACTION_CATEGORY, TRANSACTION_STATUS } from '../shared/finance.ts';
import type { HistoryKind, NamedOption, SubCategoryOption } from '../shared/history.ts';
import { FILTER_NAMES, FIXED_OPTIONS, KINDS, type FilterName } from './kinds.ts';
import type { HistoryFilters } from './queries.ts';

/** The platform's lists behind a tab's filters. */
export interface FilterOptions {
  categories: NamedOption[];
  subCategories: SubCategoryOption[];
  statuses: NamedOption[];
}

export const NO_OPTIONS: FilterOptions = { categories: [], subCategories: [], statuses: [] };

/** The finance history lists deposits and withdrawals only (spec §2). */
const FINANCE_CATEGORIES: readonly number[] = [
  TRANSACTION_CATEGORY.deposit,
  TRANSACTION_CATEGORY.withdrawal,
];

/**
 * What the lists offer for this history: finance categories limited to cash in and out, with
 * the types of the categories offered and the statuses a deposit or withdrawal can have (spec
 * §4: status 1003 marks a notification, never one of them); bonus the types of the bonus
 * category (its events).
 */
export function optionsFor(kind: HistoryKind, lists: Partial<FilterOptions>): FilterOptions {
  const categories =
    kind === 'finance'
      ? (lists.categories ?? []).filter((c) => FINANCE_CATEGORIES.includes(c.id))
      : [];
  const offered = new Set(
    kind === 'bonus' ? [TRANSACTION_CATEGORY.bonus] : categories.map((c) => c.id),
  );
  return {
    categories,
    subCategories: (lists.subCategories ?? []).filter((s) => offered.has(s.categoryID)),
    statuses: (lists.statuses ?? []).filter((s) => s.id !== TRANSACTION_STATUS.notification),
  };
}

export interface FilterChoice {
  /** What the select sends: an id or a fixed option's name. */
  value: string;
  /** A platform name, shown as it is. */
  name?: string;
}

/**
 * Whether the type filter waits for a category: with several categories offered, each method
 * is a type of each (Papara in and Papara out), so a category is chosen first.
 */
export const typeWaitsForCategory = (
  name: FilterName,
  options: FilterOptions,
  filters: HistoryFilters,
) =>
  name === 'searchType' &&
  filters.searchCategory === undefined &&
  new Set(options.subCategories.map((s) => s.categoryID)).size > 1;

/** The choices a filter offers now. Types are those of the chosen category, or of the one offered. */
export function filterChoices(
  name: FilterName,
  options: FilterOptions,
  filters: HistoryFilters,
): FilterChoice[] {
  const fixed = FIXED_OPTIONS[name];
  if (fixed) return fixed.map((value) => ({ value }));
  const named = (list: NamedOption[]) => list.map((o) => ({ value: String(o.id), name: o.name }));
  if (name === 'searchCategory') return named(options.categories);
  if (name === 'status') return named(options.statuses);
  if (typeWaitsForCategory(name, options, filters)) return [];
  return named(
    options.subCategories.filter(
      (s) => filters.searchCategory === undefined || s.categoryID === filters.searchCategory,
    ),
  );
}

const NUMERIC: readonly FilterName[] = ['searchCategory', 'searchType', 'status'];

/**
 * The filters after choosing `value` ('' is all) for `name`, or null when this history does not
 * offer that filter or value. Another category, or none, drops a type not of it.
 */
export function chooseFilter(
  kind: HistoryKind,
  filters: HistoryFilters,
  options: FilterOptions,
  name: string,
  value: string,
): HistoryFilters | null {
  const filter = KINDS[kind].filters.find((offered) => offered === name);
  if (!filter) return null;
  const next: HistoryFilters = { ...filters };
  if (value === '') {
    delete next[filter];
  } else {
    if (!filterChoices(filter, options, filters).some((choice) => choice.value === value)) {
      return null;
    }
    Object.assign(next, { [filter]: NUMERIC.includes(filter) ? Number(value) : value });
  }
  if (filter === 'searchCategory' && next.searchType !== undefined) {
    const type = options.subCategories.find((s) => s.id === next.searchType);
    if (type?.categoryID !== next.searchCategory) delete next.searchType;
  }
  return next;
}

export const sameFilters = (a: HistoryFilters, b: HistoryFilters) =>
  FILTER_NAMES.every((name) => a[name] === b[name]);
