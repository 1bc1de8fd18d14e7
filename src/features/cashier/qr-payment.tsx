import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  announcedSeconds,
  formatCountdown,
  secondsLeft,
} from '../../../machines/cashier/deposit-rules.ts';
import { TRANSACTION_STATUS, type TransactionStatus } from '../../../machines/shared/finance.ts';
import { TransactionStatusChip } from '../../ui/cashier-status-chip.tsx';
import { QrCode } from '../../ui/qr-code.tsx';
import { useNow } from '../../ui/use-now.ts';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';
import { TransactionIdLine } from './deposit-heading.tsx';

/** The code's remaining time, shown each second and announced a few times (announcedSeconds). */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const intl = useIntl();
  const now = useNow(1000);
  const seconds = secondsLeft(expiresAt, now);
  const announced = announcedSeconds(seconds);
  return (
    <>
      <Typography
        role="timer"
        aria-live="off"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        <FormattedMessage
          id="cashier.deposit.qr.remaining"
          values={{ time: formatCountdown(seconds) }}
        />
      </Typography>
      <Box role="status" sx={visuallyHiddenSx}>
        {intl.formatMessage(
          { id: 'cashier.deposit.qr.remaining' },
          { time: formatCountdown(announced) },
        )}
      </Box>
    </>
  );
}

/**
 * A QR deposit under way, as the wizard and the quick deposit show it: the code to scan, its
 * time left, and the deposit's status and number as the platform reports them.
 */
export function QrPayment({
  qr,
  status,
  transactionID,
  size,
}: {
  qr: { payload: string; expiresAt: string };
  status: TransactionStatus | undefined;
  transactionID: number | null;
  size: number;
}) {
  const intl = useIntl();
  return (
    <>
      <QrCode
        text={qr.payload}
        label={intl.formatMessage({ id: 'cashier.deposit.qr.label' })}
        size={size}
      />
      <Countdown expiresAt={qr.expiresAt} />
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="cashier.deposit.status" />
        </Typography>
        <TransactionStatusChip status={status ?? TRANSACTION_STATUS.pending} />
      </Box>
      <TransactionIdLine id={transactionID} />
    </>
  );
}
