import { UNREAD_SYSTEM_ID } from '../inbox/unread-count.machine.ts';
import { INTERRUPTIONS_SYSTEM_ID } from './interruptions.machine.ts';

/** The system ids of the app's long-lived children (the site reaches them by these too). */
export const APP_CHILDREN = {
  favorites: 'favorites',
  unreadCount: UNREAD_SYSTEM_ID,
  playSession: 'playSession',
  interruptions: INTERRUPTIONS_SYSTEM_ID,
  tabs: 'tabs',
} as const;
