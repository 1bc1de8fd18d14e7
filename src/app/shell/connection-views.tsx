import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Typography from '@mui/material/Typography';
import {
  selectConnectionLost,
  selectOpenedOffline,
} from '../../../machines/app/connection.selectors.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useConnectionSelector } from './connection-context.tsx';

// Only a page opened offline needs it; the service worker keeps its code with the rest.
const OfflineScreen = lazyPart(
  () => import('./offline-screen.tsx'),
  (screen) => screen.OfflineScreen,
);

/** The page, or in its place the offline screen while a page opened offline has no network. */
export function PageOrOffline({ children }: { children: ReactNode }) {
  const openedOffline = useConnectionSelector(selectOpenedOffline);
  return openedOffline ? <OfflineScreen /> : children;
}

/** A line above the page while the network is gone (an alert: it is news); the page stays. */
export function ConnectionLostNotice() {
  const lost = useConnectionSelector(selectConnectionLost);
  if (!lost) return null;
  return (
    <Typography
      role="alert"
      sx={{
        mx: 2,
        py: 1,
        textAlign: 'center',
        fontWeight: 600,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 3,
        borderColor: 'warning.main',
      }}
    >
      <FormattedMessage id="shell.offline.lost" />
    </Typography>
  );
}
