import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { connectionMachine, type ConnectionEvent } from '../../machines/app/connection.machine.ts';
import {
  selectConnectionLost,
  selectOpenedOffline,
} from '../../machines/app/connection.selectors.ts';

/** The machine over a browser whose network events the test sends. */
function start(online: boolean) {
  const browser: { tell?: (event: ConnectionEvent) => void } = {};
  const machine = connectionMachine.provide({
    actors: {
      watchConnection: fromCallback<ConnectionEvent>(({ sendBack }) => {
        browser.tell = sendBack;
      }),
    },
  });
  const actor = createActor(machine, { input: { online } }).start();
  return { actor, tell: (event: ConnectionEvent) => browser.tell!(event) };
}

describe('connection machine', () => {
  it('puts the offline screen in place of a page opened without a network, until it is back', () => {
    const { actor, tell } = start(false);
    expect(selectOpenedOffline(actor.getSnapshot())).toBe(true);
    tell({ type: 'connection.back' });
    expect(selectOpenedOffline(actor.getSnapshot())).toBe(false);
    expect(selectConnectionLost(actor.getSnapshot())).toBe(false);
  });

  it('keeps an open page and only notes a network lost under it', () => {
    const { actor, tell } = start(true);
    expect(actor.getSnapshot().value).toBe('online');
    tell({ type: 'connection.lost' });
    expect(selectConnectionLost(actor.getSnapshot())).toBe(true);
    expect(selectOpenedOffline(actor.getSnapshot())).toBe(false);
    tell({ type: 'connection.back' });
    expect(actor.getSnapshot().value).toBe('online');
  });

  it('stops listening to the browser when the frame goes', () => {
    let listening = false;
    const machine = connectionMachine.provide({
      actors: {
        watchConnection: fromCallback(() => {
          listening = true;
          return () => {
            listening = false;
          };
        }),
      },
    });
    const actor = createActor(machine, { input: { online: true } }).start();
    expect(listening).toBe(true);
    actor.stop();
    expect(listening).toBe(false);
  });
});
