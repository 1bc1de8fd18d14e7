/**
 * The e-mail confirmation machine's generated paths, driven on /account_email from the link sent
 * to the new address (with its token, or without one): the player presses confirm, AuthApi
 * answers settle the held call. Every state is checked by what the player sees (VIEWS below).
 * Only the port is faked.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type {
  EmailConfirmationInput,
  emailConfirmationMachine,
} from '../../../machines/auth/email-confirmation.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model, { CONFIRMED } from './email-confirmation.paths.ts';

type Snapshot = SnapshotFrom<typeof emailConfirmationMachine>;
const t = (id: string) => messages.tr[id]!;

const confirmButton = () => screen.getByRole('button', { name: t('auth.emailConfirm.submit') });

/** The link: /account_email?token=… or, broken, without its token. */
const linkOf = ({ token }: EmailConfirmationInput) =>
  token === null ? '/account_email' : `/account_email?token=${token}`;

class EmailConfirmationDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly port = new HeldCalls();

  async start(input: unknown) {
    renderSite(linkOf(input as EmailConfirmationInput), {
      auth: { confirmEmail: this.port.held<AuthApi['confirmEmail']>('confirmEmail') },
    });
    await screen.findByRole('heading', { level: 1, name: t('auth.emailConfirm.title') });
  }

  async act(event: AnyEventObject) {
    if (await this.port.settle(event)) return;
    if (event.type !== 'emailConfirm.submit') throw new Error(`No player action for ${event.type}`);
    await this.user.click(confirmButton());
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value](s));
    if (s.value === 'confirming') {
      // The link's token, and nothing else.
      const call = await this.port.call('confirmEmail', 0);
      expect(call.args).toEqual([s.context.token]);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

function theButton(busy: boolean) {
  expect(confirmButton()).toHaveAttribute('aria-disabled', String(busy));
}

const VIEWS: Record<Snapshot['value'], (s: Snapshot) => void> = {
  ready: (s) => {
    theButton(false);
    if (s.context.error === null) expect(screen.queryByRole('alert')).toBeNull();
    else expect(screen.getByRole('alert')).toHaveTextContent(s.context.error);
  },
  confirming: () => {
    theButton(true);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  // Nothing to confirm: a warning, no button.
  missingToken: () => {
    expect(screen.getByRole('alert')).toHaveTextContent(t('auth.emailConfirm.missingToken'));
    expect(screen.queryByRole('button', { name: t('auth.emailConfirm.submit') })).toBeNull();
  },
  // The address the account has now, and the way home.
  done: () => {
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMED);
    expect(screen.getByRole('link', { name: t('common.goHome') })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: t('auth.emailConfirm.submit') })).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------

describe('emailConfirmation machine: generated paths on /account_email', () => {
  for (const path of model.paths) {
    const input = path.input as EmailConfirmationInput;
    it(
      describePath(path, input.token === null ? 'link without a token' : 'link with a token'),
      () => drive(path, new EmailConfirmationDriver()),
      90_000,
    );
  }
});
