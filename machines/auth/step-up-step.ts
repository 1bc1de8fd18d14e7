import type { StepUpOutput } from './step-up.machine.ts';

/** Where a step-up's end leads: the state, and the flow's own actions on the way. */
interface StepUpEnd {
  target: string;
  actions?: string | readonly string[];
}

/**
 * The invocation of the shared step-up child (`src: 'stepUp'`) as every flow that asks for one
 * writes it, but for its input: confirmed leads on to the change, anything else back. The flow's
 * setup names the child `stepUp` and the guard `stepUpConfirmed`.
 */
export const stepUpStep = <const Confirmed extends StepUpEnd, const Cancelled extends StepUpEnd>(
  confirmed: Confirmed,
  cancelled: Cancelled,
) =>
  ({
    id: 'stepUp',
    src: 'stepUp',
    onDone: [
      {
        guard: {
          type: 'stepUpConfirmed',
          params: ({ event }: { event: { output: StepUpOutput } }) => event.output,
        },
        ...confirmed,
      },
      cancelled,
    ],
  }) as const;
