/**
 * The passwordChange machine's generated paths (password-change.paths.ts), driven on the profile's
 * password tab. Every event is the player filling in and sending the form, confirming the
 * step-up's dialog (the passkey, or an SMS code sent for it) or cancelling it, or closing the
 * success, or an AuthApi answer; every state reached is checked by what the player sees on the
 * tab (VIEWS below), a session-expired answer on /login, signed out. Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { StepUpOutput } from '../../../machines/auth/step-up.machine.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import { answerFactorRead, expectFactorRead } from '../auth/step-up-host.ts';
import type { AuthApi, PasswordChangeStepUp } from '../../../machines/ports.ts';
import type { PasswordChangeValues } from '../../../machines/shared/contract.ts';
import { stepUpAssertion, stepUpOptions } from '../../fixtures/passkey-step-up.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model, { CODE } from './password-change.paths.ts';
import { signedOutOnLogin } from './signed-out.ts';

const { paths } = model;
type Snapshot = SnapshotFrom<typeof model.machine>;
const t = (id: string) => messages.tr[id]!;

// ---------------------------------------------------------------------------------------------
// The page.

class Port extends HeldCalls {
  /** The actions SMS codes and passkey challenges were asked for. */
  readonly asked: string[] = [];
  api(): Partial<AuthApi> {
    return {
      stepUpFactor: this.held<AuthApi['stepUpFactor']>('stepUpFactor'),
      changePassword: this.held<AuthApi['changePassword']>('changePassword'),
      sendStepUpSms: async (action) => {
        this.asked.push(`sms:${action}`);
      },
    };
  }
}

const FIELDS: Record<keyof PasswordChangeValues, string> = {
  currentPassword: 'auth.field.currentPassword',
  password: 'auth.field.newPassword',
  passwordConfirm: 'auth.field.newPasswordConfirm',
};

const panel = () => within(screen.getByRole('tabpanel', { name: t('account.tab.password') }));
/** The field labelled exactly so (a required field's label ends with its asterisk). */
const field = (name: keyof PasswordChangeValues) => {
  const text = t(FIELDS[name]).replace(/[()]/g, '\\$&');
  return panel().getByLabelText(new RegExp(`^${text}\\s*\\*?$`), { selector: 'input' });
};
const submitButton = () => panel().getByRole('button', { name: t('account.password.submit') });
const stepUpDialog = () => screen.getByRole('dialog', { name: t('stepUp.title.password') });
const inStepUp = () => within(stepUpDialog());

class PasswordChangeDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();
  private site: ReturnType<typeof renderSite> | null = null;
  private notices: MockInstance | null = null;
  /** The values the last sending carried: the call must get exactly them. */
  private sent: PasswordChangeValues | null = null;
  /** What the last step-up added to them. */
  private proof: PasswordChangeStepUp = {};

  async start() {
    this.site = renderSite('/profile?tab=password', {
      stored: SIGNED_IN,
      auth: this.port.api(),
      passkey: {
        stepUpOptions: async (action) => {
          this.port.asked.push(`passkey:${action}`);
          return stepUpOptions;
        },
      },
      passkeyDevice: { supported: () => true, assert: async () => stepUpAssertion },
    });
    this.notices = vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('tabpanel', { name: t('account.tab.password') });
  }

  /**
   * The step-up, once the platform answers the factor: nothing more asked of a player without
   * one; else its dialog (with the refusal that asked it again), answered as its output says.
   */
  private async endStepUp(event: AnyEventObject, error: string | null) {
    const factor = await answerFactorRead(this.port, event, 'sms');
    const output = event.output as StepUpOutput;
    this.proof = {};
    if (factor === null && output.outcome === 'confirmed') return undefined;
    await waitFor(() => stepUpAsks(factor, error));
    if (output.outcome === 'cancelled') {
      return this.user.click(inStepUp().getByRole('button', { name: t('common.cancel') }));
    }
    const proof = output.reauthentication;
    if ('passkey' in proof) {
      this.proof = { passkey: proof.passkey };
      await this.user.click(inStepUp().getByRole('button', { name: t('stepUp.usePasskey') }));
      return expect(this.port.asked.at(-1)).toBe('passkey:password');
    }
    // An SMS player sends the code for this change, then types it; not the password again.
    this.proof = { ga_code: CODE };
    await this.user.click(inStepUp().getByRole('button', { name: /SMS kodu gönder|Yeni kod/ }));
    await waitFor(() => expect(this.port.asked.at(-1)).toBe('sms:password'));
    const code = inStepUp().getByLabelText(new RegExp(`^${t('stepUp.code.sms')}`), {
      selector: 'input',
    });
    await this.user.clear(code);
    await this.user.type(code, CODE);
    return this.user.click(inStepUp().getByRole('button', { name: t('stepUp.confirm') }));
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    if (event.type === 'xstate.done.actor.stepUp') {
      return this.endStepUp(event, (before as Snapshot).context.error);
    }
    switch (event.type) {
      case 'passwordChange.submit': {
        const { type: _, ...values } = event;
        this.sent = values as PasswordChangeValues;
        for (const name of Object.keys(FIELDS) as (keyof PasswordChangeValues)[]) {
          await this.user.clear(field(name));
          await this.user.type(field(name), this.sent[name]);
        }
        return this.user.click(submitButton());
      }
      case 'xstate.done.actor.changePassword':
      case 'xstate.error.actor.changePassword': {
        const call = await this.port.latest('changePassword');
        expect(call.args).toEqual([{ ...this.sent, ...this.proof }]);
        if (event.type.startsWith('xstate.done')) call.resolve(event.output);
        else call.reject(event.error);
        return undefined;
      }
      case 'passwordChange.edit':
        return this.user.click(panel().getByRole('button', { name: t('common.ok') }));
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    if (s.matches('sessionExpired')) {
      await waitFor(() => signedOutOnLogin(this.site!, this.notices!));
      return;
    }
    await waitFor(() => VIEWS[s.value as string]!(s, event));
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

/** The tab's message (an alert) is the context's (a message id or the server's), or none. */
function message(idOrText: string | null) {
  if (idOrText === null) expect(panel().queryByRole('alert')).toBeNull();
  else expect(panel().getByRole('alert')).toHaveTextContent(messages.tr[idOrText] ?? idOrText);
}

/** The passkey alone, or the code alone: the form already took the current password. */
function stepUpAsks(factor: StepUpFactor | null, error: string | null) {
  const byPasskey = factor === 'passkey';
  expect(stepUpDialog()).toHaveAccessibleDescription(
    `${t(byPasskey ? 'stepUp.text.passkey' : 'stepUp.codeOnly.sms')} ${t('stepUp.note.password')}`,
  );
  expect(inStepUp().queryByLabelText(/Mevcut şifre/, { selector: 'input' })).toBeNull();
  if (byPasskey) {
    expect(inStepUp().getByRole('button', { name: t('stepUp.usePasskey') })).toHaveFocus();
  } else {
    expect(
      inStepUp().getByLabelText(new RegExp(`^${t('stepUp.code.sms')}`), { selector: 'input' }),
    ).toHaveValue('');
  }
  const alerts = inStepUp()
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);
  expect(alerts).toEqual(error ? [error] : []);
  // The refusal shows in the dialog, not twice: the tab under it has none.
  const under = screen.getByRole('tabpanel', { name: t('account.tab.password'), hidden: true });
  expect(within(under).queryAllByRole('alert', { hidden: true })).toEqual([]);
}

const VIEWS: Record<string, (s: Snapshot, event: AnyEventObject | null) => void> = {
  editing: (s, event) => {
    for (const name of Object.keys(FIELDS) as (keyof PasswordChangeValues)[]) {
      expect(field(name)).toBeRequired();
      // A new form (at first, after a change) is empty; one refused or cancelled keeps what was typed.
      if (event === null || event.type === 'passwordChange.edit') {
        expect(field(name)).toHaveValue('');
      }
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'false');
    message(s.context.error);
    expect(screen.getByRole('tab', { name: t('account.tab.password') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
  // The dialog (stepUpAsks) waits for the factor's read; the tab under it shows no refusal.
  steppingUp: () => {
    expectFactorRead();
    message(null);
  },
  saving: () => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    message(null);
  },
  saved: () => {
    expect(panel().getByText(t('account.password.saved'))).toBeVisible();
    expect(panel().getByRole('button', { name: t('common.ok') })).toBeEnabled();
    expect(panel().queryByLabelText(/şifre/i, { selector: 'input' })).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------

describe('passwordChange machine: generated paths on the password tab', () => {
  for (const path of paths) {
    it(
      describePath(path, 'on the password tab'),
      () => drive(path, new PasswordChangeDriver()),
      90_000,
    );
  }
});
