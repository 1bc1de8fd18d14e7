import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  selectCanConfirmCancel,
  selectCanKeep,
  selectCancelError,
  selectCancelling,
  selectIsCancelling,
} from '../../../machines/finance/withdrawals.selectors.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { FormError } from '../../ui/form-fields.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { useWithdrawalsEvents, type WithdrawalsActorRef } from './withdraw-context.tsx';

/** Asks before a pending withdrawal is cancelled; the amount goes back to the balance. */
export default function CancelDialog({ actor }: { actor: WithdrawalsActorRef }) {
  const item = useSelector(actor, selectCancelling);
  const busy = useSelector(actor, selectIsCancelling);
  const error = useSelector(actor, selectCancelError);
  const canConfirm = useSelector(actor, selectCanConfirmCancel);
  const canKeep = useSelector(actor, selectCanKeep);
  const { confirmCancel, keep } = useWithdrawalsEvents(actor);
  return (
    <Dialog
      open
      onClose={canKeep ? keep : undefined}
      aria-labelledby="withdrawal-cancel-title"
      aria-describedby="withdrawal-cancel-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="withdrawal-cancel-title">
        <FormattedMessage id="cashier.withdraw.history.cancelTitle" />
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {item && (
          <DialogContentText id="withdrawal-cancel-text">
            <FormattedMessage
              id="cashier.withdraw.history.cancelText"
              values={{ amount: <MoneyText kurus={item.amount} exact /> }}
            />
          </DialogContentText>
        )}
        <FormError error={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={keep} color="inherit" disabled={!canKeep}>
          <FormattedMessage id="cashier.withdraw.history.keep" />
        </Button>
        <BusyButton
          busy={busy}
          onClick={confirmCancel}
          color="error"
          variant="contained"
          disabled={!canConfirm && !busy}
        >
          <FormattedMessage id="cashier.withdraw.history.cancelConfirm" />
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
