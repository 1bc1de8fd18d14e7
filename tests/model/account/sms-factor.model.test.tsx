/**
 * The smsFactor machine's generated paths (sms-factor.paths.ts), driven on the profile's security
 * tab: the player switches the SMS code at sign-in on, and off through the step-up's dialog (an
 * SMS code sent for it and the password, or the passkey, or Cancel), and retries a failed read;
 * AuthApi.twoFactorType, stepUpFactor (read by the step-up, answered with the factor its end
 * needs) and setTwoFactorType answer through held calls. Every state
 * is checked by what the player sees in the card or the dialog over it (VIEWS below). Only the
 * ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { Reauthentication } from '../../../machines/auth/reauthentication.ts';
import type { StepUpOutput } from '../../../machines/auth/step-up.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { stepUpAssertion, stepUpOptions } from '../../fixtures/passkey-step-up.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { expectBusy } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import { answerFactorRead, expectFactorRead } from '../auth/step-up-host.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { openSecurityTab, securityCard } from './security-tab.ts';
import model, { CODE, PASSWORD } from './sms-factor.paths.ts';

type Snapshot = SnapshotFrom<typeof model.machine>;
const t = (id: string) => messages.tr[id]!;

class Port extends HeldCalls {
  /** The actions SMS codes were sent for. */
  readonly smsFor: string[] = [];
  api(): Partial<AuthApi> {
    return {
      twoFactorType: this.held<AuthApi['twoFactorType']>('readType'),
      setTwoFactorType: this.held<AuthApi['setTwoFactorType']>('setType'),
      stepUpFactor: this.held<AuthApi['stepUpFactor']>('stepUpFactor'),
      sendStepUpSms: async (action) => {
        this.smsFor.push(action);
      },
    };
  }
}

const stepUpDialog = () => screen.getByRole('dialog', { name: t('stepUp.title.factor-off') });
const inStepUp = () => within(stepUpDialog());
const stepUpField = (label: string) =>
  inStepUp().getByLabelText(new RegExp(`^${t(label)}`), { selector: 'input' });

const { inCard: card, button } = securityCard('account.security.smsFactor');
const status = () =>
  card().queryByText(new RegExp(`^(${t('account.security.on')}|${t('account.security.off')})$`));

class SmsFactorDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();

  /** What the last step-up confirmed with: turning off carries exactly it. */
  private proof: Reauthentication | undefined = undefined;

  async start() {
    await openSecurityTab(this.port.api(), 'account.security.smsFactor', {
      passkey: {
        stepUpOptions: async (action) => {
          expect(action).toBe('factor-off');
          return stepUpOptions;
        },
      },
      passkeyDevice: { supported: () => true, assert: async () => stepUpAssertion },
    });
  }

  private async type(field: HTMLElement, value: string) {
    await this.user.clear(field);
    await this.user.type(field, value);
  }

  /**
   * Turning off's step-up, once the platform answers the factor: its dialog (with the refusal
   * that asked it again), ended with the passkey, or an SMS code and the password; or cancelled.
   */
  private async endStepUp(event: AnyEventObject, error: string | null) {
    const factor = await answerFactorRead(this.port, event, 'sms');
    await waitFor(() => factorOffStepUp(factor, error));
    const output = event.output as StepUpOutput;
    if (output.outcome === 'cancelled') {
      return this.user.click(inStepUp().getByRole('button', { name: t('common.cancel') }));
    }
    this.proof = output.reauthentication;
    if ('passkey' in this.proof) {
      return this.user.click(inStepUp().getByRole('button', { name: t('stepUp.usePasskey') }));
    }
    await this.user.click(inStepUp().getByRole('button', { name: /SMS kodu gönder|Yeni kod/ }));
    await waitFor(() => expect(this.port.smsFor.at(-1)).toBe('factor-off'));
    await this.type(stepUpField('auth.field.currentPassword'), PASSWORD);
    await this.type(stepUpField('stepUp.code.sms'), CODE);
    return this.user.click(inStepUp().getByRole('button', { name: t('stepUp.confirm') }));
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    if (event.type === 'xstate.done.actor.stepUp') {
      return this.endStepUp(event, (before as Snapshot).context.error);
    }
    if (event.type.endsWith('.actor.setType')) {
      // The choice asked for, once; turning off with its step-up's proof.
      const asked = (before as Snapshot).context.asked;
      expect((await this.port.call('setType', 0)).args).toEqual([
        asked,
        asked === 'none' ? this.proof : undefined,
      ]);
    }
    if (await this.port.settle(event)) return;
    switch (event.type) {
      case 'smsFactor.turnOn':
        return this.user.click(button('account.security.activate'));
      case 'smsFactor.turnOff':
        return this.user.click(button('account.security.deactivate'));
      case 'smsFactor.retry':
        return this.user.click(button('common.tryAgain'));
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value](s));
  }
}

/** Turning off's step-up over the card: the passkey alone, or the password and an SMS code. */
function factorOffStepUp(factor: StepUpFactor | null, error: string | null) {
  const byPasskey = factor === 'passkey';
  expect(stepUpDialog()).toHaveAccessibleDescription(
    `${t(byPasskey ? 'stepUp.text.passkey' : 'stepUp.text.sms')} ${t('stepUp.note.factor-off')}`,
  );
  if (byPasskey) {
    expect(inStepUp().getByRole('button', { name: t('stepUp.usePasskey') })).toHaveFocus();
  } else {
    expect(stepUpField('auth.field.currentPassword')).toHaveValue('');
    expect(stepUpField('stepUp.code.sms')).toHaveValue('');
  }
  const alerts = inStepUp()
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);
  expect(alerts).toEqual(error ? [error] : []);
}

/** The card's alerts: the refusal or failure, if any. */
const alerts = (error: string | null) =>
  expect(
    card()
      .queryAllByRole('alert')
      .map((alert) => alert.textContent),
  ).toEqual(error ? [messages.tr[error] ?? error] : []);

const VIEWS: Record<Snapshot['value'], (s: Snapshot) => void> = {
  loading: () => {
    expect(card().queryByRole('button')).toBeNull();
    expect(status()).toBeNull();
  },
  failed: (s) => {
    expect(button('common.tryAgain')).toBeEnabled();
    alerts(s.context.error);
  },
  ready: (s) => {
    const on = s.context.type === 'sms';
    expect(status()).toHaveTextContent(t(on ? 'account.security.on' : 'account.security.off'));
    expect(button(on ? 'account.security.deactivate' : 'account.security.activate')).toBeEnabled();
    alerts(s.context.error);
  },
  saving: (s) => {
    const on = s.context.type === 'sms';
    expect(screen.queryByRole('dialog')).toBeNull();
    expectBusy(button(on ? 'account.security.deactivate' : 'account.security.activate'));
    alerts(null);
  },
  // The dialog (factorOffStepUp) waits for the factor's read.
  steppingUp: () => expectFactorRead(),
};

describe('smsFactor machine: generated paths on the security tab', () => {
  for (const path of model.paths) {
    it(
      describePath(path, 'in the SMS sign-in card'),
      () => drive(path, new SmsFactorDriver()),
      90_000,
    );
  }
});
