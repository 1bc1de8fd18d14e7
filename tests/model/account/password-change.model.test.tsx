/**
 * The passwordChange machine's generated paths (password-change.paths.ts), driven on the profile's
 * password tab. Every event is the player filling in and sending the form or closing the success,
 * or an AuthApi answer; every state reached is checked by what the player sees on the tab (VIEWS
 * below), a session-expired answer on /login, signed out. Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { AuthApi } from '../../../machines/ports.ts';
import type { PasswordChangeValues } from '../../../machines/shared/contract.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model from './password-change.paths.ts';
import { signedOutOnLogin } from './signed-out.ts';

const { paths } = model;
type Snapshot = SnapshotFrom<typeof model.machine>;
const t = (id: string) => messages.tr[id]!;

// ---------------------------------------------------------------------------------------------
// The page.

class Port extends HeldCalls {
  api(): Partial<AuthApi> {
    return { changePassword: this.held<AuthApi['changePassword']>('changePassword') };
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

class PasswordChangeDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();
  private site: ReturnType<typeof renderSite> | null = null;
  private notices: MockInstance | null = null;
  /** The values the last sending carried: the call must get exactly them. */
  private sent: PasswordChangeValues | null = null;

  async start() {
    this.site = renderSite('/profile?tab=password', { stored: SIGNED_IN, auth: this.port.api() });
    this.notices = vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('tabpanel', { name: t('account.tab.password') });
  }

  async act(event: AnyEventObject) {
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
        expect(call.args).toEqual([this.sent]);
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

const VIEWS: Record<string, (s: Snapshot, event: AnyEventObject | null) => void> = {
  editing: (s, event) => {
    for (const name of Object.keys(FIELDS) as (keyof PasswordChangeValues)[]) {
      expect(field(name)).toBeRequired();
      // A new form (at first, after a change) is empty; a refused one keeps what was typed.
      if (event?.type !== 'xstate.error.actor.changePassword') expect(field(name)).toHaveValue('');
    }
    expect(submitButton()).toHaveAttribute('aria-disabled', 'false');
    message(s.context.error);
    expect(screen.getByRole('tab', { name: t('account.tab.password') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
  saving: () => {
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
