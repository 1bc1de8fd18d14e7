/**
 * The login machine's generated paths, driven on /login: the player types the credentials and
 * presses the buttons, AuthApi answers settle the held calls; the code step's end is acted out
 * in the prompt (a code typed and checked, or Cancel). Every state is checked by what the player
 * sees (VIEWS below); a signed-in path ends on the home page with the player's menu in the
 * header. Only the port is faked.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { CodeStepOutput } from '../../../machines/auth/code-step.machine.ts';
import type { loginMachine } from '../../../machines/auth/login.machine.ts';
import { challengedLogin, credentials, sessionExpired } from '../../fixtures/auth.ts';
import { renderSite } from '../../ui/harness.tsx';
import type { HeldCall } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import {
  cancelButton,
  codeField,
  LoginPorts,
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
import model from './login.paths.ts';

type Snapshot = SnapshotFrom<typeof loginMachine>;
type Site = ReturnType<typeof renderSite>;

const accepted = (event: AnyEventObject | null) =>
  event?.type === 'xstate.done.actor.codeStep' &&
  (event.output as CodeStepOutput).outcome === 'accepted';

class LoginDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new LoginPorts();
  private site!: Site;

  async start() {
    this.site = renderSite('/login', { auth: this.port.api() });
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

  async act(event: AnyEventObject) {
    // The step is no port: the player acts out how it ends.
    if (event.type === 'xstate.done.actor.codeStep') {
      return this.endCodeStep(event.output as CodeStepOutput);
    }
    if (await this.port.settle(event)) return;
    switch (event.type) {
      case 'login.submit':
        await typeInto(this.user, usernameField(), event.username as string);
        await typeInto(this.user, passwordField(), event.password as string);
        return this.user.click(submitButton());
      default:
        throw new Error(`No player action for ${event.type}`);
    }
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
    const view = VIEWS[s.value];
    await waitFor(() => view(s, this.site));
    // Kept apart from the chart, so that a wrong transition shows: an accepted code signs in.
    if (accepted(event)) await waitFor(() => signedInHome(this.site));
    if (s.value !== 'signedIn') {
      expect(this.site.router.state.location.pathname).toBe('/login');
      expect(this.site.runtime.notify.show).not.toHaveBeenCalled();
    }
    if (s.value === 'submitting') {
      expect((await this.port.call('login', 0)).args).toEqual([credentials]);
    }
  }
}

// What the player sees in each state; the prompt opens on a fresh code step.
const VIEWS: Record<Snapshot['value'], (s: Snapshot, site: Site) => void> = {
  editing: (s) => theForm({ username: s.context.username, busy: false, error: s.context.error }),
  submitting: (s) => theForm({ username: s.context.username, busy: true, error: null }),
  awaitingCode: () => thePrompt({ busy: false, codeError: null }),
  signedIn: (_, site) => signedInHome(site),
};

describe('login machine: generated paths on /login', () => {
  for (const path of model.paths) {
    it(describePath(path, 'on /login'), () => drive(path, new LoginDriver()), 90_000);
  }
});
