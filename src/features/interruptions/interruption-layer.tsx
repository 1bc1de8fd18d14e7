import { useSelector } from '@xstate/react';
import { selectShown } from '../../../machines/app/interruptions.selectors.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';

// Most visits never see one, so their code (and MUI's dialog) is fetched when first needed.
const InactivityDialog = lazyPart(
  () => import('./inactivity-dialog.tsx'),
  (dialog) => dialog.InactivityDialog,
);
const RealityCheckDialog = lazyPart(
  () => import('./reality-check-dialog.tsx'),
  (dialog) => dialog.RealityCheckDialog,
);
const PlayStoppedDialog = lazyPart(
  () => import('./play-stopped-dialog.tsx'),
  (dialog) => dialog.PlayStoppedDialog,
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
