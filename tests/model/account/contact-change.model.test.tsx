/**
 * The contactChange machine's generated paths (contact-change.paths.ts), driven on the profile's
 * account tab: paths per field (username, e-mail, phone), each form run by its own actor. Every
 * event is a keystroke or click of the player (in a form, or in the e-mail's step-up dialog), or
 * an AuthApi answer; every state reached is checked by what the player sees in that field's form
 * (VIEWS below), a session-expired answer on /login, signed out. Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type {
  ContactChangeInput,
  ContactField,
} from '../../../machines/account/contact-change.machine.ts';
import type { StepUpOutput } from '../../../machines/auth/step-up.machine.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import { answerFactorRead, expectFactorRead } from '../auth/step-up-host.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { stepUpAssertion, stepUpOptions } from '../../fixtures/passkey-step-up.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model, { FIELDS } from './contact-change.paths.ts';
import { signedOutOnLogin } from './signed-out.ts';

const { paths } = model;
type Snapshot = SnapshotFrom<typeof model.machine>;
const t = (id: string) => messages.tr[id]!;
/** The new value as the server answers it. */
const KEPT = { username: 'ayse_yeni', email: 'ayse.yeni@example.com', phone: '+905327654321' };
const LABELS = {
  username: 'account.contact.newUsername',
  email: 'account.contact.newEmail',
  phone: 'account.contact.newPhone',
};

// ---------------------------------------------------------------------------------------------
// The page.

class Port extends HeldCalls {
  api(): Partial<AuthApi> {
    return {
      authenticatorStatus: this.held<AuthApi['authenticatorStatus']>('authenticatorStatus'),
      stepUpFactor: this.held<AuthApi['stepUpFactor']>('stepUpFactor'),
      changeUsername: this.held<AuthApi['changeUsername']>('change'),
      changeEmail: this.held<AuthApi['changeEmail']>('change'),
      changePhone: this.held<AuthApi['changePhone']>('change'),
    };
  }
}

class ContactChangeDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();
  private field: ContactField = 'username';
  /** Which status read of the page is this form's: its place at first, then each retry's. */
  private statusIndex = 0;
  /** What the change call must carry: the typed value and the re-authentication asked for. */
  private sent: Record<string, unknown> = {};
  private site: ReturnType<typeof renderSite> | null = null;
  private notices: MockInstance | null = null;

  private section() {
    return within(
      screen.getByRole(this.form() ? 'form' : 'region', {
        name: t(`account.contact.${this.field}Title`),
      }),
    );
  }

  private form() {
    return screen.queryByRole('form', { name: t(`account.contact.${this.field}Title`) });
  }

  async start(input: unknown) {
    this.field = (input as ContactChangeInput).field;
    this.statusIndex = FIELDS.indexOf(this.field);
    this.site = renderSite('/profile', {
      stored: SIGNED_IN,
      auth: this.port.api(),
      passkey: {
        stepUpOptions: async (action) => {
          expect(action).toBe('email');
          return stepUpOptions;
        },
      },
      passkeyDevice: { supported: () => true, assert: async () => stepUpAssertion },
    });
    this.notices = vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('region', { name: t(`account.contact.${this.field}Title`) });
  }

  private async type(label: RegExp, value: string) {
    const field = this.section().getByLabelText(label, { selector: 'input' });
    await this.user.clear(field);
    await this.user.type(field, value);
  }

  /**
   * The e-mail's step-up, once the platform answers the factor: its dialog (with the refusal
   * that asked it again), ended with the passkey or the password; or cancelled.
   */
  private async endStepUp(event: AnyEventObject, error: string | null) {
    const factor = await answerFactorRead(this.port, event, null);
    await waitFor(() => emailStepUp(factor, error));
    const output = event.output as StepUpOutput;
    const dialog = within(screen.getByRole('dialog', { name: t('stepUp.title.email') }));
    if (output.outcome === 'cancelled') {
      return this.user.click(dialog.getByRole('button', { name: t('common.cancel') }));
    }
    const proof = output.reauthentication;
    this.sent = { email: this.sent.email, ...proof };
    if ('passkey' in proof) {
      return this.user.click(dialog.getByRole('button', { name: t('stepUp.usePasskey') }));
    }
    const password = dialog.getByLabelText(new RegExp(`^${t('auth.field.currentPassword')}`), {
      selector: 'input',
    });
    await this.user.type(password, proof.password);
    return this.user.click(dialog.getByRole('button', { name: t('stepUp.confirm') }));
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    if (event.type === 'xstate.done.actor.stepUp') {
      return this.endStepUp(event, (before as Snapshot).context.error);
    }
    const status = () => this.port.call('authenticatorStatus', this.statusIndex);
    const change = async () => {
      const calls = this.port.calls.get('change') ?? [];
      const call = await this.port.call('change', Math.max(calls.length - 1, 0));
      expect(call.args).toEqual([this.sent]);
      return call;
    };
    switch (event.type) {
      case 'xstate.done.actor.authenticatorStatus':
        return (await status()).resolve(event.output);
      case 'xstate.error.actor.authenticatorStatus':
        return (await status()).reject(event.error);
      case 'contactChange.retry':
        // The retry's read is the next one the page makes.
        this.statusIndex = this.port.calls.get('authenticatorStatus')!.length;
        return this.user.click(this.section().getByRole('button', { name: t('common.tryAgain') }));
      case 'contactChange.submit': {
        await this.type(new RegExp(`^${t(LABELS[this.field])}`), event.value as string);
        this.sent = { [this.field]: event.value };
        // The e-mail form takes the address alone: its step-up asks for the rest.
        if (this.field !== 'email') {
          await this.type(new RegExp(`^${t('auth.field.currentPassword')}`), event.password);
          this.sent.password = event.password;
        }
        if (this.field !== 'email' && (before as Snapshot).context.authenticatorOn) {
          await this.type(new RegExp(`^${t('account.security.authenticatorCode')}`), event.ga_code);
          this.sent.ga_code = event.ga_code;
        }
        const submit = t(`account.contact.${this.field}Submit`);
        return this.user.click(this.section().getByRole('button', { name: submit }));
      }
      case 'xstate.done.actor.changeContact':
        return (await change()).resolve({ [this.field]: KEPT[this.field] });
      case 'xstate.error.actor.changeContact':
        return (await change()).reject(event.error);
      case 'contactChange.edit':
        return this.user.click(
          this.section().getByRole('button', { name: t(`account.contact.${this.field}Again`) }),
        );
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
    // The dialog (emailStepUp) waits for the factor's read.
    if (s.matches('steppingUp')) return waitFor(expectFactorRead);
    await waitFor(() => VIEWS[s.value as string]!(s, this.section(), this.field, event));
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

type Section = ReturnType<typeof within>;

type View = (
  s: Snapshot,
  section: Section,
  field: ContactField,
  event: AnyEventObject | null,
) => void;

const VIEWS: Record<string, View> = {
  loading: (_, section) => {
    expect(section.queryByRole('textbox')).toBeNull();
  },
  failed: (_, section) => {
    expect(section.getByRole('alert')).toHaveTextContent(t('common.somethingWentWrong'));
    expect(section.getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
  },
  editing: (s, section, field, event) => {
    expect(section.getByLabelText(new RegExp(`^${t(LABELS[field])}`))).toBeRequired();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The e-mail's step-up asks for the password, code or passkey in its dialog.
    const password = section.queryByLabelText(new RegExp(`^${t('auth.field.currentPassword')}`), {
      selector: 'input',
    });
    if (field === 'email') expect(password).toBeNull();
    else expect(password).toBeRequired();
    // The code only while the authenticator is on.
    const code = section.queryByLabelText(
      new RegExp(`^${t('account.security.authenticatorCode')}`),
    );
    if (s.context.authenticatorOn && field !== 'email') expect(code).toBeRequired();
    else expect(code).toBeNull();
    const error = s.context.error && (messages.tr[s.context.error] ?? s.context.error);
    if (error) expect(section.getByRole('alert')).toHaveTextContent(error);
    else expect(section.queryByRole('alert')).toBeNull();
    // A saved username is announced, and the form is empty again; the header names the player
    // by the new username at once.
    if (event?.type === 'xstate.done.actor.changeContact') {
      expect(screen.getByText(t(`account.contact.${field}Saved`))).toBeVisible();
      expect(section.getByLabelText(new RegExp(`^${t(LABELS[field])}`))).toHaveValue('');
      if (field === 'username') {
        const header = within(screen.getByRole('banner'));
        expect(header.getByRole('button', { name: /hesap menüsü$/ })).toHaveAccessibleName(
          new RegExp(KEPT.username),
        );
      }
    }
  },
  saving: (_, section, field) => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      section.getByRole('button', { name: t(`account.contact.${field}Submit`) }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
  // The address is not changed yet: the form says where the link went.
  emailSent: (_, section) => {
    expect(section.getByRole('status')).toHaveTextContent(KEPT.email);
    expect(section.getByRole('button', { name: t('account.contact.emailAgain') })).toBeEnabled();
  },
  confirmingPhone: (_, section) => {
    expect(screen.getByText(t('account.contact.phoneSaved'))).toBeVisible();
    expect(section.getByText(new RegExp(KEPT.phone.replace('+', '\\+')))).toBeVisible();
    expect(section.getByRole('region', { name: t('account.security.sms') })).toBeVisible();
    expect(section.getByRole('button', { name: t('account.contact.phoneAgain') })).toBeEnabled();
  },
};

/** The e-mail's step-up over the form: the passkey alone, or the password; why the last was refused. */
function emailStepUp(factor: StepUpFactor | null, error: string | null) {
  const dialog = screen.getByRole('dialog', { name: t('stepUp.title.email') });
  const byPasskey = factor === 'passkey';
  expect(dialog).toHaveAccessibleDescription(
    `${t(byPasskey ? 'stepUp.text.passkey' : 'stepUp.text.password')} ${t('stepUp.note.email')}`,
  );
  const inDialog = within(dialog);
  if (byPasskey) {
    expect(inDialog.getByRole('button', { name: t('stepUp.usePasskey') })).toHaveFocus();
  } else {
    expect(
      inDialog.getByLabelText(new RegExp(`^${t('auth.field.currentPassword')}`), {
        selector: 'input',
      }),
    ).toHaveValue('');
  }
  const alerts = inDialog.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual(error ? [error] : []);
}

// ---------------------------------------------------------------------------------------------

describe('contactChange machine: generated paths on the account tab', () => {
  for (const path of paths) {
    const field = (path.input as ContactChangeInput).field;
    it(describePath(path, field), () => drive(path, new ContactChangeDriver()), 90_000);
  }
});
