/**
 * The contactChange machine's generated paths, driven on the profile's account tab: one path per
 * field (username, e-mail, phone), each form run by its own actor. Every event is a keystroke or
 * click of the player, or an AuthApi answer; every state reached is checked by what the player
 * sees in that field's form (VIEWS below). Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  contactChangeMachine,
  type ContactChangeInput,
  type ContactField,
} from '../../../machines/auth/contactChange.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { apiError, offline, sessionExpired } from '../../fixtures/auth.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { coverage, describePath, drive, transitionCover, type ViewDriver } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof contactChangeMachine>;
const t = (id: string) => messages.tr[id]!;
const FIELDS: ContactField[] = ['username', 'email', 'phone'];
const VALUES = { username: 'ayse_yeni', email: 'ayse.yeni@example.com', phone: '0532 765 43 21' };
const KEPT = { username: 'ayse_yeni', email: 'ayse.yeni@example.com', phone: '+905327654321' };
const LABELS = {
  username: 'account.contact.newUsername',
  email: 'account.contact.newEmail',
  phone: 'account.contact.newPhone',
};
const wrongPassword = apiError('Mevcut şifreniz hatalı');

// ---------------------------------------------------------------------------------------------
// The model.

const inputs: ContactChangeInput[] = FIELDS.map((field) => ({ field }));
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: false } },
  { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: true } },
  { type: 'xstate.error.actor.authenticatorStatus', error: offline },
  { type: 'contactChange.retry' },
  ...FIELDS.map((field) => ({
    type: 'contactChange.submit',
    value: VALUES[field],
    password: 'Demo1234',
    ga_code: '123456',
  })),
  { type: 'xstate.done.actor.changeContact', output: 'kept' },
  { type: 'xstate.error.actor.changeContact', error: wrongPassword },
  { type: 'xstate.error.actor.changeContact', error: sessionExpired },
  { type: 'contactChange.edit' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.field, c.authenticatorOn, c.error, c.value !== null]);
};

const paths = transitionCover(contactChangeMachine, { inputs, events, serialize });

// ---------------------------------------------------------------------------------------------
// The page.

class Port extends HeldCalls {
  api(): Partial<AuthApi> {
    return {
      authenticatorStatus: this.held<AuthApi['authenticatorStatus']>('authenticatorStatus'),
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
    renderSite('/profile', { stored: SIGNED_IN, auth: this.port.api() });
    await screen.findByRole('region', { name: t(`account.contact.${this.field}Title`) });
  }

  private async type(label: RegExp, value: string) {
    const field = this.section().getByLabelText(label, { selector: 'input' });
    await this.user.clear(field);
    await this.user.type(field, value);
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const status = () => this.port.call('authenticatorStatus', this.statusIndex);
    const change = async () => {
      const calls = this.port.calls.get('change') ?? [];
      return this.port.call('change', Math.max(calls.length - 1, 0));
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
        await this.type(new RegExp(`^${t('auth.field.currentPassword')}`), event.password);
        if ((before as Snapshot).context.authenticatorOn) {
          await this.type(new RegExp(`^${t('account.security.authenticatorCode')}`), event.ga_code);
        }
        const submit = t(`account.contact.${this.field}Submit`);
        return this.user.click(this.section().getByRole('button', { name: submit }));
      }
      case 'xstate.done.actor.changeContact':
        return (await change()).resolve({ [this.field]: KEPT[this.field] });
      case 'xstate.error.actor.changeContact':
        return (await change()).reject(event.error);
      case 'contactChange.edit':
        // A saved username or e-mail goes back to editing by itself (the view starts a new form).
        if ((before as Snapshot).matches('saved')) return undefined;
        return this.user.click(
          this.section().getByRole('button', { name: t('account.contact.phoneAgain') }),
        );
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    if (s.matches('sessionExpired')) {
      // Signed out, on the login page.
      await screen.findByRole('heading', { level: 1, name: t('auth.login.title') });
      return;
    }
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
    expect(
      section.getByLabelText(new RegExp(`^${t('auth.field.currentPassword')}`), {
        selector: 'input',
      }),
    ).toBeRequired();
    // The code only while the authenticator is on.
    const code = section.queryByLabelText(
      new RegExp(`^${t('account.security.authenticatorCode')}`),
    );
    if (s.context.authenticatorOn) expect(code).toBeRequired();
    else expect(code).toBeNull();
    if (s.context.error) expect(section.getByRole('alert')).toHaveTextContent(s.context.error);
    else expect(section.queryByRole('alert')).toBeNull();
    // A saved username or e-mail is announced, and the form is empty again.
    if (event?.type === 'contactChange.edit' && field !== 'phone') {
      expect(screen.getByText(t(`account.contact.${field}Saved`))).toBeVisible();
      expect(section.getByLabelText(new RegExp(`^${t(LABELS[field])}`))).toHaveValue('');
    }
  },
  saving: (_, section, field) => {
    expect(
      section.getByRole('button', { name: t(`account.contact.${field}Submit`) }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
  // Left at once for editing by the view (a new, empty form): see `editing`.
  saved: () => undefined,
  confirmingPhone: (_, section) => {
    expect(section.getByText(new RegExp(KEPT.phone.replace('+', '\\+')))).toBeVisible();
    expect(section.getByRole('region', { name: t('account.security.sms') })).toBeVisible();
    expect(section.getByRole('button', { name: t('account.contact.phoneAgain') })).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------------------------

describe('contactChange machine: generated paths on the account tab', () => {
  it('cover every state and at least 95% of the transitions', () => {
    const { transitions, missingStates } = coverage(contactChangeMachine, paths);
    expect(missingStates).toEqual([]);
    expect(transitions.ratio).toBeGreaterThanOrEqual(0.95);
  });

  for (const path of paths) {
    const field = (path.input as ContactChangeInput).field;
    it(describePath(path, field), () => drive(path, new ContactChangeDriver()), 90_000);
  }
});
