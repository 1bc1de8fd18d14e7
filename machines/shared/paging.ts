/**
 * The arithmetic of a 'show more' list, read a page at a time with limit and offset (spec §9):
 * where the next page starts, whether there is one, and what the list holds once a page arrived.
 * The paged list machine (machines/paging) runs it; the game lists use it too.
 */
import type { ListPage } from './games.ts';

/** The rows a list holds and how many it has in all. */
export interface LoadedPage<Row> {
  items: Row[];
  total: number;
}

/** How a list's pages are asked for and its rows told apart. */
export interface PagingRules<Row> {
  /** The limit every page is asked with. */
  pageSize: number;
  keyOf: (row: Row) => string | number;
}

/**
 * Where the page after `rows` starts. A repeated row was dropped rather than counted, so the
 * next page may overlap the last one: a row is asked for twice rather than skipped.
 */
export const nextOffset = (rows: readonly unknown[]): number => rows.length;

/** Whether the server has rows the list does not hold yet. */
export const hasMore = (rows: readonly unknown[], total: number): boolean => rows.length < total;

/**
 * `rows` with `page` added after them. A row made between two reads shifts the offsets, so a row
 * held already is kept once, where it was. A page shorter than asked is the last one whatever its
 * total says, and the total never counts fewer rows than the list holds.
 */
export function appendPage<Row>(
  rows: readonly Row[],
  page: ListPage<Row>,
  { pageSize, keyOf }: PagingRules<Row>,
): LoadedPage<Row> {
  const held = new Set(rows.map(keyOf));
  const items = [...rows, ...page.items.filter((row) => !held.has(keyOf(row)))];
  const total = page.items.length < pageSize ? items.length : page.pagination.total;
  return { items, total: Math.max(total, items.length) };
}
