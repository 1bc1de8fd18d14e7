import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  INTERRUPTIONS_EMITTED,
  interruptionsMachine,
} from '../../machines/app/interruptions.machine.ts';
import { selectPopup, selectShown } from '../../machines/app/interruptions.selectors.ts';
import type { Popup } from '../../machines/shared/contract.ts';

const popup = (id: number, Active = true): Popup => ({
  id,
  Title: `Duyuru ${id}`,
  Content: '',
  Image: '',
  Link: '',
  Active,
});

function start(dismissedPopups: number[] = []) {
  const actor = createActor(interruptionsMachine, { input: { dismissedPopups } }).start();
  const stored: number[][] = [];
  actor.on(INTERRUPTIONS_EMITTED.popupsDismissed, ({ ids }) => stored.push(ids));
  const shown = () => selectShown(actor.getSnapshot());
  return { actor, stored, shown };
}

describe('interruption arbiter', () => {
  it('is quiet with nothing to show', () => {
    const { actor, shown } = start();
    expect(actor.getSnapshot().matches('quiet')).toBe(true);
    expect(shown()).toBeNull();
  });

  it('shows the most pressing first and the next when it settles', () => {
    const { actor, shown } = start();
    actor.send({ type: 'popups.offer', popups: [popup(1)] });
    actor.send({ type: 'interruption.raise', interruption: { kind: 'playStopped', stop: 'loss' } });
    actor.send({ type: 'interruption.raise', interruption: { kind: 'realityCheck' } });
    expect(shown()).toBe('realityCheck');
    actor.send({ type: 'interruption.raise', interruption: { kind: 'inactivity' } });
    expect(shown()).toBe('inactivity');
    actor.send({ type: 'interruption.raise', interruption: { kind: 'maintenance' } });
    expect(actor.getSnapshot().matches('maintenance')).toBe(true);

    const order: (string | null)[] = [];
    for (const kind of ['maintenance', 'inactivity', 'realityCheck', 'playStopped'] as const) {
      actor.send({ type: 'interruption.settle', kind });
      order.push(shown());
    }
    expect(order).toEqual(['inactivity', 'realityCheck', 'playStopped', 'popup']);
    expect(selectPopup(actor.getSnapshot())?.id).toBe(1);
  });

  it('never holds one kind twice: a kind raised again shows what it shows now', () => {
    const { actor } = start();
    actor.send({ type: 'interruption.raise', interruption: { kind: 'realityCheck' } });
    actor.send({ type: 'interruption.raise', interruption: { kind: 'realityCheck' } });
    expect(actor.getSnapshot().context.waiting).toEqual([{ kind: 'realityCheck' }]);
    actor.send({ type: 'interruption.raise', interruption: { kind: 'playStopped', stop: 'loss' } });
    actor.send({
      type: 'interruption.raise',
      interruption: { kind: 'playStopped', stop: 'wager' },
    });
    expect(actor.getSnapshot().context.waiting).toEqual([
      { kind: 'realityCheck' },
      { kind: 'playStopped', stop: 'wager' },
    ]);
  });

  it('shows active popups in turn, remembering each one closed by its id', () => {
    const { actor, stored } = start([5]);
    actor.send({ type: 'popups.offer', popups: [popup(2, false), popup(5), popup(3), popup(4)] });
    expect(selectPopup(actor.getSnapshot())?.id).toBe(3);
    actor.send({ type: 'popup.dismiss' });
    expect(selectPopup(actor.getSnapshot())?.id).toBe(4);
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().matches('quiet')).toBe(true);
    expect(stored).toEqual([
      [5, 3],
      [5, 3, 4],
    ]);
    // The home page offers them again (another visit): none shows.
    actor.send({ type: 'popups.offer', popups: [popup(3), popup(4), popup(5)] });
    expect(actor.getSnapshot().matches('quiet')).toBe(true);
  });

  it('a popup waits behind a reality check, and leaves with the home page', () => {
    const { actor, shown } = start();
    actor.send({ type: 'interruption.raise', interruption: { kind: 'realityCheck' } });
    actor.send({ type: 'popups.offer', popups: [popup(1)] });
    expect(shown()).toBe('realityCheck');
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().context.waiting).toHaveLength(2);
    actor.send({ type: 'popups.withdraw' });
    actor.send({ type: 'interruption.settle', kind: 'realityCheck' });
    expect(shown()).toBeNull();
  });
});
