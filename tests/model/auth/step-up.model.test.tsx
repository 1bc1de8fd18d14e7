/**
 * The stepUp machine's generated paths (step-up.paths.ts), driven in the dialog of a deposit
 * limit raise on the responsible-gaming tab, and of a password change whose form took the
 * password: the player types the password and code, asks for an SMS code, confirms with the
 * passkey, retries a factor that could not be read, confirms or cancels (a click, or Escape while
 * the passkey prompt is open); AuthApi.stepUpFactor, AuthApi.sendStepUpSms,
 * PasskeyApi.stepUpOptions, the browser's PasskeyDevice.assert, ProtectionApi and
 * AuthApi.changePassword answer through held calls. Every state is checked by
 * what the player sees (VIEWS below). Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { StepUpInput } from '../../../machines/auth/step-up.machine.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import type { AuthApi, PasskeyApi, PasskeyDevice, ProtectionApi } from '../../../machines/ports.ts';
import type { ProtectionState } from '../../../machines/shared/protection.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { apiError } from '../../fixtures/auth.ts';
import { openState, TR_PROFILE } from '../../fixtures/protection.ts';
import { passkeyRefused, stepUpAssertion, stepUpOptions } from '../../fixtures/passkey-step-up.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { expectFactorRead } from './step-up-host.ts';
import model, { GIVEN_PASSWORD } from './step-up.paths.ts';

type Snapshot = SnapshotFrom<typeof model.machine>;
const t = (id: string) => messages.tr[id]!;
const PASSWORD = 'Gizli1234';
const CODE = '123456';

class Ports extends HeldCalls {
  protection(): Partial<ProtectionApi> {
    return {
      state: this.held<ProtectionApi['state']>('getState'),
      change: this.held<ProtectionApi['change']>('saveChange'),
    };
  }
  auth(): Partial<AuthApi> {
    return {
      stepUpFactor: this.held<AuthApi['stepUpFactor']>('stepUpFactor'),
      sendStepUpSms: this.held<AuthApi['sendStepUpSms']>('sendCode'),
      changePassword: this.held<AuthApi['changePassword']>('changePassword'),
    };
  }
  /** Each passkey step-up's challenge, for the action it was asked for. */
  readonly challenges: unknown[] = [];
  passkey(): Partial<PasskeyApi> {
    return {
      stepUpOptions: async (action) => {
        this.challenges.push(action);
        return stepUpOptions;
      },
    };
  }
  /** The browser's passkey prompt, open until the path ends it. */
  passkeyDevice(): Partial<PasskeyDevice> {
    return { supported: () => true, assert: this.held<PasskeyDevice['assert']>('assertPasskey') };
  }
}

/** A daily deposit limit of 500 TRY. */
const limitedState = (): ProtectionState => ({
  ...openState(),
  limits: [{ kind: 'deposit', period: 'day', amount: 50_000 }],
  left: { deposit: 50_000, loss: null, wager: null },
});
const NEW_PASSWORD = 'Yeni12345';

/** A label that starts with the text (a required field's label ends with an asterisk). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
let action = 'limit';
const theDialog = () => screen.getByRole('dialog', { name: t(`stepUp.title.${action}`) });
const inDialog = () => within(theDialog());
const button = (id: string) => inDialog().getByRole('button', { name: t(id) });
const passwordField = () =>
  inDialog().getByLabelText(startsWith(t('auth.field.currentPassword')), { selector: 'input' });
const codeField = (factor: string) =>
  inDialog().queryByLabelText(startsWith(t(`stepUp.code.${factor}`)), { selector: 'input' });
const sendButton = (codeSent: boolean) =>
  button(codeSent ? 'stepUp.resendCode' : 'stepUp.sendCode');
const passkeyButton = () => button('stepUp.usePasskey');

class StepUpDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly ports = new Ports();
  private input!: StepUpInput;
  /** What the platform answered the step's read with. */
  private factor: StepUpFactor | null = null;

  private async fill(password: string) {
    if (!this.input.givenPassword) {
      await this.user.clear(passwordField());
      await this.user.type(passwordField(), password);
    }
    const code = this.factor && codeField(this.factor);
    if (code) {
      await this.user.clear(code);
      await this.user.type(code, CODE);
    }
  }

  /**
   * The tab with the raise asked for, or the password tab with a change sent; a step refused
   * once starts again with the refusal.
   */
  async start(input: unknown) {
    this.input = input as StepUpInput;
    action = this.input.action;
    renderSite(this.input.givenPassword ? '/profile?tab=password' : '/profile?tab=protection', {
      stored: SIGNED_IN,
      protection: this.ports.protection(),
      auth: this.ports.auth(),
      passkey: this.ports.passkey(),
      passkeyDevice: this.ports.passkeyDevice(),
    });
    if (this.input.givenPassword) return this.changePassword();
    (await this.ports.latest('getState')).resolve(limitedState());
    const form = within(await screen.findByRole('form', { name: t('protection.form.deposit') }));
    await this.user.type(form.getByLabelText(startsWith(t('protection.field.amount'))), '2.000');
    await this.user.click(form.getByRole('button', { name: t('protection.saveLimit') }));
    if (!this.input.error) return;
    this.factor = this.input.error === passkeyRefused.message ? 'passkey' : null;
    (await this.ports.latest('stepUpFactor')).resolve(this.factor);
    if (this.factor === 'passkey') {
      // The first assertion (another player's passkey, say) is refused by the platform.
      await this.user.click(passkeyButton());
      (await this.ports.latest('assertPasskey')).resolve(stepUpAssertion);
      (await this.ports.latest('saveChange')).reject(passkeyRefused);
    } else {
      await this.fill('Yanlis1234');
      await this.user.click(button('stepUp.confirm'));
      (await this.ports.latest('saveChange')).reject(apiError(this.input.error));
    }
  }

  private async changePassword() {
    const panel = within(await screen.findByRole('tabpanel', { name: t('account.tab.password') }));
    const fields: [string, string][] = [
      ['auth.field.currentPassword', GIVEN_PASSWORD],
      ['auth.field.newPassword', NEW_PASSWORD],
      ['auth.field.newPasswordConfirm', NEW_PASSWORD],
    ];
    for (const [label, value] of fields) {
      await this.user.type(
        panel.getByLabelText(new RegExp(`^${t(label).replace(/[()]/g, '\\$&')}\\s*\\*?$`), {
          selector: 'input',
        }),
        value,
      );
    }
    await this.user.click(panel.getByRole('button', { name: t('account.password.submit') }));
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    if (event.type === 'xstate.done.actor.stepUpFactor') this.factor = event.output;
    if (event.type.endsWith('.actor.sendCode')) {
      expect((await this.ports.call('sendCode', 0)).args).toEqual(['limit']);
    }
    if (event.type.endsWith('.actor.assertPasskey')) {
      // The prompt is for the challenge the platform issued for this action.
      expect((await this.ports.call('assertPasskey', 0)).args[0]).toEqual(stepUpOptions);
      expect(this.ports.challenges.at(-1)).toBe('limit');
    }
    if (await this.ports.settle(event)) return;
    const s = before as Snapshot;
    switch (event.type) {
      case 'stepUp.sendCode':
        return this.user.click(sendButton(s.context.codeSent));
      case 'stepUp.usePasskey':
        return this.user.click(passkeyButton());
      case 'stepUp.retry':
        return this.user.click(button('common.tryAgain'));
      // While the browser's prompt is open the player leaves with Escape.
      case 'stepUp.cancel':
        if (s.matches('askingPasskey')) return this.user.keyboard('{Escape}');
        return this.user.click(button('common.cancel'));
      case 'stepUp.submit':
        await this.fill(event.password as string);
        return this.user.click(button('stepUp.confirm'));
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value](s, this.ports));
  }
}

/** The dialog's note; a limit's names the profile's cooling-off (24 hours for 'tr'). */
const noteOf = (action: string) =>
  t(`stepUp.note.${action}`).replace(
    '{wait}',
    t('protection.wait.hours').replace('{hours}', String(TR_PROFILE.coolingOffHours)),
  );

const noDialog = () => expect(screen.queryByRole('dialog')).toBeNull();

/** The dialog's error (a message id or the platform's words), or none. */
const alertsAre = (error: string | null) => {
  const alerts = inDialog().queryAllByRole('alert');
  const text = error && (messages.tr[error] ?? error);
  expect(alerts.map((alert) => alert.textContent)).toEqual(text ? [text] : []);
};

/** The passkey holder's step: no password or code, the focused button, the action's note. */
const passkeyStep = (s: Snapshot) => {
  expect(inDialog().getByText(t('stepUp.text.passkey'))).toBeVisible();
  expect(inDialog().getByText(noteOf(s.context.action))).toBeVisible();
  expect(inDialog().queryByLabelText(startsWith(t('auth.field.currentPassword')))).toBeNull();
  for (const factor of ['authenticator', 'sms']) expect(codeField(factor)).toBeNull();
  expect(button('common.cancel')).toBeEnabled();
  alertsAre(s.context.error);
};

/**
 * The calls of the change the step approved: a limit raise with the password and, with a factor,
 * its code; a password change with the form's values and only the factor's proof.
 */
function changesSent({ action, factor }: Snapshot['context'], ports: Ports) {
  const code = factor ? { ga_code: CODE } : {};
  if (action === 'password') {
    const values = { currentPassword: GIVEN_PASSWORD, password: NEW_PASSWORD };
    const proof = factor === 'passkey' ? { passkey: stepUpAssertion } : code;
    return {
      sent: ports.calls.get('changePassword') ?? [],
      expected: [[{ ...values, passwordConfirm: NEW_PASSWORD, ...proof }]],
    };
  }
  const proof =
    factor === 'passkey' ? { passkey: stepUpAssertion } : { password: PASSWORD, ...code };
  return {
    sent: ports.calls.get('saveChange') ?? [],
    expected: [[{ method: 'setLimit', kind: 'deposit', period: 'day', amount: 200_000, ...proof }]],
  };
}

const VIEWS: Record<Snapshot['value'], (s: Snapshot, ports: Ports) => void> = {
  readingFactor: () => expectFactorRead(),
  unread: ({ context }) => {
    expect(theDialog()).toHaveAccessibleDescription(t('stepUp.unread'));
    alertsAre(context.error);
    expect(button('common.tryAgain')).toHaveFocus();
    expect(button('common.cancel')).toBeEnabled();
  },
  editing: (s) => {
    const { context } = s;
    if (context.factor === 'passkey') {
      passkeyStep(s);
      expect(passkeyButton()).toHaveFocus();
      expect(passkeyButton()).not.toHaveAttribute('aria-busy', 'true');
      return;
    }
    const given = context.givenPassword !== null;
    const text = given
      ? `stepUp.codeOnly.${context.factor}`
      : `stepUp.text.${context.factor ?? 'password'}`;
    expect(inDialog().getByText(t(text))).toBeVisible();
    expect(inDialog().getByText(noteOf(context.action))).toBeVisible();
    if (given)
      expect(inDialog().queryByLabelText(startsWith(t('auth.field.currentPassword')))).toBeNull();
    else expect(passwordField()).toBeRequired();
    for (const factor of ['authenticator', 'sms']) {
      if (factor === context.factor) expect(codeField(factor)).toBeRequired();
      else expect(codeField(factor)).toBeNull();
    }
    const sent = inDialog().queryByText(t('stepUp.codeSent'));
    if (context.factor === 'sms') expect(sendButton(context.codeSent)).toBeEnabled();
    if (context.codeSent) expect(sent).toBeVisible();
    else expect(sent).toBeNull();
    alertsAre(context.error);
  },
  askingPasskey: (s) => {
    passkeyStep(s);
    expectBusy(passkeyButton());
    expect(inDialog().getByRole('status')).toHaveTextContent(t('stepUp.passkeyAsked'));
  },
  sendingCode: ({ context }) => {
    expectBusy(sendButton(context.codeSent));
    expect(button('common.cancel')).toBeDisabled();
  },
  confirmed: ({ context }, ports) => {
    noDialog();
    const { sent, expected } = changesSent(context, ports);
    expect(sent.map((call) => call.args)).toEqual(expected);
  },
  cancelled: ({ context }, ports) => {
    noDialog();
    expect(changesSent(context, ports).sent).toEqual([]);
    if (context.action === 'password') {
      const panel = within(screen.getByRole('tabpanel', { name: t('account.tab.password') }));
      expect(panel.getByRole('button', { name: t('account.password.submit') })).toBeEnabled();
      return;
    }
    const form = within(screen.getByRole('form', { name: t('protection.form.deposit') }));
    expect(form.getByRole('button', { name: t('protection.saveLimit') })).toBeEnabled();
  },
};

describe('stepUp machine: generated paths in a limit raise and a password change', () => {
  for (const path of model.paths) {
    it(describePath(path, 'in the step-up dialog'), () => drive(path, new StepUpDriver()), 90_000);
  }
});
