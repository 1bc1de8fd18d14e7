import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

/** Placeholder logic for setup(): the app or a test must provide the real implementation. */
export function notProvided(name: string): () => never {
  return () => {
    throw new Error(`${name} is not provided: supply it with machine.provide()`);
  };
}

/** A port method an actor can be 1:1: no argument, or the actor's input as its only one. */
type PortMethod = (input: never) => Promise<unknown>;

/** A method without arguments takes whatever input fromPromise takes by default. */
type PortInput<F extends PortMethod> =
  Parameters<F> extends [] ? NonReducibleUnknown : Parameters<F>[0];

/**
 * A placeholder actor typed from its port method in machines/ports.ts, e.g.
 * `notProvidedPort<InboxApi['unreadCount']>('unreadCount.loadUnreadCount')`: the types are
 * written once, in the port, and a port change reaches the machine.
 */
export function notProvidedPort<F extends PortMethod>(
  name: string,
): PromiseActorLogic<Awaited<ReturnType<F>>, PortInput<F>> {
  return fromPromise<Awaited<ReturnType<F>>, PortInput<F>>(notProvided(name));
}
