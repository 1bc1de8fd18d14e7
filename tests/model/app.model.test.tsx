/**
 * The app machine's generated paths (app.paths.ts), driven on the rendered site. The app's ports
 * (maintenance status, profile, logout, balance) are held and settled as the path says; the
 * clock is moved for the timers and kept on the model's time. The player signs in on /login,
 * signs out from the header or the inactivity dialog, switches language, mode and balance in
 * the header, changes the username on /profile (and the password, answered with an expired
 * session), takes a time-out (which ends the session) on the protection tab, and a running
 * game's balance message asks for the balance again. The platform's live stream, faked at its
 * port, opens, breaks and tells the maintenance switch, the player's balance, news and the
 * session's end. The API
 * client, which the harness fakes the ports above, reports maintenance and a blocking HTTP 500:
 * the driver sends what its callbacks send (src/app/runtime.ts). The browser's other tabs, faked
 * at their port, tell a sign-in (stored first, as that tab's site stores it), a sign-out, the
 * player's activity, a balance, an answered reality check and a changed limit; what this tab
 * tells them is read at the port. Each state is checked by what the player sees: the boot
 * screen, the maintenance page, or the header, dialog and page.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { AppInput } from '../../machines/app/app.types.ts';
import type { Lang } from '../../machines/shared/contract.ts';
import type { Notifier } from '../../src/api/notifier.ts';
import { selectIsUnderMaintenance } from '../../machines/app/app.selectors.ts';
import { messages } from '../../src/i18n/messages.ts';
import { plainLogin, sessionExpired } from '../fixtures/auth.ts';
import { renderSite, type AppPorts, inHeader, inMain } from '../ui/harness.tsx';
import { FakeLiveStream } from '../fixtures/live-stream.ts';
import { FakeTabChannel } from '../fixtures/tab-channel.ts';
import { playSession } from '../fixtures/protection.ts';
import type { TabMessage } from '../../machines/app/tab-messages.ts';
import type { SignedIn } from '../../machines/shared/session.ts';
import { createAppStorage } from '../../src/platform/storage.ts';
import { HeldCalls } from './held-calls.ts';
import { describePath, drive, type ViewDriver } from './view-driver.ts';
import model, {
  BALANCE,
  DELAYS,
  FLOW_NOTICE,
  modelTime,
  nameOfInput,
  NEW_USERNAME,
  NOW,
  OTHER_TAB_SIGN_IN,
  PAGE_FOR_PLAYERS,
} from './app.paths.ts';

const { paths } = model;
type Snapshot = SnapshotFrom<typeof model.machine>;

const GAME_URL = 'https://games.example.com/play/101';
const PLAY = '/play/slot/101';
const PASSWORD = 'Secret12';

// ---------------------------------------------------------------------------------------------
// The site.

/** The actor ids of the app machine and the port each one calls. */
const PORT_OF: Record<string, keyof AppPorts> = {
  checkMaintenance: 'checkMaintenance',
  recheckMaintenance: 'checkMaintenance',
  loadProfile: 'loadProfile',
  logout: 'logout',
  logoutExpired: 'logout',
  loadBalance: 'loadBalance',
};

class Ports extends HeldCalls {
  app(): AppPorts {
    const names: Array<keyof AppPorts> = [
      'checkMaintenance',
      'loadProfile',
      'logout',
      'loadBalance',
    ];
    return Object.fromEntries(names.map((name) => [name, this.held(name)])) as AppPorts;
  }

  /** Settles an app port's call; false for any other event. */
  async answer(event: AnyEventObject): Promise<boolean> {
    const ended = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    const port = ended && PORT_OF[ended[2]!];
    if (!port) return false;
    const call = await this.latest(port);
    await act(async () =>
      ended![1] === 'done' ? call.resolve(event.output) : call.reject(event.error),
    );
    return true;
  }
}

type Site = ReturnType<typeof renderSite>;

/** Another tab's sign-in, where the site keeps it (as that tab's storage mirror writes it). */
function storeSignInOfOtherTab({ session, profile, auth, rid, expiresAt }: SignedIn) {
  const storage = createAppStorage(window.localStorage);
  storage.write('session', session);
  if (profile) storage.write('profile', profile);
  storage.write('auth', auth);
  if (rid !== null) storage.write('ridValue', rid);
  storage.write('expirationDate', expiresAt);
}

/** What this tab tells the other tabs after each event (the rest tell them nothing). */
const TOLD: Record<string, TabMessage> = {
  'auth.signedIn': { kind: 'signedIn' },
  'user.logout': { kind: 'signedOut' },
  'auth.expired': { kind: 'signedOut' },
  'xstate.done.actor.loadBalance': { kind: 'balance', balance: BALANCE },
  'interruption.settled': { kind: 'settled', interruption: 'realityCheck' },
  'protection.changed': { kind: 'limitChanged' },
};

// The boot screen and the maintenance page have no header or main part, and menus open outside
// them: there, the whole page is looked at.
type Place = typeof screen | ReturnType<typeof within>;

class AppDriver implements ViewDriver {
  private readonly user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  private readonly ports = new Ports();
  private readonly live = new FakeLiveStream();
  private readonly tabs = new FakeTabChannel();
  /** What this tab had told the other tabs before the event. */
  private toldBefore = 0;
  /** The play session's reads of the platform, and their number before the event. */
  private sessionReads = 0;
  private readsBefore = 0;
  /** Where another tab's sign-in leads this one: the page that asked for one, or nowhere. */
  private pickUpLeadsTo: string | null = null;
  private pageBeforePickUp = '/';
  private site!: Site;
  private notices!: MockInstance<Notifier['show']>;
  private lang: Lang = 'tr';
  /** The player asked to sign out from the account menu: signed out, the site says so. */
  private loggedOutFromMenu = false;
  /** Where the next sign-in leads: the page for players a visitor opened last, or home. */
  private returnTo = '/';
  /** The session ended while the stored one was checked, on this page. */
  private endedWhileChecked = false;
  private pageBeforeEnd = '/';

  async start(input: unknown) {
    const { stored } = input as AppInput;
    this.site = renderSite(stored.session ? '/promotions' : '/login', {
      stored,
      appPorts: this.ports.app(),
      auth: { login: async () => plainLogin, changePassword: () => Promise.reject(sessionExpired) },
      content: { getPromotions: () => Promise.reject(new Error('offline')) },
      games: { launchSlot: async () => ({ url: GAME_URL }) },
      protection: {
        session: async () => {
          this.sessionReads += 1;
          return playSession(new Date().toISOString());
        },
      },
      live: this.live,
      tabs: this.tabs,
    });
    this.notices = vi.spyOn(this.site.runtime.notify, 'show');
  }

  private t = (id: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (text, [key, value]) => text.replace(`{${key}}`, value),
      messages[this.lang][id]!,
    );

  private get path() {
    return this.site.router.state.location.pathname;
  }

  /** The player's address bar. */
  private async go(to: string) {
    await act(() => this.site.router.navigate(to));
  }

  private click = async (
    name: string,
    place: Place = inHeader(),
    role: 'button' | 'link' | 'menuitem' = 'button',
  ) => this.user.click(await place.findByRole(role, { name }));

  private inactivityDialog = () => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    return dialog && within(dialog).queryByText(this.t('inactivity.title')) ? dialog : null;
  };

  async act(event: AnyEventObject, before: AnyMachineSnapshot): Promise<void> {
    const { context } = before as Snapshot;
    this.lang = context.language;
    this.toldBefore = this.tabs.posted.length;
    this.readsBefore = this.sessionReads;
    if (await this.ports.answer(event)) return;
    const timer = /^xstate\.after\.(\w+)\./.exec(event.type);
    if (timer) {
      await act(() => vi.advanceTimersByTimeAsync(DELAYS[timer[1]!]!));
      return;
    }
    if (event.type.startsWith('tabs.')) return this.otherTabTells(event, before as Snapshot);
    if (event.type.startsWith('live.')) {
      // What the platform tells over the stream the app holds now.
      this.notices.mockClear();
      act(() => this.live.tell(event as never));
      return;
    }
    switch (event.type) {
      case 'maintenance.detected':
      case 'api.blocked':
        act(() => this.site.runtime.appActor.send(event as never));
        return;
      case 'navigate.page':
      case 'notice.show':
        // As a page's flow tells the app: the router bridge shows the notice (and navigates).
        this.notices.mockClear();
        act(() => this.site.runtime.appActor.send(event as never));
        return;
      case 'maintenance.recheck':
        return this.click(this.t('maintenance.tryAgain'), screen);
      case 'auth.required':
        // A visitor opens a page for players: the site asks for the sign-in and keeps the page
        // (a player whose stored session is being checked keeps it until that ends).
        this.returnTo = PAGE_FOR_PLAYERS;
        return this.go(PAGE_FOR_PLAYERS);
      case 'auth.signedIn':
        return this.signIn();
      case 'profile.changed':
        return this.changeUsername();
      case 'auth.expired':
        return this.changePasswordTooLate();
      case 'session.ended':
        this.endedWhileChecked = before.matches({ authenticated: { session: 'loadingProfile' } });
        this.pageBeforeEnd = this.path;
        if (event.reason === 'accountClosed') return this.takeTimeOut();
        act(() => this.site.runtime.appActor.send(event as never));
        return;
      case 'wallet.refresh':
        return this.postBalanceFromGame();
      case 'game.launched':
        // As the game page's flow tells the app once the platform launched the game.
        act(() => this.site.runtime.appActor.send({ type: 'game.launched' }));
        return;
      case 'interruption.settled':
        // The play session's reality check closed: it settles it at the arbiter.
        act(() =>
          this.site.runtime.interruptions.send({
            type: 'interruption.settle',
            kind: 'realityCheck',
          }),
        );
        return;
      case 'protection.changed':
        // As the protection page's flow tells the app of a saved limit.
        act(() => this.site.runtime.appActor.send({ type: 'protection.changed' }));
        return;
      case 'preferences.setLanguage':
        await this.click(this.t('shell.language', { code: context.language.toUpperCase() }));
        return this.click('English', screen, 'menuitem');
      case 'preferences.toggleMode':
        return this.click(this.t(context.mode === 'dark' ? 'shell.lightMode' : 'shell.darkMode'));
      case 'preferences.toggleBalance':
        return this.click(this.t(context.showBalance ? 'shell.hideBalance' : 'shell.showBalance'));
      // A key pressed on the page; over the warning it must leave the warning up.
      case 'user.activity':
        return this.user.keyboard('{Shift}');
      case 'user.stay':
        return this.user.click(
          within(this.inactivityDialog()!).getByRole('button', { name: this.t('inactivity.stay') }),
        );
      case 'user.logout': {
        const dialog = this.inactivityDialog();
        if (dialog)
          return this.user.click(
            within(dialog).getByRole('button', { name: this.t('inactivity.logout') }),
          );
        this.loggedOutFromMenu = true;
        await this.click(this.t('shell.accountMenu', { name: usernameOf(before as Snapshot) }));
        return this.click(this.t('shell.logout'), screen, 'menuitem');
      }
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  /** Another tab of the browser tells this one, through the channel. */
  private otherTabTells(event: AnyEventObject, before: Snapshot) {
    this.notices.mockClear();
    const tell = (message: TabMessage) => act(() => this.tabs.tell(message));
    switch (event.type) {
      case 'tabs.signedIn':
        this.pickUpLeadsTo =
          before.matches('anonymous') && before.context.returnUrl !== null ? this.returnTo : null;
        this.pageBeforePickUp = this.path;
        storeSignInOfOtherTab(OTHER_TAB_SIGN_IN);
        return tell({ kind: 'signedIn' });
      case 'tabs.signedOut':
        return tell({ kind: 'signedOut' });
      case 'tabs.activity':
        return tell({ kind: 'activity' });
      case 'tabs.balance':
        return tell({ kind: 'balance', balance: event.balance });
      case 'tabs.settled':
        return tell({ kind: 'settled', interruption: event.interruption });
      case 'tabs.limitChanged':
        return tell({ kind: 'limitChanged' });
      default:
        throw new Error(`No other tab tells ${event.type}`);
    }
  }

  /** What this tab told the other tabs, and what another tab's news made it do. */
  private async tabsSee(event: AnyEventObject) {
    const told = this.tabs.posted.slice(this.toldBefore);
    const expected = TOLD[event.type];
    // Another tab's news is never told back.
    if (event.type.startsWith('tabs.')) expect(told).toEqual([]);
    else if (expected) expect(told).toContainEqual(expected);
    if (['tabs.limitChanged', 'protection.changed', 'game.launched'].includes(event.type)) {
      // The play session reads the platform again.
      await waitFor(() => expect(this.sessionReads).toBeGreaterThan(this.readsBefore));
    }
    if (event.type === 'tabs.signedIn') {
      const leadsTo = this.pickUpLeadsTo;
      await waitFor(() => expect(this.path).toBe(leadsTo ?? this.pageBeforePickUp));
      if (leadsTo) {
        expect(this.notices).toHaveBeenCalledWith(this.t('auth.login.done'), expect.anything());
        this.returnTo = '/';
      } else {
        expect(this.notices).not.toHaveBeenCalled();
      }
    }
    if (event.type === 'tabs.signedOut') {
      await waitFor(() => expect(this.path).toBe('/'));
      expect(this.notices).toHaveBeenCalledWith(
        this.t('auth.signedOutElsewhere'),
        expect.objectContaining({ variant: 'info' }),
      );
    }
  }

  private async signIn() {
    this.loggedOutFromMenu = false;
    this.notices.mockClear();
    if (this.path !== '/login') {
      // A player signs in again from the address bar: the header offers no login then.
      const link = inHeader().queryByRole('link', { name: this.t('menu.login'), hidden: true });
      if (link) await this.user.click(link);
      else await this.go('/login');
      await waitFor(() => expect(this.path).toBe('/login'));
    }
    const page = inMain();
    const name = await page.findByLabelText(new RegExp(`^${this.t('auth.field.usernameOrEmail')}`));
    await this.user.type(name, 'ayse');
    const password = page.getByLabelText(new RegExp(`^${this.t('auth.field.password')}`), {
      selector: 'input',
    });
    await this.user.type(password, PASSWORD);
    // The page the player signs in on must still be the one typed into.
    expect(name).toBeInTheDocument();
    expect(name).toHaveValue('ayse');
    await this.click(this.t('auth.login.submit'), page);
  }

  private async changeUsername() {
    await this.go('/profile');
    const form = within(
      await inMain().findByRole('form', { name: this.t('account.contact.usernameTitle') }),
    );
    await this.user.type(
      form.getByLabelText(new RegExp(`^${this.t('account.contact.newUsername')}`)),
      NEW_USERNAME,
    );
    await this.user.type(
      form.getByLabelText(new RegExp(`^${this.t('auth.field.currentPassword')}`), {
        selector: 'input',
      }),
      PASSWORD,
    );
    await this.user.click(
      form.getByRole('button', { name: this.t('account.contact.usernameSubmit') }),
    );
  }

  /** The password change's answer says the session expired. */
  private async changePasswordTooLate() {
    this.notices.mockClear();
    await this.go('/profile?tab=password');
    const panel = within(
      await inMain().findByRole('tabpanel', { name: this.t('account.tab.password') }),
    );
    const fields: [string, string][] = [
      ['auth.field.currentPassword', PASSWORD],
      ['auth.field.newPassword', 'Newer123'],
      ['auth.field.newPasswordConfirm', 'Newer123'],
    ];
    for (const [label, value] of fields) {
      const text = this.t(label).replace(/[()]/g, '\\$&');
      const input = panel.getByLabelText(new RegExp(`^${text}\\s*\\*?$`), { selector: 'input' });
      await this.user.type(input, value);
    }
    await this.user.click(panel.getByRole('button', { name: this.t('account.password.submit') }));
  }

  private async takeTimeOut() {
    await this.go('/profile?tab=protection');
    const card = within(
      await inMain().findByRole('region', { name: this.t('protection.timeout.title') }),
    );
    await this.user.click(card.getByRole('button', { name: this.t('protection.length.24h') }));
    await this.user.click(
      await card.findByRole('button', { name: this.t('protection.timeout.start') }),
    );
  }

  /** The running game posts the player's new balance from its own origin. */
  private async postBalanceFromGame() {
    if (this.path !== PLAY) await this.go(PLAY);
    await waitFor(() => expect(document.querySelector(`iframe[src="${GAME_URL}"]`)).not.toBeNull());
    const data = { source: 'casino-game', type: 'balance', balance: 125_000 };
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: new URL(GAME_URL).origin, data }));
    });
  }

  async see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null) {
    // The page's clock follows the model's: the guards of the next timer compare with it.
    vi.setSystemTime(modelTime(snapshot));
    const s = snapshot as Snapshot;
    this.lang = s.context.language;
    await waitFor(() => this.view(s, event), { timeout: 10_000 });
    if (event) await this.tabsSee(event);
    // Kept apart from the chart, so that a wrong transition shows: a visitor on a page for
    // players is asked to sign in, and a sign-in leads back to that page (once), told so.
    if (event?.type === 'auth.required') {
      const shown = s.matches('anonymous') ? '/login' : PAGE_FOR_PLAYERS;
      await waitFor(() => expect(this.path).toBe(shown));
    }
    // The stored session checked is forgotten with the page it noted: a sign-in leads home.
    if (event && /^xstate\.(done|error)\.actor\.loadProfile$/.test(event.type)) this.returnTo = '/';
    // A change that found the session expired: logged out, told so, on the login form.
    if (event && /^xstate\.(done|error)\.actor\.logoutExpired$/.test(event.type)) {
      await waitFor(() => expect(this.path).toBe('/login'));
      expect(this.notices).toHaveBeenCalledWith(
        this.t('auth.sessionExpired'),
        expect.objectContaining({ variant: 'warning' }),
      );
    }
    if (event?.type === 'live.sessionEnded' && event.reason !== 'accountClosed') {
      // Ended elsewhere: the login form says the session expired.
      await waitFor(() => expect(this.path).toBe('/login'));
      expect(this.notices).toHaveBeenCalledWith(
        this.t('auth.sessionExpired'),
        expect.objectContaining({ variant: 'warning' }),
      );
    }
    // Closed elsewhere: after a moment, home, signed out.
    if (event?.type.startsWith('xstate.after.accountClosedGrace')) {
      await waitFor(() => expect(this.path).toBe('/'));
    }
    if (event?.type === 'navigate.page' || event?.type === 'notice.show') {
      expect(this.notices).toHaveBeenCalledWith(
        this.t(FLOW_NOTICE),
        expect.objectContaining({ variant: 'success' }),
      );
    }
    if (event?.type === 'navigate.page') {
      const home = selectIsUnderMaintenance(s) ? '/maintenance' : '/';
      await waitFor(() => expect(this.path).toBe(home));
    }
    if (event?.type === 'auth.signedIn') {
      await waitFor(() => expect(this.path).toBe(this.returnTo));
      expect(this.notices).toHaveBeenCalledWith(this.t('auth.login.done'), expect.anything());
      this.returnTo = '/';
    }
  }

  // -------------------------------------------------------------------------------------------
  // What the player sees in each state.

  /** The header (behind the inactivity dialog, hidden from assistive technology). */
  private inHeader() {
    const banner = inHeader();
    return (role: string, name: string) => banner.queryByRole(role, { name, hidden: true });
  }

  private header(s: Snapshot) {
    const { mode, language } = s.context;
    const find = this.inHeader();
    expect(
      find('button', this.t('shell.language', { code: language.toUpperCase() })),
    ).toBeInTheDocument();
    expect(
      find('button', this.t(mode === 'dark' ? 'shell.lightMode' : 'shell.darkMode')),
    ).toBeInTheDocument();
  }

  private signedOutHeader(s: Snapshot) {
    this.header(s);
    const find = this.inHeader();
    expect(find('link', this.t('menu.login'))).toBeInTheDocument();
    expect(find('status', this.t('shell.balance'))).toBeNull();
  }

  /** The promotions page failed to load: a retry, or a reload once an HTTP 500 blocked calls. */
  private failedPromotions(s: Snapshot) {
    if (this.path !== '/promotions') return;
    const failed = document.querySelector('main [role="alert"]');
    if (s.context.requestsBlocked) {
      expect(failed).toHaveTextContent(this.t('common.blockedByError'));
      expect(
        within(failed as HTMLElement).getByRole('button', {
          name: this.t('common.reloadPage'),
          hidden: true,
        }),
      ).toBeEnabled();
    } else {
      expect(failed).toHaveTextContent(this.t('common.loadFailed'));
      expect(
        within(failed as HTMLElement).getByRole('button', {
          name: this.t('common.tryAgain'),
          hidden: true,
        }),
      ).toBeEnabled();
    }
  }

  private view(s: Snapshot, event: AnyEventObject | null) {
    const { context } = s;
    if (s.matches('checkingMaintenance')) {
      expect(
        screen.getByRole('status', { name: this.t('common.loading'), hidden: true }),
      ).toHaveAttribute('aria-busy', 'true');
      return;
    }
    if (s.matches('maintenance')) {
      expect(this.path).toBe('/maintenance');
      expect(
        screen.getByRole('heading', { level: 1, name: this.t('maintenance.title'), hidden: true }),
      ).toBeVisible();
      expect(
        screen.getByText(context.maintenance?.message || this.t('maintenance.defaultMessage')),
      ).toBeVisible();
      if (s.matches({ maintenance: 'waiting' })) {
        expect(
          screen.getByRole('button', { name: this.t('maintenance.tryAgain'), hidden: true }),
        ).toBeEnabled();
      } else {
        expect(
          screen.getByRole('button', { name: this.t('maintenance.checking'), hidden: true }),
        ).toBeDisabled();
      }
      return;
    }
    this.failedPromotions(s);
    if (s.matches('authenticated')) {
      this.header(s);
      const find = this.inHeader();
      const { balance, showBalance } = context;
      const shown = find('status', this.t('shell.balance'));
      if (showBalance && balance)
        expect(shown).toHaveTextContent(money(balance.cash, context.language));
      else expect(shown).toHaveTextContent('•••••');
      expect(
        find('button', this.t(showBalance ? 'shell.hideBalance' : 'shell.showBalance')),
      ).toBeInTheDocument();
      expect(
        find('button', this.t('shell.accountMenu', { name: usernameOf(s) })),
      ).toBeInTheDocument();
      const warned = s.matches({ authenticated: { session: 'inactivityWarning' } });
      if (warned) expect(this.inactivityDialog()).toBeVisible();
      else expect(this.inactivityDialog()).toBeNull();
      return;
    }
    // Signing out, or signed out: the header offers the sign-in; signed out, the player is home.
    this.signedOutHeader(s);
    expect(this.inactivityDialog()).toBeNull();
    if (s.matches('loggingOut') || s.matches('loggingOutExpired')) return;
    if (!event || !/actor\.logout$|user\.logout|session\.ended|tabs\.signedOut/.test(event.type)) {
      return;
    }
    if (
      event.type === 'session.ended' &&
      event.reason !== 'accountClosed' &&
      this.endedWhileChecked
    ) {
      // Found ended at the start: a page for players asks for the sign-in, any other stays.
      const noted = this.pageBeforeEnd === PAGE_FOR_PLAYERS;
      expect(this.path).toBe(noted ? '/login' : this.pageBeforeEnd);
      return;
    }
    expect(this.path).toBe('/');
    const said = this.notices.mock.calls.some(([text]) => text === this.t('auth.logout.done'));
    const askedHere = !['session.ended', 'tabs.signedOut'].includes(event.type);
    expect(said).toBe(this.loggedOutFromMenu && askedHere);
  }
}

const usernameOf = (s: Snapshot) => s.context.profile?.username || s.context.auth!.username;

/** The balance as the header writes it, in the page's language. */
const money = (kurus: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2 }).format(
    kurus / 100,
  );

// ---------------------------------------------------------------------------------------------

describe('app machine: generated paths on the rendered site', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  paths.forEach((path, index) => {
    it(
      `${index + 1}. ${describePath(path, nameOfInput(path.input))}`,
      () => drive(path, new AppDriver()),
      90_000,
    );
  });
});
