import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import { useRuntime } from '../runtime/app-context.tsx';

/**
 * In inspector builds: opens the Stately inspector on a click (a window opened at start-up is
 * blocked as a popup), showing every actor alive at that moment and what happens next.
 */
export function InspectorButton() {
  const { openInspector } = useRuntime();
  if (!openInspector) return null;
  return (
    <Button
      variant="contained"
      color="secondary"
      size="small"
      onClick={openInspector}
      sx={{ position: 'fixed', left: 8, bottom: 8, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      <FormattedMessage id="inspector.open" />
    </Button>
  );
}
