import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';

/** How long a load may take before the view says it takes longer than usual (no endless skeleton). */
export const SLOW_LOAD_MS = 8_000;

export interface ResourceContext {
  params: unknown;
  data: unknown;
}

export type ResourceEvent =
  { type: 'resource.reload' } | { type: 'resource.setParams'; params: unknown };

/**
 * Loads one piece of server data for a view: loading → loaded or failed, and again with new
 * params (a language switch, another page) or a retry of a failure. The `load` actor is
 * provided per use (getPromotions, getInformation, …); a result-false answer and a network
 * failure both land in `failed`, which keeps the last data it had.
 * A load still running after `slowLoad` is tagged `slow`, so the view can say so instead of
 * showing skeletons without end; its answer is still taken when it comes.
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
  guards: {
    hasNoData: ({ context }) => context.data === null,
  },
  delays: { slowLoad: SLOW_LOAD_MS },
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
      initial: 'waiting',
      states: {
        waiting: { after: { slowLoad: 'slow' } },
        slow: { tags: ['slow'] },
      },
    },
    loaded: {},
    // A failure with nothing to show is retried; one that keeps earlier data shows that data.
    failed: { on: { 'resource.reload': { guard: 'hasNoData', target: 'loading' } } },
  },
});
