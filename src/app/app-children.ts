import { APP_CHILDREN } from '../../machines/app/app-children.ts';
import type {
  AppActor,
  FavoritesActor,
  InterruptionsActor,
  PlaySessionActor,
  UnreadCountActor,
} from '../runtime/app-actors.ts';

/** The long-lived flows the app actor invokes (machines/app/app.machine.ts), by their system ids. */
export function appChildren(appActor: AppActor) {
  const { system } = appActor;
  return {
    favorites: system.get(APP_CHILDREN.favorites) as FavoritesActor,
    unread: system.get(APP_CHILDREN.unreadCount) as UnreadCountActor,
    playSession: system.get(APP_CHILDREN.playSession) as PlaySessionActor,
    interruptions: system.get(APP_CHILDREN.interruptions) as InterruptionsActor,
  };
}
