import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceMachine, SLOW_LOAD_MS } from '../../machines/content/resource.machine.ts';

function start(load: (params: unknown) => Promise<unknown>, params: unknown = { page: 1 }) {
  const machine = resourceMachine.provide({
    actors: { load: fromPromise(({ input }) => load(input)) },
  });
  return createActor(machine, { input: { params } }).start();
}

describe('resource machine', () => {
  it('loads with its params and keeps the data', async () => {
    const actor = start(async (params) => ({ echoed: params }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.data).toEqual({ echoed: { page: 1 } });
  });

  it('lands in failed when loading fails, and a reload can recover', async () => {
    let attempts = 0;
    const actor = start(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return ['ok'];
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.data).toBeNull();
    actor.send({ type: 'resource.reload' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.data).toEqual(['ok']);
  });

  it('keeps the last data when loading with new params fails', async () => {
    const actor = start(async (params) => {
      if ((params as { page: number }).page === 2) throw new Error('offline');
      return 'first';
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'resource.setParams', params: { page: 2 } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.data).toBe('first');
  });

  it('retries a failure only when it has nothing to show', async () => {
    let calls = 0;
    const actor = start(async (params) => {
      calls += 1;
      if ((params as { page: number }).page === 2) throw new Error('offline');
      return 'first';
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'resource.setParams', params: { page: 2 } });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(calls).toBe(2);
  });

  it('new params load again with those params', async () => {
    const actor = start(async (params) => params);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'resource.setParams', params: { page: 2 } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ params: { page: 2 }, data: { page: 2 } });
  });
});

describe('resource machine: a slow load', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is marked slow after the bound and still takes the data when it comes', async () => {
    let answer: (value: unknown) => void = () => {};
    const actor = start(() => new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(SLOW_LOAD_MS - 1);
    expect(actor.getSnapshot().hasTag('slow')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('slow')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer(['late']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().hasTag('slow')).toBe(false);
    expect(actor.getSnapshot().context.data).toEqual(['late']);
  });

  it('starts the bound again on a retry', async () => {
    let calls = 0;
    const actor = start(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : new Promise(() => {});
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'resource.reload' });
    await vi.advanceTimersByTimeAsync(SLOW_LOAD_MS - 1);
    expect(actor.getSnapshot().hasTag('slow')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('slow')).toBe(true);
  });
});
