import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { useRuntime, type ShellRuntime } from './app-context.tsx';

export interface MachineContextOptions<TMachine extends AnyStateMachine> {
  /** The actor's name in the inspector. */
  id: string;
  /** Set when other actors of the page reach it by this id. */
  systemId?: string;
  /** The machine with its implementations over the runtime's ports (a feature's factory). */
  provide: (runtime: ShellRuntime) => TMachine;
}

/**
 * A page's actor as a React context: the Provider runs the machine `provide` gives for the
 * runtime, named for the inspector and inspected like the app actor; views read it through
 * `useSelector` and send through `useActorRef`.
 */
export function createMachineContext<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { id, systemId, provide }: MachineContextOptions<TMachine>,
) {
  const ActorContext = createActorContext(machine);

  function Provider({ input, children }: { input?: InputFrom<TMachine>; children: ReactNode }) {
    const runtime = useRuntime();
    const logic = useMemo(() => provide(runtime), [runtime]);
    return (
      <ActorContext.Provider
        logic={logic}
        options={{ id, systemId, input, inspect: runtime.inspect }}
      >
        {children}
      </ActorContext.Provider>
    );
  }

  return {
    Provider,
    useSelector: ActorContext.useSelector,
    useActorRef: ActorContext.useActorRef,
  };
}
