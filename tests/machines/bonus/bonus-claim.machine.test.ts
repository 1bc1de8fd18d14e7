import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BONUS_MESSAGES } from '../../../machines/bonus/bonus-rules.ts';
import {
  bonusClaimMachine,
  type ClaimRequest,
} from '../../../machines/bonus/bonus-claim.machine.ts';
import {
  selectCanCloseClaim,
  selectCanConfirmClaim,
  selectClaimError,
  selectClaimOutcome,
} from '../../../machines/bonus/bonus-claim.selectors.ts';
import type { ClaimOutcome } from '../../../machines/shared/bonus.ts';
import { appDouble } from '../app-double.ts';
import { activeBonus, casinoDiscount, codeOffer, offline, refused } from './bonus-fixtures.ts';

function start(claim: (request: ClaimRequest) => Promise<ClaimOutcome>, offer = codeOffer) {
  const claimBonus = vi.fn(claim);
  const { app, told } = appDouble();
  const actor = createActor(
    bonusClaimMachine.provide({
      actors: { claimBonus: fromPromise(({ input }) => claimBonus(input)) },
    }),
    { input: { offer }, parent: app },
  );
  actor.start();
  return { actor, claimBonus, told };
}

describe('bonus claim machine', () => {
  it('claims only after the player confirms the rules, and shows the bonus given', async () => {
    const { actor, claimBonus, told } = start(async () => ({
      kind: 'bonus',
      bonus: activeBonus({ amount: 100_00 }),
    }));
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(claimBonus).not.toHaveBeenCalled();
    actor.send({ type: 'claim.confirm' });
    expect(selectCanCloseClaim(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(claimBonus).toHaveBeenCalledWith({ offerID: 4, idempotencyKey: expect.any(String) });
    expect(selectClaimOutcome(actor.getSnapshot())).toMatchObject({ kind: 'bonus' });
    expect(told).toEqual([{ type: 'wallet.refresh' }]);
    actor.send({ type: 'claim.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ claimed: true });
  });

  it('shows cash given for the casino discount', async () => {
    const { actor } = start(
      async () => ({ kind: 'cash', amount: 120_00, offerID: 3 }),
      casinoDiscount,
    );
    actor.send({ type: 'claim.confirm' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(selectClaimOutcome(actor.getSnapshot())).toEqual({
      kind: 'cash',
      amount: 120_00,
      offerID: 3,
    });
  });

  it('repeats the same key after no answer, and a new one after a refusal', async () => {
    const answers = [offline(), refused('Bu teklif artık geçerli değil')];
    const { actor, claimBonus, told } = start(async () => {
      throw answers.shift();
    });
    actor.send({ type: 'claim.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(selectClaimError(actor.getSnapshot())).toBe(BONUS_MESSAGES.failed);
    actor.send({ type: 'claim.retry' });
    await waitFor(actor, (s) => s.matches('refused') && s.context.claimKey === null);
    expect(selectClaimError(actor.getSnapshot())).toBe('Bu teklif artık geçerli değil');
    const [first, second] = claimBonus.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).toBe(first);
    actor.send({ type: 'claim.back' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(selectCanConfirmClaim(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'claim.close' });
    expect(actor.getSnapshot().output).toEqual({ claimed: false });
    expect(told).toEqual([]);
  });
});
