import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  siteUpdateMachine,
  type SiteUpdateEvent,
  type SiteWorkerCommand,
} from '../../machines/app/site-update.machine.ts';
import {
  selectMending,
  selectMendOffered,
  selectUpdateApplying,
  selectUpdateOffered,
} from '../../machines/app/site-update.selectors.ts';

/** The page's code, healthy until the test spoils it. */
function pageCode() {
  const code: { spoil?: () => void } = {};
  const watchCode = fromCallback(({ sendBack }) => {
    code.spoil = () => sendBack({ type: 'siteUpdate.codeSpoiled' });
  });
  return { code, watchCode };
}

/** The machine over a worker whose news the test tells and whose commands it records. */
function start(pathname = '/') {
  const worker: { tell?: (event: SiteUpdateEvent) => void; asked: SiteWorkerCommand['type'][] } = {
    asked: [],
  };
  const { code, watchCode } = pageCode();
  const machine = siteUpdateMachine.provide({
    actors: {
      watchWorker: fromCallback<SiteWorkerCommand>(({ sendBack, receive }) => {
        worker.tell = sendBack;
        receive((command) => worker.asked.push(command.type));
      }),
      watchCode,
    },
  });
  const actor = createActor(machine, { input: { pathname } }).start();
  return {
    actor,
    worker,
    tell: (event: SiteUpdateEvent) => worker.tell!(event),
    spoil: () => code.spoil!(),
    offered: () => selectUpdateOffered(actor.getSnapshot()),
  };
}

/** The frame telling where the player is. */
const at = (pathname: string, quickDeposit = false) =>
  ({ type: 'page.shown', pathname, quickDeposit }) as const;

describe('site update machine', () => {
  it('offers a waiting new version and lets it take over only on the player’s click', () => {
    const { actor, worker, tell, offered } = start();
    expect(offered()).toBe(false);
    tell({ type: 'siteUpdate.waiting' });
    expect(offered()).toBe(true);
    expect(worker.asked).toEqual([]);

    actor.send({ type: 'siteUpdate.apply' });
    expect(selectUpdateApplying(actor.getSnapshot())).toBe(true);
    expect(worker.asked).toEqual(['siteWorker.skipWaiting']);
    // The page reloads only once the new worker controls it.
    tell({ type: 'siteUpdate.controlling' });
    expect(worker.asked).toEqual(['siteWorker.skipWaiting', 'siteWorker.reload']);
    expect(actor.getSnapshot().value).toBe('reloading');
  });

  it('holds the offer over a deposit or a game and shows it when the player leaves', () => {
    const { actor, tell, offered } = start('/deposit');
    tell({ type: 'siteUpdate.waiting' });
    expect(actor.getSnapshot().matches({ waiting: 'held' })).toBe(true);
    actor.send(at('/slot'));
    expect(offered()).toBe(true);
    actor.send(at('/play/slot/42'));
    expect(offered()).toBe(false);
    // A click that reached the page before it changed takes nothing over the game.
    actor.send({ type: 'siteUpdate.apply' });
    expect(actor.getSnapshot().matches({ waiting: 'held' })).toBe(true);
    actor.send(at('/'));
    expect(offered()).toBe(true);
  });

  it('holds the offer while the quick deposit’s panel is open over a page', () => {
    const { actor, tell, offered } = start('/slot');
    tell({ type: 'siteUpdate.waiting' });
    expect(offered()).toBe(true);
    actor.send(at('/slot', true));
    expect(offered()).toBe(false);
    actor.send(at('/slot'));
    expect(offered()).toBe(true);
  });

  it('follows the page before any update, so one found in a game waits', () => {
    const { actor, tell } = start('/');
    actor.send(at('/play/live/7'));
    tell({ type: 'siteUpdate.waiting' });
    expect(actor.getSnapshot().matches({ waiting: 'held' })).toBe(true);
  });

  it('ignores a worker taking over that the player did not ask for (the kill switch’s)', () => {
    const { actor, worker, tell } = start();
    tell({ type: 'siteUpdate.controlling' });
    expect(actor.getSnapshot().value).toBe('current');
    expect(worker.asked).toEqual([]);
  });

  it('stops listening to the worker when the frame goes', () => {
    let listening = false;
    const machine = siteUpdateMachine.provide({
      actors: {
        watchWorker: fromCallback(() => {
          listening = true;
          return () => {
            listening = false;
          };
        }),
        watchCode: pageCode().watchCode,
      },
    });
    const actor = createActor(machine, { input: { pathname: '/' } }).start();
    expect(listening).toBe(true);
    actor.stop();
    expect(listening).toBe(false);
  });

  it('offers a reload to a page whose code is spoiled, and reloads only on the player’s click', () => {
    const { actor, worker, spoil } = start();
    spoil();
    expect(selectMendOffered(actor.getSnapshot())).toBe(true);
    expect(worker.asked).toEqual([]);
    actor.send({ type: 'siteUpdate.apply' });
    expect(selectMending(actor.getSnapshot())).toBe(true);
    // No worker waits: the page is only loaded again.
    expect(worker.asked).toEqual(['siteWorker.reload']);
  });

  it('holds the mending offer over a deposit or a game like the update’s', () => {
    const { actor, spoil } = start('/deposit');
    spoil();
    expect(actor.getSnapshot().matches({ spoiled: 'held' })).toBe(true);
    actor.send({ type: 'siteUpdate.apply' });
    expect(selectMending(actor.getSnapshot())).toBe(false);
    actor.send(at('/'));
    expect(selectMendOffered(actor.getSnapshot())).toBe(true);
  });

  it('lets a new version’s offer take the mending one’s place: its reload mends the page too', () => {
    const { actor, tell, spoil, offered } = start();
    spoil();
    tell({ type: 'siteUpdate.waiting' });
    expect(offered()).toBe(true);
    expect(selectMendOffered(actor.getSnapshot())).toBe(false);
    // Spoiled again meanwhile: the update's offer stays.
    spoil();
    expect(offered()).toBe(true);
  });
});
