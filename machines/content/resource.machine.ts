import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';

export interface ResourceContext {
  params: unknown;
  data: unknown;
}

export type ResourceEvent =
  { type: 'resource.reload' } | { type: 'resource.setParams'; params: unknown };

/**
 * Loads one piece of server data for a view: loading → loaded or failed, reloadable.
 * The `load` actor is provided per use (getPromotions, getInformation, …); a result-false
 * answer and a network failure both land in `failed`, which keeps the last data it had.
 * Views type `data` through the hook that provides `load`.
 */
export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as { params: unknown },
  },
  actors: {
    load: fromPromise<unknown, unknown>(notProvided('resource.load')),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ params: input.params, data: null }),
  initial: 'loading',
  on: {
    'resource.setParams': {
      target: '.loading',
      actions: assign({ params: ({ event }) => event.params }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: ResourceContext }) => context.params,
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    loaded: { on: { 'resource.reload': 'loading' } },
    failed: { on: { 'resource.reload': 'loading' } },
  },
});
