import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { smsFactorMachine } from '../../../machines/account/sms-factor.machine.ts';
import {
  selectError,
  selectHasFailed,
  selectIsSaving,
  selectSmsOn,
} from '../../../machines/account/sms-factor.selectors.ts';
import type { TwoFactorType } from '../../../machines/shared/contract.ts';
import { apiError, fake, offline } from '../../fixtures/auth.ts';

function start(fakes: { readType?: AnyActorLogic; setType?: AnyActorLogic } = {}) {
  return createActor(
    smsFactorMachine.provide({
      actors: {
        readType: fakes.readType ?? fake(async (): Promise<TwoFactorType> => 'none'),
        setType: fakes.setType ?? fake(async (): Promise<void> => undefined),
      },
    }),
  ).start();
}

describe('smsFactor machine', () => {
  it('reads the choice, switches SMS on and off, and sends only a change', async () => {
    const sent: unknown[] = [];
    const actor = start({
      setType: fake(async (choice: string) => {
        sent.push(choice);
      }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectSmsOn(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'smsFactor.turnOff' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'smsFactor.turnOn' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectSmsOn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'smsFactor.turnOn' });
    actor.send({ type: 'smsFactor.turnOff' });
    await waitFor(actor, (s) => s.matches('ready') && selectSmsOn(s) === false);
    expect(sent).toEqual(['sms', 'none']);
  });

  it('shows the refusal of a phone that is not confirmed and keeps the choice', async () => {
    const refusal = 'SMS doğrulamasını seçmek için önce telefon numaranızı doğrulayın';
    const actor = start({
      setType: fake(async () => {
        throw apiError(refusal);
      }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'smsFactor.turnOn' });
    await waitFor(actor, (s) => selectError(s) !== null);
    expect(selectError(actor.getSnapshot())).toBe(refusal);
    expect(selectSmsOn(actor.getSnapshot())).toBe(false);
  });

  it('offers a retry when the choice cannot be read', async () => {
    let reads = 0;
    const actor = start({
      readType: fake(async () => {
        reads += 1;
        if (reads === 1) throw offline;
        return 'authenticator';
      }),
    });
    await waitFor(actor, (s) => selectHasFailed(s));
    actor.send({ type: 'smsFactor.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectError(actor.getSnapshot())).toBeNull();
    // The authenticator outranks SMS: SMS is not the factor.
    expect(selectSmsOn(actor.getSnapshot())).toBe(false);
  });
});
