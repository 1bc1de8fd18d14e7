/**
 * The forgot-password machine's generated paths, driven on /forgot-password: the player types
 * the address and presses the button, AuthApi answers settle the held call. Every state is
 * checked by what the player sees (VIEWS below): a sent request ends on /login with a notice
 * naming the address. Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model from './forgot-password.paths.ts';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;
type Site = ReturnType<typeof renderSite>;
const t = (id: string) => messages.tr[id]!;

const submitButton = () => screen.getByRole('button', { name: t('auth.forgot.submit') });
const form = () => within(submitButton().closest('form')!);
const emailField = () => form().getByLabelText(new RegExp(`^${t('auth.field.email')}`));

class ForgotPasswordDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new HeldCalls();
  private site!: Site;

  async start() {
    this.site = renderSite('/forgot-password', {
      auth: { forgot: this.port.held<AuthApi['forgot']>('forgot') },
    });
    vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('heading', { level: 1, name: t('auth.forgot.title') });
  }

  async act(event: AnyEventObject) {
    if (await this.port.settle(event)) return;
    if (event.type !== 'forgot.submit') throw new Error(`No player action for ${event.type}`);
    await this.user.clear(emailField());
    await this.user.type(emailField(), event.email as string);
    await this.user.click(submitButton());
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value](s, this.site));
    if (s.value !== 'sent') {
      expect(this.site.router.state.location.pathname).toBe('/forgot-password');
      expect(this.site.runtime.notify.show).not.toHaveBeenCalled();
    }
    if (s.value === 'sending') {
      const call = await this.port.call('forgot', 0);
      expect(call.args).toEqual([s.context.email]);
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

function theForm(s: Snapshot, busy: boolean) {
  expect(screen.getByRole('heading', { level: 1, name: t('auth.forgot.title') })).toBeVisible();
  expect(emailField()).toHaveValue(s.context.email);
  expect(submitButton()).toHaveAttribute('aria-disabled', String(busy));
}

const VIEWS: Record<Snapshot['value'], (s: Snapshot, site: Site) => void> = {
  editing: (s) => {
    theForm(s, false);
    message(s.context.error);
  },
  sending: (s) => {
    theForm(s, true);
    message(null);
  },
  // Back to log in, told where the instructions went.
  sent: (s, site) => {
    expect(site.router.state.location.pathname).toBe('/login');
    expect(site.runtime.notify.show).toHaveBeenCalledWith(
      t('auth.forgot.done').replace('{email}', s.context.email),
      expect.objectContaining({ variant: 'success' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------

describe('forgotPassword machine: generated paths on /forgot-password', () => {
  for (const path of model.paths) {
    it(
      describePath(path, 'on /forgot-password'),
      () => drive(path, new ForgotPasswordDriver()),
      90_000,
    );
  }
});
