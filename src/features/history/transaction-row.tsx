import { FormattedMessage } from 'react-intl';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type CashTransaction,
} from '../../../machines/shared/finance.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { TransactionStatusChip } from '../../ui/cashier-status-chip.tsx';
import { RowFigure, ROW_SX } from './row-figure.tsx';

const CATEGORY_LABEL: Record<number, string> = {
  [TRANSACTION_CATEGORY.deposit]: 'history.category.deposit',
  [TRANSACTION_CATEGORY.withdrawal]: 'history.category.withdrawal',
};

/** A deposit or withdrawal: when, what, how, how much, its status and any reason. */
export function TransactionRow({ item }: { item: CashTransaction }) {
  const format = useFormat();
  const category = CATEGORY_LABEL[item.transaction_category_id];
  return (
    <Paper component="li" variant="outlined" sx={ROW_SX}>
      <RowFigure label="history.column.date">{format.dateTime(item.createdAt)}</RowFigure>
      <RowFigure label="history.column.type">
        {category ? <FormattedMessage id={category} /> : item.transaction_category_id}
      </RowFigure>
      <RowFigure label="history.column.method">{item.methodName}</RowFigure>
      <RowFigure label="history.column.amount">
        <MoneyText kurus={item.amount} exact />
      </RowFigure>
      <RowFigure label="history.column.status">
        <TransactionStatusChip status={item.transaction_status} />
      </RowFigure>
      {item.transaction_status === TRANSACTION_STATUS.rejected && item.reason && (
        <Typography variant="body2" color="error" sx={{ gridColumn: '1 / -1' }}>
          <FormattedMessage id="history.reason" values={{ reason: item.reason }} />
        </Typography>
      )}
    </Paper>
  );
}
