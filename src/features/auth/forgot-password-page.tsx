import { Formik } from 'formik';
import Box from '@mui/material/Box';
import {
  selectError,
  selectIsSubmitting,
} from '../../../machines/auth/forgot-password.selectors.ts';
import { forgotPasswordSchema } from '../../../machines/shared/validation/account-schemas.ts';
import { PATHS } from '../../runtime/paths.ts';
import { FormError, FormTextField, SubmitButton } from '../../ui/form-fields.tsx';
import { AuthFrame } from './auth-frame.tsx';
import {
  ForgotPasswordProvider,
  useForgotPasswordEvents,
  useForgotPasswordSelector,
} from './forgot-password-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

function ForgotPasswordForm() {
  const { submit } = useForgotPasswordEvents();
  const isSubmitting = useForgotPasswordSelector(selectIsSubmitting);
  const error = useForgotPasswordSelector(selectError);
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema}
      onSubmit={(values) => submit(values.email)}
    >
      <Box component={ValidatedForm} sx={{ display: 'grid', gap: 2 }}>
        <FormError error={error} />
        <FormTextField
          name="email"
          label="auth.field.email"
          type="email"
          autoComplete="email"
          required
        />
        <SubmitButton busy={isSubmitting} label="auth.forgot.submit" />
      </Box>
    </Formik>
  );
}

function ForgotPasswordView() {
  return (
    <AuthFrame
      title="auth.forgot.title"
      text="auth.forgot.text"
      links={[{ text: 'auth.link.backToLogin', to: PATHS.login }]}
    >
      <ForgotPasswordForm />
    </AuthFrame>
  );
}

export function ForgotPasswordPage() {
  return (
    <ForgotPasswordProvider>
      <ForgotPasswordView />
    </ForgotPasswordProvider>
  );
}
