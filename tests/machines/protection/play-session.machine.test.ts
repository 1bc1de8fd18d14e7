import { describe, expect, it, vi } from 'vitest';
import { waitFor, type AnyActorLogic } from 'xstate';
import {
  GAME_SESSION_REFRESH_MS,
  PLAY_SESSION_REFRESH_MS,
  PLAY_SESSION_RETRY_MS,
  playSessionMachine,
} from '../../../machines/protection/play-session.machine.ts';
import {
  selectClockShown,
  selectClockToggle,
} from '../../../machines/protection/session-clock.selectors.ts';
import {
  selectClosure,
  selectError,
  selectGameSession,
  selectPlayStopped,
  selectRealityCheckDue,
  selectSessionClock,
} from '../../../machines/protection/play-session.selectors.ts';
import type { PlaySession } from '../../../machines/shared/protection.ts';
import { apiError, fake, offline } from '../../fixtures/auth.ts';
import { checkIn, NOW, openGame, playSession } from '../../fixtures/protection.ts';
import { eachTestAtNow } from './each-test-at-now.ts';
import { startAsChild } from '../as-child.ts';

const MINUTE = 60 * 1000;

/** The platform's answer as of the device's (fake) time. */
const at = (make: (now: string) => PlaySession) => () => make(new Date().toISOString());

function start(fakes: { getSession?: AnyActorLogic; continueSession?: AnyActorLogic } = {}) {
  let reads = 0;
  const {
    child: actor,
    toParent,
    toArbiter,
  } = startAsChild(
    playSessionMachine.provide({
      actors: {
        getSession:
          fakes.getSession ??
          fake(async () => {
            reads += 1;
            return playSession(new Date().toISOString());
          }),
        continueSession:
          fakes.continueSession ?? fake(async () => playSession(new Date().toISOString())),
      },
    }),
  );
  actor.send({ type: 'playSession.signedIn' });
  return { actor, toParent, toArbiter, reads: () => reads };
}

eachTestAtNow();

describe('play session: the reality check', () => {
  it('falls due by the platform timer and waits for the player', async () => {
    const due = new Date(Date.parse(NOW) + 10 * MINUTE).toISOString();
    const { actor } = start({
      getSession: fake(async () =>
        playSession(new Date().toISOString(), { realityCheckMinutes: 30, nextCheckAt: due }),
      ),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1000);
    expect(selectRealityCheckDue(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectRealityCheckDue(actor.getSnapshot())).toBe(true);
    // It stays until answered, however long it waits.
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(actor.getSnapshot().matches({ signedIn: 'realityCheck' })).toBe(true);
  });

  it('follows the platform clock, not the device', async () => {
    // The device runs 5 minutes behind the platform; the check is due 10 platform minutes on.
    const platformNow = () => new Date(Date.now() + 5 * MINUTE).toISOString();
    const due = new Date(Date.parse(NOW) + 15 * MINUTE).toISOString();
    const { actor } = start({
      getSession: fake(async () =>
        playSession(platformNow(), { realityCheckMinutes: 30, nextCheckAt: due }),
      ),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1000);
    expect(selectRealityCheckDue(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectRealityCheckDue(actor.getSnapshot())).toBe(true);
  });

  it('continue tells the platform and watches for the next one', async () => {
    let continued = 0;
    const { actor, toParent } = start({
      getSession: fake(async () => checkIn(0, new Date().toISOString())),
      continueSession: fake(async () => {
        continued += 1;
        return checkIn(30, new Date().toISOString());
      }),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'realityCheck' }));
    actor.send({ type: 'playSession.continue' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(continued).toBe(1);
    expect(toParent.map(({ type }) => type)).not.toContain('navigate.page');
  });

  it('history continues too, then asks for the game history', async () => {
    const { actor, toParent } = start({
      getSession: fake(async () => checkIn(0, new Date().toISOString())),
      continueSession: fake(async () => checkIn(30, new Date().toISOString())),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'realityCheck' }));
    actor.send({ type: 'playSession.showHistory' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(toParent).toContainEqual({ type: 'navigate.page', page: 'gameHistory', keep: true });
  });

  it('log out asks the app to sign out and ends the watch', async () => {
    const { actor, toParent } = start({
      getSession: fake(async () => checkIn(0, new Date().toISOString())),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'realityCheck' }));
    actor.send({ type: 'playSession.logout' });
    expect(toParent).toContainEqual({ type: 'user.logout' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('a refused continue keeps the check with the message', async () => {
    const { actor } = start({
      getSession: fake(async () => checkIn(0, new Date().toISOString())),
      continueSession: fake(async () => {
        throw apiError('Oturum süresi doldu');
      }),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'realityCheck' }));
    actor.send({ type: 'playSession.continue' });
    await waitFor(actor, (s) => selectError(s) !== null);
    expect(actor.getSnapshot().matches({ signedIn: 'realityCheck' })).toBe(true);
    expect(selectError(actor.getSnapshot())).toBe('Oturum süresi doldu');
  });
});

describe('play session: watching', () => {
  it('looks again every five minutes (another tab may have answered) and on a refresh', async () => {
    const { actor, reads } = start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(PLAY_SESSION_REFRESH_MS);
    expect(reads()).toBe(2);
    actor.send({ type: 'playSession.refresh' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(reads()).toBe(3);
  });

  it('shows nothing while the platform cannot answer, and asks again a minute later', async () => {
    let fail = true;
    const { actor } = start({
      getSession: fake(async () => {
        if (fail) throw offline;
        return checkIn(0, new Date().toISOString());
      }),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'unavailable' }));
    expect(selectRealityCheckDue(actor.getSnapshot())).toBe(false);
    fail = false;
    await vi.advanceTimersByTimeAsync(PLAY_SESSION_RETRY_MS);
    expect(selectRealityCheckDue(actor.getSnapshot())).toBe(true);
  });

  it('reads again when the daily play time runs out, and tells the stop once', async () => {
    let answer = at((now) =>
      playSession(now, { playTime: { limitMinutes: 60, playedMinutes: 58 } }),
    );
    const { actor } = start({ getSession: fake(async () => answer()) });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    answer = at((now) =>
      playSession(now, { playTime: { limitMinutes: 60, playedMinutes: 60 }, stop: 'playTime' }),
    );
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(selectPlayStopped(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'playSession.acknowledgeStop' });
    expect(selectPlayStopped(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'playSession.refresh' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(selectPlayStopped(actor.getSnapshot())).toBe(false);
  });

  it('raises the check and the stop at the interruption arbiter, and settles each', async () => {
    const { actor, toArbiter } = start({
      getSession: fake(async () => ({ ...checkIn(0, new Date().toISOString()), stop: 'loss' })),
      continueSession: fake(async () => ({
        ...checkIn(30, new Date().toISOString()),
        stop: 'loss',
      })),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'realityCheck' }));
    expect(toArbiter).toEqual([
      { type: 'interruption.raise', interruption: { kind: 'realityCheck' } },
    ]);
    actor.send({ type: 'playSession.continue' });
    await waitFor(actor, (s) => selectPlayStopped(s));
    actor.send({ type: 'playSession.acknowledgeStop' });
    expect(toArbiter.slice(1)).toEqual([
      { type: 'interruption.settle', kind: 'realityCheck' },
      { type: 'interruption.raise', interruption: { kind: 'playStopped', stop: 'loss' } },
      { type: 'interruption.settle', kind: 'playStopped' },
    ]);
  });

  it('a reality check due and a stop: the check first, then the stop', async () => {
    const { actor } = start({
      getSession: fake(async () => ({ ...checkIn(0, new Date().toISOString()), stop: 'loss' })),
      continueSession: fake(async () => ({
        ...checkIn(30, new Date().toISOString()),
        stop: 'loss',
      })),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'realityCheck' }));
    actor.send({ type: 'playSession.continue' });
    await waitFor(actor, (s) => selectPlayStopped(s));
  });

  it('a time-out or exclusion is the closure, not a stop to tell', async () => {
    const { actor } = start({
      getSession: fake(async () =>
        playSession(new Date().toISOString(), {
          closed: 'timeout',
          closedUntil: '2026-11-30T09:00:00.000Z',
          stop: 'loss',
        }),
      ),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(selectClosure(actor.getSnapshot())).toEqual({
      reason: 'timeout',
      until: '2026-11-30T09:00:00.000Z',
    });
    expect(selectPlayStopped(actor.getSnapshot())).toBe(false);
  });

  it('a new sign-in tells the stops again', async () => {
    const { actor } = start({
      getSession: fake(async () => playSession(new Date().toISOString(), { stop: 'wager' })),
    });
    await waitFor(actor, (s) => selectPlayStopped(s));
    actor.send({ type: 'playSession.acknowledgeStop' });
    actor.send({ type: 'playSession.signedOut' });
    actor.send({ type: 'playSession.signedIn' });
    await waitFor(actor, (s) => selectPlayStopped(s));
  });
});

describe('play session: the game session (clock and net position)', () => {
  const withGame = at((now) => playSession(now, { game: openGame(now) }));

  it('reads an open game session at least every minute, and every five minutes without one', async () => {
    let answer = withGame;
    let reads = 0;
    const { actor } = start({
      getSession: fake(async () => {
        reads += 1;
        return answer();
      }),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(selectGameSession(actor.getSnapshot())).toMatchObject({ staked: 400, won: 150 });
    await vi.advanceTimersByTimeAsync(GAME_SESSION_REFRESH_MS);
    expect(reads).toBe(2);
    answer = at((now) => playSession(now));
    await vi.advanceTimersByTimeAsync(GAME_SESSION_REFRESH_MS);
    expect(reads).toBe(3);
    expect(selectGameSession(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(PLAY_SESSION_REFRESH_MS - 1000);
    expect(reads).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toBe(4);
  });

  it('money moved during a read: it reads again, and the later figures stand', async () => {
    const answers: ((session: ReturnType<typeof withGame>) => void)[] = [];
    const { actor } = start({
      getSession: fake(() => new Promise((resolve) => answers.push(resolve))),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'loading' }));
    actor.send({ type: 'playSession.refresh' });
    expect(answers).toHaveLength(2);
    const now = new Date().toISOString();
    answers[1]!(playSession(now, { game: openGame(now, 12, { staked: 500 }) }));
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    // The first read, begun before the round, comes too late to count.
    answers[0]!(playSession(now, { game: openGame(now) }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGameSession(actor.getSnapshot())?.staked).toBe(500);
  });

  it('tells its clock it may be hidden only while the reality check is off', async () => {
    let answer = withGame;
    const { actor } = start({ getSession: fake(async () => answer()) });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    const clock = selectSessionClock(actor.getSnapshot())!;
    await waitFor(clock, (s) => selectClockToggle(s));
    clock.send({ type: 'clock.toggle' });
    expect(selectClockShown(clock.getSnapshot())).toBe(false);
    answer = at((now) =>
      playSession(now, {
        game: openGame(now),
        realityCheckMinutes: 30,
        nextCheckAt: new Date(Date.parse(now) + 20 * MINUTE).toISOString(),
      }),
    );
    actor.send({ type: 'playSession.refresh' });
    await waitFor(clock, (s) => !selectClockToggle(s));
    expect(selectClockShown(clock.getSnapshot())).toBe(true);
  });

  it("'history' at the check opens the rounds from the game session's first day in Turkey", async () => {
    // Launched at 00:30 in Turkey (21:30 UTC the day before).
    const game = openGame(NOW, 0, { startedAt: '2026-11-22T21:30:00.000Z' });
    const { actor, toParent } = start({
      getSession: fake(async () => ({ ...checkIn(0, new Date().toISOString()), game })),
      continueSession: fake(async () => ({ ...checkIn(30, new Date().toISOString()), game })),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'realityCheck' }));
    actor.send({ type: 'playSession.showHistory' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(toParent).toContainEqual({
      type: 'navigate.page',
      page: 'gameHistory',
      query: { from: '2026-11-23' },
      keep: true,
    });
  });

  it('another tab answered the check: the platform is read and the check closes here', async () => {
    let answer = at((now) => checkIn(0, now));
    const { actor } = start({ getSession: fake(async () => answer()) });
    await waitFor(actor, (s) => s.matches({ signedIn: 'realityCheck' }));
    answer = at((now) => checkIn(30, now));
    actor.send({ type: 'playSession.answeredElsewhere' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
  });
});

describe('play session: the account review', () => {
  const reviewPage = { type: 'navigate.page', page: 'accountReview', noteReturn: true };

  it('due at the sign-in, it leads to the review page once, noting where the player was going', async () => {
    const { actor, toParent } = start({
      getSession: fake(async () => playSession(new Date().toISOString(), { reviewDue: true })),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(toParent.filter((e) => e.type === 'navigate.page')).toEqual([reviewPage]);
    await vi.advanceTimersByTimeAsync(PLAY_SESSION_REFRESH_MS);
    actor.send({ type: 'playSession.refresh' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(toParent.filter((e) => e.type === 'navigate.page')).toHaveLength(1);
  });

  it('not due, nothing; still due at the next sign-in, asked again', async () => {
    let reviewDue = false;
    const { actor, toParent } = start({
      getSession: fake(async () => playSession(new Date().toISOString(), { reviewDue })),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(toParent.filter((e) => e.type === 'navigate.page')).toEqual([]);
    reviewDue = true;
    actor.send({ type: 'playSession.signedOut' });
    actor.send({ type: 'playSession.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    actor.send({ type: 'playSession.signedOut' });
    actor.send({ type: 'playSession.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'watching' }));
    expect(toParent.filter((e) => e.type === 'navigate.page')).toEqual([reviewPage, reviewPage]);
  });
});
