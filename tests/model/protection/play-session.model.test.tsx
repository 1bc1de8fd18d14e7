/**
 * The play session's generated paths (reality check, play stops, the game session's clock, the
 * account review), driven on the rendered site: the player signs in through /login and out
 * through the account menu, answers the reality check with its buttons, the clock moves, the app
 * refreshes the balance (as a game round does), and ProtectionApi answers the held calls. Each
 * state is checked by the dialog the player sees, shown through the interruption arbiter, the
 * clock in the header and the page a due review leads to. Only the port is faked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import {
  PLAY_SESSION_REFRESH_MS,
  PLAY_SESSION_RETRY_MS,
  playSessionMachine,
} from '../../../machines/protection/play-session.machine.ts';
import type { ShellRuntime } from '../../../src/runtime/app-context.tsx';
import { messages } from '../../../src/i18n/messages.ts';
import { credentials, plainLogin } from '../../fixtures/auth.ts';
import { renderSite } from '../../ui/harness.tsx';
import { FakeTabChannel } from '../../fixtures/tab-channel.ts';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { NOW, paths } from './play-session.paths.ts';

type Snapshot = SnapshotFrom<typeof playSessionMachine>;
const t = (id: string) => messages.tr[id]!;

// ---------------------------------------------------------------------------------------------
// The site.

class Port extends HeldCalls {
  api(): Partial<ProtectionApi> {
    return {
      session: this.held<ProtectionApi['session']>('getSession'),
      continueSession: this.held<ProtectionApi['continueSession']>('continueSession'),
    };
  }
}

// A dialog hides the page from the accessibility tree; the header is still read.
const header = () => screen.getByRole('banner', { hidden: true });
const dialog = (titleId: string) => screen.getByRole('dialog', { name: t(titleId) });

class PlaySessionDriver implements ViewDriver {
  private readonly user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  private readonly port = new Port();
  private readonly tabs = new FakeTabChannel();
  private runtime: ShellRuntime | null = null;
  private router: ReturnType<typeof renderSite>['router'] | null = null;

  async start() {
    const { runtime, router } = renderSite('/login', {
      auth: { login: async () => plainLogin },
      protection: this.port.api(),
      tabs: this.tabs,
    });
    this.runtime = runtime;
    this.router = router;
    await screen.findByLabelText(/Kullanıcı adı veya e-posta/, undefined, { timeout: 10_000 });
  }

  private async signIn() {
    const user = this.user;
    const toLogin = within(header()).queryByRole('link', { name: t('menu.login') });
    if (!screen.queryByLabelText(/Kullanıcı adı veya e-posta/) && toLogin) {
      await user.click(toLogin);
    }
    await user.type(
      await screen.findByLabelText(/Kullanıcı adı veya e-posta/, undefined, { timeout: 10_000 }),
      credentials.username,
    );
    await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), credentials.password);
    await user.click(screen.getByRole('button', { name: t('menu.login') }));
  }

  private async signOut() {
    // A read still under way belongs to the session that ends: nobody waits for it.
    this.port.calls.delete('getSession');
    if (screen.queryByRole('dialog')) {
      // The dialog covers the menu: the session ends on the platform (expired, or another tab
      // signed out), which the API client reports to the app.
      this.runtime!.appActor.send({ type: 'session.ended', reason: 'expired' });
    } else {
      await this.user.click(within(header()).getByRole('button', { name: /hesap menüsü$/ }));
      await this.user.click(await screen.findByRole('menuitem', { name: t('shell.logout') }));
    }
    // Either way the player lands home; the page signed in from stays until its code is in.
    await screen.findByRole('heading', { level: 1, name: t('home.title') }, { timeout: 10_000 });
  }

  private answer(id: string) {
    return this.user.click(
      within(dialog('realityCheck.title')).getByRole('button', { name: t(id) }),
    );
  }

  async act(event: AnyEventObject) {
    if (await this.port.settle(event)) return;
    switch (event.type) {
      case 'playSession.signedIn':
        return this.signIn();
      case 'playSession.signedOut':
        return this.signOut();
      case 'playSession.refresh': {
        // What a game round or a payment asks of the app when money moved.
        const before = this.port.pending('getSession').length;
        this.runtime!.appActor.send({ type: 'wallet.refresh' });
        if (before === 0) return;
        // A read under way is begun again: the older one's answer no longer counts.
        await waitFor(() => expect(this.port.pending('getSession')).toHaveLength(before + 1));
        this.port.calls.get('getSession')!.splice(0, before);
        return;
      }
      case 'xstate.after.untilNextMoment.playSession.signedIn.watching':
        await vi.advanceTimersByTimeAsync(PLAY_SESSION_REFRESH_MS);
        return;
      case 'xstate.after.retry.playSession.signedIn.unavailable':
        await vi.advanceTimersByTimeAsync(PLAY_SESSION_RETRY_MS);
        return;
      case 'playSession.continue':
        return this.answer('realityCheck.continue');
      case 'playSession.showHistory':
        return this.answer('realityCheck.history');
      case 'playSession.logout':
        return this.answer('realityCheck.logout');
      case 'playSession.answeredElsewhere':
        // Another tab of the browser tells the app, which tells the play session.
        this.tabs.tell({ kind: 'settled', interruption: 'realityCheck' });
        return;
      case 'playSession.acknowledgeStop':
        return this.user.click(
          within(dialog('playStopped.playTime.title')).getByRole('button', {
            name: t('playStopped.understood'),
          }),
        );
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  /** The account review was asked for in the sign-in before this step. */
  private reviewAsked = false;

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    const s = snapshot as Snapshot;
    const loading = s.matches({ signedIn: 'loading' });
    // Due at the sign-in: the review page, once, whatever page the player was going to.
    if (s.context.reviewAsked && !this.reviewAsked) {
      await waitFor(() => expect(this.router!.state.location.pathname).toBe('/hesap-ozeti'));
      expect(
        await screen.findByRole('heading', { level: 1, name: t('review.title') }),
      ).toBeVisible();
    }
    this.reviewAsked = s.context.reviewAsked;
    await waitFor(
      () => {
        const reality = screen.queryByRole('dialog', { name: t('realityCheck.title') });
        const stopped = screen.queryByRole('dialog', { name: t('playStopped.playTime.title') });
        const signedIn = within(header()).queryByRole('button', {
          name: /hesap menüsü$/,
          hidden: true,
        });
        if (s.matches('signedOut')) {
          expect(signedIn).toBeNull();
          expect(reality).toBeNull();
          return;
        }
        expect(signedIn).not.toBeNull();
        expect(this.port.calls.get('getSession')?.length ?? 0).toBe(loading ? 1 : 0);
        if (s.hasTag('realityCheck')) {
          expect(reality).not.toBeNull();
          const figures = within(reality!);
          expect(figures.getByText(t('realityCheck.played'))).toBeVisible();
          expect(figures.getByText(t('realityCheck.netLoss'))).toBeVisible();
          // 125 TRY staked, 40 won since the sign-in: a net loss of 85 TRY.
          expect(reality).toHaveTextContent(/125,00/);
          expect(reality).toHaveTextContent(/85,00/);
          const busy = s.matches({ signedIn: { realityCheck: 'continuing' } });
          const keepOn = figures.getByRole('button', { name: t('realityCheck.continue') });
          if (busy) expect(keepOn).toBeDisabled();
          else expect(keepOn).toBeEnabled();
          if (s.context.error)
            expect(figures.getByRole('alert')).toHaveTextContent(s.context.error);
        } else {
          expect(reality).toBeNull();
        }
        if (s.matches({ signedIn: 'playStopped' })) expect(stopped).not.toBeNull();
        else expect(stopped).toBeNull();
        // While a game session is open, its clock in the header: time and the net of its rounds.
        const clock = within(header()).queryByRole('group', {
          name: t('sessionClock.label'),
          hidden: true,
        });
        if (s.context.session?.game) {
          expect(clock).not.toBeNull();
          expect(clock).toHaveTextContent(/Süre \d\d:\d\d:\d\d/);
          // 4 TRY staked, 1.50 TRY won: a loss of 2.50 TRY, said in words and by its sign.
          expect(clock).toHaveTextContent(`${t('sessionClock.loss')} -₺2,50`);
          expect(
            within(clock!).getByRole('button', { name: t('sessionClock.hide'), hidden: true }),
          ).toBeEnabled();
        } else {
          expect(clock).toBeNull();
        }
      },
      { timeout: 10_000 },
    );
    // 'View game history' leads there once the platform has the answer.
    if (event?.type === 'xstate.done.actor.continueSession') {
      const path = () => this.router!.state.location.pathname;
      if (s.context.then === 'history') await waitFor(() => expect(path()).toBe('/history/games'));
      else expect(path()).not.toBe('/history/games');
    }
  }
}

// ---------------------------------------------------------------------------------------------

describe('play session machine: generated paths on the rendered site', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse(NOW), shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  for (const path of paths) {
    it(describePath(path, 'site'), () => drive(path, new PlaySessionDriver()), 120_000);
  }
});
