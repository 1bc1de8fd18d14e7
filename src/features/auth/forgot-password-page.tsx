import { useEffect, useRef } from 'react';
import { Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import {
  selectEmail,
  selectError,
  selectIsSent,
  selectIsSubmitting,
} from '../../../machines/auth/forgotPassword.selectors.ts';
import { forgotPasswordSchema } from '../../../machines/shared/validation/account-schemas.ts';
import { useSuccessNotice } from '../../app/app-context.tsx';
import { PATHS } from '../../app/paths.ts';
import { FormError, FormTextField, SubmitButton } from '../../ui/form-fields.tsx';
import { AuthFrame } from './auth-frame.tsx';
import {
  ForgotPasswordProvider,
  useForgotPasswordEvents,
  useForgotPasswordSelector,
} from './forgot-password-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

/** Spec §4, §8: 'reset instructions sent to {email}', then back to log in. */
function useFinishRequest() {
  const sent = useForgotPasswordSelector(selectIsSent);
  const email = useForgotPasswordSelector(selectEmail);
  const notice = useSuccessNotice();
  const navigate = useNavigate();
  const finished = useRef(false);
  useEffect(() => {
    if (!sent || finished.current) return;
    finished.current = true;
    notice('auth.forgot.done', { email });
    void navigate(PATHS.login, { replace: true });
  }, [sent, email, notice, navigate]);
}

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
  useFinishRequest();
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
