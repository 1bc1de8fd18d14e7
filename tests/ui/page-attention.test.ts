import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { pageAttention } from '../../src/app/page-attention.ts';

/** What the port tells the arbiter, heard by a parent that only records it. */
function listen() {
  const heard: string[] = [];
  const parent = createMachine({
    invoke: { src: pageAttention },
    on: { '*': { actions: ({ event }: { event: AnyEventObject }) => heard.push(event.type) } },
  });
  const actor = createActor(parent).start();
  return { heard, stop: () => actor.stop() };
}

describe('the page’s attention, as the popups wait for it', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the first input, and tells it once', () => {
    const { heard, stop } = listen();
    expect(heard).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(heard).toEqual(['page.interacted']);
    stop();
  });

  it('knows a tap or a key that came before the site’s code ran', () => {
    // jsdom has no user activation: the browser's is given as it stands after a tap.
    Object.defineProperty(navigator, 'userActivation', {
      configurable: true,
      value: { hasBeenActive: true, isActive: false },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'userActivation');
    });
    const { heard, stop } = listen();
    expect(heard).toEqual(['page.interacted']);
    stop();
  });

  it('knows a scroll that came before the site’s code ran: the page stands scrolled', () => {
    vi.stubGlobal('scrollY', 240);
    const { heard, stop } = listen();
    expect(heard).toEqual(['page.interacted']);
    stop();
  });
});
