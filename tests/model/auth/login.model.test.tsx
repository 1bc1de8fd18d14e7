/**
 * The login machine's generated paths, driven on /login: the player types the credentials and
 * the code and presses the buttons, AuthApi answers settle the held calls. Every state is checked
 * by what the player sees (VIEWS below); a signed-in path ends on the home page with the
 * player's menu in the header. Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { loginMachine } from '../../../machines/auth/login.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { challengedLogin, credentials } from '../../fixtures/auth.ts';
import { renderSite } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model from './login.paths.ts';

type Snapshot = SnapshotFrom<typeof loginMachine>;
type Site = ReturnType<typeof renderSite>;
const t = (id: string) => messages.tr[id]!;

class Port extends HeldCalls {
  api(): Partial<AuthApi> {
    return {
      login: this.held<AuthApi['login']>('login'),
      checkCode: this.held<AuthApi['checkCode']>('checkCode'),
    };
  }
}

const submitButton = () => screen.getByRole('button', { name: t('auth.login.submit') });
const form = () => within(submitButton().closest('form')!);
const usernameField = () =>
  form().getByLabelText(new RegExp(`^${t('auth.field.usernameOrEmail')}`));
const passwordField = () =>
  form().getByLabelText(new RegExp(`^${t('auth.field.password')}`), { selector: 'input' });
const prompt = () => screen.getByRole('dialog', { name: t('auth.code.title') });
const inPrompt = () => within(prompt());
const codeField = () => inPrompt().getByLabelText(new RegExp(`^${t('auth.field.code')}`));

class LoginDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();
  private site!: Site;

  async start() {
    this.site = renderSite('/login', { auth: this.port.api() });
    vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('heading', { level: 1, name: t('auth.login.title') });
  }

  private async type(field: HTMLElement, value: string) {
    await this.user.clear(field);
    await this.user.type(field, value);
  }

  async act(event: AnyEventObject) {
    if (await this.port.settle(event)) return;
    switch (event.type) {
      case 'login.submit':
        await this.type(usernameField(), event.username as string);
        await this.type(passwordField(), event.password as string);
        return this.user.click(submitButton());
      case 'login.submitCode':
        await this.type(codeField(), event.code as string);
        return this.user.click(inPrompt().getByRole('button', { name: t('auth.code.submit') }));
      case 'login.cancelCode':
        return this.user.click(inPrompt().getByRole('button', { name: t('common.cancel') }));
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    const view = VIEWS[s.value];
    await waitFor(() => view(s, this.site));
    // Kept apart from the chart, so that a wrong transition shows: an accepted code signs in.
    if (event?.type === 'xstate.done.actor.checkCode' && event.output === true) {
      await waitFor(() => signedInHome(this.site));
    }
    if (s.value !== 'signedIn') {
      expect(this.site.router.state.location.pathname).toBe('/login');
      expect(this.site.runtime.notify.show).not.toHaveBeenCalled();
    }
    if (s.value === 'submitting') {
      expect((await this.port.call('login', 0)).args).toEqual([credentials]);
    }
    if (s.value === 'verifyingCode') {
      expect((await this.port.call('checkCode', 0)).args).toEqual([
        challengedLogin.session,
        '123456',
      ]);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

/** An alert with the context's message (a message id or the server's), or none. */
function message(scope: ReturnType<typeof within>, idOrText: string | null) {
  if (idOrText === null) expect(scope.queryByRole('alert')).toBeNull();
  else expect(scope.getByRole('alert')).toHaveTextContent(messages.tr[idOrText] ?? idOrText);
}

/** A visitor's header: the log-in link, no player menu (hidden behind an open prompt). */
const signedOut = () => {
  expect(screen.getAllByRole('link', { name: t('menu.login'), hidden: true })).not.toEqual([]);
  expect(screen.queryByRole('button', { name: /hesap menüsü$/, hidden: true })).toBeNull();
};

/** The form, with the username last submitted; the prompt closed. */
function theForm(s: Snapshot, busy: boolean) {
  expect(screen.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
  expect(usernameField()).toHaveValue(s.context.username);
  expect(passwordField()).toHaveAttribute('type', 'password');
  expect(submitButton()).toHaveAttribute('aria-disabled', String(busy));
  expect(screen.queryByRole('dialog')).toBeNull();
  signedOut();
}

/** The persistent prompt over the form: the form is out of reach while it is open. */
function thePrompt(s: Snapshot, busy: boolean) {
  expect(inPrompt().getByText(t('auth.code.text'))).toBeVisible();
  expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  // Busy, it keeps the focus and swallows presses (aria-disabled, never disabled).
  const verify = inPrompt().getByRole('button', { name: t('auth.code.submit') });
  expect(verify).toBeEnabled();
  expect(verify).toHaveAttribute('aria-disabled', String(busy));
  expect(inPrompt().getByRole('button', { name: t('common.cancel') })).toBeEnabled();
  expect(screen.queryByRole('button', { name: t('auth.login.submit') })).toBeNull();
  message(inPrompt(), s.context.codeError);
  signedOut();
}

const VIEWS: Record<Snapshot['value'], (s: Snapshot, site: Site) => void> = {
  editing: (s) => {
    theForm(s, false);
    message(form(), s.context.error);
  },
  submitting: (s) => {
    theForm(s, true);
    message(form(), null);
  },
  awaitingCode: (s) => thePrompt(s, false),
  verifyingCode: (s) => thePrompt(s, true),
  signedIn: (_, site) => signedInHome(site),
};

/** Home, told so, with the player's menu in the header. */
function signedInHome(site: Site) {
  expect(site.router.state.location.pathname).toBe('/');
  expect(site.runtime.notify.show).toHaveBeenCalledWith(
    t('auth.login.done'),
    expect.objectContaining({ variant: 'success' }),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(
    screen.getByRole('button', { name: `${credentials.username} hesap menüsü` }),
  ).toBeVisible();
  expect(screen.queryAllByRole('link', { name: t('menu.login') })).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

describe('login machine: generated paths on /login', () => {
  for (const path of model.paths) {
    it(describePath(path, 'on /login'), () => drive(path, new LoginDriver()), 90_000);
  }
});
