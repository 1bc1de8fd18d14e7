import { useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createActorContext } from '@xstate/react';
import type { LobbyKind } from '../../../machines/content/lobby.ts';
import { gameListMachine, type GameListFilter } from '../../../machines/games/game-list.machine.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { useActorInput } from '../../runtime/router-bridge.ts';
import { createGamesImplementations } from './games-implementations.ts';

// Not createMachineContext: the logic follows the `kind` prop (which port lists the games), and
// that factory provides from the runtime alone.
const GameListActor = createActorContext(gameListMachine);

/** The address parameter that keeps a lobby's search. */
const SEARCH_PARAM = 'q';

/**
 * Runs a gameList actor for one lobby kind. A new `filter` (the route moved to another
 * category or provider) is sent to the running actor, which starts over.
 */
export function GameListProvider(props: {
  kind: LobbyKind;
  filter: GameListFilter;
  pageSize?: number;
  children: ReactNode;
}) {
  const runtime = useRuntime();
  const [address] = useSearchParams();
  const { kind } = props;
  const logic = useMemo(() => createGamesImplementations(runtime).gameList(kind), [runtime, kind]);
  return (
    <GameListActor.Provider
      logic={logic}
      options={{
        id: 'gameList',
        input: {
          filter: props.filter,
          pageSize: props.pageSize,
          search: address.get(SEARCH_PARAM) ?? undefined,
        },
        inspect: runtime.inspect,
      }}
    >
      <FilterFollower filter={props.filter} />
      <SearchInAddress />
      {props.children}
    </GameListActor.Provider>
  );
}

function FilterFollower({ filter }: { filter: GameListFilter }) {
  useActorInput(GameListActor.useActorRef(), { type: 'list.setFilter', filter });
  return null;
}

/**
 * The search the games answer is kept in the address (?q=), replacing the entry: a game opened
 * from the results and closed again comes back to them, and the results can be shared.
 */
function SearchInAddress() {
  const actor = GameListActor.useActorRef();
  const [, setAddress] = useSearchParams();
  useEffect(() => {
    const applied = actor.on('list.searchApplied', ({ search }) =>
      setAddress(
        (address) => {
          if (search) address.set(SEARCH_PARAM, search);
          else address.delete(SEARCH_PARAM);
          return address;
        },
        { replace: true },
      ),
    );
    return () => applied.unsubscribe();
  }, [actor, setAddress]);
  return null;
}

export const useGameListSelector = GameListActor.useSelector;

export function useGameListEvents() {
  const actor = GameListActor.useActorRef();
  return useMemo(
    () => ({
      search: (text: string) => actor.send({ type: 'list.search', text }),
      loadMore: () => actor.send({ type: 'list.loadMore' }),
      retry: () => actor.send({ type: 'list.retry' }),
      removeItem: (id: number) => actor.send({ type: 'list.itemRemoved', id }),
    }),
    [actor],
  );
}
