import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { shallowEqual } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import {
  selectCanRestart,
  selectCanRetry,
  selectCompletedAmount,
  selectError,
  selectPaymentUrl,
  selectQr,
  selectTransaction,
  selectTransactionID,
} from '../../../machines/cashier/deposit.selectors.ts';
import { TRANSACTION_STATUS, type TransactionStatus } from '../../../machines/shared/finance.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { TransactionStatusChip } from '../../ui/cashier-status-chip.tsx';
import { useDepositEvents, useDepositSelector } from './deposit-context.tsx';
import { ScreenHeading, TransactionIdLine } from './deposit-heading.tsx';
import { CompletedAmount, RejectionDetails, Waiting } from './deposit-results.tsx';
import { QrPayment } from './qr-payment.tsx';

/** An outcome: icon, heading, what it means, and what can be done next. */
function Outcome(props: {
  icon?: ReactNode;
  heading: string;
  values?: Record<string, ReactNode>;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {props.icon && (
        <Box aria-hidden sx={{ fontSize: 48, display: 'flex' }}>
          {props.icon}
        </Box>
      )}
      <ScreenHeading id={props.heading} values={props.values} />
      {props.children}
      {props.actions && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, width: { xs: '100%', sm: 'auto' } }}
        >
          {props.actions}
        </Box>
      )}
    </Box>
  );
}

function TransactionLine() {
  return <TransactionIdLine id={useDepositSelector(selectTransactionID)} />;
}

function RestartButton() {
  const canRestart = useDepositSelector(selectCanRestart);
  const { restart } = useDepositEvents();
  return (
    <Button variant="contained" disabled={!canRestart} onClick={restart} sx={fullOnPhones}>
      <FormattedMessage id="cashier.deposit.restart" />
    </Button>
  );
}

function RetryButton() {
  const canRetry = useDepositSelector(selectCanRetry);
  const { retry } = useDepositEvents();
  return (
    <Button variant="outlined" disabled={!canRetry} onClick={retry} sx={fullOnPhones}>
      <FormattedMessage id="cashier.retry" />
    </Button>
  );
}

const fullOnPhones = { width: { xs: '100%', sm: 'auto' } } as const;

export function LoadFailedScreen() {
  return (
    <Outcome heading="cashier.deposit.loadFailed.title" actions={<RetryButton />}>
      <Alert severity="error" role="alert">
        <FormattedMessage id="cashier.deposit.loadFailed.text" />
      </Alert>
    </Outcome>
  );
}

export function RedirectingScreen() {
  const url = useDepositSelector(selectPaymentUrl);
  return (
    <Outcome heading="cashier.deposit.redirecting.title">
      <Waiting text="cashier.deposit.redirecting.text" />
      {url && (
        <Link href={url} rel="noopener">
          <FormattedMessage id="cashier.deposit.redirecting.link" />
        </Link>
      )}
    </Outcome>
  );
}

export function QrScreen() {
  const qr = useDepositSelector(selectQr, shallowEqual);
  const transaction = useDepositSelector(selectTransaction);
  const transactionID = useDepositSelector(selectTransactionID);
  if (!qr) return null;
  return (
    <Outcome heading="cashier.deposit.qr.title">
      <Typography color="text.secondary">
        <FormattedMessage id="cashier.deposit.qr.text" />
      </Typography>
      <QrPayment
        qr={qr}
        status={transaction?.transaction_status}
        transactionID={transactionID}
        size={220}
      />
    </Outcome>
  );
}

export function VerifyingScreen() {
  return (
    <Outcome heading="cashier.deposit.verifying.title">
      <Waiting text="cashier.deposit.verifying.text" />
    </Outcome>
  );
}

export function CheckingScreen() {
  return (
    <Outcome heading="cashier.deposit.checking.title">
      <Waiting text="cashier.deposit.checking.text" />
      <TransactionLine />
    </Outcome>
  );
}

export function CheckFailedScreen() {
  const text = useMessageText();
  const error = useDepositSelector(selectError);
  return (
    <Outcome
      icon={<ErrorOutlineIcon fontSize="inherit" color="error" />}
      heading="cashier.deposit.checkFailed.title"
      actions={
        <>
          <RetryButton />
          <RestartButton />
        </>
      }
    >
      <Alert severity="error" role="alert">
        {text(error) ?? <FormattedMessage id="cashier.processFailed" />}
      </Alert>
      <TransactionLine />
    </Outcome>
  );
}

/** A deposit that has ended one way or another: what became of it, and a new start. */
function EndedOutcome(props: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <Outcome icon={props.icon} heading={props.heading} actions={<RestartButton />}>
      {props.children}
      <TransactionLine />
    </Outcome>
  );
}

/** A deposit left pending or expired: its status and what that means. */
function StatusOutcome(props: {
  icon: ReactNode;
  heading: string;
  status: TransactionStatus;
  text: string;
}) {
  return (
    <EndedOutcome icon={props.icon} heading={props.heading}>
      <TransactionStatusChip status={props.status} />
      <Typography>
        <FormattedMessage id={props.text} />
      </Typography>
    </EndedOutcome>
  );
}

export function PendingScreen() {
  return (
    <StatusOutcome
      icon={<HourglassTopIcon fontSize="inherit" color="warning" />}
      heading="cashier.deposit.pending.title"
      status={TRANSACTION_STATUS.pending}
      text="cashier.deposit.pending.text"
    />
  );
}

export function CompletedScreen() {
  const amount = useDepositSelector(selectCompletedAmount);
  return (
    <EndedOutcome
      icon={<CheckCircleIcon fontSize="inherit" color="success" />}
      heading="cashier.deposit.completed.title"
    >
      <CompletedAmount amount={amount} fontSize="1.25rem" />
    </EndedOutcome>
  );
}

export function RejectedScreen() {
  const transaction = useDepositSelector(selectTransaction);
  return (
    <EndedOutcome
      icon={<ErrorOutlineIcon fontSize="inherit" color="error" />}
      heading="cashier.deposit.rejected.title"
    >
      <RejectionDetails transaction={transaction} />
    </EndedOutcome>
  );
}

export function ExpiredScreen() {
  return (
    <StatusOutcome
      icon={<TimerOffIcon fontSize="inherit" color="disabled" />}
      heading="cashier.deposit.expired.title"
      status={TRANSACTION_STATUS.expired}
      text="cashier.deposit.expired.text"
    />
  );
}
