/**
 * The header bell's generated paths (the app-wide unread count), driven on the rendered site: a
 * player signs in through /login and out through the account menu, the clock moves a minute,
 * the app refreshes the balance (what the cashier and the games ask for when money moved), the
 * player's live stream opens or breaks, and InboxApi.unreadCount answers the held calls. Each
 * state is checked by the bell the player sees in the header. Only the ports are faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  UNREAD_REFRESH_MS,
  unreadCountMachine,
} from '../../../machines/inbox/unread-count.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';
import type { ShellRuntime } from '../../../src/runtime/app-context.tsx';
import { messages } from '../../../src/i18n/messages.ts';
import { credentials, plainLogin } from '../../fixtures/auth.ts';
import { FakeLiveStream } from '../../fixtures/live-stream.ts';
import { renderSite } from '../../ui/harness.tsx';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions, transitionKey } from '../fired-transitions.ts';
import { paths } from './unread-count.paths.ts';

type Snapshot = SnapshotFrom<typeof unreadCountMachine>;
const tr = messages.tr;

// ---------------------------------------------------------------------------------------------
// The site.

const firedOnPages = new FiredTransitions('unreadCount');

const header = () => screen.getByRole('banner');

class UnreadDriver implements ViewDriver {
  private readonly user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  private readonly ports = new HeldCalls();
  private readonly live = new FakeLiveStream();
  private runtime: ShellRuntime | null = null;

  async start() {
    const inbox: Partial<InboxApi> = {
      unreadCount: this.ports.held<InboxApi['unreadCount']>('unreadCount'),
    };
    const { runtime } = renderSite('/login', {
      auth: { login: async () => plainLogin },
      inbox,
      live: this.live,
    });
    this.runtime = runtime;
    // The actor is started before the page: its later steps are what the inspection sees.
    runtime.unread.system.inspect(firedOnPages.inspect);
    await screen.findByLabelText(/Kullanıcı adı veya e-posta/, undefined, { timeout: 10_000 });
  }

  private async signIn() {
    const user = this.user;
    const toLogin = within(header()).queryByRole('link', { name: tr['menu.login'] });
    if (!screen.queryByLabelText(/Kullanıcı adı veya e-posta/) && toLogin)
      await user.click(toLogin);
    await user.type(
      await screen.findByLabelText(/Kullanıcı adı veya e-posta/, undefined, { timeout: 10_000 }),
      credentials.username,
    );
    await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), credentials.password);
    await user.click(screen.getByRole('button', { name: tr['menu.login'] }));
  }

  private async signOut() {
    const user = this.user;
    await user.click(within(header()).getByRole('button', { name: /hesap menüsü$/ }));
    await user.click(await screen.findByRole('menuitem', { name: tr['shell.logout'] }));
    // Signing out leads home; the page signed in from stays until the home page's code is in.
    await screen.findByRole('heading', { level: 1, name: tr['home.title'] }, { timeout: 10_000 });
  }

  async act(event: AnyEventObject) {
    switch (event.type) {
      case 'app.signedIn':
        return this.signIn();
      case 'app.signedOut':
        return this.signOut();
      case 'unread.refresh':
        // What the cashier and the game page ask of the app when money moved.
        this.runtime!.appActor.send({ type: 'wallet.refresh' });
        return;
      case 'xstate.done.actor.loadUnreadCount':
        return (await this.ports.newest('unreadCount')).resolve(event.output);
      case 'xstate.error.actor.loadUnreadCount':
        return (await this.ports.newest('unreadCount')).reject(event.error);
      case 'unread.live':
        // The signed-in player's stream, as the platform opens or loses it.
        this.live.tell(
          event.live ? { type: 'live.opened', resumed: false } : { type: 'live.lost' },
        );
        return;
      case 'xstate.after.unreadRefresh.unreadCount.signedIn.waiting':
        await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS);
        return;
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as Snapshot;
    await waitFor(
      () => {
        const bell = within(header()).queryByRole('link', { name: /^Bildirimler/ });
        if (s.matches('signedOut')) {
          expect(bell).toBeNull();
          return;
        }
        const count = s.context.count
          ? s.context.count.notifications + s.context.count.messages
          : 0;
        expect(bell).toHaveAccessibleName(
          count === 0 ? 'Bildirimler' : `Bildirimler, ${count} okunmamış`,
        );
        // A read is under way exactly while the machine loads.
        expect(this.ports.pending('unreadCount').length > 0).toBe(
          s.matches({ signedIn: 'loading' }),
        );
      },
      { timeout: 10_000 },
    );
  }
}

// ---------------------------------------------------------------------------------------------

describe('unread count machine: generated paths on the rendered header', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  for (const path of paths) {
    it(describePath(path, 'header'), () => drive(path, new UnreadDriver()), 120_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    // The initial transition runs before the driver can watch; it is checked by the start view.
    const initial = new Set(paths.flatMap((p) => p.initialTransitions.map(transitionKey)));
    expect(firedOnPages.missedOf(paths).filter((key) => !initial.has(key))).toEqual([]);
  });
});
