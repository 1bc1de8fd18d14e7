/**
 * The codeStep machine's generated paths (code-step.paths.ts), driven in the login's code prompt,
 * where the step can end every way: the player signs in with the challenged credentials, then
 * types codes and presses Verify or Cancel; AuthApi.checkCode's answers settle the held calls.
 * Every state is checked by what the player sees (VIEWS below): the prompt while the step runs,
 * and where its end leads the login. Only the port is faked.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import { challengedLogin, credentials } from '../../fixtures/auth.ts';
import { renderSite } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model, { loginStep } from './code-step.paths.ts';
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

type Snapshot = SnapshotFrom<typeof codeStepMachine>;
type Site = ReturnType<typeof renderSite>;

class CodeStepDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new LoginPorts();
  private site!: Site;
  /** The code last sent for checking: the check must get exactly it. */
  private code = '';

  /** /login with the code prompt open: the challenged sign-in starts the step. */
  async start() {
    this.site = renderSite('/login', { auth: this.port.api() });
    vi.spyOn(this.site.runtime.notify, 'show');
    await screen.findByRole('heading', { level: 1, name: t('auth.login.title') });
    await typeInto(this.user, usernameField(), credentials.username);
    await typeInto(this.user, passwordField(), credentials.password);
    await this.user.click(submitButton());
    (await this.port.latest('login')).resolve(challengedLogin);
  }

  async act(event: AnyEventObject) {
    if (event.type.endsWith('.actor.checkCode')) {
      // One check at a time, on the pending session the step was given.
      expect((await this.port.call('checkCode', 0)).args).toEqual([loginStep.session, this.code]);
    }
    if (await this.port.settle(event)) return;
    switch (event.type) {
      case 'codeStep.submit':
        this.code = event.code as string;
        await typeInto(this.user, codeField(), this.code);
        return this.user.click(verifyButton());
      case 'codeStep.cancel':
        return this.user.click(cancelButton());
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value](s, this.site, event));
    if (s.value !== 'accepted') {
      expect(this.site.router.state.location.pathname).toBe('/login');
      expect(this.site.runtime.notify.show).not.toHaveBeenCalled();
    }
  }
}

// What the player sees in each state: the prompt while the step runs, then the login's answer.
const VIEWS: Record<
  Snapshot['value'],
  (s: Snapshot, site: Site, event: AnyEventObject | null) => void
> = {
  awaitingCode: (s) => thePrompt({ busy: false, codeError: s.context.codeError }),
  checking: (_, __, event) => {
    thePrompt({ busy: true, codeError: null });
    expect(codeField()).toHaveValue(event!.code);
  },
  accepted: (_, site) => signedInHome(site),
  cancelled: () => theForm({ username: credentials.username, busy: false, error: null }),
  sessionExpired: () =>
    theForm({ username: credentials.username, busy: false, error: 'login.sessionExpired' }),
};

describe('codeStep machine: generated paths in the login code prompt', () => {
  for (const path of model.paths) {
    it(describePath(path, 'in the code prompt'), () => drive(path, new CodeStepDriver()), 90_000);
  }
});
