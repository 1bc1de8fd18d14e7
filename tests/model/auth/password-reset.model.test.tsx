/**
 * The password-reset machine's generated paths, driven on /account_reset from the e-mailed link
 * (with its token, or without one): the player types the new password twice and presses the
 * button, AuthApi answers settle the held call. Every state is checked by what the player sees
 * (VIEWS below): a reset password ends on /login with a notice. Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type {
  PasswordResetInput,
  passwordResetMachine,
} from '../../../machines/auth/password-reset.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model from './password-reset.paths.ts';

type Snapshot = SnapshotFrom<typeof passwordResetMachine>;
type Site = ReturnType<typeof renderSite>;
const t = (id: string) => messages.tr[id]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const submitButton = () => screen.getByRole('button', { name: t('auth.reset.submit') });
const form = () => within(submitButton().closest('form')!);
/** A password field by its whole label (it ends in the required asterisk). */
const passwordField = (id: string) =>
  form().getByLabelText(new RegExp(`^${escape(t(id))}\\W*$`), { selector: 'input' });

/** The e-mailed link: /account_reset?token=… or, broken, without its token. */
const linkOf = ({ token }: PasswordResetInput) =>
  token === null ? '/account_reset' : `/account_reset?token=${token}`;

class PasswordResetDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new HeldCalls();
  private site!: Site;

  async start(input: unknown) {
    this.site = renderSite(linkOf(input as PasswordResetInput), {
      auth: { resetPassword: this.port.held<AuthApi['resetPassword']>('resetPassword') },
    });
    vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('heading', { level: 1, name: t('auth.reset.title') });
  }

  private async type(field: HTMLElement, value: string) {
    await this.user.clear(field);
    await this.user.type(field, value);
  }

  async act(event: AnyEventObject) {
    if (await this.port.settle(event)) return;
    if (event.type !== 'reset.submit') throw new Error(`No player action for ${event.type}`);
    await this.type(passwordField('auth.field.newPassword'), event.password as string);
    await this.type(
      passwordField('auth.field.newPasswordConfirm'),
      event.passwordConfirm as string,
    );
    await this.user.click(submitButton());
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value](s, this.site));
    if (s.value !== 'done') {
      expect(this.site.router.state.location.pathname).toBe('/account_reset');
      expect(this.site.runtime.notify.show).not.toHaveBeenCalled();
    }
    if (s.value === 'sending') {
      // The link's token goes with the passwords the player typed.
      const call = await this.port.call('resetPassword', 0);
      expect(call.args).toEqual([
        {
          token: s.context.token,
          password: event!.password,
          passwordConfirm: event!.passwordConfirm,
        },
      ]);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

/** The form's alert with the context's message (a message id or the server's), or none. */
function message(idOrText: string | null) {
  if (idOrText === null) expect(form().queryByRole('alert')).toBeNull();
  else expect(form().getByRole('alert')).toHaveTextContent(messages.tr[idOrText] ?? idOrText);
}

function theForm(busy: boolean) {
  expect(screen.getByRole('heading', { level: 1, name: t('auth.reset.title') })).toBeVisible();
  expect(passwordField('auth.field.newPassword')).toHaveAttribute('type', 'password');
  expect(passwordField('auth.field.newPasswordConfirm')).toHaveAttribute('type', 'password');
  expect(submitButton()).toHaveAttribute('aria-disabled', String(busy));
}

const VIEWS: Record<Snapshot['value'], (s: Snapshot, site: Site) => void> = {
  editing: (s) => {
    theForm(false);
    message(s.context.error);
  },
  sending: () => {
    theForm(true);
    message(null);
  },
  // No form to fill: a warning, and the way to ask for a new link.
  missingToken: () => {
    expect(screen.getByRole('alert')).toHaveTextContent(t('auth.reset.missingToken'));
    expect(screen.getByRole('link', { name: t('auth.reset.requestNew') })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: t('auth.reset.submit') })).toBeNull();
    expect(screen.queryByLabelText(new RegExp(`^${t('auth.field.newPassword')}`))).toBeNull();
  },
  // Back to log in, told the password was set.
  done: (_, site) => {
    expect(site.router.state.location.pathname).toBe('/login');
    expect(site.runtime.notify.show).toHaveBeenCalledWith(
      t('auth.reset.done'),
      expect.objectContaining({ variant: 'success' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------

describe('passwordReset machine: generated paths on /account_reset', () => {
  for (const path of model.paths) {
    const input = path.input as PasswordResetInput;
    it(
      describePath(path, input.token === null ? 'link without a token' : 'link with a token'),
      () => drive(path, new PasswordResetDriver()),
      90_000,
    );
  }
});
