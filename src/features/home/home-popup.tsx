import { preload } from 'react-dom';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectPopup } from '../../../machines/app/interruptions.selectors.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { useActorInput } from '../../runtime/router-bridge.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useResource } from '../../ui/use-resource.ts';

// The dialog code loads only when there is a popup to show.
const PopupDialog = lazyPart(async () => (await import('./popup-dialog.tsx')).default);

/**
 * Offers the operator's popups to the interruption arbiter while the home page is open, and
 * shows the one the arbiter puts forward; the arbiter remembers each one the visitor closes.
 */
export function HomePopup() {
  const intl = useIntl();
  const { content, interruptions } = useRuntime();
  const { data } = useResource('popups', () => content.getPopups(), intl.locale);
  const popup = useSelector(interruptions, selectPopup);
  useActorInput(interruptions, data && { type: 'popups.offer', popups: data }, {
    fromMount: true,
    onLeave: { type: 'popups.withdraw' },
  });
  if (!popup) return null;
  // The picture is fetched beside the dialog's code rather than after it.
  if (popup.Image) preload(popup.Image, { as: 'image' });
  return (
    <PopupDialog
      key={popup.id}
      popup={popup}
      onClose={() => interruptions.send({ type: 'popup.dismiss' })}
    />
  );
}
