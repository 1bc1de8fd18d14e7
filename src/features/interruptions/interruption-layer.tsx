import { useSelector } from '@xstate/react';
import { selectShown } from '../../../machines/app/interruptions.selectors.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';

// Most visits never see one, so their code (and MUI's dialog) is fetched when first needed.
const InactivityDialog = lazyPart(
  async () => (await import('./inactivity-dialog.tsx')).InactivityDialog,
);
const RealityCheckDialog = lazyPart(
  async () => (await import('./reality-check-dialog.tsx')).RealityCheckDialog,
);
const PlayStoppedDialog = lazyPart(
  async () => (await import('./play-stopped-dialog.tsx')).PlayStoppedDialog,
);

/**
 * Shows what the interruption arbiter puts forward, one at a time. Maintenance has its own page
 * and the home page shows the operator's popups; the rest are dialogs over any page or game.
 */
export function InterruptionLayer() {
  const { interruptions } = useRuntime();
  switch (useSelector(interruptions, selectShown)) {
    case 'inactivity':
      return <InactivityDialog />;
    case 'realityCheck':
      return <RealityCheckDialog />;
    case 'playStopped':
      return <PlayStoppedDialog />;
    default:
      return null;
  }
}
