import {
  createActor,
  createMachine,
  fromCallback,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyEventObject,
} from 'xstate';
import { INTERRUPTIONS_SYSTEM_ID } from '../../machines/app/interruptions.machine.ts';
import { APP_SYSTEM_ID } from '../../machines/shared/app-system.ts';

/**
 * Runs a machine the way the app actor does, as an invoked child beside the interruption
 * arbiter: what it tells the app (its parent, by system id) is recorded in `toParent`, what it
 * raises or settles there in `toArbiter`.
 */
export function startAsChild<TLogic extends AnyActorLogic>(
  logic: TLogic,
  beforeStart: (child: ActorRefFrom<TLogic>) => void = () => {},
) {
  const toParent: AnyEventObject[] = [];
  const toArbiter: AnyEventObject[] = [];
  const parent = createMachine({
    invoke: [
      { id: 'child', src: logic },
      {
        systemId: INTERRUPTIONS_SYSTEM_ID,
        src: fromCallback<AnyEventObject>(({ receive }) =>
          receive((event) => toArbiter.push(event)),
        ),
      },
    ],
    on: { '*': { actions: ({ event }) => toParent.push(event) } },
  });
  const actor = createActor(parent, { systemId: APP_SYSTEM_ID });
  const child = actor.getSnapshot().children.child as ActorRefFrom<TLogic>;
  beforeStart(child);
  actor.start();
  return { child, toParent, toArbiter };
}
