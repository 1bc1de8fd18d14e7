import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionClockMachine } from '../../../machines/protection/session-clock.machine.ts';
import {
  selectClockShown,
  selectClockToggle,
} from '../../../machines/protection/session-clock.selectors.ts';

/** The clock over a device that kept `stored`. */
function start(stored: boolean) {
  const kept: boolean[] = [];
  const actor = createActor(
    sessionClockMachine.provide({
      actors: {
        readChoice: fromPromise(async () => stored),
      },
      actions: { keepChoice: (_, hidden) => kept.push(hidden) },
    }),
  );
  actor.start();
  const seen = () => ({
    shown: selectClockShown(actor.getSnapshot()),
    toggle: selectClockToggle(actor.getSnapshot()),
  });
  return { actor, kept, seen };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.matches('reading'));

describe('session clock: what the player sees', () => {
  it('shows until the play session tells the rules, with nothing to hide it by', async () => {
    const { actor, seen } = start(true);
    await settled(actor);
    expect(seen()).toEqual({ shown: true, toggle: false });
  });

  it('with the reality check off, the player hides it and shows it again; the choice is kept', async () => {
    const { actor, kept, seen } = start(false);
    actor.send({ type: 'clock.rules', mayHide: true });
    await settled(actor);
    expect(seen()).toEqual({ shown: true, toggle: true });
    actor.send({ type: 'clock.toggle' });
    expect(seen()).toEqual({ shown: false, toggle: true });
    actor.send({ type: 'clock.toggle' });
    expect(seen()).toEqual({ shown: true, toggle: true });
    expect(kept).toEqual([true, false]);
  });

  it('a choice kept on the device hides it from the start', async () => {
    const { actor, seen } = start(true);
    actor.send({ type: 'clock.rules', mayHide: true });
    await settled(actor);
    expect(seen()).toEqual({ shown: false, toggle: true });
  });

  it('the reality check on shows it and takes the toggle away; off again, the choice is back', async () => {
    const { actor, kept, seen } = start(true);
    actor.send({ type: 'clock.rules', mayHide: true });
    await settled(actor);
    actor.send({ type: 'clock.rules', mayHide: false });
    expect(seen()).toEqual({ shown: true, toggle: false });
    // Nothing to press: a toggle sent anyway changes nothing.
    actor.send({ type: 'clock.toggle' });
    expect(seen()).toEqual({ shown: true, toggle: false });
    expect(kept).toEqual([]);
    actor.send({ type: 'clock.rules', mayHide: true });
    expect(seen()).toEqual({ shown: false, toggle: true });
  });

  it('a device that keeps no choice shows the clock', async () => {
    const actor = createActor(sessionClockMachine).start();
    actor.send({ type: 'clock.rules', mayHide: true });
    await waitFor(actor, (s) => !s.matches('reading'));
    expect(selectClockShown(actor.getSnapshot())).toBe(true);
    expect(selectClockToggle(actor.getSnapshot())).toBe(true);
  });

  it('rules told while the choice is read wait for it', async () => {
    const { actor, seen } = start(true);
    actor.send({ type: 'clock.rules', mayHide: true });
    expect(actor.getSnapshot().matches('reading')).toBe(true);
    await settled(actor);
    expect(seen()).toEqual({ shown: false, toggle: true });
  });
});
