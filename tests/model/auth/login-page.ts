/**
 * /login as the player sees it, for the models driven there (the login's and its code step's):
 * the form, the persistent code prompt over it, and the home page a sign-in leads to.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { messages } from '../../../src/i18n/messages.ts';
import { credentials } from '../../fixtures/auth.ts';
import type { AuthApi, PasskeyApi, PasskeyDevice } from '../../../machines/ports.ts';
import type { PasskeyAssertion } from '../../../machines/shared/passkeys.ts';
import type { renderSite } from '../../ui/harness.tsx';
import { HeldCalls, type HeldCall } from '../held-calls.ts';

type Site = ReturnType<typeof renderSite>;
export const t = (id: string) => messages.tr[id]!;

/** The ports /login calls, held until the model settles them. */
export class LoginPorts extends HeldCalls {
  api(): Partial<AuthApi> {
    return {
      login: this.held<AuthApi['login']>('login'),
      checkCode: this.held<AuthApi['checkCode']>('checkCode'),
    };
  }
}

/** One ceremony the page asked the browser for, as the fake device saw it. */
export interface AssertCall extends HeldCall {
  autofill: boolean;
  signal: AbortSignal | undefined;
  /** The signal was already aborted when the ceremony was asked for (it must never be). */
  abortedAtCall: boolean;
  ended: boolean;
}

/**
 * The passkey ports of /login: PasskeyApi's sign-in calls held like AuthApi's, and a browser
 * with passkeys whose ceremonies wait until the path ends them (or the page aborts them).
 */
export class PasskeyPorts extends HeldCalls {
  readonly asserts: AssertCall[] = [];
  /** Sign-in challenges asked for so far, answered or not. */
  challengesAsked = 0;

  api(): Partial<PasskeyApi> {
    const loginOptions = this.held<PasskeyApi['loginOptions']>('loginOptions');
    return {
      loginOptions: () => {
        this.challengesAsked += 1;
        return loginOptions();
      },
      login: this.held<PasskeyApi['login']>('passkeyLogin'),
    };
  }

  device(supported: boolean): Partial<PasskeyDevice> {
    return {
      supported: () => supported,
      autofillSupported: this.held<PasskeyDevice['autofillSupported']>('autofillSupported'),
      assert: (options, how = {}) =>
        new Promise<PasskeyAssertion>((resolve, reject) => {
          const call: AssertCall = {
            args: [options],
            autofill: how.autofill ?? false,
            signal: how.signal,
            abortedAtCall: how.signal?.aborted ?? false,
            ended: false,
            resolve: (value) => {
              call.ended = true;
              resolve(value as PasskeyAssertion);
            },
            reject: (error) => {
              call.ended = true;
              reject(error);
            },
          };
          this.asserts.push(call);
        }),
    };
  }

  /**
   * Answers the challenges nobody waits for any more (their ceremonies were stopped), all but
   * the newest when `keepNewest`; they come in late, as a slow platform's would.
   */
  answerStale(keepNewest: boolean, options: unknown) {
    const pending = this.pending('loginOptions');
    const stale = keepNewest ? pending.slice(0, -1) : pending;
    stale.forEach((call) => call.resolve(options));
    this.calls.set('loginOptions', pending.slice(stale.length));
  }

  /** The ceremonies still waiting: neither ended nor aborted. */
  waiting(): AssertCall[] {
    return this.asserts.filter((call) => !call.ended && !call.signal?.aborted);
  }
}

export const submitButton = () => screen.getByRole('button', { name: t('auth.login.submit') });
const form = () => within(submitButton().closest('form')!);
export const usernameField = () =>
  form().getByLabelText(new RegExp(`^${t('auth.field.usernameOrEmail')}`));
export const passwordField = () =>
  form().getByLabelText(new RegExp(`^${t('auth.field.password')}`), { selector: 'input' });
export const passkeyButton = () => screen.queryByRole('button', { name: t('auth.login.passkey') });
const prompt = () => screen.getByRole('dialog', { name: t('auth.code.title') });
export const inPrompt = () => within(prompt());
export const codeField = () => inPrompt().getByLabelText(new RegExp(`^${t('auth.field.code')}`));
export const verifyButton = () => inPrompt().getByRole('button', { name: t('auth.code.submit') });
export const cancelButton = () => inPrompt().getByRole('button', { name: t('common.cancel') });

export async function typeInto(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

/** An alert with the message (a message id or the server's), or none. */
function message(scope: ReturnType<typeof within>, idOrText: string | null) {
  if (idOrText === null) expect(scope.queryByRole('alert')).toBeNull();
  else expect(scope.getByRole('alert')).toHaveTextContent(messages.tr[idOrText] ?? idOrText);
}

/** A visitor's header: the log-in link, no player menu (hidden behind an open prompt). */
const signedOut = () => {
  expect(screen.getAllByRole('link', { name: t('menu.login'), hidden: true })).not.toEqual([]);
  expect(screen.queryByRole('button', { name: /hesap menüsü$/, hidden: true })).toBeNull();
};

/**
 * The form with the username last submitted and the form's message; the prompt closed. Where
 * the browser has passkeys, the passkey button beside it (busy while a passkey sign-in runs).
 */
export function theForm(view: {
  username: string;
  busy: boolean;
  error: string | null;
  passkey?: { busy: boolean };
}) {
  expect(screen.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
  expect(usernameField()).toHaveValue(view.username);
  // The browser may list the player's passkeys in the username's suggestions.
  expect(usernameField()).toHaveAttribute('autocomplete', 'username webauthn');
  expect(passwordField()).toHaveAttribute('type', 'password');
  expect(submitButton()).toHaveAttribute('aria-disabled', String(view.busy));
  if (view.passkey) {
    expect(passkeyButton()).toBeVisible();
    expect(passkeyButton()).toHaveAttribute('aria-busy', String(view.passkey.busy));
  } else {
    expect(passkeyButton()).toBeNull();
  }
  expect(screen.queryByRole('dialog')).toBeNull();
  message(form(), view.error);
  signedOut();
}

/** The persistent prompt over the form: the form is out of reach while it is open. */
export function thePrompt(view: { busy: boolean; codeError: string | null }) {
  expect(inPrompt().getByText(t('auth.code.text'))).toBeVisible();
  expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  // Busy, it keeps the focus and swallows presses (aria-disabled, never disabled).
  expect(verifyButton()).toBeEnabled();
  expect(verifyButton()).toHaveAttribute('aria-disabled', String(view.busy));
  // While a code is checked, the step cannot be left: the answer must not be dropped.
  if (view.busy) expect(cancelButton()).toBeDisabled();
  else expect(cancelButton()).toBeEnabled();
  expect(screen.queryByRole('button', { name: t('auth.login.submit') })).toBeNull();
  message(inPrompt(), view.codeError);
  signedOut();
}

/** Home, told so, with the player's menu in the header. */
export function signedInHome(site: Site) {
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
