/**
 * The login machine's generated paths, driven on /login: the player types the credentials and
 * presses the buttons, AuthApi answers settle the held calls; the code step's end is acted out
 * in the prompt (a code typed and checked, or Cancel). In a browser with passkeys the player
 * presses "Passkey ile giriş" and the browser's ceremony ends as the path says (a passkey picked,
 * the prompt closed, the browser failing), PasskeyApi's challenge and sign-in are held like
 * AuthApi's, and the username field's autofill waits as an unseen ceremony of the fake device
 * until the path picks a passkey there, closes it, or lets its challenge age. Every state is
 * checked by what the player sees (VIEWS below) and by the ceremonies still waiting (only the
 * autofill's, only while the form is edited; none asked for on an aborted signal); a signed-in
 * path ends on the home page with the player's menu in the header. Only the ports are faked.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { CodeStepOutput } from '../../../machines/auth/code-step.machine.ts';
import {
  AUTOFILL_RENEW_MS,
  type LoginInput,
  type loginMachine,
} from '../../../machines/auth/login.machine.ts';
import { challengedLogin, credentials, sessionExpired } from '../../fixtures/auth.ts';
import { loginOptions } from '../../fixtures/passkey-login.ts';
import { renderSite } from '../../ui/harness.tsx';
import { FiredTransitions } from '../fired-transitions.ts';
import type { HeldCall } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import {
  cancelButton,
  codeField,
  LoginPorts,
  passkeyButton,
  PasskeyPorts,
  passwordField,
  signedInHome,
  submitButton,
  t,
  theForm,
  thePrompt,
  typeInto,
  usernameField,
  verifyButton,
} from './login-page.ts';
import model, { AUTOFILL_RENEWED } from './login.paths.ts';

type Snapshot = SnapshotFrom<typeof loginMachine>;
type Site = ReturnType<typeof renderSite>;

const firedOnPages = new FiredTransitions('login');

/** The events after which the player is signed in: the code accepted, or a passkey. */
const signsIn = (event: AnyEventObject | null) =>
  event?.type === 'xstate.done.actor.passkeyLogin' ||
  (event?.type === 'xstate.done.actor.codeStep' &&
    (event.output as CodeStepOutput).outcome === 'accepted');

/** A refusal of the platform's (it has a kind), not the browser's own failure. */
const fromPlatform = (error: unknown) =>
  typeof error === 'object' && error !== null && 'kind' in error;

class LoginDriver implements ViewDriver {
  private readonly user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  private readonly port = new LoginPorts();
  private readonly passkeys = new PasskeyPorts();
  private site!: Site;
  /** Challenges asked for before the current step: a ceremony started since asks a new one. */
  private challengesBefore = 0;

  async start(input: unknown) {
    const { passkeys } = input as LoginInput;
    this.site = renderSite('/login', {
      auth: this.port.api(),
      passkey: this.passkeys.api(),
      passkeyDevice: this.passkeys.device(passkeys),
    });
    this.site.runtime.inspect = firedOnPages.inspect;
    vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('heading', { level: 1, name: t('auth.login.title') });
  }

  /** A code typed and checked on the pending session, the check answered as given. */
  private async checkCode(settle: (call: HeldCall) => void) {
    await typeInto(this.user, codeField(), '123456');
    await this.user.click(verifyButton());
    const call = await this.port.latest('checkCode');
    expect(call.args).toEqual([challengedLogin.session, '123456']);
    settle(call);
  }

  /** The challenge of the ceremony running, answered; the browser then asked. */
  private async ceremonyAsked(autofill: boolean) {
    const calls = this.passkeys.asserts.length;
    (await this.passkeys.latest('loginOptions')).resolve(loginOptions);
    await waitFor(() => expect(this.passkeys.asserts.length).toBeGreaterThan(calls));
    const ceremony = this.passkeys.asserts.at(-1)!;
    expect(ceremony.args).toEqual([loginOptions]);
    expect(ceremony.autofill).toBe(autofill);
    return ceremony;
  }

  async act(event: AnyEventObject) {
    this.challengesBefore = this.passkeys.challengesAsked;
    switch (event.type) {
      // The step is no port: the player acts out how it ends.
      case 'xstate.done.actor.codeStep':
        return this.endCodeStep(event.output as CodeStepOutput);
      case 'login.submit':
        await typeInto(this.user, usernameField(), event.username as string);
        await typeInto(this.user, passwordField(), event.password as string);
        return this.user.click(submitButton());
      case 'login.passkey':
        return this.user.click(passkeyButton()!);
      case 'xstate.done.actor.passkey':
        return (await this.ceremonyAsked(false)).resolve(event.output);
      case 'xstate.error.actor.passkey':
        if (fromPlatform(event.error)) {
          return (await this.passkeys.latest('loginOptions')).reject(event.error);
        }
        return (await this.ceremonyAsked(false)).reject(event.error);
      // The autofill's ceremony already waits (see): the player picks or it closes.
      case 'xstate.done.actor.autofill':
        return this.passkeys.waiting()[0]!.resolve(event.output);
      case 'xstate.error.actor.autofill':
        return this.passkeys.waiting()[0]!.reject(event.error);
      case AUTOFILL_RENEWED:
        return void vi.advanceTimersByTime(AUTOFILL_RENEW_MS);
    }
    const ports = /\.(passkeyLogin|autofillSupported)$/.test(event.type)
      ? this.passkeys
      : this.port;
    if (await ports.settle(event)) return;
    throw new Error(`No player action for ${event.type}`);
  }

  private endCodeStep({ outcome }: CodeStepOutput) {
    switch (outcome) {
      case 'accepted':
        return this.checkCode((call) => call.resolve(true));
      case 'sessionExpired':
        return this.checkCode((call) => call.reject(sessionExpired));
      case 'cancelled':
        return this.user.click(cancelButton());
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    await waitFor(() => viewOf(s)(s, this.site));
    // Kept apart from the chart, so that a wrong transition shows: these sign in.
    if (signsIn(event)) await waitFor(() => signedInHome(this.site));
    if (s.value !== 'signedIn') {
      expect(this.site.router.state.location.pathname).toBe('/login');
      expect(this.site.runtime.notify.show).not.toHaveBeenCalled();
    }
    // The button the player pressed keeps the focus through its ceremony and after it.
    if (
      s.matches('askingPasskey') ||
      (s.matches('editing') && /\.passkey$/.test(event?.type ?? ''))
    ) {
      expect(document.activeElement).toBe(passkeyButton());
    }
    if (s.value === 'submitting') {
      expect((await this.port.call('login', 0)).args).toEqual([credentials]);
    }
    await this.seeCeremonies(s, event);
  }

  /**
   * A ceremony started in this step asked for a new challenge; the autofill's waits in the
   * browser while the form is edited; every other one was aborted or ended, and none was asked
   * for on a signal already aborted (a challenge that came after its ceremony was stopped).
   */
  private async seeCeremonies(s: Snapshot, event: AnyEventObject | null) {
    const autofill = s.matches({ editing: 'awaitingAutofill' });
    const asking = s.matches('askingPasskey');
    if (autofill || (asking && event?.type === 'login.passkey')) {
      await waitFor(() =>
        expect(this.passkeys.challengesAsked).toBeGreaterThan(this.challengesBefore),
      );
    }
    // No ceremony may follow the challenge of one already stopped.
    this.passkeys.answerStale(autofill || asking, loginOptions);
    if (autofill) await this.ceremonyAsked(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(this.passkeys.asserts.filter((call) => call.abortedAtCall)).toEqual([]);
    expect(this.passkeys.waiting().map((call) => call.autofill)).toEqual(autofill ? [true] : []);
  }
}

/** What the player sees in each state; the prompt opens on a fresh code step. */
function viewOf(s: Snapshot): (s: Snapshot, site: Site) => void {
  const passkey = (busy: boolean) => (s.context.passkeys ? { busy } : undefined);
  if (s.matches('editing')) {
    return () =>
      theForm({
        username: s.context.username,
        busy: false,
        error: s.context.error,
        passkey: passkey(false),
      });
  }
  if (s.matches('submitting')) {
    return () =>
      theForm({ username: s.context.username, busy: true, error: null, passkey: passkey(false) });
  }
  if (s.matches('askingPasskey') || s.matches('signingInWithPasskey')) {
    return () =>
      theForm({ username: s.context.username, busy: false, error: null, passkey: passkey(true) });
  }
  if (s.matches('awaitingCode')) return () => thePrompt({ busy: false, codeError: null });
  return (_, site) => signedInHome(site);
}

describe('login machine: generated paths on /login', () => {
  // The autofill's challenge ages on a clock the path can move on.
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }),
  );
  afterEach(() => vi.useRealTimers());

  for (const path of model.paths) {
    const input = (path.input as LoginInput).passkeys ? 'with passkeys' : 'without passkeys';
    it(describePath(path, `/login ${input}`), () => drive(path, new LoginDriver()), 90_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    expect(firedOnPages.missedOf(model.paths)).toEqual([]);
  });
});
