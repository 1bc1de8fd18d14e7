/**
 * The protection machine's generated paths, driven on the profile's responsible-gaming tab.
 * Every event is a click or keystroke of the player, a ProtectionApi or AuthApi.stepUpFactor
 * answer, or the platform's clock passing a limit's 24-hour wait; every state reached is checked
 * by what the player sees (VIEWS below). Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { AuthApi, ProtectionApi } from '../../../machines/ports.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import type { StepUpOutput } from '../../../machines/auth/step-up.machine.ts';
import { protectionMachine } from '../../../machines/protection/protection.machine.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { FakeTabChannel } from '../../fixtures/tab-channel.ts';
import { stepUpAssertion, stepUpOptions } from '../../fixtures/passkey-step-up.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { answerFactorRead, expectFactorRead } from '../auth/step-up-host.ts';
import { NOW, paths } from './protection.paths.ts';

type Snapshot = SnapshotFrom<typeof protectionMachine>;
const t = (id: string) => messages.tr[id]!;
// ---------------------------------------------------------------------------------------------
// The page.

class Port extends HeldCalls {
  api(): Partial<ProtectionApi> {
    return {
      state: this.held<ProtectionApi['state']>('getState'),
      change: this.held<ProtectionApi['change']>('saveChange'),
      closeAccount: this.held<ProtectionApi['closeAccount']>('closeAccount'),
    };
  }
  auth(): Partial<AuthApi> {
    return { stepUpFactor: this.held<AuthApi['stepUpFactor']>('stepUpFactor') };
  }
}

/** A label that starts with the text (a required field's label ends with an asterisk). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const main = () => within(screen.getByRole('main'));
const region = (titleId: string) => within(main().getByRole('region', { name: t(titleId) }));
const depositCard = () => region('protection.kind.deposit');
const button = (scope: ReturnType<typeof within>, id: string) =>
  scope.getByRole('button', { name: t(id) });

class ProtectionDriver implements ViewDriver {
  private readonly user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  private readonly port = new Port();
  private readonly tabs = new FakeTabChannel();

  async start() {
    renderSite('/profile?tab=protection', {
      stored: SIGNED_IN,
      protection: this.port.api(),
      auth: this.port.auth(),
      tabs: this.tabs,
      // A passkey holder's browser: the raise's challenge, and the assertion for it.
      passkey: { stepUpOptions: async () => stepUpOptions },
      passkeyDevice: { supported: () => true, assert: async () => stepUpAssertion },
    });
    await screen.findByRole('tab', { name: t('account.tab.protection'), selected: true });
  }

  private async type(field: HTMLElement, value: string) {
    await this.user.clear(field);
    await this.user.type(field, value);
  }

  /**
   * The step-up of a raise reads the player's factor, answered as the path ends the step; then
   * the player confirms the dialog with the passkey (the one proof the model confirms with), or
   * cancels.
   */
  private async endStepUp(event: AnyEventObject, error: string | null) {
    const output = event.output as StepUpOutput;
    const factor = await answerFactorRead(this.port, event, null);
    const element = await screen.findByRole('dialog', { name: t('stepUp.title.limit') });
    await waitFor(() => stepUpAsks(element, factor, error));
    const dialog = within(element);
    if (output.outcome === 'cancelled') return this.user.click(button(dialog, 'common.cancel'));
    await this.user.click(button(dialog, 'stepUp.usePasskey'));
    const change = await this.port.call('saveChange', 0);
    expect(change.args).toEqual([
      {
        method: 'setLimit',
        kind: 'deposit',
        period: 'day',
        amount: 200_000,
        ...output.reauthentication,
      },
    ]);
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const user = this.user;
    if (event.type === 'xstate.done.actor.stepUp') {
      return this.endStepUp(event, (before as Snapshot).context.error);
    }
    if (await this.port.settle(event)) return;
    switch (event.type) {
      case 'protection.retry':
        return user.click(main().getByRole('button', { name: t('common.tryAgain') }));
      case 'protection.changedElsewhere':
        // Another tab of the browser tells the app, which tells the page.
        this.tabs.tell({ kind: 'limitChanged' });
        return;
      case 'protection.setLimit': {
        const form = within(
          depositCard().getByRole('form', { name: t('protection.form.deposit') }),
        );
        await this.type(form.getByLabelText(startsWith(t('protection.field.amount'))), '2.000');
        return user.click(button(form, 'protection.saveLimit'));
      }
      case 'protection.confirmChange':
        return user.click(button(depositCard(), 'protection.confirmChange'));
      case 'protection.withdrawChange':
        return user.click(button(depositCard(), 'protection.withdrawChange'));
      case 'protection.setRealityCheck':
        await user.click(main().getByLabelText(t('protection.realityCheck.field')));
        return user.click(
          screen.getByRole('option', {
            name: t('protection.realityCheck.every').replace('{minutes}', '30'),
          }),
        );
      case 'xstate.after.untilChangeDue.protection.ready.idle':
        await vi.advanceTimersByTimeAsync(60_000);
        return;
      case 'protection.chooseTimeout':
        return user.click(button(region('protection.timeout.title'), 'protection.length.1w'));
      case 'protection.confirmTimeout':
        return user.click(button(region('protection.timeout.title'), 'protection.timeout.start'));
      case 'protection.chooseExclusion':
        return user.click(
          button(region('protection.exclusion.title'), 'protection.length.permanent'),
        );
      case 'protection.confirmExclusion': {
        const card = region('protection.exclusion.title');
        const understood = card.getByRole('checkbox', {
          name: t('protection.exclusion.understand'),
        });
        if (!(understood as HTMLInputElement).checked) await user.click(understood);
        await this.type(
          card.getByLabelText(startsWith(t('auth.field.currentPassword')), {
            selector: 'input',
          }),
          event.password as string,
        );
        return user.click(button(card, 'protection.exclusion.start'));
      }
      case 'protection.cancel': {
        const scope = main().queryByRole('alertdialog')
          ? region('protection.timeout.title')
          : region('protection.exclusion.title');
        return user.click(button(scope, 'common.cancel'));
      }
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    const view = s.matches('ready') ? (s.value as { ready: string }).ready : (s.value as string);
    await waitFor(() => VIEWS[view]!(s));
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

/** The depositcard's pending change: its confirm button exactly when the machine says due. */
function pendingShown(s: Snapshot) {
  const pending = s.context.state?.pending ?? [];
  if (pending.length === 0) {
    expect(
      depositCard().queryByRole('button', { name: t('protection.withdrawChange') }),
    ).toBeNull();
    return;
  }
  expect(button(depositCard(), 'protection.withdrawChange')).toBeVisible();
  const confirm = depositCard().queryByRole('button', { name: t('protection.confirmChange') });
  if (s.context.due.includes('deposit:day')) expect(confirm).toBeVisible();
  else {
    expect(confirm).toBeNull();
    expect(depositCard().getByText(/Onay için kalan süre: 0 sa 1 dk/)).toBeVisible();
  }
}

/** The tab's message (an alert) is the context's, or none. */
function message(text: string | null) {
  const alerts = main().queryAllByRole('alert');
  if (text === null) expect(alerts).toHaveLength(0);
  else expect(alerts.map((alert) => alert.textContent)).toContain(text);
}

const idleTools = (s: Snapshot) => {
  expect(main().getByRole('region', { name: t('protection.kind.deposit') })).toBeVisible();
  expect(button(region('protection.timeout.title'), 'protection.length.24h')).toBeEnabled();
  expect(button(region('protection.exclusion.title'), 'protection.length.6m')).toBeEnabled();
  pendingShown(s);
};

/**
 * The raise's step-up over the tab: the strongest factor the player has (the passkey alone, else
 * the password), with why the last try was refused.
 */
function stepUpAsks(element: HTMLElement, factor: StepUpFactor | null, error: string | null) {
  const dialog = within(element);
  const byPasskey = factor === 'passkey';
  expect(
    dialog.getByText(t(byPasskey ? 'stepUp.text.passkey' : 'stepUp.text.password')),
  ).toBeVisible();
  expect(button(dialog, byPasskey ? 'stepUp.usePasskey' : 'stepUp.confirm')).toBeEnabled();
  if (error) expect(dialog.getByRole('alert')).toHaveTextContent(error);
  else expect(dialog.queryByRole('alert')).toBeNull();
}

const VIEWS: Record<string, (s: Snapshot) => void> = {
  loading: () => {
    expect(main().getByRole('tabpanel').querySelector('[aria-busy="true"]')).not.toBeNull();
  },
  failed: () => {
    expect(main().getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
  },
  idle: (s) => {
    idleTools(s);
    message(s.context.error);
  },
  // The raise waits while the step-up reads the player's factor (its dialog is checked as the
  // path ends the step, in act).
  steppingUp: (s) => {
    expectFactorRead();
    idleTools(s);
  },
  saving: () => {
    expect(screen.queryByRole('dialog', { name: t('stepUp.title.limit') })).toBeNull();
    // Busy, still focusable.
    expect(button(depositCard(), 'protection.saveLimit')).toHaveAttribute('aria-disabled', 'true');
  },
  confirmingClosure: (s) => {
    const closing = s.context.closing!;
    if (closing.kind === 'timeout') {
      const card = region('protection.timeout.title');
      expect(card.getByRole('alertdialog')).toHaveTextContent(/1 hafta mola hemen başlayacak/);
      expect(button(card, 'protection.timeout.start')).toBeEnabled();
    } else {
      const card = region('protection.exclusion.title');
      expect(card.getByText(/Süresiz uzaklaştırma hemen başlayacak/)).toBeVisible();
      expect(button(card, 'protection.exclusion.start')).toBeEnabled();
      if (s.context.error) expect(card.getByRole('alert')).toHaveTextContent(s.context.error);
    }
  },
  closingAccount: (s) => {
    const card =
      s.context.closing!.kind === 'timeout'
        ? region('protection.timeout.title')
        : region('protection.exclusion.title');
    const start =
      s.context.closing!.kind === 'timeout'
        ? 'protection.timeout.start'
        : 'protection.exclusion.start';
    expectBusy(button(card, start));
  },
  // Signed out by the platform: the tools are gone and the notice says why.
  closed: () => {
    expect(screen.queryByRole('region', { name: t('protection.kind.deposit') })).toBeNull();
    expect(screen.getByText('Molanız başladı; oturumunuz kapatıldı')).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------

describe('protection machine: generated paths on the responsible-gaming tab', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse(NOW), shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  for (const path of paths) {
    it(
      describePath(path, 'on the responsible-gaming tab'),
      () => drive(path, new ProtectionDriver()),
      90_000,
    );
  }
});
