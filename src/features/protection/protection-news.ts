import { fromCallback, type EventObject } from 'xstate';
import { PROTECTION_CHANGED_ELSEWHERE } from '../../../machines/app/tab-messages.ts';
import type { AppActor } from '../../runtime/app-actors.ts';

/**
 * The app's news that another tab changed the player's limits or reality check
 * (protection.changedElsewhere), handed to the protection page's machine while it runs.
 */
export const changesElsewhere = (appActor: AppActor) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const news = appActor.on(PROTECTION_CHANGED_ELSEWHERE, sendBack);
    return () => news.unsubscribe();
  });
