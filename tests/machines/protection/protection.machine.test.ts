import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import { selectStepUpReading } from '../../../machines/auth/step-up.selectors.ts';
import { protectionMachine } from '../../../machines/protection/protection.machine.ts';
import { protectionHistoryMachine } from '../../../machines/protection/protection-history.machine.ts';
import { selectEvents } from '../../../machines/protection/protection-history.selectors.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import type { ProtectionEvent } from '../../../machines/shared/protection.ts';
import {
  selectClosing,
  selectError,
  selectHasFailed,
  selectHistory,
  selectRealityCheckChoices,
  selectIsClosed,
  selectIsDue,
  selectState,
  selectStepUp,
} from '../../../machines/protection/protection.selectors.ts';
import { appDouble } from '../app-double.ts';
import { apiError, fake, offline } from '../../fixtures/auth.ts';
import { NOW, openState, raisePending } from '../../fixtures/protection.ts';
import { eachTestAtNow } from './each-test-at-now.ts';
import { failingFirst } from '../../fixtures/failing-first.ts';

const HOUR = 60 * 60 * 1000;

interface Fakes {
  getState?: AnyActorLogic;
  saveChange?: AnyActorLogic;
  closeAccount?: AnyActorLogic;
  loadEvents?: () => Promise<ProtectionEvent[]>;
  /** The player's strongest factor, as the platform answers each step-up's read of it. */
  stepUpFactor?: () => Promise<StepUpFactor | null>;
}

function start(fakes: Fakes = {}) {
  const { app, told } = appDouble();
  const actor = createActor(
    protectionMachine.provide({
      actors: {
        getState: fakes.getState ?? fake(async () => openState(NOW)),
        saveChange:
          fakes.saveChange ??
          fake(async () => ({ state: raisePending(NOW), message: 'Limitiniz hemen geçerli oldu' })),
        closeAccount:
          fakes.closeAccount ?? fake(async () => 'Molanız başladı; oturumunuz kapatıldı'),
        stepUp: stepUpMachine.provide({
          actors: { stepUpFactor: fromPromise(fakes.stepUpFactor ?? (async () => null)) },
        }),
        history: protectionHistoryMachine.provide({
          actors: { loadEvents: fake(fakes.loadEvents ?? (async () => [])) },
        }),
      },
    }),
    { parent: app },
  );
  actor.start();
  return { actor, told };
}

async function ready(fakes: Fakes = {}) {
  const started = start(fakes);
  await waitFor(started.actor, (s) => s.matches({ ready: 'idle' }));
  return started;
}

eachTestAtNow();

describe('protection machine', () => {
  it('reads the state, and offers a retry when it cannot', async () => {
    const { actor } = start({
      getState: fake(failingFirst([offline], () => openState(NOW))),
    });
    await waitFor(actor, (s) => selectHasFailed(s));
    expect(selectError(actor.getSnapshot())).toBe('common.somethingWentWrong');
    actor.send({ type: 'protection.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectState(actor.getSnapshot())?.limits).toEqual([]);
  });

  it('sends a valid limit and shows the state the platform answers', async () => {
    const sent: unknown[] = [];
    const { actor, told } = await ready({
      saveChange: fake(async (change) => {
        sent.push(change);
        return {
          state: raisePending(NOW),
          message: 'Değişiklik 24 saat sonra onayınızla geçerli olacak',
        };
      }),
    });
    // Below 1 TRY: the form's rule holds in the machine too, nothing is sent.
    actor.send({ type: 'protection.setLimit', kind: 'deposit', period: 'day', amount: 50 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'protection.setLimit', kind: 'deposit', period: 'day', amount: 200_000 });
    await waitFor(
      actor,
      (s) => s.matches({ ready: 'idle' }) && s.context.state!.pending.length > 0,
    );
    expect(sent).toEqual([{ method: 'setLimit', kind: 'deposit', period: 'day', amount: 200_000 }]);
    expect(told).toContainEqual({
      type: 'notice.show',
      notice: { id: 'Değişiklik 24 saat sonra onayınızla geçerli olacak' },
    });
  });

  it('steps up a raise, sends it with the password, asks again when refused, and can cancel', async () => {
    const sent: unknown[] = [];
    const { actor } = await ready({
      getState: fake(async () => ({ ...raisePending(NOW), pending: [] })),
      stepUpFactor: async () => 'sms',
      saveChange: fake(async (change: { password?: string }) => {
        sent.push(change);
        if (change.password !== 'Gizli1234') throw apiError('Mevcut şifreniz hatalı');
        return { state: raisePending(NOW), message: 'Değişiklik 24 saat sonra geçerli olacak' };
      }),
    });
    /** The step-up the raise waits for, once it has read the player's factor. */
    const stepUp = async () => {
      await waitFor(actor, (s) => selectStepUp(s) !== undefined);
      const child = selectStepUp(actor.getSnapshot())!;
      await waitFor(child, (s) => !selectStepUpReading(s));
      return child;
    };
    const raise = () =>
      actor.send({ type: 'protection.setLimit', kind: 'deposit', period: 'day', amount: 90_000 });
    raise();
    expect((await stepUp()).getSnapshot().context).toMatchObject({
      action: 'limit',
      factor: 'sms',
    });
    (await stepUp()).send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(selectStepUp(actor.getSnapshot())).toBeUndefined();

    raise();
    (await stepUp()).send({ type: 'stepUp.submit', password: 'Yanlis1234', ga_code: '123456' });
    expect((await stepUp()).getSnapshot().context.error).toBe('Mevcut şifreniz hatalı');
    (await stepUp()).send({ type: 'stepUp.submit', password: 'Gizli1234', ga_code: '654321' });
    await waitFor(
      actor,
      (s) => s.matches({ ready: 'idle' }) && s.context.state!.pending.length > 0,
    );
    const change = { method: 'setLimit', kind: 'deposit', period: 'day', amount: 90_000 };
    expect(sent).toEqual([
      { ...change, password: 'Yanlis1234', ga_code: '123456' },
      { ...change, password: 'Gizli1234', ga_code: '654321' },
    ]);
    // Lowering asks for nothing.
    actor.send({ type: 'protection.setLimit', kind: 'deposit', period: 'day', amount: 10_000 });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
  });

  it('keeps the state and shows the refusal when a change is refused', async () => {
    const { actor } = await ready({
      saveChange: fake(async () => {
        throw apiError('Bekleyen bir limit değişikliği yok');
      }),
    });
    // Nothing pending: neither a confirmation nor a withdrawal is sent.
    actor.send({ type: 'protection.confirmChange', kind: 'deposit', period: 'day' });
    actor.send({ type: 'protection.withdrawChange', kind: 'deposit', period: 'day' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'protection.setRealityCheck', minutes: 30 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.error !== null);
    expect(selectError(actor.getSnapshot())).toBe('Bekleyen bir limit değişikliği yok');
    expect(selectState(actor.getSnapshot())?.now).toBe(NOW);
  });

  it('lets a pending raise be confirmed once 24 hours have passed by the platform clock', async () => {
    // The platform's clock is an hour ahead of this device's.
    const platformNow = new Date(Date.parse(NOW) + HOUR).toISOString();
    const { actor } = await ready({ getState: fake(async () => raisePending(platformNow)) });
    expect(selectIsDue(actor.getSnapshot(), 'deposit', 'day')).toBe(false);
    await vi.advanceTimersByTimeAsync(24 * HOUR - 1_000);
    expect(selectIsDue(actor.getSnapshot(), 'deposit', 'day')).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectIsDue(actor.getSnapshot(), 'deposit', 'day')).toBe(true);
  });

  it('takes a time-out only once confirmed, then signs the player out', async () => {
    const { actor, told } = await ready();
    actor.send({ type: 'protection.chooseTimeout', length: '1w' });
    expect(selectClosing(actor.getSnapshot())).toEqual({ kind: 'timeout', length: '1w' });
    actor.send({ type: 'protection.cancel' });
    expect(selectClosing(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'protection.chooseTimeout', length: '24h' });
    actor.send({ type: 'protection.confirmTimeout' });
    await waitFor(actor, (s) => selectIsClosed(s));
    expect(told).toEqual([
      { type: 'notice.show', notice: { id: 'Molanız başladı; oturumunuz kapatıldı' } },
      { type: 'session.ended', reason: 'accountClosed' },
    ]);
  });

  it('excludes only with the confirmation and the password, and shows a wrong password', async () => {
    const asked: unknown[] = [];
    const { actor } = await ready({
      closeAccount: fake(async (closure: { password: string }) => {
        asked.push(closure);
        if (closure.password !== 'Gizli1234') throw apiError('Mevcut şifreniz hatalı');
        return 'Kendinizi oyundan uzaklaştırdınız; oturumunuz kapatıldı';
      }),
    });
    actor.send({ type: 'protection.chooseExclusion', length: 'permanent' });
    const confirm = (confirmed: boolean, password: string) =>
      actor.send({ type: 'protection.confirmExclusion', confirmed, password, ga_code: '' });
    confirm(false, 'Gizli1234');
    expect(asked).toEqual([]);
    confirm(true, 'Yanlis1234');
    await waitFor(actor, (s) => selectError(s) === 'Mevcut şifreniz hatalı');
    expect(selectClosing(actor.getSnapshot())).toEqual({ kind: 'exclusion', length: 'permanent' });
    confirm(true, 'Gizli1234');
    await waitFor(actor, (s) => selectIsClosed(s));
    expect(asked.at(-1)).toEqual({ kind: 'exclusion', length: 'permanent', password: 'Gizli1234' });
  });

  it("offers only the profile's reality-check intervals", async () => {
    const profile = { ...openState(NOW).profile, realityCheckMinutes: [60] };
    const saveChange = vi.fn(async () => ({ state: openState(NOW), message: 'Kaydedildi' }));
    const { actor } = await ready({
      getState: fake(async () => ({ ...openState(NOW), profile, realityCheckMinutes: 30 })),
      saveChange: fake(saveChange),
    });
    // The player's own 30 minutes stays shown beside the profile's 60 until changed.
    expect(selectRealityCheckChoices(actor.getSnapshot())).toEqual([30, 60]);
    expect(actor.getSnapshot().can({ type: 'protection.setRealityCheck', minutes: 15 })).toBe(
      false,
    );
    actor.send({ type: 'protection.setRealityCheck', minutes: 15 });
    expect(saveChange).not.toHaveBeenCalled();
    actor.send({ type: 'protection.setRealityCheck', minutes: 60 });
    actor.send({ type: 'protection.setRealityCheck', minutes: null });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(saveChange).toHaveBeenCalledWith({ method: 'setRealityCheck', minutes: 60 });
  });

  it('reads the history beside the tools, and again after each change saved', async () => {
    const limitSet: ProtectionEvent = {
      action: 'limit_set',
      details: { kind: 'deposit', period: 'day', amount: 500_00, from: null },
      actor: 'player',
      createdAt: NOW,
    };
    const loadEvents = vi.fn(async (): Promise<ProtectionEvent[]> => []);
    const { actor } = await ready({ loadEvents });
    const history = () => selectHistory(actor.getSnapshot())!;
    await waitFor(history(), (s) => s.matches('loaded'));
    expect(selectEvents(history().getSnapshot())).toEqual([]);
    loadEvents.mockResolvedValueOnce([limitSet]);
    actor.send({ type: 'protection.setLimit', kind: 'deposit', period: 'day', amount: 500_00 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    await waitFor(history(), (s) => s.matches('loaded'));
    expect(loadEvents).toHaveBeenCalledTimes(2);
    expect(selectEvents(history().getSnapshot())).toEqual([limitSet]);
  });
});
