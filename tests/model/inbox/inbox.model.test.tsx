/**
 * The /notifications page's generated paths, driven on the rendered page: tabs, opening items,
 * 'mark all as read', 'show more' and retries are clicks; the InboxApi answers settle the held
 * calls. Each state is checked by what the player sees in the shown tab (VIEWS below). Only the
 * port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { inboxMachine } from '../../../machines/inbox/inbox.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { paths } from './inbox.paths.ts';

type Snapshot = SnapshotFrom<typeof inboxMachine>;
const tr = messages.tr;
const t = (id: string) => tr[id]!;

// ---------------------------------------------------------------------------------------------
// The page.

const firedOnPages = new FiredTransitions('inbox');

const panel = () => screen.getByRole('tabpanel');
const rows = () => within(panel()).getAllByRole('listitem');
const TAB_NAMES = { notifications: /^Bildirimler/, messages: /^Mesajlar/ } as const;

class InboxDriver implements ViewDriver {
  private readonly user = userEvent.setup();
  private readonly ports = new HeldCalls();

  async start() {
    const inbox: Partial<InboxApi> = {
      notifications: this.ports.held<InboxApi['notifications']>('notifications'),
      massMessages: this.ports.held<InboxApi['massMessages']>('massMessages'),
      markRead: this.ports.held<InboxApi['markRead']>('markRead'),
    };
    const { runtime } = renderSite('/notifications', { stored: SIGNED_IN, inbox });
    runtime.inspect = firedOnPages.inspect;
    await screen.findByRole('tablist', { name: t('inbox.tabsLabel') }, { timeout: 10_000 });
  }

  /** The item's header: its row is where the machine's list has it. */
  private itemButton(before: Snapshot, kind: 'notification' | 'message', id: number) {
    const list = kind === 'notification' ? before.context.notifications : before.context.messages;
    const index = list.findIndex((item) => item.id === id);
    return within(rows()[index]!).getByRole('button');
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const user = this.user;
    switch (event.type) {
      case 'inbox.tab':
        return user.click(
          screen.getByRole('tab', { name: TAB_NAMES[event.tab as keyof typeof TAB_NAMES] }),
        );
      case 'xstate.done.actor.loadNotifications':
        return (await this.ports.latest('notifications')).resolve(event.output);
      case 'xstate.error.actor.loadNotifications':
        return (await this.ports.latest('notifications')).reject(event.error);
      case 'xstate.done.actor.loadMessages':
      case 'xstate.done.actor.loadMoreMessages':
        return (await this.ports.latest('massMessages')).resolve(event.output);
      case 'xstate.error.actor.loadMessages':
      case 'xstate.error.actor.loadMoreMessages':
        return (await this.ports.latest('massMessages')).reject(event.error);
      case 'xstate.done.actor.markRead':
        return (await this.ports.latest('markRead')).resolve(undefined);
      case 'xstate.error.actor.markRead':
        return (await this.ports.latest('markRead')).reject(event.error);
      case 'inbox.retry':
        return user.click(within(panel()).getByRole('button', { name: t('common.tryAgain') }));
      case 'inbox.showMore':
        return user.click(
          within(panel()).getByRole('button', { name: t('inbox.messages.showMore') }),
        );
      case 'inbox.toggle':
        return user.click(
          this.itemButton(before as Snapshot, event.kind as 'notification', event.id as number),
        );
      case 'inbox.markAllRead':
        return user.click(within(panel()).getByRole('button', { name: t('inbox.markAllRead') }));
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    await waitFor(() => seeInbox(snapshot as Snapshot), { timeout: 10_000 });
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

function items(s: Snapshot, kind: 'notification' | 'message') {
  const list = kind === 'notification' ? s.context.notifications : s.context.messages;
  const shown = rows();
  expect(shown).toHaveLength(list.length);
  list.forEach((item, index) => {
    const header = within(shown[index]!).getByRole('button');
    expect(header).toHaveAccessibleName(
      expect.stringMatching(
        new RegExp(`^${t(item.read ? 'inbox.read' : 'inbox.unread')} .*${item.title}`),
      ),
    );
    expect(header).toHaveAttribute(
      'aria-expanded',
      String(s.context.opened === `${kind}:${item.id}`),
    );
  });
  const unread = list.some((item) => !item.read);
  expect(within(panel()).queryByRole('button', { name: t('inbox.markAllRead') }) !== null).toBe(
    unread,
  );
}

const busy = () => expect(panel().querySelector('[aria-busy="true"]')).not.toBeNull();
const failed = (message: string) => {
  expect(within(panel()).getByText(t(message))).toBeVisible();
  expect(within(panel()).getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
};

const NOTIFICATIONS: Record<string, (s: Snapshot) => void> = {
  loading: busy,
  failed: () => failed('inbox.notifications.loadFailed'),
  loaded: (s) => items(s, 'notification'),
};

const MESSAGES: Record<string, (s: Snapshot) => void> = {
  loading: busy,
  failed: () => failed('inbox.messages.loadFailed'),
  loaded: (s) => {
    items(s, 'message');
    const more = within(panel()).queryByRole('button', { name: t('inbox.messages.showMore') });
    expect(more !== null).toBe(s.context.messages.length < s.context.messagesTotal);
    if (more) expect(more).toBeEnabled();
    expect(within(panel()).queryByText(t('inbox.messages.moreFailed'))).toBeNull();
  },
  loadingMore: (s) => {
    items(s, 'message');
    expectBusy(within(panel()).getByRole('button', { name: t('inbox.messages.showMore') }));
  },
  moreFailed: (s) => {
    items(s, 'message');
    expect(within(panel()).getByText(t('inbox.messages.moreFailed'))).toBeVisible();
    expect(
      within(panel()).getByRole('button', { name: t('inbox.messages.showMore') }),
    ).toBeEnabled();
  },
};

function seeInbox(s: Snapshot) {
  const value = s.value as { notifications: string; messages: string };
  const tab = screen.getByRole('tab', { name: TAB_NAMES[s.context.tab] });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  if (s.context.tab === 'notifications') NOTIFICATIONS[value.notifications]!(s);
  else MESSAGES[value.messages]!(s);
  expect(screen.queryByText(t('inbox.markFailed')) !== null).toBe(s.context.markFailed);
}

// ---------------------------------------------------------------------------------------------

describe('inbox machine: generated paths on the rendered page', () => {
  for (const path of paths) {
    it(describePath(path, 'notifications page'), () => drive(path, new InboxDriver()), 120_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
