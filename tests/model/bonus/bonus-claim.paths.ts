/**
 * The bonus claim's chart as the model of an offer's claim dialog on /bonuses: confirmed, answered
 * every way, retried, closed.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { bonusClaimMachine } from '../../../machines/bonus/bonus-claim.machine.ts';
import type { ClaimOutcome } from '../../../machines/shared/bonus.ts';
import {
  activeBonus,
  casinoDiscount,
  codeOffer,
  offline,
  refused,
} from '../../machines/bonus/bonus-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof bonusClaimMachine>;

const events: AnyEventObject[] = [
  { type: 'claim.confirm' },
  {
    type: 'xstate.done.actor.claimBonus',
    output: { kind: 'cash', amount: 120_00, offerID: 3 } satisfies ClaimOutcome,
  },
  {
    type: 'xstate.done.actor.claimBonus',
    output: { kind: 'bonus', bonus: activeBonus({ amount: 100_00 }) } satisfies ClaimOutcome,
  },
  { type: 'xstate.error.actor.claimBonus', error: offline() },
  { type: 'xstate.error.actor.claimBonus', error: refused('Bu teklif artık geçerli değil') },
  { type: 'claim.retry' },
  { type: 'claim.back' },
  { type: 'claim.close' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.offer.offerID, c.claimKey !== null, c.outcome, c.error]);
};

export const paths = transitionCover(bonusClaimMachine, {
  inputs: [{ offer: casinoDiscount }, { offer: codeOffer }],
  events,
  serialize,
  maxSteps: 30,
});

export default { machine: bonusClaimMachine, paths } satisfies MachineModel;
