import { useDeferredValue, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/content/resource.machine.ts';
import { useRuntime } from '../runtime/app-context.tsx';
import { useActorInput } from '../runtime/router-bridge.ts';

export interface Resource<T> {
  data: T | null;
  isLoading: boolean;
  isFailed: boolean;
  /** Still loading after the bound (SLOW_LOAD_MS): the view says so instead of a skeleton. */
  isSlow: boolean;
  reload(): void;
}

/**
 * Loads one piece of data through the resource machine, an actor named `name` after what it
 * loads (the inspector lists it so). The loader of the first render is kept, so everything that
 * varies must come in through `params` (compared by value): new params load again, e.g. the
 * language, which the API client sends with every call.
 */
export function useResource<T, P>(
  name: string,
  loader: (params: P) => Promise<T>,
  params: P,
): Resource<T> {
  const { inspect } = useRuntime();
  const [logic] = useState(() =>
    resourceMachine.provide({
      actors: { load: fromPromise<unknown, unknown>(({ input }) => loader(input as P)) },
    }),
  );
  const actor = useActorRef(logic, { id: name, input: { params }, inspect });

  useActorInput(actor, { type: 'resource.setParams', params });

  // What the data changes is rendered in slices the browser can interrupt: a page whose parts
  // arrive together would otherwise render them in one long block.
  const snapshot = useDeferredValue(useSelector(actor, (s) => s));
  return {
    data: snapshot.context.data as T | null,
    isLoading: snapshot.hasTag('busy'),
    isFailed: snapshot.matches('failed'),
    isSlow: snapshot.hasTag('slow'),
    reload: () => actor.send({ type: 'resource.reload' }),
  };
}
