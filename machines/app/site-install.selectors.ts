import type { SnapshotFrom } from 'xstate';
import type { siteInstallMachine } from './site-install.machine.ts';

type SiteInstallSnapshot = SnapshotFrom<typeof siteInstallMachine>;

/** The install offer's card shows. */
export const selectInstallOffered = (s: SiteInstallSnapshot) => s.matches({ available: 'offered' });
