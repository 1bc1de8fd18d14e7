import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { APP_SYSTEM_ID } from '../../machines/shared/app-system.ts';

/**
 * The app actor as a page's flow meets it: a flow created with `{ parent: app }` runs in its
 * system, as on the site, and `told` records what the flow tells the app (its own events; not
 * xstate's word that the flow is done).
 */
export function appDouble() {
  const told: AnyEventObject[] = [];
  const app = createActor(
    createMachine({
      on: {
        '*': {
          actions: ({ event }) => {
            if (!event.type.startsWith('xstate.')) told.push(event);
          },
        },
      },
    }),
    { systemId: APP_SYSTEM_ID },
  ).start();
  return { app, told };
}
