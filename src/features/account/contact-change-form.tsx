import { Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ContactField } from '../../../machines/account/contact-change.machine.ts';
import {
  selectAsksCode,
  selectError,
  selectHasFailed,
  selectIsConfirmingPhone,
  selectIsEmailSent,
  selectIsLoading,
  selectIsSubmitting,
  selectSavedValue,
  selectStepUp,
} from '../../../machines/account/contact-change.selectors.ts';
import {
  emailSchema,
  otpCodeSchema,
  phoneChangeSchema,
  usernameChangeSchema,
} from '../../../machines/shared/validation/account-schemas.ts';
import {
  CodeField,
  FormError,
  FormTextField,
  CurrentPasswordField,
  SubmitButton,
} from '../../ui/form-fields.tsx';
import {
  ContactChangeProvider,
  useContactChangeEvents,
  useContactChangeSelector,
} from './contact-change-context.tsx';
import { SmsConfirmationView } from './security-settings.tsx';
import { SmsConfirmationProvider } from './sms-confirmation-context.tsx';
import { StepUpDialog } from '../../ui/step-up-dialog.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

const FORMS = {
  username: {
    schema: usernameChangeSchema,
    label: 'account.contact.newUsername',
    autoComplete: 'username',
    type: 'text',
  },
  // The new address alone: the change's step-up asks for the password, code or passkey.
  email: {
    schema: yup.object({ email: emailSchema }),
    label: 'account.contact.newEmail',
    autoComplete: 'email',
    type: 'email',
  },
  phone: {
    schema: phoneChangeSchema,
    label: 'account.contact.newPhone',
    autoComplete: 'tel',
    type: 'tel',
  },
} as const;

/** The field's shared schema; the code is required exactly while the authenticator is on. */
const formSchema = (field: ContactField, asksCode: boolean) =>
  field === 'email'
    ? FORMS.email.schema
    : FORMS[field].schema.shape({ ga_code: asksCode ? otpCodeSchema : yup.string() });

/** The new phone is saved: its SMS confirmation, or another number. */
function PhoneConfirmation({ phone }: { phone: string }) {
  const { edit } = useContactChangeEvents();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info">
        <FormattedMessage id="account.contact.phoneConfirm" values={{ phone }} />
      </Alert>
      <SmsConfirmationProvider>
        <SmsConfirmationView />
      </SmsConfirmationProvider>
      <Button onClick={edit} sx={{ justifySelf: 'start' }}>
        <FormattedMessage id="account.contact.phoneAgain" />
      </Button>
    </Box>
  );
}

/** A link went to the new address: the e-mail changes when it is followed, not before. */
function EmailSent({ email }: { email: string }) {
  const { edit } = useContactChangeEvents();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info" role="status">
        <FormattedMessage id="account.contact.emailSent" values={{ email }} />
      </Alert>
      <Button onClick={edit} sx={{ justifySelf: 'start' }}>
        <FormattedMessage id="account.contact.emailAgain" />
      </Button>
    </Box>
  );
}

function ContactChangeView({ field }: { field: ContactField }) {
  const { retry, submit } = useContactChangeEvents();
  const loading = useContactChangeSelector(selectIsLoading);
  const failed = useContactChangeSelector(selectHasFailed);
  const asksCode = useContactChangeSelector(selectAsksCode);
  const confirmingPhone = useContactChangeSelector(selectIsConfirmingPhone);
  const emailSent = useContactChangeSelector(selectIsEmailSent);
  const isSubmitting = useContactChangeSelector(selectIsSubmitting);
  const error = useContactChangeSelector(selectError);
  const savedValue = useContactChangeSelector(selectSavedValue);
  const stepUp = useContactChangeSelector(selectStepUp);
  const reauthenticated = field !== 'email';
  const form = FORMS[field];
  const titleId = `contact-change-${field}`;
  const title = (
    <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem' }}>
      <FormattedMessage id={`account.contact.${field}Title`} />
    </Typography>
  );
  const waiting = (confirmingPhone || emailSent) && savedValue !== null;
  if (loading || failed || waiting) {
    return (
      <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
        {title}
        {loading && <Skeleton variant="rounded" height={120} aria-busy="true" />}
        {failed && (
          <>
            <FormError error={error} />
            <Button variant="outlined" onClick={retry} sx={{ justifySelf: 'start' }}>
              <FormattedMessage id="common.tryAgain" />
            </Button>
          </>
        )}
        {waiting && confirmingPhone && <PhoneConfirmation phone={savedValue} />}
        {waiting && emailSent && <EmailSent email={savedValue} />}
      </Box>
    );
  }
  // The step-up's dialog is outside the form: its own form's submit must not reach this one.
  return (
    <>
      <StepUpDialog actor={stepUp} />
      <Formik
        // A new saved value starts an empty form.
        key={savedValue ?? ''}
        initialValues={{ [field]: '', password: '', ga_code: '' }}
        validationSchema={formSchema(field, asksCode)}
        onSubmit={(values) =>
          submit(values[field] ?? '', {
            password: values.password ?? '',
            ga_code: values.ga_code ?? '',
          })
        }
      >
        <Box
          component={ValidatedForm}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}
        >
          {title}
          <FormError error={error} />
          <FormTextField
            name={field}
            id={`field-contact-${field}`}
            label={form.label}
            type={form.type}
            autoComplete={form.autoComplete}
            size="small"
            required
          />
          {reauthenticated && (
            <CurrentPasswordField id={`field-contact-${field}-password`} size="small" />
          )}
          {reauthenticated && asksCode && (
            <CodeField
              name="ga_code"
              id={`field-contact-${field}-code`}
              label="account.security.authenticatorCode"
              size="small"
              required
            />
          )}
          <SubmitButton
            busy={isSubmitting}
            label={`account.contact.${field}Submit`}
            size="small"
            sx={{ justifySelf: 'start' }}
          />
        </Box>
      </Formik>
    </>
  );
}

/**
 * The profile's username, e-mail and phone changes: a compact form each, confirmed by the
 * password (and the authenticator code while it is on); the e-mail's by its step-up.
 */
export function ContactChangeForms() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      {(['username', 'email', 'phone'] as const).map((field) => (
        <ContactChangeProvider key={field} field={field}>
          <ContactChangeView field={field} />
        </ContactChangeProvider>
      ))}
    </Box>
  );
}
