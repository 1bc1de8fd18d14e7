import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  selectActiveBonus,
  selectCancelError,
  selectForfeited,
  selectIsCancelling,
  selectIsConfirmingCancel,
} from '../../../machines/bonus/bonus-area.selectors.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { FormError } from '../../ui/form-fields.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { useBonusAreaEvents, useBonusAreaSelector } from './bonus-context.tsx';

/** Cancelling the active bonus: what is lost, said plainly, before anything is sent. */
export function CancelBonusDialog() {
  const open = useBonusAreaSelector(selectIsConfirmingCancel);
  const busy = useBonusAreaSelector(selectIsCancelling);
  const bonus = useBonusAreaSelector(selectActiveBonus);
  const error = useBonusAreaSelector(selectCancelError);
  const { confirmCancel, keep } = useBonusAreaEvents();
  return (
    <Dialog
      open={open && bonus !== null}
      onClose={busy ? undefined : keep}
      aria-labelledby="bonus-cancel-title"
      aria-describedby="bonus-cancel-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="bonus-cancel-title">
        <FormattedMessage id="bonus.cancel.title" />
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {bonus && (
          <DialogContentText id="bonus-cancel-text">
            <FormattedMessage
              id="bonus.cancel.warning"
              values={{
                balance: <MoneyText kurus={bonus.balance} exact />,
                wagered: <MoneyText kurus={bonus.wagered} exact />,
                required: <MoneyText kurus={bonus.wageringRequired} exact />,
              }}
            />
          </DialogContentText>
        )}
        <FormError error={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={keep} color="inherit" disabled={busy}>
          <FormattedMessage id="bonus.cancel.keep" />
        </Button>
        <BusyButton busy={busy} onClick={confirmCancel} color="error" variant="contained">
          <FormattedMessage id="bonus.cancel.confirm" />
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

/** After a cancel: the bonus is gone, and this is what it took with it. */
export function ForfeitedDialog() {
  const bonus = useBonusAreaSelector(selectForfeited);
  const { dismiss } = useBonusAreaEvents();
  return (
    <Dialog
      open={bonus !== null}
      onClose={dismiss}
      aria-labelledby="bonus-forfeited-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="bonus-forfeited-title">
        <FormattedMessage id="bonus.cancel.doneTitle" />
      </DialogTitle>
      <DialogContent>
        {bonus && (
          <DialogContentText>
            <FormattedMessage id="bonus.cancel.doneText" values={{ title: bonus.title }} />
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={dismiss} autoFocus>
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
