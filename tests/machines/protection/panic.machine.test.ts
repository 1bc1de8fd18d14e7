import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import {
  PANIC_HOLD_MS,
  PANIC_TICK_MS,
  PANIC_TOO_SHORT_MS,
  panicMachine,
} from '../../../machines/protection/panic.machine.ts';
import {
  selectDialogOpen,
  selectError,
  selectHoldProgress,
  selectHours,
  selectIsReady,
  selectSecondsLeft,
  selectStatus,
} from '../../../machines/protection/panic.selectors.ts';
import { apiError, fake, never, offline } from '../../fixtures/auth.ts';
import { TR_PROFILE } from '../../fixtures/protection.ts';
import { appDouble } from '../app-double.ts';
import { eachTestAtNow } from './each-test-at-now.ts';

const TAKEN = '24 saatlik molanız başladı; oturumunuz kapatıldı';

interface Fakes {
  getProfile?: AnyActorLogic;
  panic?: AnyActorLogic;
}

function start(fakes: Fakes = {}) {
  const calls: string[] = [];
  const { app, told } = appDouble();
  const actor = createActor(
    panicMachine.provide({
      actors: {
        getProfile: fakes.getProfile ?? fake(async () => ({ ...TR_PROFILE, panicHours: 24 })),
        panic:
          fakes.panic ??
          fake(async () => {
            calls.push('panic');
            return TAKEN;
          }),
      },
    }),
    { parent: app },
  );
  actor.start();
  return { actor, told, calls };
}

async function ready(fakes: Fakes = {}) {
  const started = start(fakes);
  await waitFor(started.actor, (s) => s.matches('idle'));
  return started;
}

const signedOut = [
  { type: 'notice.show', notice: { id: TAKEN } },
  { type: 'session.ended', reason: 'accountClosed' },
];

eachTestAtNow();

describe('panic machine', () => {
  it('reads how long the pause lasts from the profile before it shows', async () => {
    const { actor } = start({ getProfile: never() });
    expect(selectIsReady(actor.getSnapshot())).toBe(false);
    const { actor: other } = await ready({
      getProfile: fake(async () => ({ ...TR_PROFILE, panicHours: 48 })),
    });
    expect(selectIsReady(other.getSnapshot())).toBe(true);
    expect(selectHours(other.getSnapshot())).toBe(48);
  });

  it('still works when the profile cannot be read: the texts say "now" without a length', async () => {
    const { actor } = await ready({ getProfile: fake(async () => Promise.reject(offline)) });
    expect(selectHours(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'panic.ask' });
    expect(selectDialogOpen(actor.getSnapshot())).toBe(true);
  });

  it('held for three seconds, it fills by its clock and stops play; the app signs out', async () => {
    const { actor, told, calls } = await ready();
    actor.send({ type: 'panic.press' });
    expect(selectStatus(actor.getSnapshot())).toBe('holding');
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectHoldProgress(actor.getSnapshot())).toBeCloseTo(1 / 3, 1);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(2);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(PANIC_HOLD_MS - 2_500);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['panic']);
    expect(told).toEqual(signedOut);
  });

  it('let go before three seconds, nothing is sent and the button says to hold longer', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'panic.press' });
    await vi.advanceTimersByTimeAsync(PANIC_HOLD_MS - PANIC_TICK_MS);
    actor.send({ type: 'panic.release' });
    expect(selectStatus(actor.getSnapshot())).toBe('tooShort');
    expect(selectHoldProgress(actor.getSnapshot())).toBe(0);
    await vi.advanceTimersByTimeAsync(PANIC_HOLD_MS);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toEqual([]);
    // The button says so for a while, then shows its instructions again.
    expect(selectStatus(actor.getSnapshot())).toBe('tooShort');
    await vi.advanceTimersByTimeAsync(PANIC_TOO_SHORT_MS);
    expect(selectStatus(actor.getSnapshot())).toBe('hint');
    // A new hold starts from nought.
    actor.send({ type: 'panic.press' });
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(3);
    expect(selectStatus(actor.getSnapshot())).toBe('holding');
  });

  it('from the keyboard: a confirm step, which may be left without sending', async () => {
    const { actor, calls, told } = await ready();
    actor.send({ type: 'panic.ask' });
    expect(selectDialogOpen(actor.getSnapshot())).toBe(true);
    // A pointer in the confirm step does not hold the button.
    actor.send({ type: 'panic.press' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'panic.cancel' });
    expect(selectDialogOpen(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual([]);
    actor.send({ type: 'panic.ask' });
    actor.send({ type: 'panic.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['panic']);
    expect(told).toEqual(signedOut);
  });

  it("shows the platform's refusal and tries again when confirmed again", async () => {
    let answers = 0;
    const { actor, told } = await ready({
      panic: fake(async () => {
        answers += 1;
        if (answers === 1) throw apiError('Panik butonu bu bölgede sunulmuyor');
        if (answers === 2) throw offline;
        return TAKEN;
      }),
    });
    actor.send({ type: 'panic.ask' });
    actor.send({ type: 'panic.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectError(actor.getSnapshot())).toBe('Panik butonu bu bölgede sunulmuyor');
    expect(selectDialogOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'panic.confirm' });
    await waitFor(actor, (s) => s.matches('failed') && answers === 2);
    expect(selectError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    expect(told).toEqual([]);
    actor.send({ type: 'panic.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(told).toEqual(signedOut);
  });

  it('a failure may be left: back to the button, without the message', async () => {
    const { actor } = await ready({ panic: fake(async () => Promise.reject(offline)) });
    actor.send({ type: 'panic.press' });
    await vi.advanceTimersByTimeAsync(PANIC_HOLD_MS);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'panic.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectStatus(actor.getSnapshot())).toBe('hint');
  });
});
