/**
 * The authenticator machine's generated paths (authenticator.paths.ts), driven on the profile's
 * security tab. Every event is a click or keystroke of the player, or an AuthApi answer; the key's
 * code step ending is acted out in the card (a code typed and confirmed, or Cancel), the step-up
 * of switching off in its dialog (the password and code, or the passkey, or Cancel). Every state
 * reached is checked by what the player sees in the authenticator card or the dialog over it
 * (VIEWS below). Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { CodeStepOutput } from '../../../machines/auth/code-step.machine.ts';
import type { StepUpOutput } from '../../../machines/auth/step-up.machine.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import { answerFactorRead, expectFactorRead } from '../auth/step-up-host.ts';
import type { Reauthentication } from '../../../machines/auth/reauthentication.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { stepUpAssertion, stepUpOptions } from '../../fixtures/passkey-step-up.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { authenticatorKey } from '../../fixtures/auth.ts';
import { expectBusy } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { openSecurityTab, securityCard } from './security-tab.ts';
import model, { CODE, PASSWORD } from './authenticator.paths.ts';

const { paths } = model;
type Snapshot = SnapshotFrom<typeof model.machine>;
const t = (id: string) => messages.tr[id]!;

// ---------------------------------------------------------------------------------------------
// The page.

class Port extends HeldCalls {
  api(): Partial<AuthApi> {
    return {
      authenticatorStatus: this.held<AuthApi['authenticatorStatus']>('authenticatorStatus'),
      generateAuthenticator: this.held<AuthApi['generateAuthenticator']>('generateAuthenticator'),
      confirmAuthenticator: this.held<AuthApi['confirmAuthenticator']>('confirmAuthenticator'),
      disableAuthenticator: this.held<AuthApi['disableAuthenticator']>('disableAuthenticator'),
      stepUpFactor: this.held<AuthApi['stepUpFactor']>('stepUpFactor'),
    };
  }
}

const { card, inCard, button } = securityCard('account.security.authenticator');
const passwordField = () =>
  inCard().getByLabelText(new RegExp(`^${t('auth.field.currentPassword')}`), {
    selector: 'input',
  });
const codeField = () =>
  inCard().getByLabelText(new RegExp(`^${t('account.security.authenticatorCode')}`));
const stepUpDialog = () => screen.getByRole('dialog', { name: t('stepUp.title.factor-off') });
const inStepUp = () => within(stepUpDialog());
const stepUpField = (label: string) =>
  inStepUp().getByLabelText(new RegExp(`^${t(label)}`), { selector: 'input' });

class AuthenticatorDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();

  /** What the last step-up confirmed with: switching off must carry exactly it. */
  private proof: Reauthentication | null = null;

  async start() {
    await openSecurityTab(this.port.api(), 'account.security.authenticator', {
      passkey: {
        stepUpOptions: async (action) => {
          expect(action).toBe('factor-off');
          return stepUpOptions;
        },
      },
      passkeyDevice: { supported: () => true, assert: async () => stepUpAssertion },
    });
  }

  /**
   * Switching off's step-up, once the platform answers the factor: its dialog (with the refusal
   * that asked it again), ended with the passkey, or the password and code; or cancelled.
   */
  private async endStepUp(event: AnyEventObject, codeError: string | null) {
    const factor = await answerFactorRead(this.port, event, 'authenticator');
    await waitFor(() => factorOffStepUp(factor, codeError));
    const output = event.output as StepUpOutput;
    if (output.outcome === 'cancelled') {
      return this.user.click(inStepUp().getByRole('button', { name: t('common.cancel') }));
    }
    this.proof = output.reauthentication;
    if ('passkey' in this.proof) {
      return this.user.click(inStepUp().getByRole('button', { name: t('stepUp.usePasskey') }));
    }
    await this.type(stepUpField('auth.field.currentPassword'), PASSWORD);
    await this.type(stepUpField('stepUp.code.authenticator'), CODE);
    return this.user.click(inStepUp().getByRole('button', { name: t('stepUp.confirm') }));
  }

  private async type(field: HTMLElement, value: string) {
    await this.user.clear(field);
    await this.user.type(field, value);
  }

  /** The key's code step ends: accepted after a code checked, or cancelled. */
  private async endCodeStep({ outcome }: CodeStepOutput) {
    if (outcome === 'cancelled') return this.user.click(button('common.cancel'));
    await this.type(codeField(), '123456');
    await this.user.click(button('account.security.activate'));
    const call = await this.port.latest('confirmAuthenticator');
    expect(call.args).toEqual(['123456']);
    // While it is checked, the key cannot be cancelled: the answer must not be dropped.
    expectBusy(button('account.security.activate'));
    expect(button('common.cancel')).toBeDisabled();
    call.resolve(true);
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const user = this.user;
    // The step is no port: the player acts out how it ends.
    if (event.type === 'xstate.done.actor.codeStep') {
      return this.endCodeStep(event.output as CodeStepOutput);
    }
    if (event.type === 'xstate.done.actor.stepUp') {
      return this.endStepUp(event, (before as Snapshot).context.codeError);
    }
    if (event.type.endsWith('.actor.disableAuthenticator')) {
      expect((await this.port.call('disableAuthenticator', 0)).args).toEqual([this.proof]);
    }
    if (await this.port.settle(event)) return;
    switch (event.type) {
      case 'authenticator.retry':
        return user.click(button('common.tryAgain'));
      case 'authenticator.start':
        return user.click(button('account.security.activate'));
      case 'authenticator.generate':
        await this.type(passwordField(), event.password as string);
        return user.click(button('account.security.continue'));
      case 'authenticator.cancel':
        return user.click(button('common.cancel'));
      case 'authenticator.disable':
        return user.click(button('account.security.deactivate'));
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    // The dialog (factorOffStepUp) waits for the factor's read.
    if (s.matches('steppingUp')) return waitFor(expectFactorRead);
    await waitFor(() => VIEWS[s.value as string]!(s));
    if (event) AFTER[event.type]?.(event);
  }
}

/**
 * What an answer must lead to whatever state the chart reached: the product's promise, kept
 * apart from the chart so that a wrong transition shows.
 */
const AFTER: Record<string, (event: AnyEventObject) => void> = {
  'xstate.done.actor.codeStep': (event) =>
    status((event.output as CodeStepOutput).outcome === 'accepted'),
  'xstate.done.actor.disableAuthenticator': () => status(false),
};

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

/** The card's message (an alert) is the context's (a message id or the server's), or none. */
function message(idOrText: string | null) {
  if (idOrText === null) expect(inCard().queryByRole('alert')).toBeNull();
  else expect(inCard().getByRole('alert')).toHaveTextContent(messages.tr[idOrText] ?? idOrText);
}

const status = (on: boolean) =>
  expect(inCard().getByText(t(on ? 'account.security.on' : 'account.security.off'))).toBeVisible();

/** Secrets are asked in prompts, never shown: the key only while it waits for its code. */
const noKey = () => expect(inCard().queryByText(authenticatorKey.secret)).toBeNull();

const VIEWS: Record<string, (s: Snapshot) => void> = {
  loading: () => {
    expect(card().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(inCard().queryByRole('button')).toBeNull();
  },
  failed: (s) => {
    message(s.context.error);
    expect(button('common.tryAgain')).toBeEnabled();
  },
  off: (s) => {
    status(false);
    expect(button('account.security.activate')).toBeEnabled();
    expect(inCard().queryByLabelText(/şifre/i)).toBeNull();
    message(s.context.error);
    noKey();
  },
  passwordPrompt: (s) => {
    status(false);
    expect(passwordField()).toBeRequired();
    expect(button('account.security.continue')).toBeEnabled();
    message(s.context.error);
    noKey();
  },
  generating: () => {
    expectBusy(button('account.security.continue'));
    noKey();
  },
  // A fresh code step: its code field empty of errors.
  confirming: () => {
    expect(inCard().getByText(authenticatorKey.secret)).toBeVisible();
    expect(inCard().getByRole('img', { name: t('account.security.qrLabel') })).toBeVisible();
    expect(codeField()).toBeRequired();
    expect(button('account.security.activate')).toBeEnabled();
    expect(button('common.cancel')).toBeEnabled();
    message(null);
  },
  on: (s) => {
    status(true);
    expect(button('account.security.deactivate')).toBeEnabled();
    expect(inCard().queryByLabelText(/şifre/i)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A refusal that is not the step-up's shows on the card.
    message(s.context.error);
    noKey();
  },
  disabling: () => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expectBusy(button('account.security.deactivate'));
  },
};

/** Switching off's step-up over the card: the passkey alone, or the password and the code. */
function factorOffStepUp(factor: StepUpFactor | null, codeError: string | null) {
  const byPasskey = factor === 'passkey';
  expect(stepUpDialog()).toHaveAccessibleDescription(
    `${t(byPasskey ? 'stepUp.text.passkey' : 'stepUp.text.authenticator')} ${t('stepUp.note.factor-off')}`,
  );
  if (byPasskey) {
    expect(inStepUp().getByRole('button', { name: t('stepUp.usePasskey') })).toHaveFocus();
  } else {
    expect(stepUpField('auth.field.currentPassword')).toHaveValue('');
    expect(stepUpField('stepUp.code.authenticator')).toHaveValue('');
  }
  const alerts = inStepUp()
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);
  expect(alerts).toEqual(codeError ? [codeError] : []);
}

// ---------------------------------------------------------------------------------------------

describe('authenticator machine: generated paths on the security tab', () => {
  for (const path of paths) {
    it(
      describePath(path, 'on the security tab'),
      () => drive(path, new AuthenticatorDriver()),
      90_000,
    );
  }
});
