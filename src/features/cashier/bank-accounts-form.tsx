import { useEffect, useMemo, useRef } from 'react';
import { Formik, useField, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { shallowEqual, useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountFormSchema,
  bankForIban,
  type BankAccountFormValues,
} from '../../../machines/cashier/bank-rules.ts';
import {
  selectBanks,
  selectCanCancel,
  selectEditing,
  selectFormRefusal,
  selectFormValues,
  selectIsSaving,
  selectPlacedRefusal,
  selectStepUp,
} from '../../../machines/cashier/bank-accounts.selectors.ts';
import type { Bank } from '../../../machines/shared/finance.ts';
import { formatIban, isValidTrIban } from '../../../machines/shared/validation/iban.ts';
import { FormError, FormTextField, SubmitButton } from '../../ui/form-fields.tsx';
import { useMessageText } from '../../i18n/message-text.ts';
import { StepUpDialog } from '../../ui/step-up-dialog.tsx';
import { useBankAccountEvents, type BankAccountsActorRef } from './bank-accounts-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';
import { OutlinedField } from '../../ui/outlined-field.tsx';

/**
 * The IBAN, with the bank it names below it as the player types (the banks' codes), or a clear
 * message when the code is none of them. Shown in groups of four once the field is left.
 */
function IbanField({ banks }: { banks: readonly Bank[] }) {
  const intl = useIntl();
  const text = useMessageText();
  const [field, meta, helpers] = useField<string>('iban');
  const bank = bankForIban(banks, field.value);
  const unknownBank = isValidTrIban(field.value) && bank === null;
  const error = unknownBank
    ? text(BANK_ACCOUNT_MESSAGES.unknownBank)
    : meta.touched
      ? text(meta.error)
      : null;
  const helper = error
    ? error
    : bank
      ? intl.formatMessage({ id: 'bankAccounts.bankFound' }, { bank: bank.name })
      : intl.formatMessage({ id: 'bankAccounts.ibanHint' });
  return (
    <OutlinedField
      {...field}
      id="field-iban"
      required
      label={intl.formatMessage({ id: 'bankAccounts.field.iban' })}
      autoComplete="off"
      spellCheck={false}
      error={Boolean(error)}
      helperText={helper}
      onBlur={(event) => {
        field.onBlur(event);
        if (field.value.trim() !== '') void helpers.setValue(formatIban(field.value), true);
      }}
      slotProps={{
        htmlInput: {
          'aria-invalid': Boolean(error),
          autoCapitalize: 'characters',
          maxLength: 40,
          style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
        },
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}

/** A refusal about one field lands on that field: its message under it, and the focus in it. */
function PlaceRefusal({ actor }: { actor: BankAccountsActorRef }) {
  const refusal = useSelector(actor, selectPlacedRefusal);
  const { setFieldError, setFieldTouched } = useFormikContext<BankAccountFormValues>();
  useEffect(() => {
    if (!refusal) return;
    const field = refusal.field;
    void setFieldTouched(field, true, false).then(() => setFieldError(field, refusal.message));
    document.getElementById(`field-${field}`)?.focus();
  }, [refusal, setFieldError, setFieldTouched]);
  return null;
}

/** The step-up a save asks for (the password and the second factor's code), while it runs. */
function SaveStepUp({ actor }: { actor: BankAccountsActorRef }) {
  return <StepUpDialog actor={useSelector(actor, selectStepUp)} />;
}

/**
 * Adding or editing one bank account (Formik over bankAccountFormSchema, the rules the machine
 * checks again), then its step-up in a dialog over the form. Used by the profile and inside the
 * withdraw wizard; `actor` is the bank account machine it belongs to.
 */
export function BankAccountForm({ actor }: { actor: BankAccountsActorRef }) {
  const editing = useSelector(actor, selectEditing);
  const banks = useSelector(actor, selectBanks);
  const saving = useSelector(actor, selectIsSaving);
  const canCancel = useSelector(actor, selectCanCancel);
  const formRefusal = useSelector(actor, selectFormRefusal);
  const initialValues = useSelector(actor, selectFormValues, shallowEqual);
  const { submit, cancel } = useBankAccountEvents(actor);
  const schema = useMemo(() => bankAccountFormSchema(banks), [banks]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const titleId = editing ? 'bank-account-edit-title' : 'bank-account-add-title';

  // The dialog is kept out of the form: its own submit would bubble to this form's.
  return (
    <>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={(values) => submit(values)}
      >
        <Box
          component={ValidatedForm}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
        >
          <Typography
            id={titleId}
            ref={heading}
            tabIndex={-1}
            variant="h3"
            sx={{ fontSize: '1.1rem', outline: 'none' }}
          >
            <FormattedMessage id={editing ? 'bankAccounts.editTitle' : 'bankAccounts.addTitle'} />
          </Typography>
          <FormError error={formRefusal} />
          <PlaceRefusal actor={actor} />
          <FormTextField
            name="owner"
            label="bankAccounts.field.owner"
            autoComplete="name"
            required
          />
          <IbanField banks={banks} />
          <FormTextField name="branch" label="bankAccounts.field.branch" required />
          <FormTextField
            name="accountNumber"
            label="bankAccounts.field.accountNumber"
            autoComplete="off"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <SubmitButton busy={saving} label="bankAccounts.save" size="medium" />
            <Button onClick={cancel} color="inherit" disabled={!canCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
          </Box>
        </Box>
      </Formik>
      <SaveStepUp actor={actor} />
    </>
  );
}
