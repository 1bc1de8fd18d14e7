import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/content/resource.machine.ts';
import { useRuntime } from '../app/app-context.tsx';

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

  const key = JSON.stringify(params);
  const loadedKey = useRef(key);
  useEffect(() => {
    if (key === loadedKey.current) return;
    loadedKey.current = key;
    actor.send({ type: 'resource.setParams', params: JSON.parse(key) as unknown });
  }, [actor, key]);

  const data = useSelector(actor, (s) => s.context.data) as T | null;
  const isLoading = useSelector(actor, (s) => s.hasTag('busy'));
  const isFailed = useSelector(actor, (s) => s.matches('failed'));
  const isSlow = useSelector(actor, (s) => s.hasTag('slow'));
  return {
    data,
    isLoading,
    isFailed,
    isSlow,
    reload: () => actor.send({ type: 'resource.reload' }),
  };
}
