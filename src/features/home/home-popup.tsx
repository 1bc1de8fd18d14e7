import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { popupToShow } from '../../../machines/content/popups.ts';
import { useRuntime } from '../../app/app-context.tsx';
import { useResource } from '../../ui/use-resource.ts';

// The dialog code loads only when there is a popup to show.
const PopupDialog = lazy(() => import('./popup-dialog.tsx'));

/** The operator's active popup, until the visitor dismisses it (kept in storage 'modalStatus'). */
export function HomePopup() {
  const intl = useIntl();
  const { content, storage } = useRuntime();
  const [dismissed, setDismissed] = useState(() => storage.read('modalStatus') === true);
  const { data } = useResource(() => content.getPopups(), intl.locale);
  const popup = popupToShow(data ?? [], dismissed);
  if (!popup) return null;
  const dismiss = () => {
    storage.write('modalStatus', true);
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={popup} onClose={dismiss} />
    </Suspense>
  );
}
