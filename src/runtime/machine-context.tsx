import { useMemo, type ReactNode } from 'react';
import { createActorContext, useSelector } from '@xstate/react';
import {
  createMachine,
  fromCallback,
  type ActorRef,
  type ActorRefFrom,
  type EventObject,
  type AnyEventObject,
  type AnyStateMachine,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { APP_SYSTEM_ID } from '../../machines/shared/app-system.ts';
import type { AppActor } from './app-actors.ts';
import { useRuntime, type ShellRuntime } from './app-context.tsx';

export interface MachineContextOptions<TMachine extends AnyStateMachine, TVariant, TEvents> {
  /** The actor's name in the inspector. */
  id: string;
  /**
   * The machine with its implementations over the runtime's ports (a feature's factory), for the
   * Provider's variant where it has one (a lobby kind's game list).
   */
  provide: (runtime: ShellRuntime, variant: TVariant) => TMachine;
  /** The events the page's views send, as named functions over its actor (`useEvents`). */
  events?: (actor: ActorRefFrom<TMachine>) => TEvents;
}

/**
 * The page's flow under a host that also runs the app's mailbox: everything the flow (or any of
 * its children) tells the app by its system id is handed to the app actor. The host is a root
 * actor, which @xstate/react can stop when the page goes, and which renders on the server too.
 */
function hostOf(page: AnyStateMachine, id: string, input: unknown, appActor: AppActor) {
  return createMachine({
    id: `${id}Page`,
    invoke: [
      {
        id: 'app',
        systemId: APP_SYSTEM_ID,
        src: fromCallback<AnyEventObject>(({ receive }) =>
          receive((event) => appActor.send(event as Parameters<AppActor['send']>[0])),
        ),
      },
      { id, src: page, input },
    ],
  });
}

/**
 * A page's actor as a React context: the Provider runs the machine `provide` gives for the
 * runtime, named for the inspector and inspected like the app actor; it tells the app what the
 * whole site cares about (money moved, a sign-in, where to go, a notice) through `toApp`. Views
 * read it through `useSelector` and send through `useEvents` (or `useActorRef`).
 */
export function createMachineContext<
  TMachine extends AnyStateMachine,
  TVariant = undefined,
  TEvents = Record<string, never>,
>(machine: TMachine, { id, provide, events }: MachineContextOptions<TMachine, TVariant, TEvents>) {
  type PageActor = ActorRefFrom<typeof machine>;
  // Every Provider gives the host of its own runtime (`logic`): this one only types the context.
  const HostContext = createActorContext(createMachine({}) as AnyStateMachine);

  function Provider({
    input,
    variant,
    children,
  }: {
    input?: InputFrom<TMachine>;
    variant?: TVariant;
    children: ReactNode;
  }) {
    const runtime = useRuntime();
    // The first input starts the flow; later renders never restart it.
    const host = useMemo(
      () => hostOf(provide(runtime, variant as TVariant), id, input, runtime.appActor),
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [runtime, variant],
    );
    return (
      <HostContext.Provider logic={host} options={{ inspect: runtime.inspect }}>
        {children}
      </HostContext.Provider>
    );
  }

  // The host's child, followed: a restarted host (React's strict mode) runs a new one.
  const useActorRefOfPage = (): PageActor =>
    HostContext.useSelector((snapshot) => snapshot.children[id] as PageActor);

  function useSelectorOfPage<T>(
    selector: (snapshot: SnapshotFrom<TMachine>) => T,
    compare?: (a: T, b: T) => boolean,
  ): T {
    // The page's actor is an ActorRef of TMachine: its snapshot is TMachine's.
    const actor = useActorRefOfPage() as unknown as ActorRef<SnapshotFrom<TMachine>, EventObject>;
    return useSelector(actor, selector, compare);
  }

  // Built once per actor, so views can pass the functions to memoized children.
  function useEventsOfPage(): TEvents {
    const actor = useActorRefOfPage();
    return useMemo(() => (events ? events(actor) : ({} as TEvents)), [actor]);
  }

  return {
    Provider,
    useSelector: useSelectorOfPage,
    useActorRef: useActorRefOfPage,
    useEvents: useEventsOfPage,
  };
}
