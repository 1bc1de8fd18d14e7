import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceMachine } from '../../machines/content/resource.machine.ts';

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

  it('keeps the last data when a reload fails', async () => {
    let fail = false;
    const actor = start(async () => {
      if (fail) throw new Error('offline');
      return 'first';
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    fail = true;
    actor.send({ type: 'resource.reload' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.data).toBe('first');
  });

  it('new params load again with those params', async () => {
    const actor = start(async (params) => params);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'resource.setParams', params: { page: 2 } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ params: { page: 2 }, data: { page: 2 } });
  });
});
