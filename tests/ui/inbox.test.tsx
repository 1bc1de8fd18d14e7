import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InboxApi } from '../../machines/ports.ts';
import { renderSite, SIGNED_IN } from './harness.tsx';
import { massMessage, notification, refused, ticket } from '../machines/inbox/inbox-fixtures.ts';

const open = (path: string, inbox: Partial<InboxApi> = {}) =>
  renderSite(path, { stored: SIGNED_IN, inbox });

const tabPanel = () => screen.getByRole('tabpanel');
const bell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Bildirimler/ });

describe('the header bell', () => {
  it('says how many items are unread and links to /notifications', async () => {
    open('/', { unreadCount: async () => ({ notifications: 2, messages: 1 }) });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 3 okunmamış'));
    expect(bell()).toHaveAttribute('href', '/notifications');
  });

  it('is not there for a visitor', async () => {
    renderSite('/');
    await screen.findAllByRole('link', { name: 'Giriş Yap' });
    expect(screen.queryByRole('link', { name: /^Bildirimler,/ })).toBeNull();
  });

  it('reads the count again when the balance is refreshed', async () => {
    let unread = 0;
    const { runtime } = open('/', {
      unreadCount: async () => ({ notifications: unread, messages: 0 }),
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler'));
    unread = 1;
    runtime.appActor.send({ type: 'wallet.refresh' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış'));
  });
});

describe('/notifications', () => {
  it('lists notifications with their amount and state; opening one marks it read', async () => {
    const user = userEvent.setup();
    const markRead = vi.fn(async () => {});
    let unread = 2;
    open('/notifications', {
      notifications: async () => [notification({ id: 2 }), notification({ id: 1, read: true })],
      markRead,
      unreadCount: async () => ({ notifications: unread, messages: 0 }),
    });
    const first = await screen.findByRole('button', { name: /Para yatırma onaylandı #2/ });
    expect(first).toHaveAccessibleName(expect.stringMatching(/^Okunmamış/));
    expect(within(tabPanel()).getAllByText('Tutar: ₺500,00')).toHaveLength(2);
    // 12:00 UTC is 15:00 in Turkey, on the 24-hour clock.
    expect(within(tabPanel()).getAllByText('20 Kasım 2026 15:00')).toHaveLength(2);
    expect(within(tabPanel()).getByRole('button', { name: /#1/ })).toHaveAccessibleName(
      expect.stringMatching(/^Okundu/),
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 2 okunmamış'));

    unread = 1;
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAccessibleName(expect.stringMatching(/^Okundu/));
    expect(markRead).toHaveBeenCalledWith('notification', [2]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış'));
    expect(screen.queryByRole('button', { name: 'Tümünü okundu işaretle' })).toBeNull();
  });

  it('shows the items unread again with a notice when the server refuses the mark', async () => {
    const user = userEvent.setup();
    open('/notifications', {
      notifications: async () => [notification({ id: 1 }), notification({ id: 2 })],
      markRead: async () => {
        throw refused();
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/kaydedilemedi/);
    for (const item of within(tabPanel()).getAllByRole('button', { name: /Para yatırma/ })) {
      expect(item).toHaveAccessibleName(expect.stringMatching(/^Okunmamış/));
    }
  });

  it('shows messages as plain text, 10 a page, with show more', async () => {
    const user = userEvent.setup();
    const page = (offset: number) =>
      Array.from({ length: offset === 0 ? 10 : 2 }, (_, i) =>
        massMessage({ id: offset + i + 1, body: '<b>kalın değil</b>' }),
      );
    open('/notifications', {
      massMessages: async ({ limit, offset }) => ({
        items: page(offset),
        pagination: { limit, offset, total: 12 },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: /^Mesajlar/ }));
    await waitFor(() => expect(within(tabPanel()).getAllByRole('listitem')).toHaveLength(10));
    expect(within(tabPanel()).getAllByText('<b>kalın değil</b>')).toHaveLength(10);
    await user.click(within(tabPanel()).getByRole('button', { name: 'Daha fazla göster' }));
    await waitFor(() => expect(within(tabPanel()).getAllByRole('listitem')).toHaveLength(12));
    expect(within(tabPanel()).queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('says when there is nothing, and offers a retry after a failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    open('/notifications', {
      notifications: async () => {
        if (fail) throw refused();
        return [];
      },
    });
    await within(await screen.findByRole('tabpanel')).findByText('Bildirimler yüklenemedi.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Son 90 günde bildirimin yok.')).toBeVisible();
  });
});

describe('/tickets', () => {
  it('explains how to earn a ticket when there is none, with a link to deposit', async () => {
    open('/tickets');
    expect(await screen.findByText('Henüz biletin yok')).toBeVisible();
    expect(screen.getByText(/en az ₺250 tutarındaki her yatırım/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Para yatır' })).toHaveAttribute('href', '/deposit');
  });

  it('searches by ticket number once typing rests, and refuses other characters', async () => {
    const user = userEvent.setup();
    const tickets = vi.fn<InboxApi['tickets']>(async ({ limit, offset, search }) => {
      const all = [ticket({ transactionID: 501 }), ticket({ transactionID: 502 })];
      const items = search ? all.filter((t) => t.ticketNumber.includes(search)) : all;
      return { items, pagination: { limit, offset, total: items.length } };
    });
    open('/tickets', { tickets });
    const list = await screen.findByRole('list', { name: 'Biletlerin' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Bilet NY26-000501')).toBeVisible();
    expect(within(list).getAllByText(/₺300,00 yatırım · .* · işlem no 501/)).toHaveLength(1);

    const field = screen.getByRole('textbox', { name: 'Bilet numarası ara' });
    await user.type(field, 'x*');
    expect(await screen.findByRole('alert')).toHaveTextContent(/yalnızca harf, rakam ve "-"/);
    await user.clear(field);
    await user.type(field, '000502');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Biletlerin' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(tickets).toHaveBeenLastCalledWith({ limit: 50, offset: 0, search: '000502' });
    expect(tickets.mock.calls.some(([query]) => query.search?.includes('*'))).toBe(false);
    await user.clear(field);
    await user.type(field, 'NY99{Enter}');
    expect(await screen.findByText('"NY99" ile eşleşen bilet bulunamadı.')).toBeVisible();
  });
});
