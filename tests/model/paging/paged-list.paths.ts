/**
 * The paged list as the model of two lists on the site: the finance history, which reads its own
 * pages, ends at a 'no records' answer and reads again from the first page for another range;
 * and the past bonuses, whose first page comes with the bonus area.
 */
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { isNoRecordsError } from '../../../machines/games/coupons.ts';
import { HISTORY_PAGING } from '../../../machines/history/queries.ts';
import {
  pagedListMachine,
  type PagedListInput,
} from '../../../machines/paging/paged-list.machine.ts';
import type { PagedListSnapshot } from '../../../machines/paging/paged-list.selectors.ts';
import type { PlayerBonus } from '../../../machines/shared/bonus.ts';
import { notProvided } from '../../../machines/shared/not-provided.ts';
import { offline } from '../../fixtures/auth.ts';
import { activeBonus, page, pastBonus } from '../../machines/bonus/bonus-fixtures.ts';
import { cashRows, page as historyPage } from '../../machines/history/fixtures.ts';
import { noRecords } from '../../unit/games/fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

/** The page's own port answers: the model never calls it. */
const loadPage = fromPromise(notProvided('loadPage'));

/** /history/finance: ten of twelve rows, then two. */
export const HISTORY: PagedListInput = { ...HISTORY_PAGING, loadPage, endsList: isNoRecordsError };
export const HISTORY_PAGES = {
  first: historyPage(cashRows(1, 10), 0, 12),
  second: historyPage(cashRows(11, 2), 10, 12),
};

/** /bonuses: the active bonus and nine past ones of twelve came with the area; then two. */
export const BONUSES: PagedListInput = {
  loadPage,
  pageSize: 10,
  keyOf: (bonus: PlayerBonus) => bonus.bonusID,
  firstPage: page([activeBonus(), ...Array.from({ length: 9 }, (_, i) => pastBonus(i + 1))], 0, 12),
};
export const BONUS_PAGES = { second: page([pastBonus(10), pastBonus(11)], 10, 12) };

const historyEvents: AnyEventObject[] = [
  { type: 'xstate.done.actor.firstPage', output: HISTORY_PAGES.first },
  { type: 'xstate.error.actor.firstPage', error: offline },
  { type: 'xstate.error.actor.firstPage', error: noRecords },
  { type: 'xstate.done.actor.nextPage', output: HISTORY_PAGES.second },
  { type: 'xstate.error.actor.nextPage', error: offline },
  { type: 'xstate.error.actor.nextPage', error: noRecords },
  { type: 'list.retry' },
  { type: 'list.showMore' },
  { type: 'list.reload' },
];

const bonusEvents: AnyEventObject[] = [
  { type: 'xstate.done.actor.nextPage', output: BONUS_PAGES.second },
  { type: 'xstate.error.actor.nextPage', error: offline },
  { type: 'list.showMore' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const { rows, total } = (s as PagedListSnapshot).context;
  return JSON.stringify([s.value, rows.length, total]);
};

export const paths = [
  ...transitionCover(pagedListMachine, {
    inputs: [HISTORY],
    events: historyEvents,
    serialize,
    maxSteps: 40,
  }),
  ...transitionCover(pagedListMachine, {
    inputs: [BONUSES],
    events: bonusEvents,
    serialize,
    maxSteps: 20,
  }),
];

export default { machine: pagedListMachine, paths } satisfies MachineModel;
