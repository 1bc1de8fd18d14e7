import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine.ts';
import {
  selectInactivityWarning,
  selectIsUnderMaintenance,
} from '../../machines/app/app.selectors.ts';
import {
  INTERRUPTIONS_EMITTED,
  interruptionsMachine,
  type Interruption,
  type InterruptionKind,
} from '../../machines/app/interruptions.machine.ts';

type RaisedInterruption = Exclude<Interruption, { kind: 'popup' }>;
import {
  selectPlayStopped,
  selectRealityCheckDue,
} from '../../machines/protection/playSession.selectors.ts';
import type { PlaySessionActor } from '../features/protection/play-session-runtime.ts';
import type { AppStorage } from '../platform/storage.ts';

export type InterruptionsActor = Actor<typeof interruptionsMachine>;

/**
 * Starts the interruption arbiter and raises or settles each interruption as the actor that
 * owns it changes: maintenance and the inactivity warning (app), the reality check and a stopped
 * play (play session). The popups are offered by the home page; their closing is kept in storage.
 */
export function startInterruptions(deps: {
  appActor: Actor<typeof appMachine>;
  playSession: PlaySessionActor;
  storage: AppStorage;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}): InterruptionsActor {
  const { appActor, playSession, storage, inspect } = deps;
  const actor = createActor(interruptionsMachine, {
    input: { dismissedPopups: storage.read('modalStatus') ?? [] },
    inspect,
  });
  actor.on(INTERRUPTIONS_EMITTED.popupsDismissed, ({ ids }) => storage.write('modalStatus', ids));
  actor.start();

  const raised = new Map<string, string>();
  // Raises (or raises anew, when what it shows changed) or settles one kind.
  const mirror = (kind: Exclude<InterruptionKind, 'popup'>, shows: Interruption | null) => {
    const key = shows ? JSON.stringify(shows) : null;
    if ((raised.get(kind) ?? null) === key) return;
    if (shows && key) {
      raised.set(kind, key);
      actor.send({ type: 'interruption.raise', interruption: shows as RaisedInterruption });
    } else {
      raised.delete(kind);
      actor.send({ type: 'interruption.settle', kind });
    }
  };
  const followApp = (snapshot: ReturnType<typeof appActor.getSnapshot>) => {
    mirror('maintenance', selectIsUnderMaintenance(snapshot) ? { kind: 'maintenance' } : null);
    mirror('inactivity', selectInactivityWarning(snapshot) ? { kind: 'inactivity' } : null);
  };
  const followSession = (snapshot: ReturnType<typeof playSession.getSnapshot>) => {
    mirror('realityCheck', selectRealityCheckDue(snapshot) ? { kind: 'realityCheck' } : null);
    const stop = selectPlayStopped(snapshot) ? snapshot.context.session?.stop : null;
    mirror('playStopped', stop ? { kind: 'playStopped', stop } : null);
  };
  followApp(appActor.getSnapshot());
  appActor.subscribe(followApp);
  followSession(playSession.getSnapshot());
  playSession.subscribe(followSession);
  return actor;
}
