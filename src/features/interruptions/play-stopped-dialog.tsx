import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { selectPlayStop } from '../../../machines/app/interruptions.selectors.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { PROTECTION_PATH } from '../../runtime/paths.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import { InterruptionDialog } from '../../ui/interruption-dialog.tsx';

/** Play stopped by the player's own limit: the daily play time, or a loss or wager limit. */
export function PlayStoppedDialog() {
  const { playSession, interruptions } = useRuntime();
  const stop = useSelector(interruptions, selectPlayStop);
  if (!stop) return null;
  const acknowledge = () => playSession.send({ type: 'playSession.acknowledgeStop' });
  return (
    <InterruptionDialog labelledBy="play-stopped-title" describedBy="play-stopped-text">
      <DialogTitle id="play-stopped-title">
        <FormattedMessage id={`playStopped.${stop}.title`} />
      </DialogTitle>
      <DialogContent>
        <Typography id="play-stopped-text">
          <FormattedMessage id={`playStopped.${stop}.text`} />
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button component={SmartLink} href={PROTECTION_PATH} onClick={acknowledge}>
          <FormattedMessage id="playStopped.tools" />
        </Button>
        <Button variant="contained" onClick={acknowledge}>
          <FormattedMessage id="playStopped.understood" />
        </Button>
      </DialogActions>
    </InterruptionDialog>
  );
}
