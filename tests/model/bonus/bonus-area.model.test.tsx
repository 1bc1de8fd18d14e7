/**
 * The bonus area's generated paths, driven on the rendered /bonuses page: loading, the past
 * bonuses of the first page (their next pages are modelled in tests/model/paging), a claim (its dialog), promo codes, cancelling the active bonus, the minute clock and the
 * active bonus's expiry are clicks, BonusApi answers and fake time. Each state is checked by what
 * the player sees (VIEWS below). Only the port is faked. 'Deposit with this bonus' leaves the page
 * and is covered in tests/ui/bonus.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { activeOf } from '../../../machines/bonus/bonus-rules.ts';
import { bonusAreaMachine, type AreaData } from '../../../machines/bonus/bonus-area.machine.ts';
import type { BonusApi, FinanceApi } from '../../../machines/ports.ts';
import type { CashierSummary } from '../../../machines/shared/finance.ts';
import { wageringPercent, type PlayerBonus } from '../../../machines/shared/bonus.ts';
import { expectBusy, fakeFinance, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { casinoDiscount } from '../../machines/bonus/bonus-fixtures.ts';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { fill, lira, offersList, pageButton, pastList, wageringBar, t, tr } from './bonus-page.ts';
import { empty, paths } from './bonus-area.paths.ts';

type Snapshot = SnapshotFrom<typeof bonusAreaMachine>;

const NOW = new Date('2026-11-23T12:00:00.000Z');
/**
 * The active bonus's time left when the platform answers: 42½ minutes, so that its expiry comes
 * before the inactivity logout of an hour.
 */
const LEFT_MS = 42 * 60_000 + 30_000;

// ---------------------------------------------------------------------------------------------
// The page.

const firedOnPages = new FiredTransitions('bonusArea');
/** The expiry of the active bonus the platform last answered. */
let shownExpiry = '';

class BonusAreaDriver implements ViewDriver {
  private readonly user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  private readonly ports = new HeldCalls();
  private summaryOf!: (data: AreaData) => CashierSummary;
  /** The app's balance reads: one at sign-in, one more for each bonus claimed or cancelled. */
  private readonly balanceReads = vi.fn(async () => ({ cash: 0, bonus: 0 }));
  private balanceMoves = 0;
  /** When the active bonus the page shows expires. */
  private get expiresAt() {
    return Date.parse(shownExpiry);
  }

  /** The platform's answer, with the active bonus expiring LEFT_MS from now. */
  private fresh(data: AreaData): AreaData {
    const expiresAt = new Date(Date.now() + LEFT_MS).toISOString();
    shownExpiry = expiresAt;
    const items = data.page.items.map((bonus: PlayerBonus) =>
      bonus.status === 'active' ? { ...bonus, expiresAt } : bonus,
    );
    return { ...data, page: { ...data.page, items } };
  }

  async start(input: unknown) {
    const { claimOfferID } = input as { claimOfferID: number | null };
    const bonus: Partial<BonusApi> = {
      offers: this.ports.held<BonusApi['offers']>('offers'),
      bonuses: this.ports.held<BonusApi['bonuses']>('bonuses'),
      claim: this.ports.held<BonusApi['claim']>('claim'),
      cancel: this.ports.held<BonusApi['cancel']>('cancel'),
      redeemCode: this.ports.held<BonusApi['redeemCode']>('redeemCode'),
    };
    const summary = await fakeFinance().summary();
    const finance: Partial<FinanceApi> = {
      summary: this.ports.held<FinanceApi['summary']>('summary'),
    };
    this.summaryOf = (data) => ({
      ...summary,
      bonus: data.withdrawalRule ? { rule: data.withdrawalRule, bonus: data.page.items[0]! } : null,
    });
    const path = claimOfferID === null ? '/bonuses' : `/bonuses?claim=${claimOfferID}`;
    const { runtime } = renderSite(path, {
      stored: SIGNED_IN,
      bonus,
      finance,
      appPorts: { loadBalance: this.balanceReads },
    });
    runtime.inspect = firedOnPages.inspect;
    await screen.findByRole('heading', { level: 1, name: t('menu.bonuses') });
  }

  private dialog(name: string) {
    return within(screen.getByRole('dialog', { name }));
  }

  private async redeem(code: string) {
    const field = screen.getByLabelText(t('bonus.code.label'));
    await this.user.clear(field);
    if (code) await this.user.type(field, code);
    await this.user.click(screen.getByRole('button', { name: t('bonus.code.submit') }));
  }

  async act(event: AnyEventObject): Promise<void> {
    const user = this.user;
    switch (event.type) {
      case 'xstate.done.actor.loadArea': {
        const data = this.fresh(event.output as AreaData);
        (await this.ports.newest('offers')).resolve(data.offers);
        (await this.ports.newest('summary')).resolve(this.summaryOf(data));
        return (await this.ports.newest('bonuses')).resolve(data.page);
      }
      case 'xstate.error.actor.loadArea':
        (await this.ports.newest('bonuses')).resolve(empty.page);
        (await this.ports.newest('summary')).resolve(this.summaryOf(empty));
        return (await this.ports.newest('offers')).reject(event.error);
      case 'bonus.retry':
        return user.click(screen.getByRole('button', { name: t('common.tryAgain') }));
      case 'bonus.claim': {
        const card = within(screen.getByRole('listitem', { name: casinoDiscount.title }));
        return user.click(card.getByRole('button', { name: t('bonus.offer.claim') }));
      }
      case 'xstate.done.actor.bonusClaim': {
        const dialog = this.dialog(casinoDiscount.title);
        if (!(event.output as { claimed: boolean }).claimed) {
          return user.click(dialog.getByRole('button', { name: t('common.cancel') }));
        }
        await user.click(dialog.getByRole('button', { name: t('bonus.claim.confirm') }));
        this.balanceMoves += 1;
        (await this.ports.newest('claim')).resolve({ kind: 'cash', amount: 120_00, offerID: 3 });
        await dialog.findByText(fill('bonus.claim.gaveCash', { amount: lira(120_00) }));
        return user.click(dialog.getByRole('button', { name: t('common.close') }));
      }
      case 'bonus.redeem':
        return this.redeem(event.code as string);
      case 'xstate.done.actor.redeemCode':
        return (await this.ports.newest('redeemCode')).resolve(event.output);
      case 'xstate.error.actor.redeemCode':
        return (await this.ports.newest('redeemCode')).reject(event.error);
      case 'bonus.cancel':
        return user.click(screen.getByRole('button', { name: t('bonus.cancel.open') }));
      case 'bonus.keep':
        return user.click(
          this.dialog(t('bonus.cancel.title')).getByRole('button', {
            name: t('bonus.cancel.keep'),
          }),
        );
      case 'bonus.confirmCancel':
        return user.click(
          this.dialog(t('bonus.cancel.title')).getByRole('button', {
            name: t('bonus.cancel.confirm'),
          }),
        );
      case 'xstate.done.actor.cancelBonus':
        this.balanceMoves += 1;
        return (await this.ports.newest('cancel')).resolve(event.output);
      case 'xstate.error.actor.cancelBonus':
        return (await this.ports.newest('cancel')).reject(event.error);
      case 'bonus.dismiss':
        return user.click(
          this.dialog(t('bonus.cancel.doneTitle')).getByRole('button', {
            name: t('common.close'),
          }),
        );
      case 'xstate.after.60000.bonusArea.ready.clock.ticking':
        await vi.advanceTimersByTimeAsync(60_000);
        return;
      case 'xstate.after.untilExpiry.bonusArea.ready.clock.ticking':
        await vi.advanceTimersByTimeAsync(this.expiresAt - Date.now() + 1);
        return;
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    const top = typeof s.value === 'string' ? s.value : 'ready';
    await waitFor(() => VIEWS[top]!(s, event), { timeout: 10_000 });
    // Kept apart from the chart: a claimed or cancelled bonus moves the balance: it is read again.
    await waitFor(() => expect(this.balanceReads).toHaveBeenCalledTimes(1 + this.balanceMoves));
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

type View = (s: Snapshot, event: AnyEventObject | null) => void;

const noDialog = () => expect(screen.queryByRole('dialog')).toBeNull();

function offersShown(s: Snapshot) {
  const list = offersList();
  if (s.context.offers.length === 0) {
    expect(list).toBeNull();
    expect(screen.getByText(t('bonus.offers.empty'))).toBeVisible();
    return;
  }
  const cards = within(list!).getAllByRole('listitem', { hidden: true });
  expect(
    cards.map((card) => within(card).getByRole('heading', { hidden: true }).textContent),
  ).toEqual(s.context.offers.map((offer) => offer.title));
}

function activeShown(s: Snapshot) {
  const active = activeOf(s.context.firstPage.items);
  const bar = wageringBar();
  if (!active) {
    expect(bar).toBeNull();
    expect(screen.queryByText(t('bonus.active.heading'))).toBeNull();
    return;
  }
  expect(bar).toHaveAttribute('aria-valuenow', String(wageringPercent(active)));
  expect(bar).toHaveAccessibleName(
    fill('bonus.active.wagered', {
      done: lira(active.wagered),
      required: lira(active.wageringRequired),
    }),
  );
  // The clock ticks once a minute: the minutes left by the fake clock, which stands between ticks.
  const minutes = Math.floor((Date.parse(shownExpiry) - Date.now()) / 60_000);
  expect(screen.getByText(`${minutes} dakika`)).toBeVisible();
  expect(screen.getByText(lira(active.balance))).toBeVisible();
  const rule = s.context.withdrawalRule;
  expect(
    screen.getByText(t(rule ? `bonus.withdrawRule.${rule}` : 'bonus.active.withdrawNote')),
  ).toBeVisible();
}

/** The past bonuses of the page read with the area. */
function pastShown(s: Snapshot) {
  const { items, pagination } = s.context.firstPage;
  const past = items.filter((bonus) => bonus.status !== 'active');
  const list = pastList();
  if (past.length === 0) expect(screen.getByText(t('bonus.past.empty'))).toBeVisible();
  else expect(within(list!).getAllByRole('listitem', { hidden: true })).toHaveLength(past.length);
  const more = pageButton(t('bonus.past.showMore'));
  expect(more !== null).toBe(items.length < pagination.total);
  if (more) expect(more).toBeEnabled();
}

function codeShown(s: Snapshot) {
  const code = (s.value as { ready: { code: string } }).ready.code;
  const submit = pageButton(t('bonus.code.submit'));
  if (code === 'redeeming') expectBusy(submit);
  else expect(submit).toBeEnabled();
  const field = screen.getByLabelText(t('bonus.code.label'));
  const error = s.context.codeError;
  if (error) expect(field).toHaveAccessibleDescription(tr[error] ?? error);
  else expect(field).toHaveAttribute('aria-invalid', 'false');
  const redeemed = s.context.redeemed;
  if (redeemed) {
    expect(screen.getByText(fill('bonus.code.redeemed', { title: redeemed.title }))).toBeVisible();
  }
}

function flowShown(s: Snapshot) {
  const flow = (s.value as { ready: { flow: string } }).ready.flow;
  if (flow === 'idle') return noDialog();
  if (flow === 'claiming') {
    const dialog = within(screen.getByRole('dialog', { name: s.context.claiming!.title }));
    expect(dialog.getByRole('button', { name: t('bonus.claim.confirm') })).toBeEnabled();
    return;
  }
  if (flow === 'forfeited') {
    const dialog = within(screen.getByRole('dialog', { name: t('bonus.cancel.doneTitle') }));
    expect(
      dialog.getByText(fill('bonus.cancel.doneText', { title: s.context.forfeited!.title })),
    ).toBeVisible();
    return;
  }
  const dialog = within(screen.getByRole('dialog', { name: t('bonus.cancel.title') }));
  const active = activeOf(s.context.firstPage.items)!;
  expect(
    dialog.getByText(new RegExp(lira(active.balance).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  ).toBeVisible();
  const confirm = dialog.getByRole('button', { name: t('bonus.cancel.confirm') });
  if (flow === 'cancelling') {
    expectBusy(confirm);
    return;
  }
  expect(confirm).toBeEnabled();
  const error = s.context.cancelError;
  if (error) expect(dialog.getByRole('alert')).toHaveTextContent(tr[error] ?? error);
  else expect(dialog.queryByRole('alert')).toBeNull();
}

const VIEWS: Record<string, View> = {
  loading: () => {
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(offersList()).toBeNull();
    noDialog();
  },
  failed: () => {
    expect(screen.getByText(t('bonus.loadFailed'))).toBeVisible();
    expect(screen.getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
  },
  ready: (s, event) => {
    offersShown(s);
    activeShown(s);
    pastShown(s);
    codeShown(s);
    flowShown(s);
    if (event?.type === 'xstate.done.actor.cancelBonus') {
      expect(screen.getByText(t('bonus.cancel.done'))).toBeVisible();
    }
  },
};

// ---------------------------------------------------------------------------------------------

describe('bonus area machine: generated paths on the rendered page', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  for (const [index, path] of paths.entries()) {
    const name = describePath(path, `${index + 1}. /bonuses ${JSON.stringify(path.input)}`);
    it(name, () => drive(path, new BonusAreaDriver()), 120_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
