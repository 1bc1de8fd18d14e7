import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { bonusAreaMachine } from '../../../machines/bonus/bonus-area.machine.ts';
import type { bonusClaimMachine } from '../../../machines/bonus/bonus-claim.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createBonusImplementations } from './bonus-implementations.ts';

const BonusAreaActor = createMachineContext(bonusAreaMachine, {
  id: 'bonusArea',
  provide: (runtime) => createBonusImplementations(runtime).bonusArea,
  events: (actor) => ({
    retry: () => actor.send({ type: 'bonus.retry' }),
    claim: (offerID: number) => actor.send({ type: 'bonus.claim', offerID }),
    deposit: (offerID: number) => actor.send({ type: 'bonus.deposit', offerID }),
    redeem: (code: string) => actor.send({ type: 'bonus.redeem', code }),
    cancel: () => actor.send({ type: 'bonus.cancel' }),
    confirmCancel: () => actor.send({ type: 'bonus.confirmCancel' }),
    keep: () => actor.send({ type: 'bonus.keep' }),
    dismiss: () => actor.send({ type: 'bonus.dismiss' }),
  }),
});

export type BonusClaimActorRef = ActorRefFrom<typeof bonusClaimMachine>;

/** ?claim={offerID}: a promotion's claim link opens that offer's claim. */
function claimOfferOf(params: URLSearchParams): number | null {
  const offerID = Number(params.get('claim'));
  return Number.isInteger(offerID) && offerID > 0 ? offerID : null;
}

/** Runs the bonus area of the page; ?claim= of the address is read once, when it starts. */
export function BonusAreaProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const [input] = useState(() => ({ claimOfferID: claimOfferOf(params) }));
  return <BonusAreaActor.Provider input={input}>{children}</BonusAreaActor.Provider>;
}

export const useBonusAreaSelector = BonusAreaActor.useSelector;

/** The events the bonus area's views send, as named functions. */
export const useBonusAreaEvents = BonusAreaActor.useEvents;

/** The events the claim dialog sends. */
export function useBonusClaimEvents(actor: BonusClaimActorRef) {
  return useMemo(
    () => ({
      confirm: () => actor.send({ type: 'claim.confirm' }),
      retry: () => actor.send({ type: 'claim.retry' }),
      back: () => actor.send({ type: 'claim.back' }),
      close: () => actor.send({ type: 'claim.close' }),
    }),
    [actor],
  );
}
