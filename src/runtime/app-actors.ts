import type { Actor, ActorRefFrom } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine.ts';
import type { interruptionsMachine } from '../../machines/app/interruptions.machine.ts';
import type { favoritesMachine } from '../../machines/games/favorites.machine.ts';
import type { unreadCountMachine } from '../../machines/inbox/unread-count.machine.ts';
import type { playSessionMachine } from '../../machines/protection/play-session.machine.ts';

/** The app actor and the long-lived flows it invokes (machines/app/app.machine.ts). */
export type AppActor = Actor<typeof appMachine>;
export type FavoritesActor = ActorRefFrom<typeof favoritesMachine>;
export type UnreadCountActor = ActorRefFrom<typeof unreadCountMachine>;
export type PlaySessionActor = ActorRefFrom<typeof playSessionMachine>;
export type InterruptionsActor = ActorRefFrom<typeof interruptionsMachine>;
