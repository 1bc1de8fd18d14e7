import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor, type AnyActorLogic, type EventObject } from 'xstate';
import { protectionMachine } from '../../../machines/protection/protection.machine.ts';
import { selectState } from '../../../machines/protection/protection.selectors.ts';
import type { ProtectionState } from '../../../machines/shared/protection.ts';
import { appDouble } from '../app-double.ts';
import { fake, never } from '../../fixtures/auth.ts';
import { NOW, openState } from '../../fixtures/protection.ts';
import { eachTestAtNow } from './each-test-at-now.ts';

const DAILY_500: ProtectionState = {
  ...openState(NOW),
  limits: [{ kind: 'deposit', period: 'day', amount: 50_000 }],
};

/** The protection page with the app's news of other tabs, which `tell` plays. */
function start(
  getState: () => Promise<ProtectionState>,
  saving: AnyActorLogic = fake(async () => ({
    state: DAILY_500,
    message: 'Limitiniz hemen geçerli oldu',
  })),
) {
  const { app, told } = appDouble();
  let tell: (event: EventObject) => void = () => {
    throw new Error('The page does not hear the news');
  };
  const actor = createActor(
    protectionMachine.provide({
      actors: {
        getState: fake(getState),
        saveChange: saving,
        closeAccount: fake(async () => 'Molanız başladı'),
        changesElsewhere: fromCallback(({ sendBack }) => {
          tell = sendBack;
        }),
      },
    }),
    { parent: app },
  ).start();
  return { actor, told, tell: (event: EventObject) => tell(event) };
}

eachTestAtNow();

describe('protection machine: other tabs', () => {
  it('tells the app a saved change, for the other tabs and the play session', async () => {
    const { actor, told } = start(async () => openState(NOW));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'protection.setLimit', kind: 'deposit', period: 'day', amount: 50_000 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(told).toContainEqual({ type: 'protection.changed' });
  });

  it('reads the state again when another tab changed it', async () => {
    let held = openState(NOW);
    const getState = vi.fn(async () => held);
    const { actor, told, tell } = start(getState);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    held = DAILY_500;
    tell({ type: 'protection.changedElsewhere' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(selectState(actor.getSnapshot())?.limits).toEqual(DAILY_500.limits);
    expect(getState).toHaveBeenCalledTimes(2);
    // Nothing is told back: the change was not made here.
    expect(told).not.toContainEqual({ type: 'protection.changed' });
  });

  it('keeps a change the player is saving here', async () => {
    const getState = vi.fn(async () => openState(NOW));
    const { actor, tell } = start(getState, never());
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'protection.setLimit', kind: 'deposit', period: 'day', amount: 50_000 });
    tell({ type: 'protection.changedElsewhere' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    expect(getState).toHaveBeenCalledOnce();
  });
});
