/**
 * The smsConfirmation machine's generated paths (sms-confirmation.paths.ts), driven on the
 * profile's security tab. Every event is a click or keystroke of the player in the SMS card, or an
 * AuthApi answer; the code step's end is acted out in the card (a code typed and confirmed).
 * Every state reached is checked by what the player sees in that card (VIEWS below). Only the
 * port is faked.
 */
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { CodeStepOutput } from '../../../machines/auth/code-step.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { expectBusy } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { openSecurityTab, securityCard } from './security-tab.ts';
import model from './sms-confirmation.paths.ts';

const { paths } = model;
type Snapshot = SnapshotFrom<typeof model.machine>;
const t = (id: string) => messages.tr[id]!;

// ---------------------------------------------------------------------------------------------
// The page.

class Port extends HeldCalls {
  api(): Partial<AuthApi> {
    return {
      sendSms: this.held<AuthApi['sendSms']>('sendSms'),
      validateSms: this.held<AuthApi['validateSms']>('validateSms'),
    };
  }
}

const { inCard, button } = securityCard('account.security.sms');
const codeField = () => inCard().getByLabelText(new RegExp(`^${t('account.security.smsCode')}`));

class SmsConfirmationDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();

  async start() {
    await openSecurityTab(this.port.api(), 'account.security.sms');
  }

  /** The code step ends accepted: a code typed, confirmed and checked (the only end it has here). */
  private async confirmCode(step: CodeStepOutput) {
    expect(step.outcome).toBe('accepted');
    await this.user.clear(codeField());
    await this.user.type(codeField(), '123456');
    await this.user.click(button('account.security.confirm'));
    const call = await this.port.latest('validateSms');
    expect(call.args).toEqual(['123456']);
    // While it is checked, no new code can be asked for: the answer must not be dropped.
    expectBusy(button('account.security.confirm'));
    expect(button('account.security.resend')).toBeDisabled();
    call.resolve(true);
  }

  async act(event: AnyEventObject) {
    const user = this.user;
    // The step is no port: the player acts out how it ends.
    if (event.type === 'xstate.done.actor.codeStep') {
      return this.confirmCode(event.output as CodeStepOutput);
    }
    if (await this.port.settle(event)) return;
    switch (event.type) {
      case 'sms.send':
        return user.click(button('account.security.sendCode'));
      case 'sms.resend':
        return user.click(button('account.security.resend'));
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value as string]!(s, event));
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

/** The card's alerts: why no code was sent (an id or the server's). */
function alerts(...idsOrTexts: (string | null)[]) {
  const expected = idsOrTexts
    .filter((text): text is string => text !== null)
    .map((text) => messages.tr[text] ?? text);
  expect(
    inCard()
      .queryAllByRole('alert')
      .map((alert) => alert.textContent),
  ).toEqual(expected);
}

const notConfirmed = () => {
  expect(inCard().queryByText(t('account.security.phoneConfirmed'))).toBeNull();
  expect(inCard().queryByText(t('account.security.smsDone'))).toBeNull();
};

const VIEWS: Record<string, (s: Snapshot, event: AnyEventObject | null) => void> = {
  idle: (s) => {
    expect(button('account.security.sendCode')).toBeEnabled();
    expect(inCard().queryByRole('textbox')).toBeNull();
    alerts(s.context.error);
    notConfirmed();
  },
  // Sending (also a resend) puts the code prompt away until the answer.
  sending: (s) => {
    alerts();
    // Asked again, the player keeps the code field; the buttons wait for the new code.
    if (s.context.codeSent) {
      expect(codeField()).toBeRequired();
      expectBusy(button('account.security.confirm'));
      expect(button('account.security.resend')).toBeDisabled();
      return;
    }
    expectBusy(button('account.security.sendCode'));
    expect(inCard().queryByRole('textbox')).toBeNull();
  },
  awaitingCode: (s, event) => {
    expect(inCard().getByText(t('account.security.smsSent'))).toBeVisible();
    expect(codeField()).toBeRequired();
    // A code just sent (or refused again) is typed into an empty field.
    if (event?.type.endsWith('.actor.sendSms')) expect(codeField()).toHaveValue('');
    expect(button('account.security.confirm')).toBeEnabled();
    expect(button('account.security.resend')).toBeEnabled();
    // A fresh code step: no code refused yet.
    alerts(s.context.error);
    notConfirmed();
  },
  confirmed: () => {
    expect(inCard().getByText(t('account.security.phoneConfirmed'))).toBeVisible();
    expect(inCard().getByText(t('account.security.smsDone'))).toBeVisible();
    expect(inCard().queryByRole('textbox')).toBeNull();
    expect(inCard().queryByRole('button')).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------

describe('smsConfirmation machine: generated paths on the security tab', () => {
  for (const path of paths) {
    it(
      describePath(path, 'on the security tab'),
      () => drive(path, new SmsConfirmationDriver()),
      90_000,
    );
  }
});
