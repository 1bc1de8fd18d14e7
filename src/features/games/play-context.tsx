import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  gameLaunchMachine,
  type PlayRequest,
} from '../../../machines/games/game-launch.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { useActorInput } from '../../runtime/router-bridge.ts';
import { createGamesImplementations } from './games-implementations.ts';

const GameLaunchActor = createMachineContext(gameLaunchMachine, {
  id: 'gameLaunch',
  provide: (runtime) => createGamesImplementations(runtime).gameLaunch,
  events: (actor) => ({
    close: () => actor.send({ type: 'player.close' }),
    toggleFullscreen: () => actor.send({ type: 'player.toggleFullscreen' }),
    fullscreenExited: () => actor.send({ type: 'browser.fullscreenExited' }),
  }),
});

/** Phones and touch screens get a live table's mobile layout. */
const MOBILE_QUERY = '(max-width: 599.95px), (pointer: coarse)';

/** The address, its router state and the viewport, as the launch machine reads them. */
function usePlayRequest(): PlayRequest {
  const { type, id, detail, gamingType, providerName } = useParams();
  const routeState: unknown = useLocation().state;
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return useMemo(
    () => ({ route: { type, id, detail, gamingType, providerName }, routeState, isMobile }),
    [type, id, detail, gamingType, providerName, routeState, isMobile],
  );
}

/** A new address on the same page: the machine decides whether it is another game. */
function useRouteChanges(request: PlayRequest) {
  useActorInput(GameLaunchActor.useActorRef(), { type: 'route.changed', ...request });
}

function PlayEffects({ request, children }: { request: PlayRequest; children: ReactNode }) {
  useRouteChanges(request);
  return children;
}

/**
 * Runs the game launch actor of the page, its launch over the runtime's GamesApi; the balance
 * to read again and the player's activity in the game go to the app actor.
 */
export function PlayProvider({ children }: { children: ReactNode }) {
  const request = usePlayRequest();
  // The first address is the input; later ones arrive as route.changed.
  const [input] = useState(request);
  return (
    <GameLaunchActor.Provider input={input}>
      <PlayEffects request={request}>{children}</PlayEffects>
    </GameLaunchActor.Provider>
  );
}

export const useGameLaunchSelector = GameLaunchActor.useSelector;

/** The events the game page sends, as named functions. */
export const usePlayEvents = GameLaunchActor.useEvents;
