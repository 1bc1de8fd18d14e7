/**
 * The withdraw wizard's generated paths, driven on the rendered /withdraw page: every event is
 * what a player does (click, type), what a FinanceApi call or AuthApi.stepUpFactor answers, or
 * time passing; every state reached is checked by what the player sees there (VIEWS below). Only
 * the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { WITHDRAW_SUBMIT_TIMEOUT_MS } from '../../../machines/cashier/withdraw-rules.ts';
import type { WithdrawData, WithdrawInput } from '../../../machines/cashier/withdraw-types.ts';
import { withdrawMachine } from '../../../machines/cashier/withdraw.machine.ts';
import {
  selectAccountView,
  selectDraft,
  selectStep,
} from '../../../machines/cashier/withdraw.selectors.ts';
import type { StepUpOutput } from '../../../machines/auth/step-up.machine.ts';
import type { AuthApi, FinanceApi } from '../../../machines/ports.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import { stepUpAssertion, stepUpOptions } from '../../fixtures/passkey-step-up.ts';
import { NOTICE_FINANCE_FAILURE_MS } from '../../../machines/shared/constants.ts';
import type { BankAccount, PaymentMethod } from '../../../machines/shared/finance.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { profile } from '../../fixtures/app.ts';
import { banks, garanti, methods, TODAY } from '../../machines/cashier/withdraw-fixtures.ts';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { answerFactorRead, expectFactorRead } from '../auth/step-up-host.ts';
import { inputName, OVER_WITHDRAWABLE, paths, STEP_UP_PASSWORD } from './withdraw.paths.ts';

type Snapshot = SnapshotFrom<typeof withdrawMachine>;
const tr = messages.tr;
const text = (id: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, v), tr[id] ?? id);

// ---------------------------------------------------------------------------------------------
// The page: FinanceApi calls wait until the path says how they end.

class Port extends HeldCalls {
  api(): Partial<FinanceApi> {
    return {
      cashMethods: this.held<FinanceApi['cashMethods']>('cashMethods'),
      summary: this.held<FinanceApi['summary']>('summary'),
      bankAccounts: this.held<FinanceApi['bankAccounts']>('bankAccounts'),
      banks: this.held<FinanceApi['banks']>('banks'),
      setFavoriteMethod: this.held<FinanceApi['setFavoriteMethod']>('setFavoriteMethod'),
      withdraw: this.held<FinanceApi['withdraw']>('withdraw'),
      saveBankAccount: this.held<FinanceApi['saveBankAccount']>('saveBankAccount'),
      // The list beside the wizard answers at once: it is not this model's concern.
      transactions: async ({ limit, offset }) => ({
        items: [],
        pagination: { limit, offset, total: 0 },
      }),
    };
  }
  auth(): Partial<AuthApi> {
    return { stepUpFactor: this.held<AuthApi['stepUpFactor']>('stepUpFactor') };
  }
}

const firedOnPages = new FiredTransitions('withdraw');

const wizard = () => screen.getByRole('region', { name: text('cashier.withdraw.wizardLabel') });
const heading = (step: string) => text(`cashier.withdraw.step.${step}`);
const nameOf = (methodID: number) => methods.find((m) => m.id === methodID)!.name;
const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heartOf = (name: string) => new RegExp(`^${escaped(name)} favori`);
const startsWith = (label: string) => new RegExp(`^${escaped(label)}`);

class WithdrawPageDriver implements ViewDriver {
  private readonly port = new Port();
  private readonly user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  private show = vi.fn();

  async start(input: unknown) {
    const stored = (input as WithdrawInput).draft;
    if (stored) {
      window.localStorage.setItem(
        'withdrawDraft',
        JSON.stringify({ uid: profile.uid, draft: stored }),
      );
    }
    const { runtime } = renderSite('/withdraw', {
      stored: SIGNED_IN,
      finance: this.port.api(),
      auth: this.port.auth(),
      // A passkey holder's browser: each step-up's challenge, and the assertion for it.
      passkey: { stepUpOptions: async () => stepUpOptions },
      passkeyDevice: { supported: () => true, assert: async () => stepUpAssertion },
    });
    // The page is a lazy chunk: it reads these when it mounts, after this.
    runtime.inspect = firedOnPages.inspect;
    this.show = vi.spyOn(runtime.notify, 'show');
    await screen.findByRole('region', { name: text('cashier.withdraw.wizardLabel') });
  }

  private async next() {
    await this.user.click(within(wizard()).getByRole('button', { name: tr['cashier.next'] }));
  }

  /**
   * The step-up's passkey, or its password and the code of the player's second factor when
   * there is one.
   */
  private async fillStepUp(dialog: HTMLElement, factor: StepUpFactor | null) {
    if (factor === 'passkey') {
      const confirm = within(dialog).getByRole('button', { name: tr['stepUp.usePasskey'] });
      return this.user.click(confirm);
    }
    const field = (label: string) =>
      within(dialog).getByLabelText(startsWith(label), { selector: 'input' });
    await this.user.type(field(tr['auth.field.currentPassword']!), STEP_UP_PASSWORD);
    if (factor) await this.user.type(field(tr[`stepUp.code.${factor}`]!), '123456');
    await this.user.click(within(dialog).getByRole('button', { name: tr['stepUp.confirm'] }));
  }

  /**
   * The withdrawal's step-up ends: its read of the factor answered as the path ends it, then
   * cancelled, or confirmed and sent with the withdrawal.
   */
  private async endStepUp(event: AnyEventObject, error: string | null) {
    const output = event.output as StepUpOutput;
    const factor = await answerFactorRead(this.port, event, 'authenticator');
    const dialog = await screen.findByRole('dialog', { name: tr['stepUp.title.withdrawal'] });
    await waitFor(() => stepUpAsks(dialog, factor, error));
    if (output.outcome === 'cancelled') {
      return this.user.click(within(dialog).getByRole('button', { name: tr['common.cancel'] }));
    }
    await this.fillStepUp(dialog, factor);
    await waitFor(() => {
      const request = this.port.calls.get('withdraw')?.at(-1)?.args[0] as object;
      expect(request).toMatchObject(output.reauthentication);
      // The passkey alone: no password, and the assertion in place of the authenticator's code.
      if (factor === 'passkey') expect(request).not.toHaveProperty('ga_code');
    });
  }

  private async retype(label: RegExp, value: string) {
    const field = await within(wizard()).findByLabelText(label);
    await this.user.clear(field);
    if (value) await this.user.type(field, value);
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const context = (before as Snapshot).context;
    const user = this.user;
    switch (event.type) {
      case 'xstate.done.actor.loadWithdrawData': {
        const output = event.output as WithdrawData;
        (await this.port.latest('cashMethods')).resolve(output.methods);
        (await this.port.latest('summary')).resolve(output.summary);
        (await this.port.latest('bankAccounts')).resolve(output.accounts);
        return;
      }
      case 'xstate.error.actor.loadWithdrawData':
        (await this.port.latest('cashMethods')).resolve(methods);
        (await this.port.latest('bankAccounts')).resolve([]);
        (await this.port.latest('summary')).reject(event.error);
        return;
      case 'withdraw.retry': {
        const blocked = before.matches({ ready: { step: 'bonusBlocked' } });
        const name = tr[blocked ? 'cashier.withdraw.bonus.checkAgain' : 'common.tryAgain'];
        return user.click(within(wizard()).getByRole('button', { name }));
      }
      case 'withdraw.acceptBonusForfeit':
        // The tick toggles: an event that repeats the current value changes nothing.
        if (context.bonusForfeitAccepted === event.accepted) return;
        return user.click(
          within(wizard()).getByRole('checkbox', {
            name: tr['cashier.withdraw.bonus.forfeit.accept'],
          }),
        );
      case 'withdraw.submitBonusForfeit':
        return this.next();
      case 'withdraw.selectMethod':
        return user.click(
          within(wizard()).getByRole('button', { name: nameOf(event.methodID as number) }),
        );
      case 'withdraw.toggleFavorite': {
        const name = nameOf(event.methodID as number);
        return user.click(within(wizard()).getByRole('button', { name: heartOf(name) }));
      }
      case 'xstate.done.actor.setFavoriteMethod':
        return (await this.port.latest('setFavoriteMethod')).resolve(undefined);
      case 'xstate.error.actor.setFavoriteMethod':
        return (await this.port.latest('setFavoriteMethod')).reject(event.error);
      case 'withdraw.selectAccount': {
        const account = context.accounts.find((a) => a.bankAccountID === event.bankAccountID)!;
        return user.click(
          within(wizard()).getByRole('button', {
            name: new RegExp(`^${escaped(account.bankName)}`),
          }),
        );
      }
      case 'withdraw.addAccount':
        await user.click(
          within(wizard()).getByRole('button', { name: tr['cashier.withdraw.addAccount'] }),
        );
        // The form's own machine reads the banks first (a child of the wizard, not this path).
        (await this.port.latest('bankAccounts')).resolve(context.accounts);
        (await this.port.latest('banks')).resolve(banks);
        (await this.port.latest('summary')).resolve(context.summary);
        await within(wizard()).findByRole('form', { name: tr['bankAccounts.addTitle'] });
        return;
      case 'xstate.done.actor.addBankAccount': {
        const account = event.output as BankAccount | null;
        const form = within(wizard()).getByRole('form', { name: tr['bankAccounts.addTitle'] });
        if (!account)
          return user.click(within(form).getByRole('button', { name: tr['common.cancel'] }));
        await user.type(within(form).getByLabelText(/^Hesap sahibi/), account.owner);
        await user.type(within(form).getByLabelText(/^IBAN/), account.iban);
        await user.type(within(form).getByLabelText(/^Şube/), account.branch);
        await user.type(within(form).getByLabelText(/^Hesap numarası/), account.accountNumber);
        await user.click(within(form).getByRole('button', { name: tr['bankAccounts.save'] }));
        // A new payout account is confirmed in the form's own step-up: the password alone.
        (await this.port.latest('stepUpFactor')).resolve(null);
        await this.fillStepUp(
          await screen.findByRole('dialog', { name: tr['stepUp.title.bank-account'] }),
          null,
        );
        (await this.port.latest('saveBankAccount')).resolve(account);
        return;
      }
      case 'withdraw.submitDestination':
        await this.retype(/^Cüzdan numarası/, event.value as string);
        return this.next();
      case 'withdraw.submitAmount':
        await this.retype(/^Tutar/, event.amount as string);
        return this.next();
      case 'withdraw.submitValidityDate':
        await this.retype(/geçerlilik tarihi/, event.date as string);
        return this.next();
      case 'withdraw.submitNote':
        await this.retype(/^Not/, event.note as string);
        return this.next();
      case 'withdraw.submitCode':
        await this.retype(/^Doğrulama kodu/, event.code as string);
        return this.next();
      case 'withdraw.back':
        return user.click(within(wizard()).getByRole('button', { name: tr['cashier.back'] }));
      case 'withdraw.confirm':
        return user.click(
          within(wizard()).getByRole('button', { name: tr['cashier.withdraw.submit'] }),
        );
      case 'xstate.done.actor.submitWithdraw':
        return (await this.port.latest('withdraw')).resolve(event.output);
      case 'xstate.done.actor.loadSummary':
        return (await this.port.latest('summary')).resolve(event.output);
      case 'xstate.error.actor.loadSummary':
        return (await this.port.latest('summary')).reject(event.error);
      case 'xstate.error.actor.submitWithdraw':
        return (await this.port.latest('withdraw')).reject(event.error);
      case 'xstate.after.submitTimeout.withdraw.ready.step.submitting':
        await vi.advanceTimersByTimeAsync(WITHDRAW_SUBMIT_TIMEOUT_MS);
        return;
      case 'xstate.done.actor.stepUp':
        return this.endStepUp(event, context.stepUpError);
      case 'withdraw.restart':
        return user.click(
          within(wizard()).getByRole('button', { name: tr['cashier.withdraw.again'] }),
        );
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    const key = s.matches('loading')
      ? 'loading'
      : s.matches('failed')
        ? 'failed'
        : selectStep(s) === 'account'
          ? `account.${selectAccountView(s)}`
          : selectStep(s)!;
    // The first notice loads the snackbar code: allow it a moment on a busy machine.
    await waitFor(() => VIEWS[key]!(s, this.show, event), { timeout: 10_000 });
    // A reload would bring back exactly the validated input, never the code.
    const stored = window.localStorage.getItem('withdrawDraft');
    const expected = selectDraft(s);
    if (!s.matches('loading') && !s.matches('failed')) {
      expect(stored === null ? null : JSON.parse(stored).draft).toEqual(expected);
      expect(stored ?? '').not.toContain('123456');
      expect(stored ?? '').not.toContain(STEP_UP_PASSWORD);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

type View = (s: Snapshot, show: ReturnType<typeof vi.fn>, event: AnyEventObject | null) => void;

const stepHeading = (step: string) =>
  expect(within(wizard()).getByRole('heading', { level: 2, name: heading(step) })).toBeVisible();

function hearts(s: Snapshot) {
  for (const method of s.context.methods) {
    const heart = within(wizard()).getByRole('button', {
      name: heartOf(method.name),
    });
    expect(heart).toHaveAttribute('aria-pressed', String(method.isFavorite === 1));
    // One heart is saved at a time; the rest of the step stays usable.
    if (s.context.favorite) expect(heart).toHaveAttribute('aria-disabled', 'true');
    else expect(heart).toHaveAttribute('aria-disabled', 'false');
  }
}

/** The active bonus's warning: an alert with its heading, the balance left and the wagering. */
function bonusWarning(s: Snapshot, title: string) {
  const alert = within(wizard()).getByRole('alert');
  expect(within(alert).getByRole('heading', { level: 3, name: tr[title] })).toBeVisible();
  expect(alert).toHaveTextContent(s.context.summary!.bonus!.bonus.title);
  expect(alert).toHaveTextContent('Çevrim: ₺1.500,00 / ₺4.000,00 (%37)');
  expect(alert).toHaveTextContent('Kalan çevrim: ₺2.500,00');
}

/**
 * The withdrawal's step-up over the review: the passkey, or the password (and the factor's code),
 * with why the last one was refused.
 */
function stepUpAsks(element: HTMLElement, factor: StepUpFactor | null, error: string | null) {
  const dialog = within(element);
  expect(dialog.getByText(tr['stepUp.note.withdrawal']!, { exact: false })).toBeVisible();
  const password = dialog.queryByLabelText(startsWith(tr['auth.field.currentPassword']!), {
    selector: 'input',
  });
  const code = dialog.queryByLabelText(startsWith(tr['stepUp.code.authenticator']!), {
    selector: 'input',
  });
  if (factor === 'passkey') {
    expect(password).toBeNull();
    expect(dialog.getByRole('button', { name: tr['stepUp.usePasskey'] })).toHaveFocus();
  } else {
    expect(password).toHaveValue('');
    expect(dialog.getByRole('button', { name: tr['stepUp.confirm'] })).toBeEnabled();
  }
  if (factor === 'authenticator') expect(code).toHaveValue('');
  else expect(code).toBeNull();
  if (error) expect(dialog.getByRole('alert')).toHaveTextContent(error);
  else expect(dialog.queryByRole('alert')).toBeNull();
}

const VIEWS: Record<string, View> = {
  bonusForfeit: (s) => {
    stepHeading('bonusForfeit');
    bonusWarning(s, 'cashier.withdraw.bonus.forfeit.title');
    expect(within(wizard()).getByRole('alert')).toHaveTextContent('₺150,00 bonus bakiyesi');
    const tick = within(wizard()).getByRole('checkbox', {
      name: tr['cashier.withdraw.bonus.forfeit.accept'],
    });
    expect(tick).toHaveProperty('checked', s.context.bonusForfeitAccepted);
    const next = within(wizard()).getByRole('button', { name: tr['cashier.next'] });
    if (s.context.bonusForfeitAccepted) expect(next).toBeEnabled();
    else expect(next).toBeDisabled();
  },
  bonusBlocked: (s) => {
    stepHeading('bonusBlocked');
    bonusWarning(s, 'cashier.withdraw.bonus.block.title');
    expect(within(wizard()).queryByRole('textbox')).toBeNull();
    expect(within(wizard()).queryByRole('button', { name: tr['cashier.next'] })).toBeNull();
    expect(
      within(wizard()).getByRole('button', { name: tr['cashier.withdraw.bonus.checkAgain'] }),
    ).toBeEnabled();
  },
  loading: () => {
    expect(wizard().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(wizard()).queryByRole('heading', { level: 2 })).toBeNull();
  },
  failed: () => {
    expect(within(wizard()).getByText(tr['cashier.withdraw.loadFailed']!)).toBeVisible();
    expect(within(wizard()).getByRole('button', { name: tr['common.tryAgain'] })).toBeEnabled();
  },
  method: (s) => {
    stepHeading('method');
    const names = within(wizard())
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-describedby')?.startsWith('method-'))
      .map((b) => b.textContent);
    // Highlighted and favourites first, in the order loaded (a heart does not move a row).
    expect(names).toEqual(s.context.methods.map((m: PaymentMethod) => m.name));
    hearts(s);
    expect(within(wizard()).getByText(/Çekilebilir bakiye/)).toBeVisible();
  },
  'account.bank': (s) => {
    stepHeading('account');
    for (const account of s.context.accounts) {
      expect(
        within(wizard()).getByRole('button', { name: new RegExp(`^${escaped(account.bankName)}`) }),
      ).toBeVisible();
    }
    expect(
      within(wizard()).getByRole('button', { name: tr['cashier.withdraw.addAccount'] }),
    ).toBeEnabled();
  },
  'account.adding': () => {
    stepHeading('account');
    expect(within(wizard()).getByRole('form', { name: tr['bankAccounts.addTitle'] })).toBeVisible();
    expect(within(wizard()).queryByRole('button', { name: tr['cashier.back'] })).toBeNull();
  },
  'account.destination': () => {
    stepHeading('account');
    expect(within(wizard()).getByLabelText(/^Cüzdan numarası/)).toBeVisible();
  },
  amount: (s, _show, event) => {
    stepHeading('amount');
    expect(within(wizard()).getByText(/^Çekilebilir:/)).toHaveTextContent(/2\.000,00/);
    expect(within(wizard()).getByLabelText(/^Tutar/)).toBeVisible();
    // Kept apart from the chart's rules, so that a wrong rule shows.
    if (event?.type === 'withdraw.submitAmount' && event.amount === OVER_WITHDRAWABLE) {
      expect(within(wizard()).getByLabelText(/^Tutar/)).toHaveAccessibleDescription(
        tr['cashier.withdraw.overWithdrawable']!,
      );
    }
    if (event?.type === 'xstate.done.actor.addBankAccount') {
      expect(screen.getByText(tr['bankAccounts.added']!)).toBeVisible();
      expect(s.context.bankAccountID).toBe(garanti.bankAccountID);
    }
  },
  validityDate: () => {
    stepHeading('validityDate');
    expect(within(wizard()).getByLabelText(/geçerlilik tarihi/)).toBeVisible();
  },
  note: () => {
    stepHeading('note');
    expect(within(wizard()).getByLabelText(/^Not/)).toBeVisible();
  },
  code: () => {
    stepHeading('code');
    // Never prefilled, not even from a draft.
    expect(within(wizard()).getByLabelText(/^Doğrulama kodu/)).toHaveValue('');
  },
  review: (s, show, event) => {
    stepHeading('review');
    const method = s.context.methods.find((m) => m.id === s.context.methodID)!;
    expect(within(wizard()).getByText(method.name)).toBeVisible();
    expect(within(wizard()).getByText('₺500,00')).toBeVisible();
    expect(
      within(wizard()).getByRole('button', { name: tr['cashier.withdraw.submit'] }),
    ).toBeEnabled();
    expect(screen.queryByText(tr['cashier.wait']!)).toBeNull();
    const failure = s.context.failure;
    if (failure) {
      const message = tr[failure] ?? failure;
      expect(within(wizard()).getByRole('alert')).toHaveTextContent(message);
      if (event && event.type !== 'withdraw.back' && event.type !== 'withdraw.confirm') {
        // Spec §8: the failure as a negative notice at the bottom right for exactly 1 s.
        expect(show).toHaveBeenLastCalledWith(message, {
          variant: 'error',
          autoHideMs: NOTICE_FINANCE_FAILURE_MS,
        });
      }
    } else {
      expect(within(wizard()).queryByRole('alert')).toBeNull();
    }
  },
  // The review, while the step-up reads the player's factor (its dialog is checked as the path
  // ends the step, in act).
  steppingUp: () => {
    expectFactorRead();
    stepHeading('review');
    expect(screen.queryByText(tr['cashier.wait']!)).toBeNull();
  },
  submitting: () => {
    expect(screen.queryByRole('dialog', { name: tr['stepUp.title.withdrawal'] })).toBeNull();
    expect(screen.getByText(tr['cashier.wait']!)).toBeVisible();
    expect(
      within(wizard()).getByRole('button', { name: tr['cashier.withdraw.submit'] }),
    ).toBeDisabled();
  },
  submitted: (s) => {
    stepHeading('submitted');
    expect(screen.queryByText(tr['cashier.wait']!)).toBeNull();
    expect(within(wizard()).getByText(tr['cashier.withdraw.submittedText']!)).toBeVisible();
    expect(within(wizard()).getByText(tr['cashier.status.1000']!)).toBeVisible();
    expect(within(wizard()).getByText(String(s.context.transaction!.id))).toBeVisible();
    // The figures read before the withdrawal are gone; the ones read after it, once read.
    const withdrawable = screen.queryByText(tr['cashier.withdraw.withdrawable']!);
    if (s.context.summary === null) expect(withdrawable).toBeNull();
    else expect(withdrawable!.nextElementSibling).toHaveTextContent('₺1.500,00');
  },
};

// ---------------------------------------------------------------------------------------------

describe('withdraw machine: generated paths on the rendered page', () => {
  beforeEach(() => vi.useFakeTimers({ now: TODAY, shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  for (const path of paths) {
    it(
      describePath(path, inputName(path.input)),
      () => drive(path, new WithdrawPageDriver()),
      90_000,
    );
  }

  it('fired on the pages every transition the paths planned (measured on the real actors)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
