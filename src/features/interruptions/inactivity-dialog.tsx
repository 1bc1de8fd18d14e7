import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { selectLogoutAt } from '../../../machines/app/app.selectors.ts';
import { useAppEvents, useAppSelector } from '../../runtime/app-context.tsx';
import { useNow } from '../../ui/use-now.ts';
import { InterruptionDialog } from '../../ui/interruption-dialog.tsx';

/** A minute before the inactivity sign-out: stay signed in, or sign out now. */
export function InactivityDialog() {
  const logoutAt = useAppSelector(selectLogoutAt);
  const { staySignedIn, logout } = useAppEvents();
  const now = useNow(1000);
  const seconds = Math.max(0, Math.ceil(((logoutAt ?? now) - now) / 1000));
  return (
    <InterruptionDialog labelledBy="inactivity-title" describedBy="inactivity-text">
      <DialogTitle id="inactivity-title">
        <FormattedMessage id="inactivity.title" />
      </DialogTitle>
      <DialogContent>
        <Typography id="inactivity-text">
          <FormattedMessage id="inactivity.text" values={{ seconds }} />
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={logout}>
          <FormattedMessage id="inactivity.logout" />
        </Button>
        <Button variant="contained" onClick={staySignedIn} autoFocus>
          <FormattedMessage id="inactivity.stay" />
        </Button>
      </DialogActions>
    </InterruptionDialog>
  );
}
