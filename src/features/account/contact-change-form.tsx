import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContactField } from '../../../machines/auth/contactChange.machine.ts';
import {
  selectError,
  selectIsSaved,
  selectIsSessionExpired,
  selectIsSubmitting,
  selectSavedValue,
} from '../../../machines/auth/contactChange.selectors.ts';
import {
  emailChangeSchema,
  usernameChangeSchema,
} from '../../../machines/shared/validation/account-schemas.ts';
import { useRuntime, useSuccessNotice } from '../../app/app-context.tsx';
import { FormError, FormTextField, PasswordField, SubmitButton } from '../../ui/form-fields.tsx';
import {
  ContactChangeProvider,
  useContactChangeEvents,
  useContactChangeSelector,
} from './contact-change-context.tsx';
import { useSessionExpiredLogout } from './password-change-form.tsx';

const FORMS = {
  username: {
    schema: usernameChangeSchema,
    label: 'account.contact.newUsername',
    autoComplete: 'username',
    type: 'text',
  },
  email: {
    schema: emailChangeSchema,
    label: 'account.contact.newEmail',
    autoComplete: 'email',
    type: 'email',
  },
} as const;

/**
 * Once saved: a success toast, the app's profile gets the new value (so the header and the
 * details show it), and the form is empty again for another change.
 */
function useSavedNotice(field: ContactField) {
  const saved = useContactChangeSelector(selectIsSaved);
  const value = useContactChangeSelector(selectSavedValue);
  const { edit } = useContactChangeEvents();
  const { appActor } = useRuntime();
  const success = useSuccessNotice();
  useEffect(() => {
    if (!saved || value === null) return;
    success(`account.contact.${field}Saved`);
    const { profile } = appActor.getSnapshot().context;
    if (profile)
      appActor.send({ type: 'auth.profileLoaded', profile: { ...profile, [field]: value } });
    edit();
  }, [saved, value, field, appActor, success, edit]);
}

function ContactChangeView({ field }: { field: ContactField }) {
  useSessionExpiredLogout(useContactChangeSelector(selectIsSessionExpired));
  useSavedNotice(field);
  const { submit } = useContactChangeEvents();
  const isSubmitting = useContactChangeSelector(selectIsSubmitting);
  const error = useContactChangeSelector(selectError);
  const savedValue = useContactChangeSelector(selectSavedValue);
  const form = FORMS[field];
  return (
    <Formik
      // A new saved value starts an empty form.
      key={savedValue ?? ''}
      initialValues={{ [field]: '', password: '' }}
      validationSchema={form.schema}
      onSubmit={(values) => submit(values[field] ?? '', values.password ?? '')}
    >
      <Box
        component={Form}
        noValidate
        aria-labelledby={`contact-change-${field}`}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id={`contact-change-${field}`} variant="h3" sx={{ fontSize: '1rem' }}>
          <FormattedMessage id={`account.contact.${field}Title`} />
        </Typography>
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
        <PasswordField
          name="password"
          id={`field-contact-${field}-password`}
          label="auth.field.currentPassword"
          autoComplete="current-password"
          size="small"
          required
        />
        <SubmitButton
          busy={isSubmitting}
          label={`account.contact.${field}Submit`}
          size="small"
          sx={{ justifySelf: 'start' }}
        />
      </Box>
    </Formik>
  );
}

/** The profile's username and e-mail changes: a compact form each, confirmed by the password. */
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
      {(['username', 'email'] as const).map((field) => (
        <ContactChangeProvider key={field} field={field}>
          <ContactChangeView field={field} />
        </ContactChangeProvider>
      ))}
    </Box>
  );
}
