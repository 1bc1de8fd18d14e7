import type { SnapshotFrom } from 'xstate';
import type { siteUpdateMachine } from './site-update.machine.ts';

type SiteUpdateSnapshot = SnapshotFrom<typeof siteUpdateMachine>;

/** A new version is offered: the notice with its reload button shows. */
export const selectUpdateOffered = (s: SiteUpdateSnapshot) => s.matches({ waiting: 'offered' });
/** The player chose to reload: the notice says so until the page loads again. */
export const selectUpdateApplying = (s: SiteUpdateSnapshot) =>
  s.matches('applying') || s.matches('reloading');
/** The page's code is spoiled: the notice offers the reload that mends it. */
export const selectMendOffered = (s: SiteUpdateSnapshot) => s.matches({ spoiled: 'offered' });
/** The player chose to reload the spoiled page. */
export const selectMending = (s: SiteUpdateSnapshot) => s.matches('mending');
