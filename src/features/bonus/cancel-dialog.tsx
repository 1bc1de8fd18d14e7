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
import { ConfirmActions, ConfirmDialog } from '../../ui/confirm-dialog.tsx';
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
    <ConfirmDialog
      name="bonus-cancel"
      open={open && bonus !== null}
      onClose={busy ? undefined : keep}
      title={<FormattedMessage id="bonus.cancel.title" />}
      text={
        bonus && (
          <FormattedMessage
            id="bonus.cancel.warning"
            values={{
              balance: <MoneyText kurus={bonus.balance} exact />,
              wagered: <MoneyText kurus={bonus.wagered} exact />,
              required: <MoneyText kurus={bonus.wageringRequired} exact />,
            }}
          />
        )
      }
      actions={
        <ConfirmActions
          back="bonus.cancel.keep"
          onBack={keep}
          canGoBack={!busy}
          confirm="bonus.cancel.confirm"
          onConfirm={confirmCancel}
          busy={busy}
        />
      }
    >
      <FormError error={error} />
    </ConfirmDialog>
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
