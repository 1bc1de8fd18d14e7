/**
 * The /notifications page's generated paths, driven on the rendered page: tabs, opening items,
 * 'mark all as read', 'show more' and retries are clicks; the InboxApi answers settle the held
 * calls, the messages' pages when the path says the list added them. Each state is checked by
 * what the player sees in the shown tab (VIEWS below). Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { inboxMachine } from '../../../machines/inbox/inbox.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { firstPage, messagesRead, paths, secondPage, secondRead } from './inbox.paths.ts';

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
    const index = itemsOf(before, kind).findIndex((item) => item.id === id);
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
      case 'list.rowsAdded':
        if (event.rows === secondPage.items) {
          await user.click(
            within(panel()).getByRole('button', { name: t('inbox.messages.showMore') }),
          );
        }
        return (await this.ports.latest('massMessages')).resolve(
          event.rows === firstPage.items ? firstPage : secondPage,
        );
      case 'xstate.done.actor.markRead':
        return (await this.ports.latest('markRead')).resolve(undefined);
      case 'xstate.error.actor.markRead':
        return (await this.ports.latest('markRead')).reject(event.error);
      case 'inbox.retry':
        return user.click(within(panel()).getByRole('button', { name: t('common.tryAgain') }));
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

/** The items of a kind the page lists. */
function itemsOf(s: Snapshot, kind: 'notification' | 'message') {
  if (kind === 'notification') return s.context.notifications;
  return secondRead(s) ? [...firstPage.items, ...secondPage.items] : firstPage.items;
}

function items(s: Snapshot, kind: 'notification' | 'message') {
  const list = itemsOf(s, kind);
  const unread = s.context.unreadIds[kind];
  const shown = rows();
  expect(shown).toHaveLength(list.length);
  list.forEach((item, index) => {
    const header = within(shown[index]!).getByRole('button');
    const state = unread.includes(item.id) ? 'inbox.unread' : 'inbox.read';
    expect(header).toHaveAccessibleName(
      expect.stringMatching(new RegExp(`^${t(state)} .*${item.title}`)),
    );
    expect(header).toHaveAttribute(
      'aria-expanded',
      String(s.context.opened === `${kind}:${item.id}`),
    );
  });
  expect(within(panel()).queryByRole('button', { name: t('inbox.markAllRead') }) !== null).toBe(
    unread.length > 0,
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

/** The messages tab: its list's first page on its way, then its pages. */
function messagesShown(s: Snapshot) {
  if (!messagesRead(s)) return busy();
  items(s, 'message');
  const more = within(panel()).queryByRole('button', { name: t('inbox.messages.showMore') });
  expect(more !== null).toBe(!secondRead(s));
  if (more) expect(more).toBeEnabled();
}

function seeInbox(s: Snapshot) {
  const value = s.value as { notifications: string };
  const tab = screen.getByRole('tab', { name: TAB_NAMES[s.context.tab] });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  if (s.context.tab === 'notifications') NOTIFICATIONS[value.notifications]!(s);
  else messagesShown(s);
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
