/**
 * The stepUp machine's generated paths (step-up.paths.ts), driven in the dialog of a deposit
 * limit raise on the responsible-gaming tab: the player types the password and code, asks for
 * an SMS code, confirms or cancels; AuthApi.sendStepUpSms and ProtectionApi answer through held
 * calls. Every state is checked by what the player sees (VIEWS below). Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { StepUpInput } from '../../../machines/auth/step-up.machine.ts';
import type { AuthApi, ProtectionApi } from '../../../machines/ports.ts';
import type { ProtectionState } from '../../../machines/shared/protection.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { apiError } from '../../fixtures/auth.ts';
import { openState, TR_PROFILE } from '../../fixtures/protection.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model from './step-up.paths.ts';

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
    return { sendStepUpSms: this.held<AuthApi['sendStepUpSms']>('sendCode') };
  }
}

/** A daily deposit limit of 500 TRY, and the player's second factor. */
const limitedState = (factor: StepUpInput['factor']): ProtectionState => ({
  ...openState(),
  limits: [{ kind: 'deposit', period: 'day', amount: 50_000 }],
  left: { deposit: 50_000, loss: null, wager: null },
  stepUpFactor: factor,
});

/** A label that starts with the text (a required field's label ends with an asterisk). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const theDialog = () => screen.getByRole('dialog', { name: t('stepUp.title.limit') });
const inDialog = () => within(theDialog());
const button = (id: string) => inDialog().getByRole('button', { name: t(id) });
const passwordField = () =>
  inDialog().getByLabelText(startsWith(t('auth.field.currentPassword')), { selector: 'input' });
const codeField = (factor: string) =>
  inDialog().queryByLabelText(startsWith(t(`stepUp.code.${factor}`)), { selector: 'input' });
const sendButton = (codeSent: boolean) =>
  button(codeSent ? 'stepUp.resendCode' : 'stepUp.sendCode');

class StepUpDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly ports = new Ports();
  private input!: StepUpInput;

  private async fill(password: string) {
    await this.user.clear(passwordField());
    await this.user.type(passwordField(), password);
    const code = this.input.factor && codeField(this.input.factor);
    if (code) {
      await this.user.clear(code);
      await this.user.type(code, CODE);
    }
  }

  /** The tab with the raise asked for; a step refused once starts again with the refusal. */
  async start(input: unknown) {
    this.input = input as StepUpInput;
    renderSite('/profile?tab=protection', {
      stored: SIGNED_IN,
      protection: this.ports.protection(),
      auth: this.ports.auth(),
    });
    (await this.ports.latest('getState')).resolve(limitedState(this.input.factor));
    const form = within(await screen.findByRole('form', { name: t('protection.form.deposit') }));
    await this.user.type(form.getByLabelText(startsWith(t('protection.field.amount'))), '2.000');
    await this.user.click(form.getByRole('button', { name: t('protection.saveLimit') }));
    if (this.input.error) {
      await this.fill('Yanlis1234');
      await this.user.click(button('stepUp.confirm'));
      (await this.ports.latest('saveChange')).reject(apiError(this.input.error));
    }
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    if (event.type.endsWith('.actor.sendCode')) {
      expect((await this.ports.call('sendCode', 0)).args).toEqual(['limit']);
    }
    if (await this.ports.settle(event)) return;
    switch (event.type) {
      case 'stepUp.sendCode':
        return this.user.click(sendButton((before as Snapshot).context.codeSent));
      case 'stepUp.submit':
        await this.fill(event.password as string);
        return this.user.click(button('stepUp.confirm'));
      case 'stepUp.cancel':
        return this.user.click(button('common.cancel'));
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

const noDialog = () =>
  expect(screen.queryByRole('dialog', { name: t('stepUp.title.limit') })).toBeNull();

const VIEWS: Record<Snapshot['value'], (s: Snapshot, ports: Ports) => void> = {
  editing: ({ context }) => {
    expect(inDialog().getByText(t(`stepUp.text.${context.factor ?? 'password'}`))).toBeVisible();
    expect(inDialog().getByText(noteOf(context.action))).toBeVisible();
    expect(passwordField()).toBeRequired();
    for (const factor of ['authenticator', 'sms']) {
      if (factor === context.factor) expect(codeField(factor)).toBeRequired();
      else expect(codeField(factor)).toBeNull();
    }
    const sent = inDialog().queryByText(t('stepUp.codeSent'));
    if (context.factor === 'sms') expect(sendButton(context.codeSent)).toBeEnabled();
    if (context.codeSent) expect(sent).toBeVisible();
    else expect(sent).toBeNull();
    const alerts = inDialog().queryAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(context.error ? [context.error] : []);
  },
  sendingCode: ({ context }) => {
    expectBusy(sendButton(context.codeSent));
    expect(button('common.cancel')).toBeDisabled();
  },
  // The raise goes to the platform with the password and, with a factor, its code.
  confirmed: ({ context }, ports) => {
    noDialog();
    const sent = ports.calls.get('saveChange') ?? [];
    expect(sent.map((call) => call.args)).toEqual([
      [
        {
          method: 'setLimit',
          kind: 'deposit',
          period: 'day',
          amount: 200_000,
          password: PASSWORD,
          ...(context.factor ? { ga_code: CODE } : {}),
        },
      ],
    ]);
  },
  cancelled: (_, ports) => {
    noDialog();
    expect(ports.calls.get('saveChange') ?? []).toEqual([]);
    const form = within(screen.getByRole('form', { name: t('protection.form.deposit') }));
    expect(form.getByRole('button', { name: t('protection.saveLimit') })).toBeEnabled();
  },
};

describe('stepUp machine: generated paths in a limit raise', () => {
  for (const path of model.paths) {
    it(describePath(path, 'in the step-up dialog'), () => drive(path, new StepUpDriver()), 90_000);
  }
});
