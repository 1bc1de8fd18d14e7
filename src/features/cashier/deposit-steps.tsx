import { FormattedMessage, useIntl } from 'react-intl';
import { shallowEqual } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  selectAmount,
  selectAmountError,
  selectAmountText,
  selectCanConfirm,
  selectChosenBonus,
  selectCanSubmitAmount,
  selectCanSubmitDetails,
  selectCanToggleFavorite,
  selectFieldErrors,
  selectFieldNames,
  selectFields,
  selectFieldValues,
  selectIsLoadingPresets,
  selectIsRetry,
  selectMethod,
  selectMethods,
  selectPresets,
  selectAllowance,
  selectReceiver,
  selectSelectedMethodID,
} from '../../../machines/cashier/deposit.selectors.ts';
import type { CashField, PaymentMethod } from '../../../machines/shared/finance.ts';
import { formatIban } from '../../../machines/shared/validation/iban.ts';
import { EmptyState } from '../../ui/page-state.tsx';
import { useMessageText } from '../../i18n/message-text.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { AmountField } from './cashier-amount-field.tsx';
import { CopyRow } from '../../ui/cashier-copy-row.tsx';
import { CashierTextField } from './cashier-text-field.tsx';
import { MethodPicker } from './cashier-method-picker.tsx';
import { ReviewList } from './cashier-review-list.tsx';
import { useDepositEvents, useDepositSelector } from './deposit-context.tsx';
import { BonusTermsLine } from './deposit-bonus.tsx';
import { ScreenHeading } from './deposit-heading.tsx';
import { StepActions, StepForm } from './deposit-step-parts.tsx';

function MethodLine({ method }: { method: PaymentMethod }) {
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      <FormattedMessage
        id="cashier.deposit.selectedMethod"
        values={{ name: method.group ? `${method.group.name} · ${method.name}` : method.name }}
      />
    </Typography>
  );
}

export function MethodScreen() {
  const methods = useDepositSelector(selectMethods);
  const selectedID = useDepositSelector(selectSelectedMethodID);
  const canToggleFavorite = useDepositSelector(selectCanToggleFavorite);
  const { selectMethod, toggleFavorite } = useDepositEvents();
  return (
    <>
      <ScreenHeading id="cashier.deposit.heading.method" />
      {methods.length === 0 ? (
        <EmptyState>
          <FormattedMessage id="cashier.deposit.noMethods" />
        </EmptyState>
      ) : (
        <MethodPicker
          methods={methods}
          selectedID={selectedID}
          onSelect={selectMethod}
          onToggleFavorite={toggleFavorite}
          canToggleFavorite={canToggleFavorite}
          labelledBy="deposit-heading"
        />
      )}
    </>
  );
}

export function AmountScreen() {
  const method = useDepositSelector(selectMethod);
  const text = useDepositSelector(selectAmountText);
  const error = useDepositSelector(selectAmountError);
  const presets = useDepositSelector(selectPresets, shallowEqual);
  const presetsLoading = useDepositSelector(selectIsLoadingPresets);
  const canSubmit = useDepositSelector(selectCanSubmitAmount);
  const allowance = useDepositSelector(selectAllowance);
  const { changeAmount, choosePreset, submitAmount } = useDepositEvents();
  if (!method) return null;
  return (
    <StepForm onSubmit={submitAmount}>
      <ScreenHeading id="cashier.deposit.heading.amount" />
      <MethodLine method={method} />
      {allowance !== null && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <FormattedMessage
            id="cashier.deposit.allowance"
            values={{ amount: <MoneyText kurus={allowance} exact /> }}
          />
        </Typography>
      )}
      <AmountField
        value={text}
        onChange={changeAmount}
        error={error}
        range={method}
        presets={presets}
        onPreset={choosePreset}
        presetsLoading={presetsLoading}
      />
      <StepActions next={canSubmit} />
    </StepForm>
  );
}

/** Where a bank or cep transfer goes, each value with a copy button. */
function ReceiverBox() {
  const intl = useIntl();
  const receiver = useDepositSelector(selectReceiver);
  if (!receiver) return null;
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <Box
      component="section"
      aria-labelledby="deposit-receiver"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        mb: 3,
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Box>
        <Typography
          id="deposit-receiver"
          variant="h3"
          sx={{ fontSize: '1.05rem', fontWeight: 700 }}
        >
          <FormattedMessage id="cashier.deposit.receiver.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="cashier.deposit.receiver.text" />
        </Typography>
      </Box>
      <CopyRow label={label('cashier.deposit.receiver.owner')} value={receiver.owner} />
      <Box>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="cashier.deposit.receiver.bank" />
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{receiver.bankName}</Typography>
      </Box>
      <CopyRow
        label={label('cashier.deposit.receiver.iban')}
        value={receiver.iban}
        display={formatIban(receiver.iban)}
      />
      {receiver.phone && (
        <CopyRow label={label('cashier.deposit.receiver.phone')} value={receiver.phone} />
      )}
    </Box>
  );
}

const FIELD_INPUT: Partial<
  Record<
    CashField,
    { inputMode: 'tel' | 'numeric' | 'text'; autoComplete?: string; maxLength: number }
  >
> = {
  senderPhone: { inputMode: 'tel', autoComplete: 'tel-national', maxLength: 20 },
  receiverPhone: { inputMode: 'tel', maxLength: 20 },
  senderTckn: { inputMode: 'numeric', maxLength: 11 },
  receiverTckn: { inputMode: 'numeric', maxLength: 11 },
  account: { inputMode: 'numeric', maxLength: 60 },
  bankAccountID: { inputMode: 'numeric', maxLength: 12 },
};

export function DetailsScreen() {
  const intl = useIntl();
  const text = useMessageText();
  const method = useDepositSelector(selectMethod);
  const fields = useDepositSelector(selectFieldNames);
  const values = useDepositSelector(selectFieldValues);
  const errors = useDepositSelector(selectFieldErrors);
  const canSubmit = useDepositSelector(selectCanSubmitDetails);
  const { changeField, submitDetails } = useDepositEvents();
  return (
    <StepForm onSubmit={submitDetails}>
      <ScreenHeading id="cashier.deposit.heading.details" />
      {method && <MethodLine method={method} />}
      <ReceiverBox />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {fields.map((field) => {
          const error = text(errors[field]);
          const input = FIELD_INPUT[field] ?? { inputMode: 'text' as const, maxLength: 64 };
          return (
            <CashierTextField
              key={field}
              id={`deposit-${field}`}
              label={intl.formatMessage({ id: `cashier.field.${field}` })}
              value={values[field] ?? ''}
              onChange={(value) => changeField(field, value)}
              error={error}
              required
              autoComplete={input.autoComplete}
              inputMode={input.inputMode}
              maxLength={input.maxLength}
            />
          );
        })}
      </Box>
      <StepActions next={canSubmit} />
    </StepForm>
  );
}

export function ReviewScreen() {
  const intl = useIntl();
  const method = useDepositSelector(selectMethod);
  const amount = useDepositSelector(selectAmount);
  const fields = useDepositSelector(selectFields);
  const bonus = useDepositSelector(selectChosenBonus, shallowEqual);
  const isRetry = useDepositSelector(selectIsRetry);
  const canConfirm = useDepositSelector(selectCanConfirm);
  const { confirm } = useDepositEvents();
  if (!method || amount === null) return null;
  const rows = [
    {
      label: intl.formatMessage({ id: 'cashier.deposit.review.method' }),
      value: method.group ? `${method.group.name} · ${method.name}` : method.name,
    },
    {
      label: intl.formatMessage({ id: 'cashier.deposit.review.amount' }),
      value: <MoneyText kurus={amount} exact />,
    },
    ...method.fields.map((field) => ({
      label: intl.formatMessage({ id: `cashier.field.${field}` }),
      value: fields?.[field] ?? '',
    })),
    {
      label: intl.formatMessage({ id: 'cashier.deposit.review.bonus' }),
      value: bonus ? (
        <>
          {bonus.offer.title}
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 400 }}>
            <BonusTermsLine choice={bonus} />
          </Typography>
        </>
      ) : (
        intl.formatMessage({ id: 'cashier.bonus.none' })
      ),
    },
  ];
  return (
    <StepForm onSubmit={confirm}>
      <ScreenHeading id="cashier.deposit.heading.review" />
      <ReviewList rows={rows} />
      {isRetry && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <FormattedMessage id="cashier.deposit.retryHint" />
        </Alert>
      )}
      <StepActions next={canConfirm} nextLabel={isRetry ? 'cashier.retry' : 'cashier.confirm'} />
    </StepForm>
  );
}
