import { useSelector } from '@xstate/react';
import { selectShown } from '../../../machines/app/interruptions.selectors.ts';
import { useRuntime } from '../../app/app-context.tsx';
import { PlayStoppedDialog } from '../protection/play-stopped-dialog.tsx';
import { RealityCheckDialog } from '../protection/reality-check-dialog.tsx';
import { InactivityDialog } from './inactivity-dialog.tsx';

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
