import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type ActorRefLike, type InspectionEvent } from 'xstate';
import {
  createInspectorHandle,
  inspectorAllowed,
  type InspectorSink,
} from '../../../src/platform/inspector.ts';

describe('where the inspector may open', () => {
  it('on the developer machine', () => {
    expect(inspectorAllowed('localhost', [])).toBe(true);
    expect(inspectorAllowed('127.0.0.1', [])).toBe(true);
  });

  it('never on a players’ site, unless the build listed its host', () => {
    expect(inspectorAllowed('ankacasino.example', [])).toBe(false);
    expect(inspectorAllowed('localhost.evil.example', [])).toBe(false);
    expect(inspectorAllowed('Staging.AnkaCasino.example', ['staging.ankacasino.example'])).toBe(
      true,
    );
  });
});

const child = createMachine({ id: 'child', initial: 'idle', states: { idle: {} } });
const parent = createMachine({
  id: 'parent',
  initial: 'one',
  invoke: { id: 'kid', src: child },
  states: { one: { on: { next: 'two' } }, two: {} },
});

/** What a Stately inspector window would receive. */
function fakeSink() {
  const sent = {
    starts: 0,
    events: [] as InspectionEvent[],
  };
  return {
    sent,
    create: (): InspectorSink => ({
      start: () => void sent.starts++,
      inspect: { next: (event) => void sent.events.push(event) },
    }),
    /** The actors it was told of, each with its snapshot as read when told. */
    actors: () =>
      sent.events
        .filter((event) => event.type === '@xstate.actor')
        .map(({ actorRef }) => ({
          id: (actorRef as ActorRefLike & { id: string }).id,
          value: (actorRef.getSnapshot() as { value: unknown }).value,
        })),
  };
}

describe('the inspector opened late', () => {
  it('registers every live actor with its current state, parents first', () => {
    const sink = fakeSink();
    const handle = createInspectorHandle(sink.create);
    const actor = createActor(parent, { inspect: handle.inspect }).start();
    actor.send({ type: 'next' });

    handle.open();

    expect(sink.sent.starts).toBe(1);
    expect(sink.actors().map(({ id }) => id)).toEqual([actor.id, 'kid']);
    expect(sink.actors()[0]!.value).toBe('two');
    // Nothing else from before the opening: the snapshots stand for it.
    expect(sink.sent.events.map(({ type }) => type)).toEqual(['@xstate.actor', '@xstate.actor']);
  });

  it('leaves out actors that have stopped and forwards what happens after', () => {
    const sink = fakeSink();
    const handle = createInspectorHandle(sink.create);
    createActor(child, { inspect: handle.inspect, id: 'gone' }).start().stop();
    const actor = createActor(parent, { inspect: handle.inspect }).start();

    handle.open();
    actor.send({ type: 'next' });

    expect(sink.actors().map(({ id }) => id)).not.toContain('gone');
    expect(sink.sent.events.some((e) => e.type === '@xstate.event')).toBe(true);
  });

  it('opened again, only brings its window back', () => {
    const sink = fakeSink();
    const handle = createInspectorHandle(sink.create);
    createActor(parent, { inspect: handle.inspect }).start();

    handle.open();
    handle.open();

    expect(sink.sent.starts).toBe(2);
    expect(sink.actors()).toHaveLength(2);
  });
});
