import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  selectCanCancel,
  selectCanConfirmCancel,
  selectCanKeep,
  selectCancelError,
  selectCancelling,
  selectIsCancellable,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectList,
  selectWithdrawals,
} from '../../../machines/cashier/withdrawals.selectors.ts';
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
} from '../../../machines/paging/paged-list.selectors.ts';
import type { CashTransaction } from '../../../machines/shared/finance.ts';
import { TRANSACTION_STATUS } from '../../../machines/shared/finance.ts';
import { useFormat } from '../../i18n/format.ts';
import { ConfirmActions, ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormError } from '../../ui/form-fields.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { EmptyState, LoadFailed } from '../../ui/page-state.tsx';
import { ShowMoreFooter } from '../../ui/show-more-footer.tsx';
import { TransactionStatusChip } from '../../ui/cashier-status-chip.tsx';
import {
  useWithdrawalsActorRef,
  useWithdrawalsEvents,
  type WithdrawalsActorRef,
} from './withdraw-context.tsx';
import { WithdrawalsLoading, WithdrawalsPanel } from './withdraw-panels.tsx';
import { RowList } from '../../ui/row-list.tsx';

function WithdrawalRow({ actor, item }: { actor: WithdrawalsActorRef; item: CashTransaction }) {
  const intl = useIntl();
  const format = useFormat();
  const cancellable = useSelector(actor, (s) => selectIsCancellable(s, item));
  const canCancel = useSelector(actor, (s) => selectCanCancel(s, item));
  const { cancel } = useWithdrawalsEvents(actor);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 0.75,
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
            <MoneyText kurus={item.amount} exact />
          </Typography>
          <TransactionStatusChip status={item.transaction_status} />
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {item.methodName}
          {item.accountLabel ? ` · ${item.accountLabel}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {format.dateTime(item.createdAt)}
        </Typography>
        {item.transaction_status === TRANSACTION_STATUS.rejected && item.reason && (
          <Typography variant="body2" color="error">
            <FormattedMessage
              id="cashier.withdraw.history.reason"
              values={{ reason: item.reason }}
            />
          </Typography>
        )}
      </Box>
      {cancellable && (
        <Box>
          <Button
            color="error"
            variant="outlined"
            size="small"
            onClick={() => cancel(item)}
            disabled={!canCancel}
            aria-label={intl.formatMessage(
              { id: 'cashier.withdraw.history.cancelLabel' },
              { amount: format.money(item.amount) },
            )}
          >
            <FormattedMessage id="cashier.withdraw.history.cancel" />
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function CancelDialog({ actor }: { actor: WithdrawalsActorRef }) {
  const format = useFormat();
  const open = useSelector(actor, selectIsConfirmingCancel);
  const item = useSelector(actor, selectCancelling);
  const busy = useSelector(actor, selectIsCancelling);
  const error = useSelector(actor, selectCancelError);
  const canConfirm = useSelector(actor, selectCanConfirmCancel);
  const canKeep = useSelector(actor, selectCanKeep);
  const { confirmCancel, keep } = useWithdrawalsEvents(actor);
  return (
    <ConfirmDialog
      name="withdrawal-cancel"
      open={open}
      onClose={canKeep ? keep : undefined}
      title={<FormattedMessage id="cashier.withdraw.history.cancelTitle" />}
      text={
        item && (
          <FormattedMessage
            id="cashier.withdraw.history.cancelText"
            values={{ amount: format.money(item.amount) }}
          />
        )
      }
      actions={
        <ConfirmActions
          back="cashier.withdraw.history.keep"
          onBack={keep}
          canGoBack={canKeep}
          confirm="cashier.withdraw.history.cancelConfirm"
          onConfirm={confirmCancel}
          canConfirm={canConfirm}
          busy={busy}
        />
      }
    >
      <FormError error={error} />
    </ConfirmDialog>
  );
}

function WithdrawalList({ actor }: { actor: WithdrawalsActorRef }) {
  const list = useSelector(actor, selectList);
  const loading = useSelector(list, selectIsLoading);
  const failed = useSelector(list, selectHasFailed);
  const empty = useSelector(list, selectIsEmpty);
  const items = useSelector(list, selectWithdrawals);

  if (loading) return <WithdrawalsLoading />;
  if (failed) {
    return (
      <LoadFailed
        message="cashier.withdraw.history.loadFailed"
        onRetry={() => list.send({ type: 'list.retry' })}
      />
    );
  }
  if (empty) {
    return (
      <EmptyState>
        <FormattedMessage id="cashier.withdraw.history.empty" />
      </EmptyState>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <RowList labelledBy="withdrawals-title">
        {items.map((item) => (
          <WithdrawalRow key={item.id} actor={actor} item={item} />
        ))}
      </RowList>
      <ShowMoreFooter
        list={list}
        messages={{
          showMore: 'cashier.withdraw.history.showMore',
          moreFailed: 'cashier.withdraw.history.moreFailed',
        }}
      />
      <CancelDialog actor={actor} />
    </Box>
  );
}

/** The player's withdrawals with their status, 'show more', and cancel where allowed. */
export function WithdrawHistory() {
  const actor = useWithdrawalsActorRef();
  return <WithdrawalsPanel>{actor && <WithdrawalList actor={actor} />}</WithdrawalsPanel>;
}
