import { systemActor } from './system-actor.ts';

/**
 * The app actor's system id. Every page's actor runs in the app actor's system
 * (src/runtime/machine-context.tsx), so a flow at any depth reaches the app by this id.
 */
export const APP_SYSTEM_ID = 'app';

/**
 * The `sendTo` target of what a flow tells the whole site: money moved (`wallet.refresh`), a
 * sign-in, a changed contact, an expired or ended session, the player's activity, a page to lead
 * on to (`navigate.page`) and a notice (`notice.show`). The app acts on the first ones and hands
 * the last two to the router bridge.
 */
export const toApp = systemActor(APP_SYSTEM_ID);
