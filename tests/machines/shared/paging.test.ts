import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../machines/shared/games.ts';
import {
  appendPage,
  hasMore,
  nextOffset,
  type PagingRules,
} from '../../../machines/shared/paging.ts';

interface Row {
  id: number;
}

const RULES: PagingRules<Row> = { pageSize: 3, keyOf: (row) => row.id };

const rowsOf = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

const pageOf = (rows: Row[], offset: number, total: number): ListPage<Row> => ({
  items: rows,
  pagination: { limit: RULES.pageSize, offset, total },
});

describe('paging: where the next page starts', () => {
  it('starts at 0 for an empty list and after the rows held otherwise', () => {
    expect(nextOffset([])).toBe(0);
    expect(nextOffset(rowsOf(1, 2, 3))).toBe(3);
  });
});

describe('paging: whether there is more', () => {
  it('is true while fewer rows are held than the total', () => {
    expect(hasMore(rowsOf(1, 2), 3)).toBe(true);
  });

  it('is false at the total and past it', () => {
    expect(hasMore(rowsOf(1, 2, 3), 3)).toBe(false);
    expect(hasMore(rowsOf(1, 2, 3), 2)).toBe(false);
    expect(hasMore([], 0)).toBe(false);
  });
});

describe('paging: adding a page', () => {
  it('puts the page after the rows held, in order, and takes its total', () => {
    const first = appendPage([], pageOf(rowsOf(1, 2, 3), 0, 8), RULES);
    expect(first).toEqual({ items: rowsOf(1, 2, 3), total: 8 });
    const second = appendPage(first.items, pageOf(rowsOf(4, 5, 6), 3, 7), RULES);
    expect(second).toEqual({ items: rowsOf(1, 2, 3, 4, 5, 6), total: 7 });
    expect(hasMore(second.items, second.total)).toBe(true);
    expect(nextOffset(second.items)).toBe(6);
  });

  it('leaves the rows it was given as they were', () => {
    const held = rowsOf(1, 2, 3);
    appendPage(held, pageOf(rowsOf(4, 5, 6), 3, 9), RULES);
    expect(held).toEqual(rowsOf(1, 2, 3));
  });

  it('keeps a row once when a later page repeats it, where it was first', () => {
    // A row made between two reads moved row 3 onto the second page.
    const added = appendPage(rowsOf(1, 2, 3), pageOf(rowsOf(3, 4, 5), 3, 9), RULES);
    expect(added.items).toEqual(rowsOf(1, 2, 3, 4, 5));
    expect(added.total).toBe(9);
    expect(nextOffset(added.items)).toBe(5);
  });

  it('ends the list on an empty page whatever its total says', () => {
    const added = appendPage(rowsOf(1, 2, 3), pageOf([], 3, 9), RULES);
    expect(added).toEqual({ items: rowsOf(1, 2, 3), total: 3 });
    expect(hasMore(added.items, added.total)).toBe(false);
  });

  it('ends the list on a page shorter than asked whatever its total says', () => {
    const added = appendPage(rowsOf(1, 2, 3), pageOf(rowsOf(4), 3, 9), RULES);
    expect(added).toEqual({ items: rowsOf(1, 2, 3, 4), total: 4 });
    expect(hasMore(added.items, added.total)).toBe(false);
  });

  it('ends on a full last page that reaches the total', () => {
    const added = appendPage(rowsOf(1, 2, 3), pageOf(rowsOf(4, 5, 6), 3, 6), RULES);
    expect(added.total).toBe(6);
    expect(hasMore(added.items, added.total)).toBe(false);
  });

  it('never counts fewer rows than it holds', () => {
    const added = appendPage(rowsOf(1, 2, 3), pageOf(rowsOf(4, 5, 6), 3, 4), RULES);
    expect(added).toEqual({ items: rowsOf(1, 2, 3, 4, 5, 6), total: 6 });
  });

  it('says a first empty page is an empty list', () => {
    expect(appendPage([], pageOf([], 0, 0), RULES)).toEqual({ items: [], total: 0 });
  });
});
