import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { StoredAppState } from '../../machines/app/app.types.ts';
import type { UserProfile } from '../../machines/shared/session.ts';
import { APP_SYSTEM_ID } from '../../machines/shared/app-system.ts';
import type { NavigationRequest, NoticeRequest } from '../../machines/shared/navigation.ts';
import {
  INACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
  MAINTENANCE_RECHECK_MS,
} from '../../machines/shared/constants.ts';
import {
  appFakes,
  emptyStore,
  profile,
  running,
  signedIn,
  signedInStore,
  underMaintenance,
} from '../fixtures/app.ts';
import { checkIn, playSession } from '../fixtures/protection.ts';
import { appChildren } from '../../src/app/app-children.ts';

const REASONS: Record<string, string> = {
  'favorites.signInRequired': 'favorite',
  'auth.sessionExpired': 'expired',
};

/** Where a request leads, as a short line: '/', '/login (why)' or the address. */
function whereTo({ page, notice }: NavigationRequest) {
  if (page === 'home') return '/';
  if (page === 'login') return `/login (${REASONS[notice?.id ?? ''] ?? 'page'})`;
  if (typeof page === 'string') return page;
  if ('address' in page) return page.address;
  return 'search' in page ? `this page ${page.search}` : `leave for ${page.leaveFor}`;
}

function start(stored: StoredAppState, fakes: Parameters<typeof appFakes>[0] = {}) {
  const actor = createActor(appMachine.provide(appFakes(fakes)), {
    input: { stored, dismissedPopups: [] },
    // As on the site: its children and every page's flow reach the app by this id.
    systemId: APP_SYSTEM_ID,
  });
  const navigations: string[] = [];
  actor.on('navigate.page', (request) => navigations.push(whereTo(request)));
  actor.start();
  return { actor, navigations };
}

describe('app machine: maintenance', () => {
  it('goes to anonymous when the server runs and nothing is stored', async () => {
    const { actor } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.maintenanceFlag).toBe(false);
  });

  it('goes to maintenance and stores the flag when check_status says so', async () => {
    const { actor } = start(emptyStore, { maintenance: async () => underMaintenance });
    await waitFor(actor, (s) => s.matches({ maintenance: 'waiting' }));
    expect(actor.getSnapshot().context).toMatchObject({
      maintenanceFlag: true,
      maintenance: underMaintenance,
    });
  });

  it('a stored flag leads to maintenance at once, and a running server clears it', async () => {
    let answer = underMaintenance;
    const { actor } = start(
      { ...emptyStore, maintenanceFlag: true },
      { maintenance: async () => answer },
    );
    expect(actor.getSnapshot().hasTag('maintenance')).toBe(true);
    await waitFor(actor, (s) => s.matches({ maintenance: 'waiting' }));
    answer = running;
    actor.send({ type: 'maintenance.recheck' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.maintenanceFlag).toBe(false);
  });

  it('a failing check does not lock players out', async () => {
    const { actor } = start(emptyStore, {
      maintenance: () => Promise.reject(new Error('offline')),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
  });

  it('a maintenance answer to any later call sends the running site to maintenance', async () => {
    let answer = running;
    const { actor } = start(signedInStore, { maintenance: async () => answer });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    answer = underMaintenance;
    actor.send({ type: 'maintenance.detected' });
    expect(actor.getSnapshot().matches({ maintenance: 'checking' })).toBe(true);
    expect(actor.getSnapshot().context.maintenanceFlag).toBe(true);
    await waitFor(actor, (s) => s.matches({ maintenance: 'waiting' }));
    expect(actor.getSnapshot().context.maintenance).toEqual(underMaintenance);
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('rechecks by itself and returns when maintenance is lifted', async () => {
      let answer = underMaintenance;
      const { actor } = start(emptyStore, { maintenance: async () => answer });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ maintenance: 'waiting' })).toBe(true);
      answer = running;
      await vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS);
      expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    });
  });
});

describe('app machine: initial auth', () => {
  it('restores a stored session and profile, then loads the profile again', async () => {
    const fresh = { ...profile, firstname: 'Ayşe Nur' };
    const { actor } = start(signedInStore, { profile: async () => fresh });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    expect(actor.getSnapshot().context.profile).toEqual(fresh);
  });

  it('restores a stored session with only the auth entry', async () => {
    const { actor } = start({ ...signedInStore, profile: null });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    expect(actor.getSnapshot().context.profile).toEqual(profile);
  });

  it('clears everything when the session is stored without profile or auth', async () => {
    const { actor } = start({ ...signedInStore, profile: null, auth: null });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context).toMatchObject({
      session: null,
      profile: null,
      auth: null,
      rid: null,
      expiresAt: null,
    });
  });

  it('keeps the session when the profile cannot be loaded', async () => {
    const { actor } = start(signedInStore, { profile: () => Promise.reject(new Error('net')) });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    expect(actor.getSnapshot().context.session).not.toBeNull();
  });
});

describe('app machine: signing in and out', () => {
  it('a sign-in stores the session and starts the activity clock', async () => {
    const { actor } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.signedIn', signedIn });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(context.session).toEqual(signedIn.session);
    expect(context.lastActivityAt).toBeTypeOf('number');
  });

  it('a visitor on a page for players is sent to the login, and back there once signed in', async () => {
    const { actor, navigations } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.required', returnUrl: '/tickets?no=42', reason: 'page' });
    expect(navigations).toEqual(['/login (page)']);
    expect(actor.getSnapshot().context.returnUrl).toBe('/tickets?no=42');
    actor.send({ type: 'auth.signedIn', signedIn });
    expect(navigations).toEqual(['/login (page)', '/tickets?no=42']);
    // Used once: a later sign-in starts at home.
    expect(actor.getSnapshot().context.returnUrl).toBeNull();
  });

  it('a sign-in without a page to return to, or back to the profile, lands home', async () => {
    const { actor, navigations } = start({ ...emptyStore, returnUrl: '/profile?tab=security' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.signedIn', signedIn });
    expect(navigations).toEqual(['/']);
  });

  it('a player, or one signing out, is not sent to the login by a page for players', async () => {
    const { actor, navigations } = start(signedInStore, { logout: () => new Promise(() => {}) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'auth.required', returnUrl: '/deposit', reason: 'page' });
    actor.send({ type: 'user.logout' });
    actor.send({ type: 'auth.required', returnUrl: '/deposit', reason: 'page' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(navigations).toEqual([]);
    expect(actor.getSnapshot().context.returnUrl).toBeNull();
  });

  it('a player who signs in again takes the new session and is sent on', async () => {
    const { actor, navigations } = start(signedInStore);
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'auth.signedIn', signedIn });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actor.getSnapshot().context.session).toEqual(signedIn.session);
    expect(navigations).toEqual(['/']);
  });

  it('a heart pressed by a visitor asks for the login, saying why', async () => {
    const { actor, navigations } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    appChildren(actor).favorites.send({
      type: 'favorites.toggle',
      favorite: { type: 'casino', id: 7 },
      returnUrl: '/slot',
    });
    expect(navigations).toEqual(['/login (favorite)']);
    expect(actor.getSnapshot().context.returnUrl).toBe('/slot');
  });

  it('logout calls the server, clears the sign-in and goes home', async () => {
    const logout = vi.fn(async () => undefined);
    const { actor, navigations } = start(signedInStore, { logout });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(logout).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({ session: null, profile: null, auth: null });
    expect(navigations).toEqual(['/']);
  });

  it('logout still signs out locally when the server call fails', async () => {
    const { actor, navigations } = start(signedInStore, {
      logout: () => Promise.reject(new Error('offline')),
    });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('a session ended by the API signs out without calling logout', async () => {
    const logout = vi.fn(async () => undefined);
    const { actor, navigations } = start(signedInStore, { logout });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    actor.send({ type: 'session.ended', reason: 'expired' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(logout).not.toHaveBeenCalled();
    expect(navigations).toEqual(['/']);
  });

  it('a stored session found ended at the start leaves the player where they are', async () => {
    const { actor, navigations } = start(signedInStore, {
      profile: () => new Promise(() => undefined),
    });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'loadingProfile' } }));
    actor.send({ type: 'session.ended', reason: 'expired' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.session).toBeNull();
    // On the login form, the player is there to sign in: not sent home.
    expect(navigations).toEqual([]);
  });

  it('a page for players opened while the stored session is checked asks for the sign-in when it ended', async () => {
    const { actor, navigations } = start(signedInStore, {
      profile: () => new Promise(() => undefined),
    });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'loadingProfile' } }));
    actor.send({ type: 'auth.required', returnUrl: '/deposit', reason: 'page' });
    actor.send({ type: 'session.ended', reason: 'expired' });
    expect(navigations).toEqual(['/login (page)']);
    expect(actor.getSnapshot().context.returnUrl).toBe('/deposit');
  });

  it('a page for players noted while the session is checked is forgotten once it holds', async () => {
    let answer = (_: UserProfile) => undefined as void;
    const { actor, navigations } = start(signedInStore, {
      profile: () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'loadingProfile' } }));
    actor.send({ type: 'auth.required', returnUrl: '/deposit', reason: 'page' });
    expect(actor.getSnapshot().context.returnUrl).toBe('/deposit');
    answer(profile);
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    expect(actor.getSnapshot().context.returnUrl).toBeNull();
    actor.send({ type: 'session.ended', reason: 'expired' });
    expect(navigations).toEqual(['/']);
  });

  it('a changed e-mail replaces that field of the profile', async () => {
    const { actor } = start(signedInStore);
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    actor.send({ type: 'profile.changed', field: 'email', value: 'zeynep@example.com' });
    expect(actor.getSnapshot().context.profile).toEqual({
      ...profile,
      email: 'zeynep@example.com',
    });
  });

  it('a changed username reaches the stored sign-in', async () => {
    const { actor } = start(signedInStore);
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    actor.send({ type: 'profile.changed', field: 'username', value: 'ayse.nur' });
    expect(actor.getSnapshot().context.auth?.username).toBe('ayse.nur');
  });

  it('a change before the profile loaded leaves no half profile behind', async () => {
    const { actor } = start(
      { ...signedInStore, profile: null },
      { profile: () => new Promise(() => undefined) },
    );
    actor.send({ type: 'profile.changed', field: 'email', value: 'zeynep@example.com' });
    expect(actor.getSnapshot().context.profile).toBeNull();
  });
});

describe('app machine: a change finds the session expired (spec §4)', () => {
  it.each([
    ['answered', async () => undefined],
    ['refused', async () => Promise.reject(new Error('Oturum süresi doldu'))],
  ])('logs out (%s) and sends the player to the login form', async (_, answer) => {
    const logout = vi.fn(answer);
    const { actor, navigations } = start(signedInStore, { logout });
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    actor.send({ type: 'auth.expired' });
    expect(actor.getSnapshot().matches('loggingOutExpired')).toBe(true);
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual(['/login (expired)']);
  });

  it('after the API client ended the session, the login form wins over home', async () => {
    const { actor, navigations } = start(signedInStore);
    await waitFor(actor, (s) => s.matches({ authenticated: { session: 'active' } }));
    actor.send({ type: 'session.ended', reason: 'expired' });
    actor.send({ type: 'auth.expired' });
    expect(navigations).toEqual(['/', '/login (expired)']);
  });
});

describe('app machine: inactivity', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('logs out after one hour without activity', async () => {
    const { actor, navigations } = start({ ...signedInStore, lastActivityAt: Date.now() });
    await vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS - 5000);
    expect(actor.getSnapshot().matches({ authenticated: { session: 'active' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(10000);
    expect(actor.getSnapshot().hasTag('inactivityWarning')).toBe(true);
    await vi.advanceTimersByTimeAsync(INACTIVITY_WARNING_MS);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(navigations).toEqual(['/']);
  });

  it('warns a minute before, and staying signed in keeps the session', async () => {
    const { actor } = start({ ...signedInStore, lastActivityAt: Date.now() });
    await vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS + 5000);
    expect(actor.getSnapshot().matches({ authenticated: { session: 'inactivityWarning' } })).toBe(
      true,
    );
    const { interruptions } = appChildren(actor);
    expect(interruptions.getSnapshot().matches({ showing: 'inactivityWarning' })).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().hasTag('inactivityWarning')).toBe(true);
    // A key or a press on the page (the way to 'sign out' too) leaves the warning to be answered.
    actor.send({ type: 'user.activity' });
    expect(actor.getSnapshot().hasTag('inactivityWarning')).toBe(true);
    actor.send({ type: 'user.stay' });
    expect(actor.getSnapshot().matches({ authenticated: { session: 'active' } })).toBe(true);
    await vi.waitFor(() =>
      expect(interruptions.getSnapshot().matches({ showing: 'quiet' })).toBe(true),
    );
    await vi.advanceTimersByTimeAsync(INACTIVITY_WARNING_MS);
    expect(actor.getSnapshot().matches({ authenticated: { session: 'active' } })).toBe(true);
  });

  it('activity keeps the player signed in', async () => {
    const { actor } = start({ ...signedInStore, lastActivityAt: Date.now() });
    for (let minute = 0; minute < 90; minute += 10) {
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
      actor.send({ type: 'user.activity' });
    }
    expect(actor.getSnapshot().matches({ authenticated: { session: 'active' } })).toBe(true);
  });

  it('a stored activity time older than an hour logs out at the first check', async () => {
    const { actor } = start({
      ...signedInStore,
      lastActivityAt: Date.now() - INACTIVITY_LIMIT_MS - 1,
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
  });
});

describe('app machine: preferences', () => {
  it('starts from stored preferences', () => {
    const { actor } = start({ ...emptyStore, language: 'en', mode: 'dark', showBalance: false });
    expect(actor.getSnapshot().context).toMatchObject({
      language: 'en',
      mode: 'dark',
      showBalance: false,
    });
  });

  it('defaults to Turkish, light mode and a shown balance', () => {
    const { actor } = start({ ...emptyStore, language: 'english', mode: 'weird' });
    expect(actor.getSnapshot().context).toMatchObject({
      language: 'tr',
      mode: 'light',
      showBalance: true,
    });
  });

  it('accepts only supported two-letter languages', () => {
    const { actor } = start(emptyStore);
    actor.send({ type: 'preferences.setLanguage', language: 'en' });
    expect(actor.getSnapshot().context.language).toBe('en');
    actor.send({ type: 'preferences.setLanguage', language: 'eng' });
    actor.send({ type: 'preferences.setLanguage', language: 'de' });
    expect(actor.getSnapshot().context.language).toBe('en');
  });

  it('toggles mode and balance visibility', () => {
    const { actor } = start(emptyStore);
    actor.send({ type: 'preferences.toggleMode' });
    actor.send({ type: 'preferences.toggleBalance' });
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'dark', showBalance: false });
    actor.send({ type: 'preferences.toggleMode' });
    actor.send({ type: 'preferences.toggleBalance' });
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'light', showBalance: true });
  });
});

describe('app machine: balance', () => {
  it('reads the balance when a stored session is restored and forgets it on logout', async () => {
    const { actor } = start(signedInStore, { balance: async () => ({ cash: 125_000, bonus: 0 }) });
    await waitFor(actor, (s) => s.matches({ authenticated: { wallet: 'loaded' } }));
    expect(actor.getSnapshot().context.balance).toEqual({ cash: 125_000, bonus: 0 });
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.balance).toBeNull();
  });

  it('reads it again on wallet.refresh, e.g. when a game closes', async () => {
    let balance = { cash: 125_000, bonus: 0 };
    const { actor } = start(signedInStore, { balance: async () => balance });
    await waitFor(actor, (s) => s.matches({ authenticated: { wallet: 'loaded' } }));
    balance = { cash: 98_050, bonus: 1_500 };
    actor.send({ type: 'wallet.refresh' });
    expect(actor.getSnapshot().matches({ authenticated: { wallet: 'loading' } })).toBe(true);
    await waitFor(actor, (s) => s.context.balance?.cash === 98_050);
    expect(actor.getSnapshot().context.balance).toEqual({ cash: 98_050, bonus: 1_500 });
  });

  it('keeps the last known balance when a refresh fails', async () => {
    let fail = false;
    const { actor } = start(signedInStore, {
      balance: async () => {
        if (fail) throw new Error('offline');
        return { cash: 125_000, bonus: 0 };
      },
    });
    await waitFor(actor, (s) => s.matches({ authenticated: { wallet: 'loaded' } }));
    fail = true;
    actor.send({ type: 'wallet.refresh' });
    await waitFor(actor, (s) => s.matches({ authenticated: { wallet: 'loaded' } }));
    expect(actor.getSnapshot().context.balance).toEqual({ cash: 125_000, bonus: 0 });
  });

  it('ignores wallet.refresh while anonymous', async () => {
    let calls = 0;
    const { actor } = start(emptyStore, {
      balance: async () => {
        calls += 1;
        return { cash: 1, bonus: 0 };
      },
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'wallet.refresh' });
    expect(calls).toBe(0);
    expect(actor.getSnapshot().context.balance).toBeNull();
  });
});

describe('app machine: calls blocked after an HTTP 500', () => {
  it('keeps the fact for the page life, signed in or not, without leaving its state', async () => {
    const { actor } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.requestsBlocked).toBe(false);
    actor.send({ type: 'api.blocked' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.requestsBlocked).toBe(true);
    actor.send({ type: 'auth.signedIn', signedIn });
    expect(actor.getSnapshot().context.requestsBlocked).toBe(true);
  });
});

describe('app machine: the long-lived flows are its children', () => {
  it('starts them with a sign-in and has them forget it at the sign-out', async () => {
    const { actor } = start(signedInStore);
    const { favorites, unread, playSession } = appChildren(actor);
    await waitFor(favorites, (s) => s.matches({ signedIn: 'ready' }));
    await waitFor(unread, (s) => s.context.count !== null);
    await waitFor(playSession, (s) => s.matches({ signedIn: 'watching' }));
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(favorites.getSnapshot().matches('signedOut')).toBe(true);
    expect(unread.getSnapshot().context.count).toBeNull();
    expect(playSession.getSnapshot().matches('signedOut')).toBe(true);
  });

  it("a new sign-in reads the new player's favourites", async () => {
    const favorites = vi.fn(async () => ({ casino: [7], livecasino: [] }));
    const { actor } = start(signedInStore, { favorites });
    await waitFor(appChildren(actor).favorites, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'auth.signedIn', signedIn });
    await waitFor(appChildren(actor).favorites, (s) => s.matches({ signedIn: 'ready' }));
    expect(favorites).toHaveBeenCalledTimes(2);
  });

  it('moved money reads the unread count and the play session again', async () => {
    const unreadCount = vi.fn(async () => ({ notifications: 1, messages: 0 }));
    const session = vi.fn(async () => playSession(new Date().toISOString()));
    const { actor } = start(signedInStore, { unreadCount, playSession: session });
    await waitFor(appChildren(actor).playSession, (s) => s.matches({ signedIn: 'watching' }));
    await waitFor(appChildren(actor).unread, (s) => s.context.count !== null);
    actor.send({ type: 'wallet.refresh' });
    await waitFor(appChildren(actor).playSession, (s) => s.matches({ signedIn: 'watching' }));
    await vi.waitFor(() => expect(unreadCount).toHaveBeenCalledTimes(2));
    expect(session).toHaveBeenCalledTimes(2);
  });

  it("the reality check's log out signs the player out", async () => {
    const logout = vi.fn(async () => undefined);
    const { actor, navigations } = start(signedInStore, {
      logout,
      playSession: async () => checkIn(0, new Date().toISOString()),
    });
    const { playSession: session } = appChildren(actor);
    await waitFor(session, (s) => s.matches({ signedIn: 'realityCheck' }));
    session.send({ type: 'playSession.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(logout).toHaveBeenCalledOnce();
    expect(navigations).toEqual(['/']);
  });

  it('raises maintenance at the interruption arbiter and settles it when the site runs', async () => {
    const answers = [underMaintenance, underMaintenance, running];
    const { actor } = start(emptyStore, { maintenance: async () => answers.shift()! });
    const { interruptions } = appChildren(actor);
    await waitFor(actor, (s) => s.matches({ maintenance: 'waiting' }));
    expect(interruptions.getSnapshot().matches({ showing: 'maintenance' })).toBe(true);
    actor.send({ type: 'maintenance.detected' });
    await waitFor(actor, (s) => s.matches({ maintenance: 'waiting' }));
    expect(interruptions.getSnapshot().matches({ showing: 'maintenance' })).toBe(true);
    actor.send({ type: 'maintenance.recheck' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(interruptions.getSnapshot().matches({ showing: 'quiet' })).toBe(true);
  });

  it('gives the interruption arbiter the popups the player closed before', () => {
    const actor = createActor(appMachine.provide(appFakes({})), {
      input: { stored: emptyStore, dismissedPopups: [4, 9] },
      systemId: APP_SYSTEM_ID,
    });
    expect(appChildren(actor).interruptions.getSnapshot().context.dismissedPopups).toEqual([4, 9]);
  });
});

describe('app machine: what a flow tells the site', () => {
  it('hands a page to lead on to and a notice to the router bridge as they came', async () => {
    const { actor } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    const handed: unknown[] = [];
    actor.on('navigate.page', (request) => handed.push(request));
    actor.on('notice.show', (request) => handed.push(request));
    const page: NavigationRequest = {
      type: 'navigate.page',
      page: 'login',
      notice: { id: 'auth.reset.done' },
    };
    const notice: NoticeRequest = {
      type: 'notice.show',
      notice: { id: 'Çekim talebiniz iptal edildi', tone: 'failure', brief: true },
    };
    actor.send(page);
    actor.send(notice);
    expect(handed).toEqual([page, notice]);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
  });
});
