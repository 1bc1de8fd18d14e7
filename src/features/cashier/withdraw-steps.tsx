import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  selectCanCancel as selectCanCancelAccount,
  selectHasFailed as selectAccountFormFailed,
  selectIsFormOpen,
} from '../../../machines/cashier/bank-accounts.selectors.ts';
import {
  amountError,
  codeError,
  destinationError,
  noteError,
  validityDateError,
  type WithdrawDestination,
} from '../../../machines/cashier/withdraw-rules.ts';
import {
  selectAccountView,
  selectAccounts,
  selectAmount,
  selectAmountRange,
  selectBankAccount,
  selectBankAccountID,
  selectCanAddAccount,
  selectCanBack,
  selectCanConfirm,
  selectCanRestart,
  selectCanToggleFavorites,
  selectDestination,
  selectDestinationField,
  selectFailure,
  selectHasFailed,
  selectMethod,
  selectMethodID,
  selectMethods,
  selectNote,
  selectStep,
  selectSteps,
  selectTransaction,
  selectValidityDate,
  selectWithdrawable,
  type WithdrawStep,
} from '../../../machines/cashier/withdraw.selectors.ts';
import { kurusToInput } from '../../../machines/shared/money.ts';
import { WITHDRAW_NOTE_MAX } from '../../../machines/shared/validation/finance-schemas.ts';
import { formatIban } from '../../../machines/shared/validation/iban.ts';
import { useFormat } from '../../i18n/format.ts';
import { CodeField, FormError, FormTextField } from '../../ui/form-fields.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { EmptyState, LoadFailed } from '../../ui/page-state.tsx';
import { useBankAccountEvents } from './bank-accounts-context.tsx';
import { BankAccountForm } from './bank-accounts-form.tsx';
import { AmountField } from './cashier-amount-field.tsx';
import { MethodPicker } from './cashier-method-picker.tsx';
import { ReviewList, type ReviewRow } from './cashier-review-list.tsx';
import { TransactionStatusChip } from '../../ui/cashier-status-chip.tsx';
import { WaitOverlay } from './cashier-wait-overlay.tsx';
import { BonusBlockedStep, BonusForfeitStep } from './withdraw-bonus.tsx';
import { WithdrawStepUp } from './withdraw-step-up.tsx';
import {
  useAddAccountActorRef,
  useWithdrawEvents,
  useWithdrawSelector,
} from './withdraw-context.tsx';
import { STEP_HEADING_SIZE, WizardLoading } from './withdraw-panels.tsx';
import { SubmitErrorFocus } from '../../ui/submit-error-focus.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';
import { RowList } from '../../ui/row-list.tsx';

const HEADING_ID = 'withdraw-step-heading';

/** Today as YYYY-MM-DD in the player's time zone: the earliest validity date a date input offers. */
function todayInput(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The step's heading. Once the wizard has moved on from the step it opened with, each new step's
 * heading takes the focus, so keyboard and screen-reader users start where the new step starts.
 */
function StepHeading({ step, moved }: { step: WithdrawStep; moved: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) ref.current?.focus();
  }, [step, moved]);
  return (
    <Typography
      ref={ref}
      id={HEADING_ID}
      variant="h2"
      tabIndex={-1}
      sx={{ fontSize: STEP_HEADING_SIZE, outline: 'none' }}
    >
      <FormattedMessage id={`cashier.withdraw.step.${step}`} />
    </Typography>
  );
}

/** 'Adım 2 / 6' with a bar, above the input steps. */
function StepProgress({ step }: { step: WithdrawStep }) {
  const steps = useWithdrawSelector(selectSteps);
  const index = steps.indexOf(step);
  if (index < 0) return null;
  const current = index + 1;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        <FormattedMessage
          id="cashier.withdraw.progress"
          values={{ current, total: steps.length }}
        />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(current / steps.length) * 100}
        aria-hidden
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

/** Back (when the machine takes it) and the step's submit button. */
function StepActions({ submit, children }: { submit?: string; children?: ReactNode }) {
  const canBack = useWithdrawSelector(selectCanBack);
  const { back } = useWithdrawEvents();
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'center',
      }}
    >
      {canBack ? (
        <Button onClick={back} color="inherit">
          <FormattedMessage id="cashier.back" />
        </Button>
      ) : (
        <span />
      )}
      {children}
      {submit && (
        <Button type="submit" variant="contained" size="large">
          <FormattedMessage id={submit} />
        </Button>
      )}
    </Box>
  );
}

function MethodStep() {
  const methods = useWithdrawSelector(selectMethods);
  const methodID = useWithdrawSelector(selectMethodID);
  const canToggle = useWithdrawSelector(selectCanToggleFavorites);
  const { selectMethod, toggleFavorite } = useWithdrawEvents();
  if (methods.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="cashier.withdraw.noMethods" />
      </EmptyState>
    );
  }
  return (
    <MethodPicker
      methods={methods}
      selectedID={methodID}
      onSelect={selectMethod}
      onToggleFavorite={toggleFavorite}
      canToggleFavorite={canToggle}
      labelledBy={HEADING_ID}
    />
  );
}

/** The saved accounts as one-press choices, and a way to add another. */
function PickAccount() {
  const intl = useIntl();
  const accounts = useWithdrawSelector(selectAccounts);
  const chosen = useWithdrawSelector(selectBankAccountID);
  const canAdd = useWithdrawSelector(selectCanAddAccount);
  const { selectAccount, addAccount } = useWithdrawEvents();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        <FormattedMessage
          id={accounts.length ? 'cashier.withdraw.pickAccount' : 'cashier.withdraw.noAccounts'}
        />
      </Typography>
      {accounts.length > 0 && (
        <RowList label={intl.formatMessage({ id: 'bankAccounts.listLabel' })}>
          {accounts.map((account) => (
            <Box component="li" key={account.bankAccountID}>
              <ButtonBase
                onClick={() => selectAccount(account.bankAccountID)}
                aria-current={account.bankAccountID === chosen ? 'true' : undefined}
                sx={{
                  width: '100%',
                  justifyContent: 'space-between',
                  textAlign: 'left',
                  gap: 1,
                  p: 1.5,
                  border: 1,
                  borderRadius: 2,
                  borderColor: account.bankAccountID === chosen ? 'primary.main' : 'divider',
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                    {account.bankName}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {account.owner}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', overflowWrap: 'anywhere', fontFamily: 'monospace' }}
                  >
                    {formatIban(account.iban)}
                  </Typography>
                </Box>
                <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
              </ButtonBase>
            </Box>
          ))}
        </RowList>
      )}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={addAccount} disabled={!canAdd}>
          <FormattedMessage id="cashier.withdraw.addAccount" />
        </Button>
      </Box>
      <StepActions />
    </Box>
  );
}

/** The bank account machine's form, run by the wizard as a child. */
function AddAccount() {
  const actor = useAddAccountActorRef();
  if (!actor) return null;
  return <AddAccountView actor={actor} />;
}

function AddAccountView({
  actor,
}: {
  actor: NonNullable<ReturnType<typeof useAddAccountActorRef>>;
}) {
  const formOpen = useSelector(actor, selectIsFormOpen);
  const failed = useSelector(actor, selectAccountFormFailed);
  const canCancel = useSelector(actor, selectCanCancelAccount);
  const { retry, cancel } = useBankAccountEvents(actor);
  if (formOpen) return <BankAccountForm actor={actor} />;
  if (failed) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <LoadFailed message="bankAccounts.loadFailed" onRetry={retry} />
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button onClick={cancel} color="inherit" disabled={!canCancel}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </Box>
      </Box>
    );
  }
  return <Skeleton variant="rounded" height={280} aria-busy="true" />;
}

/** A step that asks one thing, checked by the shared rule before 'Next' sends it. */
function OneFieldStep(props: {
  name: string;
  value: string | null;
  check: (value: string) => string | null;
  submit: (value: string) => void;
  children: ReactNode;
}) {
  const { name } = props;
  return (
    <Formik
      initialValues={{ [name]: props.value ?? '' }}
      validate={(values) => {
        const error = props.check(values[name] ?? '');
        return error ? { [name]: error } : {};
      }}
      onSubmit={(values) => props.submit(values[name] ?? '')}
    >
      <Box component={ValidatedForm} sx={{ display: 'grid', gap: 2.5 }}>
        {props.children}
        <StepActions submit="cashier.next" />
      </Box>
    </Formik>
  );
}

/** A wallet number or crypto address, by its shared rule. */
function DestinationForm({ field }: { field: Exclude<WithdrawDestination, 'bankAccountID'> }) {
  const destination = useWithdrawSelector(selectDestination);
  const { submitDestination } = useWithdrawEvents();
  return (
    <OneFieldStep
      name={field}
      value={destination}
      check={(value) => destinationError(field, value)}
      submit={submitDestination}
    >
      <FormTextField
        name={field}
        label={`cashier.field.${field}`}
        autoComplete="off"
        spellCheck={false}
        required
      />
    </OneFieldStep>
  );
}

function AccountStep() {
  const view = useWithdrawSelector(selectAccountView);
  const field = useWithdrawSelector(selectDestinationField);
  if (view === 'adding') return <AddAccount />;
  if (view === 'destination' && field !== null && field !== 'bankAccountID') {
    return <DestinationForm field={field} />;
  }
  return <PickAccount />;
}

function AmountStep() {
  const method = useWithdrawSelector(selectMethod);
  const range = useWithdrawSelector(selectAmountRange);
  const withdrawable = useWithdrawSelector(selectWithdrawable);
  const amount = useWithdrawSelector(selectAmount);
  const { submitAmount } = useWithdrawEvents();
  const [text, setText] = useState(amount === null ? '' : kurusToInput(amount));
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  if (!method || !range) return null;
  const error = checked ? amountError(text, method, withdrawable) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setAttempt((count) => count + 1);
    if (amountError(text, method, withdrawable) === null) submitAmount(text);
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <SubmitErrorFocus attempt={attempt} />
      <Typography>
        <FormattedMessage
          id="cashier.withdraw.amountHint"
          values={{ amount: <MoneyText kurus={withdrawable} exact /> }}
        />
      </Typography>
      <AmountField
        value={text}
        onChange={setText}
        error={error}
        range={range}
        presets={[]}
        onPreset={(kurus) => setText(kurusToInput(kurus))}
      />
      <StepActions submit="cashier.next" />
    </Box>
  );
}

function ValidityDateStep() {
  const validityDate = useWithdrawSelector(selectValidityDate);
  const { submitValidityDate } = useWithdrawEvents();
  return (
    <OneFieldStep
      name="validityDate"
      value={validityDate}
      check={(value) => validityDateError(value)}
      submit={submitValidityDate}
    >
      <FormTextField
        name="validityDate"
        label="cashier.field.validityDate"
        hint="cashier.withdraw.validityHint"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayInput() } }}
      />
    </OneFieldStep>
  );
}

function NoteStep() {
  const note = useWithdrawSelector(selectNote);
  const { submitNote } = useWithdrawEvents();
  return (
    <OneFieldStep name="note" value={note} check={noteError} submit={submitNote}>
      <FormNoteField />
    </OneFieldStep>
  );
}

function FormNoteField() {
  const intl = useIntl();
  return (
    <FormTextField
      name="note"
      label="cashier.field.note"
      multiline
      minRows={3}
      placeholder={intl.formatMessage(
        { id: 'cashier.withdraw.noteHint' },
        { max: WITHDRAW_NOTE_MAX },
      )}
      slotProps={{ htmlInput: { maxLength: WITHDRAW_NOTE_MAX + 50 } }}
    />
  );
}

/** The authenticator code: asked on every withdrawal, never kept. */
function CodeStep() {
  const { submitCode } = useWithdrawEvents();
  return (
    <Formik
      initialValues={{ code: '' }}
      validate={(values) => {
        const error = codeError(values.code);
        return error ? { code: error } : {};
      }}
      onSubmit={(values) => submitCode(values.code)}
    >
      <Box component={ValidatedForm} sx={{ display: 'grid', gap: 2.5 }}>
        <Typography color="text.secondary">
          <FormattedMessage id="cashier.withdraw.codeText" />
        </Typography>
        <CodeField name="code" label="cashier.field.gaCode" />
        <StepActions submit="cashier.next" />
      </Box>
    </Formik>
  );
}

/** Where the money goes, as the review and the receipt show it. */
function useDestinationText(): string | null {
  const field = useWithdrawSelector(selectDestinationField);
  const account = useWithdrawSelector(selectBankAccount);
  const destination = useWithdrawSelector(selectDestination);
  if (field === 'bankAccountID') {
    return account ? `${account.bankName} · ${formatIban(account.iban)}` : null;
  }
  return destination;
}

function ReviewStep() {
  const intl = useIntl();
  const format = useFormat();
  const method = useWithdrawSelector(selectMethod);
  const field = useWithdrawSelector(selectDestinationField);
  const amount = useWithdrawSelector(selectAmount);
  const validityDate = useWithdrawSelector(selectValidityDate);
  const note = useWithdrawSelector(selectNote);
  const failure = useWithdrawSelector(selectFailure);
  const canConfirm = useWithdrawSelector(selectCanConfirm);
  const destination = useDestinationText();
  const { confirm } = useWithdrawEvents();
  const label = (id: string) => intl.formatMessage({ id });
  const rows: ReviewRow[] = [
    { label: label('cashier.withdraw.method'), value: method?.name },
    ...(field && destination
      ? [{ label: label(`cashier.field.${field}`), value: destination }]
      : []),
    {
      label: label('cashier.field.amount'),
      value: amount === null ? null : <MoneyText kurus={amount} exact />,
    },
    {
      label: label('cashier.field.validityDate'),
      value: validityDate ? format.date(validityDate) : null,
    },
    { label: label('cashier.field.note'), value: note || label('cashier.withdraw.noNote') },
  ];
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        confirm();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <ReviewList rows={rows} />
      <Typography color="text.secondary">
        <FormattedMessage id="cashier.withdraw.confirmText" />
      </Typography>
      <FormError error={failure} />
      <StepActions>
        <Button type="submit" variant="contained" size="large" disabled={!canConfirm}>
          <FormattedMessage id="cashier.withdraw.submit" />
        </Button>
      </StepActions>
    </Box>
  );
}

/** The withdrawal as recorded: pending, the amount held until the operator pays it. */
function SubmittedStep() {
  const intl = useIntl();
  const format = useFormat();
  const transaction = useWithdrawSelector(selectTransaction);
  const canRestart = useWithdrawSelector(selectCanRestart);
  const { restart } = useWithdrawEvents();
  if (!transaction) return null;
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="success">
        <AlertTitle>
          <FormattedMessage id="cashier.withdraw.submittedTitle" />
        </AlertTitle>
        <FormattedMessage id="cashier.withdraw.submittedText" />
      </Alert>
      <ReviewList
        rows={[
          { label: label('cashier.withdraw.reference'), value: String(transaction.id) },
          {
            label: label('cashier.withdraw.status'),
            value: <TransactionStatusChip status={transaction.transaction_status} />,
          },
          {
            label: label('cashier.field.amount'),
            value: <MoneyText kurus={transaction.amount} exact />,
          },
          { label: label('cashier.withdraw.method'), value: transaction.methodName },
          ...(transaction.accountLabel
            ? [{ label: label('cashier.field.bankAccountID'), value: transaction.accountLabel }]
            : []),
          {
            label: label('cashier.withdraw.date'),
            value: format.dateTime(transaction.createdAt),
          },
        ]}
      />
      <Box>
        <Button variant="outlined" onClick={restart} disabled={!canRestart}>
          <FormattedMessage id="cashier.withdraw.again" />
        </Button>
      </Box>
    </Box>
  );
}

const STEP_VIEWS: Record<WithdrawStep, () => ReactNode> = {
  method: MethodStep,
  bonusForfeit: BonusForfeitStep,
  bonusBlocked: BonusBlockedStep,
  account: AccountStep,
  amount: AmountStep,
  validityDate: ValidityDateStep,
  note: NoteStep,
  code: CodeStep,
  review: ReviewStep,
  // The review stays under the step-up's dialog, and under 'Lütfen Bekleyiniz...' while it is sent.
  steppingUp: ReviewStep,
  submitting: ReviewStep,
  submitted: SubmittedStep,
};

/** The wizard: loading, its failure with a retry, or the current step. */
export function WithdrawWizard() {
  const step = useWithdrawSelector(selectStep);
  const loadFailed = useWithdrawSelector(selectHasFailed);
  const { retry } = useWithdrawEvents();
  // Once the wizard leaves the step it opened on, each new step's heading takes the focus.
  const [shown, setShown] = useState<WithdrawStep | null>(step);
  const [moved, setMoved] = useState(false);
  if (step !== shown) {
    if (shown !== null && step !== null) setMoved(true);
    setShown(step);
  }
  if (loadFailed) return <LoadFailed message="cashier.withdraw.loadFailed" onRetry={retry} />;
  if (step === null) return <WizardLoading />;
  const Step = STEP_VIEWS[step];
  const headingStep = step === 'steppingUp' || step === 'submitting' ? 'review' : step;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <StepProgress step={headingStep} />
      <StepHeading step={headingStep} moved={moved} />
      <Step key={headingStep} />
      <WithdrawStepUp />
      <WaitOverlay open={step === 'submitting'} />
    </Box>
  );
}
