import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { shallowEqual } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import {
  selectAllowance,
  selectAmountError,
  selectAmountRange,
  selectAmountText,
  selectCanAgain,
  selectCanOpenCashier,
  selectCanPay,
  selectCompletedAmount,
  selectIsLoadingPresets,
  selectLastAmount,
  selectLimitStop,
  selectMethod,
  selectPaymentUrl,
  selectPaysInPlace,
  selectPresets,
  selectQr,
  selectTransaction,
  selectTransactionID,
  type QuickDepositScreen,
} from '../../../machines/cashier/quick-deposit.selectors.ts';
import { TRANSACTION_STATUS, type TransactionStatus } from '../../../machines/shared/finance.ts';
import { parseLira } from '../../../machines/shared/money.ts';
import { TransactionStatusChip } from '../../ui/cashier-status-chip.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { SubmitErrorFocus } from '../../ui/submit-error-focus.tsx';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';
import { AmountField } from './cashier-amount-field.tsx';
import { ScreenHeading, TransactionIdLine } from './deposit-heading.tsx';
import { AllowanceLine, DepositLimitStop } from './deposit-limit-notes.tsx';
import { CompletedAmount, RejectionDetails, Waiting } from './deposit-results.tsx';
import { QrPayment } from './qr-payment.tsx';
import { useQuickDepositEvents, useQuickDepositSelector } from './quick-deposit-context.tsx';

/** The id of each screen's heading: the panel's screens are named by it. */
export const QUICK_HEADING_ID = 'quick-deposit-heading';

function Heading({ id, values }: { id: string; values?: Record<string, ReactNode> }) {
  return <ScreenHeading id={id} values={values} headingId={QUICK_HEADING_ID} level="h3" />;
}

/** The panel's buttons: full width on phones, side by side from sm. */
function Actions({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row-reverse' },
        justifyContent: 'flex-start',
        flexWrap: 'wrap',
        gap: 1.5,
        mt: 3,
      }}
    >
      {children}
    </Box>
  );
}

function OpenCashierButton({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const canOpen = useQuickDepositSelector(selectCanOpenCashier);
  const { openCashier } = useQuickDepositEvents();
  return (
    <Button variant={variant} disabled={!canOpen} onClick={openCashier}>
      <FormattedMessage
        id={variant === 'text' ? 'cashier.quick.otherMethod' : 'cashier.quick.toCashier'}
      />
    </Button>
  );
}

function LoadingScreen() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 1.25 }}>
      <Typography role="status" sx={visuallyHiddenSx}>
        <FormattedMessage id="cashier.quick.loading" />
      </Typography>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={40} />
    </Box>
  );
}

function LoadFailedScreen() {
  const { retry } = useQuickDepositEvents();
  return (
    <>
      <Heading id="cashier.quick.loadFailed.title" />
      <Alert severity="error" role="alert">
        <FormattedMessage id="cashier.deposit.loadFailed.text" />
      </Alert>
      <Actions>
        <Button variant="contained" onClick={retry}>
          <FormattedMessage id="cashier.retry" />
        </Button>
      </Actions>
    </>
  );
}

function NothingRememberedScreen() {
  return (
    <>
      <Heading id="cashier.quick.nothing.title" />
      <Typography>
        <FormattedMessage id="cashier.quick.nothing.text" />
      </Typography>
      <Actions>
        <OpenCashierButton variant="contained" />
      </Actions>
    </>
  );
}

function LimitChoiceDueScreen() {
  return (
    <>
      <Heading id="cashier.quick.limitChoice.title" />
      <Typography>
        <FormattedMessage id="cashier.quick.limitChoice.text" />
      </Typography>
      <Actions>
        <OpenCashierButton variant="contained" />
      </Actions>
    </>
  );
}

/** The pay button names the amount typed: 'Yatır ₺250,00', or only 'Yatır' while it is unreadable. */
function PayLabel({ text }: { text: string }) {
  const amount = parseLira(text);
  if (amount === null || amount === 0) return <FormattedMessage id="cashier.quick.payPlain" />;
  return (
    <FormattedMessage
      id="cashier.quick.pay"
      values={{ amount: <MoneyText kurus={amount} exact /> }}
    />
  );
}

function AmountScreen() {
  const method = useQuickDepositSelector(selectMethod);
  const text = useQuickDepositSelector(selectAmountText);
  const error = useQuickDepositSelector(selectAmountError);
  const presets = useQuickDepositSelector(selectPresets, shallowEqual);
  const presetsLoading = useQuickDepositSelector(selectIsLoadingPresets);
  const range = useQuickDepositSelector(selectAmountRange, shallowEqual);
  const stop = useQuickDepositSelector(selectLimitStop, shallowEqual);
  const allowance = useQuickDepositSelector(selectAllowance);
  const lastAmount = useQuickDepositSelector(selectLastAmount);
  const inPlace = useQuickDepositSelector(selectPaysInPlace);
  const canPay = useQuickDepositSelector(selectCanPay);
  const { changeAmount, choosePreset, pay } = useQuickDepositEvents();
  const [attempt, setAttempt] = useState(0);
  if (!method || !range) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    pay();
  };
  const name = method.group ? `${method.group.name} · ${method.name}` : method.name;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={QUICK_HEADING_ID}>
      <Heading id="cashier.quick.heading" values={{ method: name }} />
      {lastAmount !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          <FormattedMessage
            id="cashier.quick.lastAmount"
            values={{ amount: <MoneyText kurus={lastAmount} exact /> }}
          />
        </Typography>
      )}
      {stop ? (
        <DepositLimitStop stop={stop} />
      ) : (
        <>
          <AllowanceLine allowance={allowance} />
          <AmountField
            id="quick-deposit-amount"
            value={text}
            onChange={changeAmount}
            error={error}
            range={range}
            presets={presets}
            onPreset={choosePreset}
            presetsLoading={presetsLoading}
          />
          {!inPlace && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              <FormattedMessage id="cashier.quick.continueHint" />
            </Typography>
          )}
        </>
      )}
      <Actions>
        {!stop && (
          <Button type="submit" variant="contained" size="large" disabled={!canPay}>
            {inPlace ? <PayLabel text={text} /> : <FormattedMessage id="cashier.quick.continue" />}
          </Button>
        )}
        <OpenCashierButton />
      </Actions>
      <SubmitErrorFocus attempt={attempt} />
    </Box>
  );
}

function TransactionLine() {
  return <TransactionIdLine id={useQuickDepositSelector(selectTransactionID)} />;
}

function RedirectingScreen() {
  const url = useQuickDepositSelector(selectPaymentUrl);
  return (
    <>
      <Heading id="cashier.deposit.redirecting.title" />
      <Waiting text="cashier.deposit.redirecting.text" />
      {url && (
        <Link href={url} rel="noopener" sx={{ display: 'inline-block', mt: 2 }}>
          <FormattedMessage id="cashier.deposit.redirecting.link" />
        </Link>
      )}
    </>
  );
}

function QrScreen() {
  const qr = useQuickDepositSelector(selectQr, shallowEqual);
  const transaction = useQuickDepositSelector(selectTransaction);
  const transactionID = useQuickDepositSelector(selectTransactionID);
  if (!qr) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Box>
        <Heading id="cashier.deposit.qr.title" />
        <Typography color="text.secondary">
          <FormattedMessage id="cashier.deposit.qr.text" />
        </Typography>
      </Box>
      <QrPayment
        qr={qr}
        status={transaction?.transaction_status}
        transactionID={transactionID}
        size={200}
      />
    </Box>
  );
}

function VerifyingScreen() {
  return (
    <>
      <Heading id="cashier.deposit.verifying.title" />
      <Waiting text="cashier.deposit.verifying.text" />
    </>
  );
}

/** A deposit that has ended one way or another, and another one to start. */
function Ended(props: { icon: ReactNode; heading: string; children?: ReactNode }) {
  const canAgain = useQuickDepositSelector(selectCanAgain);
  const { again } = useQuickDepositEvents();
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Box aria-hidden sx={{ fontSize: 44, display: 'flex' }}>
        {props.icon}
      </Box>
      <Box>
        <Heading id={props.heading} />
        {props.children}
      </Box>
      <TransactionLine />
      <Button variant="outlined" disabled={!canAgain} onClick={again}>
        <FormattedMessage id="cashier.deposit.restart" />
      </Button>
    </Box>
  );
}

function StatusLine({ status, text }: { status: TransactionStatus; text: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <TransactionStatusChip status={status} />
      <Typography>
        <FormattedMessage id={text} />
      </Typography>
    </Box>
  );
}

function CompletedScreen() {
  const amount = useQuickDepositSelector(selectCompletedAmount);
  return (
    <Ended
      icon={<CheckCircleIcon fontSize="inherit" color="success" />}
      heading="cashier.deposit.completed.title"
    >
      <CompletedAmount amount={amount} fontSize="1.2rem" />
    </Ended>
  );
}

function RejectedScreen() {
  const transaction = useQuickDepositSelector(selectTransaction);
  return (
    <Ended
      icon={<ErrorOutlineIcon fontSize="inherit" color="error" />}
      heading="cashier.deposit.rejected.title"
    >
      <RejectionDetails transaction={transaction} />
    </Ended>
  );
}

export function QuickDepositScreenView({ screen }: { screen: QuickDepositScreen }) {
  switch (screen) {
    case 'loading':
    case 'closed':
      return <LoadingScreen />;
    case 'loadFailed':
      return <LoadFailedScreen />;
    case 'nothingRemembered':
      return <NothingRememberedScreen />;
    case 'limitChoiceDue':
      return <LimitChoiceDueScreen />;
    case 'amount':
      return <AmountScreen />;
    case 'redirecting':
      return <RedirectingScreen />;
    case 'qr':
      return <QrScreen />;
    case 'verifying':
      return <VerifyingScreen />;
    case 'pending':
      return (
        <Ended
          icon={<HourglassTopIcon fontSize="inherit" color="warning" />}
          heading="cashier.deposit.pending.title"
        >
          <StatusLine status={TRANSACTION_STATUS.pending} text="cashier.deposit.pending.text" />
        </Ended>
      );
    case 'completed':
      return <CompletedScreen />;
    case 'rejected':
      return <RejectedScreen />;
    case 'expired':
      return (
        <Ended
          icon={<TimerOffIcon fontSize="inherit" color="disabled" />}
          heading="cashier.deposit.expired.title"
        >
          <StatusLine status={TRANSACTION_STATUS.expired} text="cashier.deposit.expired.text" />
        </Ended>
      );
  }
}
