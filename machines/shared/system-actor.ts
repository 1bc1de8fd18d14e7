import type { AnyActorRef } from 'xstate';

/**
 * An actor of the actor system by its system id, as a `sendTo` target: the app actor's
 * long-lived children reach each other this way. A missing one is an error, not a lost event.
 */
export const systemActor =
  (systemId: string) =>
  ({ system }: { system: { get(id: string): AnyActorRef | undefined } }) => {
    const actor = system.get(systemId);
    if (!actor) throw new Error(`No actor '${systemId}' in this actor system`);
    return actor;
  };
