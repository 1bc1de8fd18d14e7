import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { CashTransaction } from '../../../machines/shared/finance.ts';
import { TransactionStatusChip } from '../../ui/cashier-status-chip.tsx';
import { MoneyText } from '../../ui/money-text.tsx';

/* What became of a deposit, as the wizard and the quick deposit both tell it. */

/** The amount credited (kuruş), in the size the screen gives it. */
export function CompletedAmount({ amount, fontSize }: { amount: number | null; fontSize: string }) {
  if (amount === null) return null;
  return (
    <Typography sx={{ fontSize, fontWeight: 700 }}>
      <FormattedMessage
        id="cashier.deposit.completed.text"
        values={{ amount: <MoneyText kurus={amount} exact /> }}
      />
    </Typography>
  );
}

/** A refused deposit's status and the provider's reason, where it gave one. */
export function RejectionDetails({ transaction }: { transaction: CashTransaction | null }) {
  return (
    <>
      {transaction && <TransactionStatusChip status={transaction.transaction_status} />}
      {transaction?.reason && (
        <Typography>
          <FormattedMessage
            id="cashier.deposit.rejected.reason"
            values={{ reason: transaction.reason }}
          />
        </Typography>
      )}
    </>
  );
}

/** A wait with a spinner, announced once. */
export function Waiting({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <CircularProgress size={22} aria-hidden />
      <Typography role="status">
        <FormattedMessage id={text} />
      </Typography>
    </Box>
  );
}
