import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM, type LobbyKind } from '../../../machines/content/lobby.ts';
import { gameListMachine, type GameListFilter } from '../../../machines/games/game-list.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { useActorInput } from '../../runtime/router-bridge.ts';
import { createGamesImplementations } from './games-implementations.ts';

// The lobby kind chooses which port lists the games: the slot games or the live tables.
const GameListActor = createMachineContext(gameListMachine, {
  id: 'gameList',
  provide: (runtime, kind: LobbyKind) => createGamesImplementations(runtime).gameList(kind),
  events: (actor) => ({
    search: (text: string) => actor.send({ type: 'list.search', text }),
    loadMore: () => actor.send({ type: 'list.loadMore' }),
    retry: () => actor.send({ type: 'list.retry' }),
    removeItem: (id: number) => actor.send({ type: 'list.itemRemoved', id }),
  }),
});

/**
 * Runs a gameList actor for one lobby kind, starting from the search the address keeps. A new
 * `filter` (the route moved to another category or provider) is sent to the running actor,
 * which starts over.
 */
export function GameListProvider(props: {
  kind: LobbyKind;
  filter: GameListFilter;
  pageSize?: number;
  children: ReactNode;
}) {
  const [address] = useSearchParams();
  const input = {
    filter: props.filter,
    pageSize: props.pageSize,
    search: address.get(SEARCH_PARAM) ?? undefined,
  };
  return (
    <GameListActor.Provider variant={props.kind} input={input}>
      <FilterFollower filter={props.filter} />
      {props.children}
    </GameListActor.Provider>
  );
}

function FilterFollower({ filter }: { filter: GameListFilter }) {
  useActorInput(GameListActor.useActorRef(), { type: 'list.setFilter', filter });
  return null;
}

export const useGameListSelector = GameListActor.useSelector;

export const useGameListEvents = GameListActor.useEvents;
