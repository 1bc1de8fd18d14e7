/**
 * The bank account machine's generated paths, driven on the rendered pages: in manage mode on
 * the profile's bank accounts tab, in add mode inside the withdraw wizard ('Yeni hesap ekle').
 * Every event is a click or keystroke of the player (in the form, or in the step-up's dialog
 * over it), or a FinanceApi or AuthApi.stepUpFactor answer; every state reached is checked by
 * what the player sees there (VIEWS below). Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { StepUpOutput } from '../../../machines/auth/step-up.machine.ts';
import type { Reauthentication } from '../../../machines/auth/reauthentication.ts';
import type { BankAccountFormValues } from '../../../machines/cashier/bank-rules.ts';
import {
  bankAccountsMachine,
  type BankAccountsData,
  type BankAccountsInput,
} from '../../../machines/cashier/bank-accounts.machine.ts';
import type { AuthApi, FinanceApi } from '../../../machines/ports.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import { formatIban } from '../../../machines/shared/validation/iban.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import {
  bankTransfer,
  isBank,
  methods,
  summary,
  ziraat,
} from '../../machines/cashier/withdraw-fixtures.ts';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { answerFactorRead, expectFactorRead } from '../auth/step-up-host.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { stepUpAssertion, stepUpOptions } from '../../fixtures/passkey-step-up.ts';
import { paths } from './bank-accounts.paths.ts';

type Snapshot = SnapshotFrom<typeof bankAccountsMachine>;
const tr = messages.tr;
const t = (id: string) => tr[id]!;

// ---------------------------------------------------------------------------------------------
// The pages.

class Port extends HeldCalls {
  constructor(private readonly automatic: Partial<FinanceApi> = {}) {
    super();
  }
  api(): Partial<FinanceApi> {
    return {
      bankAccounts: this.held<FinanceApi['bankAccounts']>('bankAccounts'),
      banks: this.held<FinanceApi['banks']>('banks'),
      summary: this.held<FinanceApi['summary']>('summary'),
      saveBankAccount: this.held<FinanceApi['saveBankAccount']>('saveBankAccount'),
      deleteBankAccount: this.held<FinanceApi['deleteBankAccount']>('deleteBankAccount'),
      ...this.automatic,
    };
  }
  auth(): Partial<AuthApi> {
    return { stepUpFactor: this.held<AuthApi['stepUpFactor']>('stepUpFactor') };
  }
}

const firedOnPages = new FiredTransitions('bankAccounts');

/** Where the machine is shown: the profile's section, or the withdraw wizard. */
const area = () =>
  screen.queryByRole('region', { name: t('cashier.withdraw.wizardLabel') }) ??
  screen.getByRole('region', { name: t('bankAccounts.title') });
const form = () => within(area()).getByRole('form', { name: /banka hesabı/i });
const dialog = () => screen.getByRole('dialog', { name: t('bankAccounts.deleteTitle') });
/** The step-up's dialog; the page under it is hidden from assistive technology meanwhile. */
const DIALOG_NAME = t('stepUp.title.bank-account');
const stepUpDialog = () => screen.getByRole('dialog', { name: DIALOG_NAME });
const stepUp = () => within(stepUpDialog());
const underStepUp = () =>
  within(document.body).getByRole('form', { name: /banka hesabı/i, hidden: true });
/** A label that starts with the text (a required field's label ends with an asterisk). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

class BankAccountsDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private port = new Port();
  /** The state before the last event: a save's toast says added or updated by it. */
  private before: Snapshot | null = null;
  /** What the last step-up confirmed with: the save carries it. */
  private proof: Reauthentication | null = null;

  async start(input: unknown) {
    const add = (input as BankAccountsInput).mode === 'add';
    // In add mode the wizard around the form reads its own data at once.
    let wizardLoaded = false;
    this.port = new Port(
      add
        ? {
            cashMethods: async () => methods,
            transactions: async ({ limit, offset }) => ({
              items: [],
              pagination: { limit, offset, total: 0 },
            }),
          }
        : {},
    );
    const api = this.port.api();
    const finance: Partial<FinanceApi> = add
      ? {
          ...api,
          // The wizard's own first read answers at once; the form's reads are the path's.
          summary: () => (wizardLoaded ? api.summary!() : Promise.resolve(summary)),
          bankAccounts: () => {
            if (wizardLoaded) return api.bankAccounts!();
            wizardLoaded = true;
            return Promise.resolve([ziraat, isBank]);
          },
        }
      : api;
    const { runtime } = renderSite(add ? '/withdraw' : '/profile?tab=bankAccounts', {
      stored: SIGNED_IN,
      finance,
      auth: this.port.auth(),
      // A passkey holder's browser: the save's challenge, and the assertion for it.
      passkey: {
        stepUpOptions: async (action) => {
          expect(action).toBe('bank-account');
          return stepUpOptions;
        },
      },
      passkeyDevice: { supported: () => true, assert: async () => stepUpAssertion },
    });
    runtime.inspect = firedOnPages.inspect;
    if (add) {
      await this.user.click(await screen.findByRole('button', { name: bankTransfer.name }));
      await this.user.click(
        await screen.findByRole('button', { name: t('cashier.withdraw.addAccount') }),
      );
    } else {
      await screen.findByRole('region', { name: t('bankAccounts.title') });
    }
  }

  private async fill(values: BankAccountFormValues) {
    const inForm = within(form());
    for (const [label, value] of [
      [/^Hesap sahibi/, values.owner],
      [/^IBAN/, values.iban],
      [/^Şube/, values.branch],
      [/^Hesap numarası/, values.accountNumber],
    ] as const) {
      const field = inForm.getByLabelText(label);
      await this.user.clear(field);
      // Players paste an IBAN (and often the name); the short ones are typed.
      if (value.length > 12) await this.user.paste(value);
      else await this.user.type(field, value);
    }
  }

  /**
   * The step-up's read of the factor is answered as the path ends the step; then the player
   * confirms its dialog (the passkey, or the password and the code asked), or cancels.
   */
  private async endStepUp(event: AnyEventObject, refusal: string | null) {
    const output = event.output as StepUpOutput;
    const factor = await answerFactorRead(this.port, event, 'authenticator');
    const inDialog = within(await screen.findByRole('dialog', { name: DIALOG_NAME }));
    await waitFor(() => dialogAsks(factor, refusal));
    if (output.outcome === 'cancelled') {
      return this.user.click(inDialog.getByRole('button', { name: t('common.cancel') }));
    }
    const proof = output.reauthentication;
    this.proof = proof;
    if ('passkey' in proof) {
      return this.user.click(inDialog.getByRole('button', { name: t('stepUp.usePasskey') }));
    }
    const { password, ga_code } = proof;
    const fields: [string, string | undefined][] = [
      ['auth.field.currentPassword', password],
      ['stepUp.code.authenticator', ga_code],
    ];
    for (const [label, value] of fields) {
      if (value === undefined) continue;
      const field = inDialog.getByLabelText(startsWith(t(label)), { selector: 'input' });
      await this.user.clear(field);
      await this.user.type(field, value);
    }
    return this.user.click(inDialog.getByRole('button', { name: t('stepUp.confirm') }));
  }

  /** The save the page sent: the values as typed, with the step-up's passkey, or password and code. */
  private async saveCall(context: Snapshot['context']) {
    const call = await this.port.latest('saveBankAccount');
    const draft = context.draft!;
    expect(call.args).toEqual([
      {
        ...(context.editing ? { bankAccountID: context.editing.bankAccountID } : {}),
        owner: draft.owner,
        branch: draft.branch,
        accountNumber: draft.accountNumber,
        iban: draft.iban,
        ...this.proof,
      },
    ]);
    return call;
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    this.before = before as Snapshot;
    const context = (before as Snapshot).context;
    const user = this.user;
    switch (event.type) {
      case 'xstate.done.actor.loadBankAccounts': {
        const output = event.output as BankAccountsData;
        (await this.port.latest('bankAccounts')).resolve(output.accounts);
        (await this.port.latest('banks')).resolve(output.banks);
        (await this.port.latest('summary')).resolve({
          ...summary,
          authenticatorRequired: output.authenticatorRequired,
        });
        return;
      }
      case 'xstate.error.actor.loadBankAccounts':
        (await this.port.latest('bankAccounts')).resolve([]);
        (await this.port.latest('summary')).resolve(summary);
        (await this.port.latest('banks')).reject(event.error);
        return;
      case 'bankAccounts.retry':
        return user.click(within(area()).getByRole('button', { name: t('common.tryAgain') }));
      case 'bankAccounts.add':
        return user.click(within(area()).getByRole('button', { name: t('bankAccounts.add') }));
      case 'bankAccounts.edit':
      case 'bankAccounts.delete': {
        const account = context.accounts.find((a) => a.bankAccountID === event.bankAccountID)!;
        const label =
          event.type === 'bankAccounts.edit'
            ? 'bankAccounts.editLabel'
            : 'bankAccounts.deleteLabel';
        return user.click(
          within(area()).getByRole('button', {
            name: t(label).replace('{bank}', account.bankName),
          }),
        );
      }
      case 'bankAccounts.confirmDelete':
        await user.clear(within(dialog()).getByLabelText(/^Mevcut şifre/));
        await user.type(within(dialog()).getByLabelText(/^Mevcut şifre/), event.password);
        return user.click(
          within(dialog()).getByRole('button', { name: t('bankAccounts.deleteConfirm') }),
        );
      case 'bankAccounts.cancel':
        if ((before as Snapshot).hasTag('dialog')) {
          return user.click(within(dialog()).getByRole('button', { name: t('common.cancel') }));
        }
        return user.click(within(area()).getByRole('button', { name: t('common.cancel') }));
      case 'bankAccounts.submit':
        await this.fill(event.values as BankAccountFormValues);
        return user.click(within(form()).getByRole('button', { name: t('bankAccounts.save') }));
      case 'xstate.done.actor.stepUp':
        return this.endStepUp(event, context.refusal?.message ?? null);
      case 'xstate.done.actor.saveBankAccount':
        return (await this.saveCall(context)).resolve(event.output);
      case 'xstate.error.actor.saveBankAccount':
        return (await this.saveCall(context)).reject(event.error);
      case 'xstate.done.actor.deleteBankAccount':
        return (await this.port.latest('deleteBankAccount')).resolve(undefined);
      case 'xstate.error.actor.deleteBankAccount':
        return (await this.port.latest('deleteBankAccount')).reject(event.error);
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    const state = typeof s.value === 'string' ? s.value : JSON.stringify(s.value);
    // The first notice loads the snackbar code: allow it a moment on a busy machine.
    await waitFor(() => VIEWS[state]!(s, event, this.before), { timeout: 10_000 });
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

type View = (s: Snapshot, event: AnyEventObject | null, before: Snapshot | null) => void;

function accountCards(s: Snapshot) {
  const list = within(area()).getByRole('list', { name: t('bankAccounts.listLabel') });
  const cards = within(list).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
    s.context.accounts.map((a) => a.bankName),
  );
  s.context.accounts.forEach((account, index) => {
    const card = within(cards[index]!);
    expect(card.getByText(account.owner)).toBeVisible();
    expect(card.getByText(account.branch)).toBeVisible();
    expect(card.getByText(account.accountNumber)).toBeVisible();
    // The IBAN in groups of four, with copy buttons for it and the account number.
    expect(card.getByText(formatIban(account.iban))).toBeVisible();
    expect(card.getByRole('button', { name: 'IBAN kopyala' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Hesap numarası kopyala' })).toBeEnabled();
  });
}

/**
 * The step-up's dialog over the form: the passkey alone, or the password (and the code) asked
 * anew, with why the platform refused the last try.
 */
function dialogAsks(factor: StepUpFactor | null, refusal: string | null) {
  const inDialog = stepUp();
  expect(stepUpDialog()).toHaveAccessibleDescription(
    `${t(`stepUp.text.${factor ?? 'password'}`)} ${t('stepUp.note.bank-account')}`,
  );
  const password = inDialog.queryByLabelText(startsWith(t('auth.field.currentPassword')), {
    selector: 'input',
  });
  const code = inDialog.queryByLabelText(startsWith(t('stepUp.code.authenticator')), {
    selector: 'input',
  });
  if (factor === 'passkey') {
    // The passkey alone: nothing to type.
    expect(password).toBeNull();
    expect(inDialog.getByRole('button', { name: t('stepUp.usePasskey') })).toHaveFocus();
  } else {
    // Asked anew each time: nothing typed in a refused try is kept.
    expect(password).toBeRequired();
    expect(password).toHaveValue('');
    expect(inDialog.getByRole('button', { name: t('stepUp.confirm') })).toBeEnabled();
  }
  if (factor === 'authenticator') expect(code).toBeRequired();
  else expect(code).toBeNull();
  const alerts = inDialog.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual(refusal ? [refusal] : []);
}

const VIEWS: Record<string, View> = {
  loading: () => {
    expect(area().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(area()).queryByRole('form')).toBeNull();
  },
  failed: (s) => {
    expect(within(area()).getByText(t('bankAccounts.loadFailed'))).toBeVisible();
    expect(within(area()).getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
    if (s.context.mode === 'add') {
      expect(within(area()).getByRole('button', { name: t('common.cancel') })).toBeEnabled();
    }
  },
  list: (s, event, before) => {
    expect(within(area()).getByRole('button', { name: t('bankAccounts.add') })).toBeEnabled();
    if (s.context.accounts.length === 0) {
      expect(within(area()).getByText(t('bankAccounts.empty'))).toBeVisible();
    } else {
      accountCards(s);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    // Spec §8 success toasts.
    const toast =
      event?.type === 'xstate.done.actor.deleteBankAccount'
        ? 'bankAccounts.deleted'
        : event?.type === 'xstate.done.actor.saveBankAccount'
          ? before?.context.editing
            ? 'bankAccounts.updated'
            : 'bankAccounts.added'
          : null;
    if (toast) expect(screen.getByText(t(toast))).toBeVisible();
  },
  form: (s, event) => {
    const inForm = within(form());
    expect(
      inForm.getByRole('heading', {
        name: t(s.context.editing ? 'bankAccounts.editTitle' : 'bankAccounts.addTitle'),
      }),
    ).toBeVisible();
    expect(inForm.getByRole('button', { name: t('bankAccounts.save') })).toBeEnabled();
    // The step-up's password and code are not the form's.
    expect(inForm.queryByLabelText(/^Mevcut şifre/)).toBeNull();
    if (s.context.draft) {
      // Back from the step-up or a refusal: the values as the player typed them.
      expect(inForm.getByLabelText(/^Şube/)).toHaveValue(s.context.draft.branch);
      expect(inForm.getByLabelText(/^Hesap sahibi/)).toHaveValue(s.context.draft.owner);
    } else if (s.context.editing) {
      expect(inForm.getByLabelText(/^Şube/)).toHaveValue(s.context.editing.branch);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    const refusal = s.context.refusal;
    if (refusal?.field === 'iban') {
      // At the field it is about, and the typed values stay as they were.
      const iban = inForm.getByLabelText(/^IBAN/);
      expect(iban).toHaveAccessibleDescription(refusal.message);
      expect(iban).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText(t('bankAccounts.added'))).toBeNull();
    }
    // Kept apart from the chart, so that a wrong transition shows: the refusal at its field.
    if (event?.type === 'xstate.error.actor.saveBankAccount') {
      expect(inForm.getByLabelText(/^IBAN/)).toHaveAccessibleDescription(
        (event.error as Error).message,
      );
    }
  },
  // The form as typed, while the step-up reads the player's factor (its dialog is checked as
  // the path ends the step, in act).
  steppingUp: (s) => {
    expectFactorRead();
    const inForm = within(underStepUp());
    expect(inForm.getByLabelText(/^Şube/)).toHaveValue(s.context.draft!.branch);
    expect(screen.queryByText(t('bankAccounts.added'))).toBeNull();
  },
  saving: () => {
    expect(screen.queryByRole('dialog')).toBeNull();
    // Busy, still focusable.
    expect(within(form()).getByRole('button', { name: t('bankAccounts.save') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
  confirmingDelete: (s) => {
    const inDialog = within(dialog());
    // The delete is allowed by the current password.
    expect(inDialog.getByLabelText(/^Mevcut şifre/)).toBeRequired();
    expect(inDialog.getByText(new RegExp(formatIban(s.context.deleting!.iban)))).toBeVisible();
    expect(inDialog.getByRole('button', { name: t('bankAccounts.deleteConfirm') })).toBeEnabled();
    if (s.context.deleteError) {
      expect(inDialog.getByRole('alert')).toHaveTextContent(s.context.deleteError);
    }
  },
  deleting: () => {
    expectBusy(within(dialog()).getByRole('button', { name: t('bankAccounts.deleteConfirm') }));
  },
  // Add mode: the wizard hears the outcome and moves on (or back to the saved accounts).
  saved: () => {
    expect(
      within(area()).getByRole('heading', { level: 2, name: t('cashier.withdraw.step.amount') }),
    ).toBeVisible();
    expect(screen.getByText(t('bankAccounts.added'))).toBeVisible();
  },
  cancelled: () => {
    expect(within(area()).queryByRole('form')).toBeNull();
    expect(
      within(area()).getByRole('button', { name: t('cashier.withdraw.addAccount') }),
    ).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------------------------

describe('bankAccounts machine: generated paths on the rendered pages', () => {
  for (const path of paths) {
    const name =
      (path.input as BankAccountsInput).mode === 'add'
        ? 'in the withdraw wizard'
        : 'in the profile';
    it(describePath(path, name), () => drive(path, new BankAccountsDriver()), 90_000);
  }

  it('fired on the pages every transition the paths planned (measured on the real actors)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
