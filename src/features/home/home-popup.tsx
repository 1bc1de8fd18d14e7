import { preload } from 'react-dom';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { selectPopup } from '../../../machines/app/interruptions.selectors.ts';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import { forAudience } from '../../../machines/shared/audience.ts';
import { useAppSelector, useRuntime } from '../../runtime/app-context.tsx';
import { useActorInput } from '../../runtime/router-bridge.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useResource } from '../../ui/use-resource.ts';

// The dialog code loads only when there is a popup to show.
const PopupDialog = lazyPart(
  () => import('./popup-dialog.tsx'),
  (popup) => popup.default,
);

/**
 * Offers the operator's popups that speak to the one looking to the interruption arbiter while
 * the home page is open, and shows the one the arbiter puts forward; the arbiter holds them until
 * the visitor first touches the page (or a while has passed) and remembers each one closed.
 */
export function HomePopup() {
  const intl = useIntl();
  const { content, interruptions } = useRuntime();
  const { data } = useResource('popups', () => content.getPopups(), intl.locale);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const popup = useSelector(interruptions, selectPopup);
  // Only the popups that speak to the one looking are offered (a visitor's invitation to sign
  // up never reaches a signed-in player).
  const offered = data && { type: 'popups.offer' as const, popups: forAudience(data, signedIn) };
  useActorInput(interruptions, offered, {
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
