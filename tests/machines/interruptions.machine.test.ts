import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  INTERRUPTIONS_EMITTED,
  interruptionsMachine,
} from '../../machines/app/interruptions.machine.ts';
import { selectPopup, selectShown } from '../../machines/app/interruptions.selectors.ts';
import { POPUP_PATIENCE_MS } from '../../machines/shared/constants.ts';
import type { Popup } from '../../machines/shared/contract.ts';
import { appDouble } from './app-double.ts';

const popup = (id: number, Active = true): Popup => ({
  id,
  Title: `Duyuru ${id}`,
  Content: '',
  Image: '',
  Link: '',
  Active,
});

/**
 * The arbiter with a page whose input the test makes: `interact()` is the player's first touch,
 * click, key or scroll (the site's listener reports it once). `attentive` starts it as a page
 * the player has already used. It runs under the app, as on the site: `told` is what it tells.
 */
function start(dismissedPopups: number[] = [], { attentive = true } = {}) {
  const page = { interact: () => {}, listening: false };
  const machine = interruptionsMachine.provide({
    actors: {
      watchAttention: fromCallback(({ sendBack }) => {
        page.listening = true;
        page.interact = () => sendBack({ type: 'page.interacted' });
        return () => {
          page.listening = false;
        };
      }),
    },
  });
  const { app, told } = appDouble();
  const actor = createActor(machine, { input: { dismissedPopups }, parent: app }).start();
  if (attentive) page.interact();
  const stored: number[][] = [];
  actor.on(INTERRUPTIONS_EMITTED.popupsDismissed, ({ ids }) => stored.push(ids));
  const shown = () => selectShown(actor.getSnapshot());
  return { actor, stored, shown, page, told };
}

describe('interruption arbiter', () => {
  it('is quiet with nothing to show', () => {
    const { actor, shown } = start();
    expect(actor.getSnapshot().matches({ showing: 'quiet' })).toBe(true);
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
    expect(actor.getSnapshot().matches({ showing: 'maintenance' })).toBe(true);

    const order: (string | null)[] = [];
    for (const kind of ['maintenance', 'inactivity', 'realityCheck', 'playStopped'] as const) {
      actor.send({ type: 'interruption.settle', kind });
      order.push(shown());
    }
    expect(order).toEqual(['inactivity', 'realityCheck', 'playStopped', 'popup']);
    expect(selectPopup(actor.getSnapshot())?.id).toBe(1);
  });

  it('tells the app each interruption settled, for the other tabs', () => {
    const { actor, told } = start();
    actor.send({ type: 'interruption.raise', interruption: { kind: 'realityCheck' } });
    expect(told).toEqual([]);
    actor.send({ type: 'interruption.settle', kind: 'realityCheck' });
    actor.send({ type: 'interruption.settle', kind: 'playStopped' });
    expect(told).toEqual([
      { type: 'interruption.settled', kind: 'realityCheck' },
      { type: 'interruption.settled', kind: 'playStopped' },
    ]);
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
    expect(actor.getSnapshot().matches({ showing: 'quiet' })).toBe(true);
    expect(stored).toEqual([
      [5, 3],
      [5, 3, 4],
    ]);
    // The home page offers them again (another visit): none shows.
    actor.send({ type: 'popups.offer', popups: [popup(3), popup(4), popup(5)] });
    expect(actor.getSnapshot().matches({ showing: 'quiet' })).toBe(true);
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

describe("interruption arbiter: the operator's popup waits for the player's attention", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds an offered popup until the first input on the page, then shows it', () => {
    const { actor, shown, page } = start([], { attentive: false });
    actor.send({ type: 'popups.offer', popups: [popup(1)] });
    vi.advanceTimersByTime(POPUP_PATIENCE_MS - 1);
    expect(shown()).toBeNull();
    expect(selectPopup(actor.getSnapshot())).toBeNull();
    page.interact();
    expect(selectPopup(actor.getSnapshot())?.id).toBe(1);
    // Heard once: the page stops listening.
    expect(page.listening).toBe(false);
  });

  it('shows the popup 8 s after the offer when the player has not touched the page', () => {
    const { actor, shown, page } = start([], { attentive: false });
    vi.advanceTimersByTime(POPUP_PATIENCE_MS * 2);
    actor.send({ type: 'popups.offer', popups: [popup(1)] });
    vi.advanceTimersByTime(POPUP_PATIENCE_MS - 1);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('popup');
    expect(selectPopup(actor.getSnapshot())?.id).toBe(1);
    expect(page.listening).toBe(false);
  });

  it('shows a popup offered after the first input at once', () => {
    const { actor, page } = start([], { attentive: false });
    page.interact();
    actor.send({ type: 'popups.offer', popups: [popup(1)] });
    expect(selectPopup(actor.getSnapshot())?.id).toBe(1);
  });

  it('never holds the other interruptions, and keeps the popup held behind them', () => {
    const { actor, shown, page } = start([], { attentive: false });
    actor.send({ type: 'popups.offer', popups: [popup(1)] });
    const kinds = [
      { kind: 'maintenance' },
      { kind: 'inactivity' },
      { kind: 'realityCheck' },
      { kind: 'playStopped', stop: 'loss' },
    ] as const;
    for (const interruption of kinds) {
      actor.send({ type: 'interruption.raise', interruption });
      expect(shown()).toBe(interruption.kind);
      actor.send({ type: 'interruption.settle', kind: interruption.kind });
    }
    expect(shown()).toBeNull();
    page.interact();
    expect(shown()).toBe('popup');
  });

  it('a popup closed stays closed once attention is given', () => {
    const { actor, page } = start([], { attentive: false });
    actor.send({ type: 'popups.offer', popups: [popup(1)] });
    page.interact();
    actor.send({ type: 'popup.dismiss' });
    actor.send({ type: 'popups.offer', popups: [popup(1)] });
    expect(actor.getSnapshot().matches({ showing: 'quiet' })).toBe(true);
  });
});
