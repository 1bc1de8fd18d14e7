/**
 * The history machine's generated paths, driven on the rendered /history/:tab pages: presets,
 * custom ranges and filters are what a player chooses, retry and 'CSV indir' are clicks, and
 * every port answer (FinanceApi.transactions, HistoryApi, GamesApi.coupons) is held until the
 * path settles it. The list (its paged list, modelled in tests/model/paging) gets the tab's first
 * rows once; a new range or filter reads it again. The finance tab covers the chart; bonus, games
 * and bets each replay their first path for their own rows and filters. Each state is checked by
 * what the player sees (VIEWS below). Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { historyMachine } from '../../../machines/history/history.machine.ts';
import type { FinanceApi, FileSaver, GamesApi, HistoryApi } from '../../../machines/ports.ts';
import { KINDS } from '../../../machines/history/kinds.ts';
import type { CashTransaction } from '../../../machines/shared/finance.ts';
import type { Coupon } from '../../../machines/shared/games.ts';
import type { GameRound, HistoryKind } from '../../../machines/shared/history.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { expectBusy, renderSite, SIGNED_IN, inMain } from '../../ui/harness.tsx';
import { HeldCalls, type HeldCall } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { TABS, csv, paths } from './history.paths.ts';

type Snapshot = SnapshotFrom<typeof historyMachine>;
const tr = messages.tr;
const t = (id: string) => tr[id]!;

// The machine reads the clock for its presets and custom ranges: the model and the page agree.
vi.useFakeTimers({ now: new Date('2026-03-15T12:00:00'), toFake: ['Date'] });

// ---------------------------------------------------------------------------------------------
// The page.

const firedOnPages = new FiredTransitions('history');

const listRegion = () => inMain().getByRole('region', { name: t('history.rows') });
const list = () => within(listRegion());
const totals = () => within(inMain().getByRole('region', { name: t('history.totals') }));

class HistoryDriver implements ViewDriver {
  private readonly user = userEvent.setup({ delay: null });
  private readonly ports = new HeldCalls();
  readonly saved: Parameters<FileSaver['save']>[0][] = [];
  /** The port the tab's pages come from. */
  private readonly pagePort: string;

  constructor(private readonly kind: HistoryKind) {
    this.pagePort = {
      finance: 'transactions',
      bonus: 'transactions',
      games: 'rounds',
      bets: 'coupons',
    }[kind];
  }

  /** The filter lists come from three calls, answered together. */
  private async settleOptions(settle: (call: HeldCall, name: string) => void) {
    const names =
      this.kind === 'finance' ? ['categories', 'subCategories', 'statuses'] : ['subCategories'];
    for (const name of names) settle(await this.ports.newest(name), name);
  }

  async start() {
    const finance: Partial<FinanceApi> = {
      transactions: this.ports.held<FinanceApi['transactions']>('transactions'),
    };
    const games: Partial<GamesApi> = { coupons: this.ports.held<GamesApi['coupons']>('coupons') };
    const history: Partial<HistoryApi> = {
      gameRounds: this.ports.held<HistoryApi['gameRounds']>('rounds'),
      totals: this.ports.held<HistoryApi['totals']>('totals'),
      exportCsv: this.ports.held<HistoryApi['exportCsv']>('export'),
      categories: this.ports.held<HistoryApi['categories']>('categories'),
      subCategories: this.ports.held<HistoryApi['subCategories']>('subCategories'),
      statuses: this.ports.held<HistoryApi['statuses']>('statuses'),
    };
    const { runtime } = renderSite(`/history/${this.kind}`, {
      stored: SIGNED_IN,
      finance,
      games,
      history,
      files: { save: (file) => this.saved.push(file) },
    });
    runtime.inspect = firedOnPages.inspect;
    await screen.findByRole('region', { name: t('history.rows') });
    (await this.ports.newest(this.pagePort)).resolve(TABS[this.kind].first);
  }

  private async choose(label: string, option: string) {
    await this.user.click(inMain().getByRole('combobox', { name: label }));
    await this.user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: option }),
    );
  }

  async act(event: AnyEventObject) {
    const user = this.user;
    switch (event.type) {
      case 'xstate.done.actor.loadOptions': {
        const lists = event.output as Record<string, unknown>;
        return this.settleOptions((call, name) => call.resolve(lists[name]));
      }
      case 'xstate.error.actor.loadOptions':
        return this.settleOptions((call) => call.reject(event.error));
      case 'xstate.done.actor.loadTotals':
        return (await this.ports.newest('totals')).resolve(event.output);
      case 'xstate.error.actor.loadTotals':
        return (await this.ports.newest('totals')).reject(event.error);
      case 'xstate.done.actor.exportHistory':
        return (await this.ports.newest('export')).resolve(event.output);
      case 'xstate.error.actor.exportHistory':
        return (await this.ports.newest('export')).reject(event.error);
      case 'history.setPreset':
        return this.choose(t('history.range'), t(`history.preset.${event.preset as string}`));
      case 'history.setCustomRange': {
        const from = inMain().getByLabelText(t('history.range.from'));
        const to = inMain().getByLabelText(t('history.range.to'));
        await user.clear(from);
        await user.type(from, event.from as string);
        await user.clear(to);
        await user.type(to, event.to as string);
        return user.click(inMain().getByRole('button', { name: t('history.range.apply') }));
      }
      case 'history.setFilter': {
        const { label, option } = TABS[this.kind].filter;
        return this.choose(label, option);
      }
      case 'history.retry':
        return user.click(inMain().getAllByRole('button', { name: t('common.tryAgain') })[0]!);
      case 'history.export':
        return user.click(exportButton());
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    const value = s.value as { options: string; totals: string; exporting: string };
    await waitFor(
      () => {
        listShown(s);
        TOTALS[value.totals]!(s);
        EXPORT[value.exporting]!(s, event, this.saved);
        OPTIONS[value.options]!(s);
        expect(inMain().getByRole('combobox', { name: t('history.range') })).toHaveTextContent(
          t(`history.preset.${s.context.preset}`),
        );
      },
      { timeout: 10_000 },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state of each region.

type View = (s: Snapshot) => void;

/** The tab's default range and no filter: nothing has asked the list to read again. */
const firstRange = (s: Snapshot) =>
  s.context.preset === KINDS[s.context.kind].defaultPreset &&
  Object.keys(s.context.filters).length === 0;

/** The tab's first rows, by what each kind shows of a row; read again for another range. */
function listShown(s: Snapshot) {
  const items = list().queryAllByRole('listitem');
  if (!firstRange(s)) {
    expect(listRegion().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(items).toHaveLength(0);
    return;
  }
  const rows = TABS[s.context.kind].first.items;
  expect(list().getByRole('button', { name: t('history.showMore') })).toBeEnabled();
  if (s.context.kind === 'bets') {
    expect(list().queryAllByRole('button', { name: /^Kupon K-/ })).toHaveLength(rows.length);
    (rows as Coupon[]).forEach((coupon, i) => expect(items[i]).toHaveTextContent(coupon.couponID));
    return;
  }
  expect(items).toHaveLength(rows.length);
  if (s.context.kind === 'games') {
    (rows as GameRound[]).forEach((round, i) => expect(items[i]).toHaveTextContent(round.gameName));
    return;
  }
  (rows as CashTransaction[]).forEach((row, i) => {
    expect(items[i]).toHaveTextContent(row.methodName);
    const state =
      s.context.kind === 'bonus'
        ? t(`history.bonusEvent.${row.bonusEvent!}`)
        : t(`cashier.status.${row.transaction_status}`);
    expect(items[i]).toHaveTextContent(state);
  });
}

const count = () => totals().queryByText(t('history.count'))?.nextSibling ?? null;

const TOTALS: Record<string, View> = {
  loading: () => {
    expect(count()).toBeNull();
    expect(totals().queryByText(t('history.totalsFailed'))).toBeNull();
  },
  ready: (s) => expect(count()).toHaveTextContent(String(s.context.totals!.count)),
  failed: () => {
    expect(totals().getByText(t('history.totalsFailed'))).toBeVisible();
    expect(count()).toBeNull();
  },
};

const exportButton = () => totals().getByRole('button', { name: t('history.export') });

const EXPORT: Record<
  string,
  (s: Snapshot, event: AnyEventObject | null, saved: HistoryDriver['saved']) => void
> = {
  idle: (_, event, saved) => {
    expect(exportButton()).toBeEnabled();
    expect(totals().queryByText(t('history.exportFailed'))).toBeNull();
    if (event?.type === 'xstate.done.actor.exportHistory') {
      expect(saved.at(-1)).toEqual({
        filename: csv.filename,
        content: csv.content,
        type: 'text/csv;charset=utf-8',
      });
    }
  },
  busy: () => expectBusy(exportButton()),
  failed: () => {
    expect(exportButton()).toBeEnabled();
    expect(totals().getByText(t('history.exportFailed'))).toBeVisible();
  },
};

const filterSelect = (s: Snapshot) => {
  const label = TABS[s.context.kind].filter.label;
  return inMain().getByRole('combobox', { name: label });
};

const OPTIONS: Record<string, View> = {
  loading: (s) => {
    expect(filterSelect(s)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(t('history.filtersFailed'))).toBeNull();
  },
  ready: (s) => {
    const select = filterSelect(s);
    expect(select).not.toHaveAttribute('aria-disabled');
    const chosen = Object.keys(s.context.filters).length > 0;
    expect(select).toHaveTextContent(
      chosen ? TABS[s.context.kind].filter.option : t('history.filter.all'),
    );
    expect(screen.queryByText(t('history.filtersFailed'))).toBeNull();
  },
  unavailable: () => {
    expect(screen.getByText(t('history.filtersFailed'))).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------

describe('history machine: generated paths on the rendered pages', () => {
  for (const { kind, path } of paths) {
    it(describePath(path, `/history/${kind}`), () => drive(path, new HistoryDriver(kind)), 120_000);
  }

  it('fired on the pages every transition the paths planned (measured on the real actors)', () => {
    expect(firedOnPages.missedOf(paths.map(({ path }) => path))).toEqual([]);
  });
});
