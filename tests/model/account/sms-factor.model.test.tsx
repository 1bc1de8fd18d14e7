/**
 * The smsFactor machine's generated paths (sms-factor.paths.ts), driven on the profile's security
 * tab: the player switches the SMS code at sign-in on and off and retries a failed read;
 * AuthApi.twoFactorType and setTwoFactorType answer through held calls. Every state is checked by
 * what the player sees in the card (VIEWS below). Only the port is faked.
 */
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { AuthApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { expectBusy } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { openSecurityTab, securityCard } from './security-tab.ts';
import model from './sms-factor.paths.ts';

type Snapshot = SnapshotFrom<typeof model.machine>;
const t = (id: string) => messages.tr[id]!;

class Port extends HeldCalls {
  api(): Partial<AuthApi> {
    return {
      twoFactorType: this.held<AuthApi['twoFactorType']>('readType'),
      setTwoFactorType: this.held<AuthApi['setTwoFactorType']>('setType'),
    };
  }
}

const { inCard: card, button } = securityCard('account.security.smsFactor');
const status = () =>
  card().queryByText(new RegExp(`^(${t('account.security.on')}|${t('account.security.off')})$`));

class SmsFactorDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new Port();

  async start() {
    await openSecurityTab(this.port.api(), 'account.security.smsFactor');
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    if (event.type.endsWith('.actor.setType')) {
      // The choice asked for, once.
      expect((await this.port.call('setType', 0)).args).toEqual([
        (before as Snapshot).context.asked,
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
    expectBusy(button(on ? 'account.security.deactivate' : 'account.security.activate'));
    alerts(null);
  },
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
