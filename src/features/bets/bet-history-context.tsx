import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { couponHistoryMachine } from '../../../machines/games/couponHistory.machine.ts';
import { useRuntime } from '../../app/app-context.tsx';

const CouponHistoryActor = createActorContext(couponHistoryMachine);

/** Runs the bet history actor of the page, its coupons from the runtime's GamesApi. */
export function BetHistoryProvider({ children }: { children: ReactNode }) {
  const { games, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      couponHistoryMachine.provide({
        actors: { loadCoupons: fromPromise(({ input }) => games.coupons(input)) },
      }),
    [games],
  );
  return (
    <CouponHistoryActor.Provider logic={logic} options={{ inspect }}>
      {children}
    </CouponHistoryActor.Provider>
  );
}

export const useBetHistorySelector = CouponHistoryActor.useSelector;

/** The events the bet history sends, as named functions. */
export function useBetHistoryEvents() {
  const actor = CouponHistoryActor.useActorRef();
  return useMemo(
    () => ({
      setRange: (range: string) => actor.send({ type: 'history.setRange', range }),
      selectTab: (tab: string) => actor.send({ type: 'history.selectTab', tab }),
      showMore: () => actor.send({ type: 'history.showMore' }),
      retry: () => actor.send({ type: 'history.retry' }),
    }),
    [actor],
  );
}
