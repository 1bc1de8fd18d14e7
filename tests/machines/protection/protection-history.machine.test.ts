import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { protectionHistoryMachine } from '../../../machines/protection/protection-history.machine.ts';
import {
  selectError,
  selectEvents,
  selectHasFailed,
  selectIsLoading,
} from '../../../machines/protection/protection-history.selectors.ts';
import type { ProtectionEvent } from '../../../machines/shared/protection.ts';
import { apiError, fake, offline } from '../../fixtures/auth.ts';
import { failingFirst } from '../../fixtures/failing-first.ts';
import { NOW } from '../../fixtures/protection.ts';

const declined: ProtectionEvent = {
  action: 'limit_declined',
  details: { at: 'registration' },
  actor: 'player',
  createdAt: NOW,
};

function start(loadEvents: () => Promise<ProtectionEvent[]>) {
  const calls = vi.fn(loadEvents);
  const actor = createActor(
    protectionHistoryMachine.provide({ actors: { loadEvents: fake(calls) } }),
  ).start();
  return { actor, calls };
}

describe('protection history machine', () => {
  it('reads the events on start, newest first as the platform answers them', async () => {
    const { actor } = start(async () => [declined]);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectEvents(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectEvents(actor.getSnapshot())).toEqual([declined]);
  });

  it.each([
    ['a refusal', apiError('Geçmiş alınamadı'), 'Geçmiş alınamadı'],
    ['no answer', offline, 'common.somethingWentWrong'],
  ])('%s shows its message, and a retry reads again', async (_, error, message) => {
    const { actor, calls } = start(failingFirst([error], () => [declined]));
    await waitFor(actor, (s) => selectHasFailed(s));
    expect(selectError(actor.getSnapshot())).toBe(message);
    actor.send({ type: 'history.retry' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toHaveBeenCalledTimes(2);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('a reload keeps the list shown while it reads the events again', async () => {
    let answer: ProtectionEvent[] = [];
    const { actor, calls } = start(async () => answer);
    await waitFor(actor, (s) => s.matches('loaded'));
    answer = [declined];
    actor.send({ type: 'history.reload' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectEvents(actor.getSnapshot())).toEqual([]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toHaveBeenCalledTimes(2);
    expect(selectEvents(actor.getSnapshot())).toEqual([declined]);
  });

  it('a reload after a failed read reads again', async () => {
    const { actor } = start(failingFirst([offline], () => [declined]));
    await waitFor(actor, (s) => selectHasFailed(s));
    actor.send({ type: 'history.reload' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectEvents(actor.getSnapshot())).toEqual([declined]);
  });
});
