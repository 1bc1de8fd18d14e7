/**
 * The withdrawals list's generated paths (a child of the withdraw wizard), driven on the rendered
 * /withdraw page: cancel with its confirmation, failures and retries are clicks and FinanceApi
 * answers; the operator's cancel setting arrives with the wizard's cashier summary and a refresh
 * is a withdrawal the player makes in the wizard, or a change the platform's live stream tells.
 * The list's pages (its paged list, modelled in tests/model/paging) are answered with the first
 * page whenever it reads them. Each state is checked by what the player sees in the list (VIEWS
 * below). Only the ports are faked.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { withdrawalsMachine } from '../../../machines/cashier/withdrawals.machine.ts';
import type { FinanceApi } from '../../../machines/ports.ts';
import { TRANSACTION_STATUS, type CashierSummary } from '../../../machines/shared/finance.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { FakeLiveStream } from '../../fixtures/live-stream.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import {
  methods,
  payfix,
  summary,
  validityDate,
  withdrawal,
  ziraat,
} from '../../machines/cashier/withdraw-fixtures.ts';
import { HeldCalls, type HeldCall } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { firstPage, paths } from './withdrawals.paths.ts';

type Snapshot = SnapshotFrom<typeof withdrawalsMachine>;
const tr = messages.tr;
const t = (id: string) => tr[id]!;

// ---------------------------------------------------------------------------------------------
// The page.

const firedOnPages = new FiredTransitions('withdrawals');

const history = () => screen.getByRole('region', { name: t('cashier.withdraw.history.title') });
const wizard = () => screen.getByRole('region', { name: t('cashier.withdraw.wizardLabel') });
const dialog = () =>
  screen.getByRole('dialog', { name: t('cashier.withdraw.history.cancelTitle') });
const lira = (kurus: number) =>
  new Intl.NumberFormat('tr', {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: 2,
  }).format(kurus / 100);

class WithdrawalsDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly ports = new HeldCalls();
  private readonly live = new FakeLiveStream();
  /** The wizard's first cashier summary: it carries the operator's cancel setting. */
  private firstSummary: Pick<HeldCall, 'resolve' | 'reject'> | null = null;
  private summaryAnswered = false;
  /** The balance refreshes the app was asked for, and how many before a cancellation's answer. */
  private refreshes: () => number = () => 0;
  private refreshesBeforeCancel = 0;

  private answerSummary(canCancelWithdrawal: boolean) {
    if (this.summaryAnswered) throw new Error('The wizard has read the cashier summary already');
    this.summaryAnswered = true;
    return waitFor(() => {
      expect(this.firstSummary).not.toBeNull();
      this.firstSummary!.resolve({ ...summary, canCancelWithdrawal } satisfies CashierSummary);
    });
  }

  async start() {
    const finance: Partial<FinanceApi> = {
      cashMethods: async () => methods,
      bankAccounts: async () => [ziraat],
      summary: () =>
        this.summaryAnswered
          ? Promise.resolve({ ...summary, canCancelWithdrawal: true })
          : new Promise((resolve, reject) => {
              this.firstSummary = { resolve, reject };
            }),
      withdraw: async () => withdrawal({ id: 990, amount: 50_000 }),
      transactions: this.ports.held<FinanceApi['transactions']>('transactions'),
      cancelWithdrawal: this.ports.held<FinanceApi['cancelWithdrawal']>('cancelWithdrawal'),
    };
    // Every balance the app is asked to refresh is read again from the port.
    const loadBalance = vi.fn(async () => ({ cash: 0, bonus: 0 }));
    const { runtime } = renderSite('/withdraw', {
      live: this.live,
      stored: SIGNED_IN,
      finance,
      appPorts: { loadBalance },
    });
    this.refreshes = () => loadBalance.mock.calls.length;
    runtime.inspect = firedOnPages.inspect;
    // The paths start once the wizard asked for the summary and the list for its first page.
    await waitFor(() => expect(this.firstSummary).not.toBeNull());
    await this.listRead();
  }

  /** The list reads its first page (at the start, and again after a withdrawal or a cancel). */
  private async listRead() {
    (await this.ports.latest('transactions')).resolve(firstPage);
  }

  /** A withdrawal in the wizard: what makes the list read itself again. */
  private async makeWithdrawal() {
    const user = this.user;
    const inWizard = within(wizard());
    if (!this.summaryAnswered) await this.answerSummary(false);
    const again = inWizard.queryByRole('button', { name: t('cashier.withdraw.again') });
    if (again) await user.click(again);
    await user.click(await inWizard.findByRole('button', { name: payfix.name }));
    await user.type(await inWizard.findByLabelText(/^Tutar/), '500');
    await user.click(inWizard.getByRole('button', { name: t('cashier.next') }));
    await user.type(await inWizard.findByLabelText(/geçerlilik tarihi/), validityDate);
    await user.click(inWizard.getByRole('button', { name: t('cashier.next') }));
    await inWizard.findByLabelText(/^Not/);
    await user.click(inWizard.getByRole('button', { name: t('cashier.next') }));
    await user.click(await inWizard.findByRole('button', { name: t('cashier.withdraw.submit') }));
    await inWizard.findByText(t('cashier.withdraw.submittedTitle'));
  }

  async act(event: AnyEventObject) {
    const user = this.user;
    this.refreshesBeforeCancel = this.refreshes();
    switch (event.type) {
      case 'withdrawals.policy':
        return this.answerSummary(event.canCancelWithdrawal as boolean);
      case 'withdrawals.refresh':
        await this.makeWithdrawal();
        return this.listRead();
      case 'cashier.transactionChanged':
        // The platform's stream tells the app; the list reads itself again.
        act(() =>
          this.live.tell({
            type: 'live.transaction',
            transactionID: event.transactionID as number,
            direction: 'withdraw',
          }),
        );
        return this.listRead();
      case 'withdrawals.cancel': {
        const label = t('cashier.withdraw.history.cancelLabel').replace('{amount}', lira(75_000));
        return user.click(within(history()).getByRole('button', { name: label }));
      }
      case 'withdrawals.confirmCancel':
        return user.click(
          within(dialog()).getByRole('button', {
            name: t('cashier.withdraw.history.cancelConfirm'),
          }),
        );
      case 'withdrawals.keep':
        return user.click(
          within(dialog()).getByRole('button', { name: t('cashier.withdraw.history.keep') }),
        );
      case 'xstate.done.actor.cancelWithdrawal':
        (await this.ports.latest('cancelWithdrawal')).resolve(event.output);
        return this.listRead();
      case 'xstate.error.actor.cancelWithdrawal':
        return (await this.ports.latest('cancelWithdrawal')).reject(event.error);
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    // The list shows below the wizard once the wizard has its first step (after the summary),
    // so that nothing above it moves.
    if (!this.summaryAnswered) {
      expect(wizard().querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(
        screen.queryByRole('region', { name: t('cashier.withdraw.history.title') }),
      ).toBeNull();
      return;
    }
    await waitFor(() => VIEWS[s.value as string]!(s, event), { timeout: 10_000 });
    // Kept apart from the chart, so that a wrong transition shows: the money came back.
    if (event?.type === 'xstate.done.actor.cancelWithdrawal') {
      await waitFor(() => expect(this.refreshes()).toBe(this.refreshesBeforeCancel + 1));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

type View = (s: Snapshot, event: AnyEventObject | null) => void;

function list(s: Snapshot) {
  const rows = within(history()).getAllByRole('listitem');
  expect(rows).toHaveLength(firstPage.items.length);
  firstPage.items.forEach((item, index) => {
    const row = within(rows[index]!);
    expect(row.getByText(lira(item.amount))).toBeVisible();
    expect(row.getByText(t(`cashier.status.${item.transaction_status}`))).toBeVisible();
    expect(
      row.getByText(new RegExp(item.accountLabel!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    ).toBeVisible();
    if (item.reason) expect(row.getByText(new RegExp(item.reason))).toBeVisible();
    // Cancel only on a pending withdrawal, only where the operator allows it.
    const cancellable =
      item.transaction_status === TRANSACTION_STATUS.pending &&
      (item.cancellable ?? s.context.canCancelWithdrawal);
    expect(row.queryByRole('button', { name: /iptal et$/ }) !== null).toBe(cancellable);
  });
}

const VIEWS: Record<string, View> = {
  idle: (s, event) => {
    list(s);
    expect(
      within(history()).getByRole('button', { name: t('cashier.withdraw.history.showMore') }),
    ).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
    if (event?.type === 'xstate.done.actor.cancelWithdrawal') {
      expect(screen.getByText(t('cashier.withdraw.cancelled'))).toBeVisible();
    }
  },
  confirmingCancel: (s) => {
    const inDialog = within(dialog());
    expect(inDialog.getByText(new RegExp(lira(s.context.cancelling!.amount)))).toBeVisible();
    expect(
      inDialog.getByRole('button', { name: t('cashier.withdraw.history.cancelConfirm') }),
    ).toBeEnabled();
    const error = s.context.cancelError;
    if (error) expect(inDialog.getByRole('alert')).toHaveTextContent(tr[error] ?? error);
    else expect(inDialog.queryByRole('alert')).toBeNull();
  },
  cancelling: () => {
    expectBusy(
      within(dialog()).getByRole('button', { name: t('cashier.withdraw.history.cancelConfirm') }),
    );
    expect(
      within(dialog()).getByRole('button', { name: t('cashier.withdraw.history.keep') }),
    ).toBeDisabled();
  },
};

// ---------------------------------------------------------------------------------------------

describe('withdrawals machine: generated paths on the rendered page', () => {
  for (const path of paths) {
    it(describePath(path, 'withdraw page'), () => drive(path, new WithdrawalsDriver()), 120_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
