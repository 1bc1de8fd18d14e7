import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { StoredAppState } from '../../machines/app/app.types.ts';
import {
  PROTECTION_CHANGED_ELSEWHERE,
  TAB_ACTIVITY_EVERY_MS,
} from '../../machines/app/tab-messages.ts';
import { APP_SYSTEM_ID } from '../../machines/shared/app-system.ts';
import {
  INACTIVITY_CHECK_MS,
  INACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
} from '../../machines/shared/constants.ts';
import type { NavigationRequest } from '../../machines/shared/navigation.ts';
import type { SignedIn } from '../../machines/shared/session.ts';
import { appChildren } from '../../src/app/app-children.ts';
import {
  appFakes,
  emptyStore,
  FakeTabs,
  session,
  signedIn,
  signedInStore,
} from '../fixtures/app.ts';
import { checkIn, playSession } from '../fixtures/protection.ts';

/** Another tab's sign-in, with a session of its own. */
const otherSignIn: SignedIn = {
  ...signedIn,
  session: { ...session, sid: 'enc-sid-2' },
  auth: { ...signedIn.auth, username: 'mehmet' },
};

function start(stored: StoredAppState, fakes: Parameters<typeof appFakes>[0] = {}) {
  const tabs = new FakeTabs();
  const actor = createActor(appMachine.provide(appFakes({ tabs, ...fakes })), {
    input: { stored, dismissedPopups: [] },
    systemId: APP_SYSTEM_ID,
  });
  const navigations: NavigationRequest[] = [];
  const news: string[] = [];
  actor.on('navigate.page', (request) => navigations.push(request));
  actor.on(PROTECTION_CHANGED_ELSEWHERE, (event) => news.push(event.type));
  actor.start();
  return { actor, tabs, navigations, news };
}

const active = { authenticated: { session: 'active' } } as const;

describe('app machine: what this tab tells the other tabs', () => {
  it('a sign-in here, and not what another tab told', async () => {
    const { actor, tabs } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.signedIn', signedIn });
    expect(tabs.posted).toEqual([{ kind: 'signedIn' }]);
    tabs.tell({ type: 'tabs.signedIn', signedIn: otherSignIn });
    expect(tabs.posted.filter((m) => m.kind === 'signedIn')).toHaveLength(1);
  });

  it('a sign-out at once, before the platform answers it', async () => {
    let answer: () => void = () => {};
    const logout = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { actor, tabs } = start(signedInStore, { logout });
    await waitFor(actor, (s) => s.matches(active));
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(tabs.posted).toContainEqual({ kind: 'signedOut' });
    answer();
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(tabs.posted.filter((m) => m.kind === 'signedOut')).toHaveLength(1);
  });

  it('a sign-out for an expired session, and for a closure the player chose here only', async () => {
    const { actor, tabs } = start(signedInStore);
    await waitFor(actor, (s) => s.matches(active));
    actor.send({ type: 'auth.expired' });
    expect(tabs.posted).toContainEqual({ kind: 'signedOut' });

    const found = start(signedInStore);
    await waitFor(found.actor, (s) => s.matches(active));
    // An ended session the API found is each tab's own to find.
    found.actor.send({ type: 'session.ended', reason: 'expired' });
    expect(found.tabs.posted.map((m) => m.kind)).not.toContain('signedOut');

    const closed = start(signedInStore);
    await waitFor(closed.actor, (s) => s.matches(active));
    closed.actor.send({ type: 'session.ended', reason: 'accountClosed' });
    expect(closed.tabs.posted).toContainEqual({ kind: 'signedOut' });
  });

  it('the balance the platform answered', async () => {
    const { actor, tabs } = start(signedInStore, {
      balance: async () => ({ cash: 4_200, bonus: 5 }),
    });
    await waitFor(actor, (s) => s.context.balance !== null);
    expect(tabs.posted).toContainEqual({ kind: 'balance', balance: { cash: 4_200, bonus: 5 } });
  });

  it('an answer to the reality check or a stopped play, not the app’s own interruptions', async () => {
    const { actor, tabs } = start(signedInStore);
    await waitFor(actor, (s) => s.matches(active));
    for (const kind of ['maintenance', 'inactivity', 'realityCheck', 'playStopped'] as const) {
      actor.send({ type: 'interruption.settled', kind });
    }
    expect(tabs.posted.filter((m) => m.kind === 'settled')).toEqual([
      { kind: 'settled', interruption: 'realityCheck' },
      { kind: 'settled', interruption: 'playStopped' },
    ]);
  });

  it('a limit changed on the protection page, which the play session here reads too', async () => {
    const session = vi.fn(async () => playSession(new Date().toISOString()));
    const { actor, tabs } = start(signedInStore, { playSession: session });
    const { playSession: watch } = appChildren(actor);
    await waitFor(watch, (s) => s.matches({ signedIn: 'watching' }));
    actor.send({ type: 'protection.changed' });
    expect(tabs.posted).toContainEqual({ kind: 'limitChanged' });
    await waitFor(watch, (s) => s.matches({ signedIn: 'watching' }));
    expect(session).toHaveBeenCalledTimes(2);
  });

  it('no message carries the session or anything else secret', async () => {
    const { actor, tabs } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.signedIn', signedIn });
    await waitFor(actor, (s) => s.context.balance !== null);
    actor.send({ type: 'user.activity' });
    actor.send({ type: 'user.logout' });
    const sent = JSON.stringify(tabs.posted);
    for (const secret of [session.uid, session.sid, session.uip, 'ayse']) {
      expect(sent).not.toContain(secret);
    }
  });
});

describe("app machine: the player's activity in every tab", () => {
  const NOW = Date.parse('2026-11-22T10:00:00.000Z');
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  it('is told at most once every 10 s, so that typing does not flood the other tabs', async () => {
    const { actor, tabs } = start({ ...signedInStore, lastActivityAt: NOW });
    await vi.advanceTimersByTimeAsync(0);
    const told = () => tabs.posted.filter((m) => m.kind === 'activity').length;
    actor.send({ type: 'user.activity' });
    expect(told()).toBe(1);
    await vi.advanceTimersByTimeAsync(TAB_ACTIVITY_EVERY_MS - 1);
    actor.send({ type: 'user.activity' });
    expect(told()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'user.activity' });
    expect(told()).toBe(2);
  });

  it("another tab's activity keeps this one signed in past its inactivity time", async () => {
    const { actor, tabs } = start({ ...signedInStore, lastActivityAt: NOW });
    await vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS / 2);
    tabs.tell({ type: 'tabs.activity' });
    await vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS / 2 + INACTIVITY_CHECK_MS);
    expect(actor.getSnapshot().matches(active)).toBe(true);
    expect(actor.getSnapshot().context.lastActivityAt).toBe(NOW + INACTIVITY_LIMIT_MS / 2);
    // It does not tell the others what they told it.
    expect(tabs.posted.map((m) => m.kind)).not.toContain('activity');
  });

  it('closes the inactivity warning when the player answers it, or is active, in another tab', async () => {
    const idle = NOW - (INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS + 1_000);
    const { actor, tabs } = start({ ...signedInStore, lastActivityAt: idle });
    await vi.advanceTimersByTimeAsync(INACTIVITY_CHECK_MS);
    expect(actor.getSnapshot().matches({ authenticated: { session: 'inactivityWarning' } })).toBe(
      true,
    );
    // This tab's own key press is no answer to the warning; another tab's activity is one.
    actor.send({ type: 'user.activity' });
    expect(actor.getSnapshot().hasTag('inactivityWarning')).toBe(true);
    tabs.tell({ type: 'tabs.activity' });
    expect(actor.getSnapshot().matches(active)).toBe(true);
    expect(appChildren(actor).interruptions.getSnapshot().matches({ showing: 'quiet' })).toBe(true);
  });

  it("'stay signed in' here is told to the other tabs", async () => {
    const idle = NOW - (INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS + 1_000);
    const { actor, tabs } = start({ ...signedInStore, lastActivityAt: idle });
    await vi.advanceTimersByTimeAsync(INACTIVITY_CHECK_MS);
    actor.send({ type: 'user.stay' });
    expect(actor.getSnapshot().matches(active)).toBe(true);
    expect(tabs.posted).toContainEqual({ kind: 'activity' });
  });
});

describe('app machine: what another tab tells', () => {
  it('signed out there: signed out here at once, home, without calling the platform', async () => {
    const logout = vi.fn(async () => undefined);
    const { actor, tabs, navigations } = start(signedInStore, { logout });
    await waitFor(actor, (s) => s.matches(active));
    tabs.tell({ type: 'tabs.signedOut' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(appChildren(actor).playSession.getSnapshot().matches('signedOut')).toBe(true);
    expect(logout).not.toHaveBeenCalled();
    expect(navigations).toEqual([
      {
        type: 'navigate.page',
        page: 'home',
        notice: { id: 'auth.signedOutElsewhere', tone: 'info' },
      },
    ]);
    // Nor does it tell the others again.
    expect(tabs.posted.map((m) => m.kind)).not.toContain('signedOut');
  });

  it('signed in there: this tab takes the stored sign-in and stays on its page', async () => {
    const { actor, tabs, navigations } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    tabs.tell({ type: 'tabs.signedIn', signedIn: otherSignIn });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actor.getSnapshot().context.session).toEqual(otherSignIn.session);
    await waitFor(actor, (s) => s.matches(active));
    expect(navigations).toEqual([]);
  });

  it('signed in there while this tab waited on the sign-in: back to the page that asked', async () => {
    const { actor, tabs, navigations } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'auth.required', returnUrl: '/tickets', reason: 'page' });
    tabs.tell({ type: 'tabs.signedIn', signedIn: otherSignIn });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(navigations.at(-1)).toMatchObject({ page: { address: '/tickets' } });
  });

  it('signed in there as someone else: the new session replaces this one; the same one stays', async () => {
    const profile = vi.fn(async () => signedIn.profile!);
    const { actor, tabs } = start(signedInStore, { profile });
    await waitFor(actor, (s) => s.matches(active));
    tabs.tell({ type: 'tabs.signedIn', signedIn });
    expect(actor.getSnapshot().matches(active)).toBe(true);
    expect(profile).toHaveBeenCalledOnce();
    tabs.tell({ type: 'tabs.signedIn', signedIn: otherSignIn });
    expect(actor.getSnapshot().context.auth?.username).toBe('mehmet');
    await waitFor(actor, (s) => s.matches(active));
    expect(profile).toHaveBeenCalledTimes(2);
  });

  it('a balance: shown at once, without asking the platform', async () => {
    const balance = vi.fn(async () => ({ cash: 1_000, bonus: 0 }));
    const { actor, tabs } = start(signedInStore, { balance });
    await waitFor(actor, (s) => s.context.balance !== null);
    tabs.tell({ type: 'tabs.balance', balance: { cash: 9_900, bonus: 100 } });
    expect(actor.getSnapshot().context.balance).toEqual({ cash: 9_900, bonus: 100 });
    expect(balance).toHaveBeenCalledOnce();
    // It is not told back.
    expect(tabs.posted.filter((m) => m.kind === 'balance')).toHaveLength(1);
  });

  it("a visitor's tab ignores a player's news", async () => {
    const { actor, tabs } = start(emptyStore);
    await waitFor(actor, (s) => s.matches('anonymous'));
    tabs.tell({ type: 'tabs.balance', balance: { cash: 9_900, bonus: 0 } });
    tabs.tell({ type: 'tabs.signedOut' });
    tabs.tell({ type: 'tabs.activity' });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.balance).toBeNull();
  });

  it('the reality check answered there: the check here is read again and closes', async () => {
    let answered = false;
    const session = vi.fn(async () =>
      answered ? checkIn(30, new Date().toISOString()) : checkIn(0, new Date().toISOString()),
    );
    const { actor, tabs } = start(signedInStore, { playSession: session });
    const { playSession: watch, interruptions } = appChildren(actor);
    await waitFor(watch, (s) => s.matches({ signedIn: 'realityCheck' }));
    expect(interruptions.getSnapshot().matches({ showing: 'realityCheck' })).toBe(true);
    answered = true;
    tabs.tell({ type: 'tabs.settled', interruption: 'realityCheck' });
    await waitFor(watch, (s) => s.matches({ signedIn: 'watching' }));
    expect(interruptions.getSnapshot().matches({ showing: 'quiet' })).toBe(true);
    expect(session).toHaveBeenCalledTimes(2);
  });

  it('the reality check told there before it showed here: nothing to close, nothing read', async () => {
    const session = vi.fn(async () => playSession(new Date().toISOString()));
    const { actor, tabs } = start(signedInStore, { playSession: session });
    await waitFor(appChildren(actor).playSession, (s) => s.matches({ signedIn: 'watching' }));
    tabs.tell({ type: 'tabs.settled', interruption: 'realityCheck' });
    expect(appChildren(actor).playSession.getSnapshot().matches({ signedIn: 'watching' })).toBe(
      true,
    );
    expect(session).toHaveBeenCalledOnce();
  });

  it('a stopped play acknowledged there: the notice here closes', async () => {
    const stopped = async () =>
      playSession(new Date().toISOString(), {
        playTime: { limitMinutes: 60, playedMinutes: 60 },
        stop: 'playTime',
      });
    const { actor, tabs } = start(signedInStore, { playSession: stopped });
    const { playSession: watch, interruptions } = appChildren(actor);
    await waitFor(watch, (s) => s.matches({ signedIn: 'playStopped' }));
    tabs.tell({ type: 'tabs.settled', interruption: 'playStopped' });
    expect(watch.getSnapshot().matches({ signedIn: 'watching' })).toBe(true);
    expect(interruptions.getSnapshot().matches({ showing: 'quiet' })).toBe(true);
  });

  it('a limit changed there: the play session and the protection page read again', async () => {
    const session = vi.fn(async () => playSession(new Date().toISOString()));
    const { actor, tabs, news } = start(signedInStore, { playSession: session });
    const { playSession: watch } = appChildren(actor);
    await waitFor(watch, (s) => s.matches({ signedIn: 'watching' }));
    tabs.tell({ type: 'tabs.limitChanged' });
    expect(news).toEqual([PROTECTION_CHANGED_ELSEWHERE]);
    await waitFor(watch, (s) => s.matches({ signedIn: 'watching' }));
    expect(session).toHaveBeenCalledTimes(2);
    expect(tabs.posted.map((m) => m.kind)).not.toContain('limitChanged');
  });
});
