/**
 * The protection history's generated paths, driven on the responsible-gaming tab: the platform's
 * answers settle the held get_events call, the player retries or saves a deposit limit (which
 * reads the history again); every state is checked by what the history card shows. Only the port
 * is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import type { protectionHistoryMachine } from '../../../machines/protection/protection-history.machine.ts';
import { formatIn } from '../../../src/i18n/format.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { openState } from '../../fixtures/protection.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { HISTORY, paths } from './protection-history.paths.ts';

type Snapshot = SnapshotFrom<typeof protectionHistoryMachine>;
const t = (id: string) => messages.tr[id]!;
const card = () => within(screen.getByRole('region', { name: t('protection.history.title') }));

class Port extends HeldCalls {
  api(): Partial<ProtectionApi> {
    return {
      state: async () => openState(),
      events: this.held<ProtectionApi['events']>('loadEvents'),
      change: async () => ({ state: openState(), message: 'Limitiniz hemen geçerli oldu' }),
    };
  }
}

class HistoryDriver implements ViewDriver {
  private readonly user = userEvent.setup({ delay: null });
  private readonly port = new Port();

  async start() {
    renderSite('/profile?tab=protection', { stored: SIGNED_IN, protection: this.port.api() });
    await screen.findByRole('region', { name: t('protection.history.title') });
  }

  async act(event: AnyEventObject) {
    if (await this.port.settle(event)) return;
    if (event.type === 'history.retry') {
      return this.user.click(card().getByRole('button', { name: t('common.tryAgain') }));
    }
    if (event.type === 'history.reload') {
      const deposit = within(screen.getByRole('form', { name: t('protection.form.deposit') }));
      const amount = deposit.getByLabelText(/^Tutar \(TRY\)/);
      await this.user.clear(amount);
      await this.user.type(amount, '500');
      return this.user.click(deposit.getByRole('button', { name: t('protection.saveLimit') }));
    }
    throw new Error(`No player action for ${event.type}`);
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await waitFor(() => VIEWS[s.value](s));
  }
}

/** The lines shown: what happened, then when and by whom. */
function listShown(events: NonNullable<Snapshot['context']['events']>) {
  if (events.length === 0) {
    expect(card().getByText(t('protection.history.empty'))).toBeVisible();
    expect(card().queryByRole('list')).toBeNull();
    return;
  }
  const { dateTime } = formatIn('tr');
  const items = card().getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(
    events.map((event) => {
      const line = HISTORY.find(([known]) => known === event)![1];
      const by = t(`protection.history.by.${event.actor}`);
      return `${line}${dateTime(event.createdAt)} · ${by}`;
    }),
  );
}

const VIEWS: Record<Snapshot['value'], (s: Snapshot) => void> = {
  // Read for the first time: a placeholder; read again: the list stays.
  loading: ({ context: { events } }) => {
    if (events === null) expect(card().queryByRole('list')).toBeNull();
    else listShown(events);
    expect(card().queryByRole('alert')).toBeNull();
  },
  loaded: ({ context: { events } }) => {
    listShown(events!);
    expect(card().queryByRole('alert')).toBeNull();
  },
  failed: () => {
    expect(card().getByRole('alert')).toHaveTextContent(t('protection.history.failed'));
    expect(card().getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
    expect(card().queryByRole('list')).toBeNull();
  },
};

describe('protection history machine: generated paths on the responsible-gaming tab', () => {
  for (const path of paths) {
    it(
      describePath(path, 'on the responsible-gaming tab'),
      () => drive(path, new HistoryDriver()),
      60_000,
    );
  }
});
